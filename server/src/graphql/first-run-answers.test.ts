import { FIRST_RUN_ANSWERS_ID, FIRST_RUN_LANGUAGE } from "@stepwise/domain";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDeploymentsIfEmpty } from "../modules/content/seed.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { graphql, startTestServer, TEST_ADMIN_TOKEN } from "../test-support/test-server.js";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
/** The app's own first-run queries, as it sends them (apps/web). */
const appQuery = (file: string) => fs.readFileSync(path.join(repoRoot, "apps/web/src", file), "utf8");

/** A GET, or a POST of the body given, with the headers given (the Host among them), over real HTTP. */
function send(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: body === undefined ? "GET" : "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const NAVIGATION = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };
const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_RUN_ANSWERS_ID}">([^<]*)</script>`);

/** The answers a page carries, parsed, or null when it carries none. */
function answersIn(page: string): { application: unknown; language: string; translations: unknown } | null {
  const match = BLOCK.exec(page);
  return match ? (JSON.parse(match[1]!) as { application: unknown; language: string; translations: unknown }) : null;
}

describe("a navigation's page carries the host's first-run answers (docs/worker-phone.md, \"A weak link\")", () => {
  const database = useTestDatabase("pglite");
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-first-run-"));
  const built = `<!doctype html><html><head><title>Stepwise</title></head><body><div id="root"></div></body></html>`;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const page = (host: string, headers: Record<string, string> = NAVIGATION, at = "/") => send(`${server.baseUrl}${at}`, { host, ...headers });
  /** The app's own query, asked of /graphql at a host as the app asks it. */
  const ask = async <T>(host: string, file: string, variables: Record<string, unknown> = {}) => {
    const answer = await send(`${server.baseUrl}/graphql`, { host, "content-type": "application/json" }, JSON.stringify({ query: appQuery(file), variables }));
    return (JSON.parse(answer.body) as { data: T }).data;
  };

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, "index.html"), built);
    server = await startTestServer(database.handle, { WEB_DIST: webDist });
  });
  // Each test starts from an empty database.
  beforeEach(() => seedDeploymentsIfEmpty(database.handle.db));
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("gives each flavour's page the same answers as the app's own CurrentApplication and Translations queries", async () => {
    for (const host of ["hiapp.localhost", "mala.localhost", "127.0.0.1"]) {
      const served = await page(host);
      expect(served.status).toBe(200);
      expect(served.headers.vary).toMatch(/sec-fetch-dest/i);
      const answers = answersIn(served.body);
      expect(answers, host).not.toBeNull();
      const asked = await ask<{ application: { id: number } }>(host, "modules/deployment/application.graphql");
      expect(answers!.application, host).toEqual(asked.application);
      const texts = await ask<{ translations: unknown[] }>(host, "i18n/translations.graphql", {
        applicationId: asked.application.id,
        language: FIRST_RUN_LANGUAGE,
      });
      expect(texts.translations.length, host).toBeGreaterThan(0);
      expect(answers!.translations, host).toEqual(texts.translations);
      expect(answers!.language).toBe("en");
      // The rest of the page is the build's, unchanged.
      expect(served.body.replace(BLOCK, "")).toBe(built);
    }
  });

  it("gives the build's page as it is to a fetch that is no navigation (the service worker's precache)", async () => {
    const fetches: Array<Record<string, string>> = [{ "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }, {}];
    for (const headers of fetches) {
      const served = await page("mala.localhost", headers, "/Home");
      expect(served.status).toBe(200);
      expect(served.headers.vary).toMatch(/sec-fetch-dest/i);
      expect(served.body).toBe(built);
    }
    // The precache asks for the file itself, which the static files answer as built.
    expect((await page("mala.localhost", { "sec-fetch-dest": "empty" }, "/index.html")).body).toBe(built);
  });

  it("keeps an operator's text from ending the data block or starting markup", async () => {
    const title = `</script><script>alert("title")</script>`;
    const intro = `<!-- a & b --> \u2028 </SCRIPT >`;
    const created = await graphql(
      server.baseUrl,
      `
        mutation ($input: CreateDeploymentInput!) {
          createDeployment(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          app_identifier: "MALA",
          host: "hostile.example.org",
          app_title: title,
          version: "2.05.0",
          metadata: { text2speech: true, userLogin: false, introText: intro },
          languages: [{ id: "1", name: "English", languageCode: "en" }],
          regions: [],
          forms: ["MILESTONE"],
        },
      },
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    expect(created.errors).toBeUndefined();
    const served = await page("hostile.example.org");
    const block = BLOCK.exec(served.body)![1]!;
    expect(block).not.toMatch(/[<>&\u2028]/);
    const answers = answersIn(served.body) as { application: { app_title: string; metadata: { introText: string } } };
    expect(answers.application.app_title).toBe(title);
    expect(answers.application.metadata.introText).toBe(intro);
    expect(served.body.match(/<script/g)).toHaveLength(1);
  });

  it("gives the page without answers, and at once, for a host that serves no deployment", async () => {
    expect(answersIn((await page("nowhere.example.org")).body)).not.toBeNull();
    // The default deployment serves every host no other names: given a host of its own, it no longer does.
    await database.handle.db.updateTable("applications").set({ host: "default.example.org" }).where("host", "is", null).execute();
    const served = await page("nowhere.example.org");
    expect(served.status).toBe(200);
    expect(served.body).toBe(built);
  });
});
