import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { graphql, startTestServer, TEST_ADMIN_TOKEN, WORKER_PASSWORD } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { HIAPP_TREE } from "../content/seed/hiapp-tree.js";
import { dayMonthYearIn, pdfFileName } from "./hiapp-pdf.service.js";

/** The seeded HIAPP deployment counts its days in Amsterdam (docs/product.md §10). */
const HIAPP_ZONE = "Europe/Amsterdam";

const CHICHEWA = "Wiritsani madzi akumwa ŵa m’chitsime";
const GREEK = "Πλένετε τα χέρια με σαπούνι";

/** A health-issue form of the seeded tree (docs/product.md §3): ids chosen as given, prescriptions overriding the tree's. */
function makeHiappForm(chosen: Set<string>, prescriptions: Record<string, string> = {}) {
  return {
    uuid: randomUUID(),
    client_reference: "Zoë-17 Ŵanangwa",
    hiapp_subjects: HIAPP_TREE.hiapp_subjects.map((subject) => ({
      order: subject.order,
      hi_issues: subject.hi_issues.map((issue) => ({
        id: issue.id,
        chosen: chosen.has(issue.id),
        hi_causes: issue.hi_causes.map((cause) => ({
          id: cause.id,
          chosen: chosen.has(cause.id),
          hi_solutions: cause.hi_solutions.map((s) => ({ id: s.id, chosen: chosen.has(s.id), prescriptionTxt: prescriptions[s.id] ?? s.prescriptionTxt })),
        })),
      })),
    })),
  };
}

/** Water: diarrhoea, both causes, both solutions (prescriptions in Chichewa and Greek); mobility: an issue and a cause, no solution. */
const chosenForm = () => makeHiappForm(new Set(["101", "1011", "10111", "1012", "10121", "301", "3012"]), { "10111": CHICHEWA, "10121": GREEK });

interface Answer {
  status: number;
  type: string;
  disposition: string;
  body: Buffer;
}

/** A raw HTTP POST, so the Host header (which chooses the deployment) can be hiapp.localhost. */
function post(baseUrl: string, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers["content-type"] ?? "",
          disposition: res.headers["content-disposition"] ?? "",
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A HIAPP worker made by the operator, logged in on the HIAPP host (a login is refused on another deployment's host). */
async function hiappWorkerToken(baseUrl: string): Promise<string> {
  const email = `hi-${randomUUID().slice(0, 8)}@example.org`;
  const input = { application: "HIAPP", email, name: "Health worker", password: WORKER_PASSWORD };
  const created = await graphql(
    baseUrl,
    "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }",
    { input },
    { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  );
  if (created.errors) throw new Error(`createUser failed: ${JSON.stringify(created.errors)}`);
  const login = await post(baseUrl, "/api/login", new URLSearchParams({ email, password: WORKER_PASSWORD }).toString(), {
    host: "hiapp.localhost",
    "content-type": "application/x-www-form-urlencoded",
  });
  return (JSON.parse(login.body.toString()) as { token: string }).token;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe.each(databaseKinds)("health-issue PDF (docs/product.md §1, §3) on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  beforeEach(async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    token = await hiappWorkerToken(server.baseUrl);
  });
  afterAll(() => server.close());

  const restPdf = (fields: Record<string, string>, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    post(server.baseUrl, "/api/hiapp/createHiAppPdf", new URLSearchParams(fields).toString(), {
      host: "hiapp.localhost",
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    });

  it("POST /api/hiapp/createHiAppPdf answers a PDF with the title, date, reference and only the chosen items, non-Latin text intact", async () => {
    const answer = await restPdf({ formData: JSON.stringify(chosenForm()) });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/pdf");
    expect(answer.disposition).toBe(`attachment; filename=${pdfFileName("Zoë-17 Ŵanangwa", new Date(), HIAPP_ZONE)}`);
    expect(answer.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(answer.body);
    for (const expected of ["HIAPP", "Health issue form", "Client reference: Zoë-17 Ŵanangwa", `Date: ${dayMonthYearIn(HIAPP_ZONE, new Date())}`])
      expect(text).toContain(expected);
    for (const chosen of [
      "Issue: Diarrhoea in the family",
      "Cause: Unsafe drinking water",
      "Cause: No hand washing",
      "Solution: Treat drinking water",
      "Solution: Hand washing station",
      "Issue: Cannot reach the toilet alone",
      "Cause: No support to sit",
    ]) {
      expect(text).toContain(chosen);
    }
    expect(text).toContain(`Prescription: ${CHICHEWA}`);
    expect(text).toContain(`Prescription: ${GREEK}`);
    for (const unchosen of ["Child not gaining weight", "Too few meals", "Path too rough", "Toilet seat", "Make a seat with arm rests", "Boil drinking water"])
      expect(text).not.toContain(unchosen);
  });

  it("labels the PDF and names the chosen subjects in the user's language (field language), from the deployment's translations", async () => {
    const answer = await restPdf({ formData: JSON.stringify(chosenForm()), language: "nl" });
    expect(answer.status).toBe(200);
    const text = await pdfText(answer.body);
    for (const expected of [
      "Formulier gezondheidsprobleem",
      "Cliëntreferentie: Zoë-17 Ŵanangwa",
      "Probleem: Diarree in het gezin",
      "Oorzaak: Onveilig drinkwater",
      `Voorschrift: ${GREEK}`,
    ])
      expect(text).toContain(expected);
  });

  it("says so when nothing is chosen", async () => {
    const answer = await restPdf({ formData: JSON.stringify(makeHiappForm(new Set())) });
    expect(answer.status).toBe(200);
    expect(await pdfText(answer.body)).toContain("No issues chosen");
  });

  it("bad input is a 400 whose error names the field", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, "formData: field is missing"],
      [{ formData: "{not json" }, "formData: is not valid JSON"],
      [{ formData: JSON.stringify({ client_reference: "x", hiapp_subjects: [] }) }, "formData.uuid: is required"],
      [
        { formData: JSON.stringify({ ...chosenForm(), hiapp_subjects: [{ order: 1, hi_issues: [{ id: "101", chosen: "yes" }] }] }) },
        "formData.hiapp_subjects[0].hi_issues[0].chosen",
      ],
      [
        { formData: JSON.stringify({ ...chosenForm(), hiapp_subjects: [{ order: 1, hi_issues: [{ id: "999", chosen: true }] }] }) },
        "formData.hiapp_subjects[0].hi_issues[0].id: no issue 999",
      ],
    ];
    for (const [fields, error] of cases) {
      const answer = await restPdf(fields);
      expect(answer.status, error).toBe(400);
      expect(answer.type).toContain("application/json");
      expect((JSON.parse(answer.body.toString()) as { error: string }).error).toContain(error);
    }
  });

  it("follows the identity rules of the other REST calls: none is a 401, a bad token is a 401, an install id alone is enough", async () => {
    const form = JSON.stringify(chosenForm());
    expect((await restPdf({ formData: form }, {})).status).toBe(401);
    expect((await restPdf({ formData: form }, { authorization: "Bearer not-a-real-token" })).status).toBe(401);
    const byInstall = await restPdf({ formData: form }, { "x-app-install-id": randomUUID() });
    expect([byInstall.status, byInstall.type]).toEqual([200, "application/pdf"]);
  });

  describe("GraphQL twin createHiAppPdf", () => {
    const query =
      "mutation($form: HiappClientFormInput!, $language: String!) { createHiAppPdf(form: $form, language: $language) { fileName contentType base64 } }";
    const gql = async (variables: Record<string, unknown>) => {
      const answer = await post(server.baseUrl, "/graphql", JSON.stringify({ query, variables }), {
        host: "hiapp.localhost",
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
      });
      return JSON.parse(answer.body.toString()) as {
        data?: { createHiAppPdf: { fileName: string; contentType: string; base64: string } };
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };
    };

    it("answers the same PDF as base64 with its file name", async () => {
      const answer = await gql({ form: chosenForm(), language: "en" });
      expect(answer.errors).toBeUndefined();
      const pdf = answer.data!.createHiAppPdf;
      expect([pdf.fileName, pdf.contentType]).toEqual([pdfFileName("Zoë-17 Ŵanangwa", new Date(), HIAPP_ZONE), "application/pdf"]);
      const text = await pdfText(Buffer.from(pdf.base64, "base64"));
      expect(text).toContain(`Prescription: ${CHICHEWA}`);
      expect(text).toContain("Solution: Hand washing station");
      expect(text).not.toContain("Child not gaining weight");
    });

    it("bad input is a BAD_USER_INPUT error naming the field", async () => {
      const form = { ...chosenForm(), hiapp_subjects: [{ order: 2, hi_issues: [{ id: "201", chosen: true, hi_causes: [{ id: "9999", chosen: true }] }] }] };
      const answer = await gql({ form, language: "en" });
      expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(answer.errors?.[0]?.message).toBe("form.hiapp_subjects[0].hi_issues[0].hi_causes[0].id: no cause 9999 under issue 201");
    });
  });
});

describe("pdfFileName", () => {
  it("keeps the reference's safe characters and the date", () => {
    expect(pdfFileName("Zoë-17 Ŵanangwa", new Date("2026-11-23T10:00:00Z"))).toBe("hiapp-Zoe-17-Wanangwa-2026-11-23.pdf");
    expect(pdfFileName(null, new Date("2026-11-23T10:00:00Z"))).toBe("hiapp-2026-11-23.pdf");
  });

  it("takes the day of the deployment's time zone (docs/product.md §10), UTC when it has none", () => {
    const night = new Date("2026-12-06T22:30:00Z");
    expect(pdfFileName("Zoë", night, "Africa/Blantyre")).toBe("hiapp-Zoe-2026-12-07.pdf");
    expect(pdfFileName("Zoë", night, null)).toBe("hiapp-Zoe-2026-12-06.pdf");
    expect([dayMonthYearIn("Africa/Blantyre", night), dayMonthYearIn(null, night)]).toEqual(["07-12-2026", "06-12-2026"]);
  });
});
