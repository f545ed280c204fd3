import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { AUDIT, bearer, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker, postForm } from "../../test-support/test-server.js";
import { contentLines } from "./client-export-pdf.builder.js";
import { clientExportWords } from "./client-export-words.js";

const EXPORT = `query($u: ID!, $l: String) { clientDataExport(uuid: $u, language: $l) { fileName json pdfBase64 records chatMessages } }`;
const ERASE = 'mutation($u: ID!) { eraseClient(uuid: $u, confirm: "ERASE") }';

interface ExportAnswer {
  clientDataExport: { fileName: string; json: string; pdfBase64: string; records: number; chatMessages: number };
}
interface ExportedJson {
  clientUuid: string;
  application: string;
  records: Array<{ table: string; uuid: string; content: Record<string, unknown>; history: Array<{ content: Record<string, unknown> }> }>;
  chatMessages: Array<{ uuid: string; content: Record<string, unknown> }>;
}

describe("the export's words and lines", () => {
  it("prints each value at its path, an image as its kind and size, and speaks en, nl and ny (English for others)", () => {
    expect(contentLines({ uuid: "p1", domains: [{ goals: [{ goal: "Walk" }] }], note: null, image: `data:image/png;base64,${"A".repeat(2048)}` })).toEqual([
      ["uuid", "p1"],
      ["domains[0].goals[0].goal", "Walk"],
      ["note", "-"],
      ["image", "[image/png, 2 KB]"],
    ]);
    expect([clientExportWords("en").title, clientExportWords("nl-BE").title, clientExportWords("ny").title, clientExportWords("pt").title]).toEqual([
      "Data held on a client",
      "Gegevens over een cliënt",
      "Zomwe zasungidwa za kasitomala",
      "Data held on a client",
    ]);
  });
});

/** docs/operating.md, "An access request": what clientDataExport answers, to whom, and its audit event. */
describe.each(databaseKinds)("clientDataExport on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);

  /** A worker's phone stores Grace (renamed once), her plan, a cycle goal with an action, a chat message naming her; and Ben. */
  async function seed() {
    const worker = await createWorker(console.baseUrl());
    const installId = randomUUID();
    const save = async (entries: unknown[]) => {
      const answer = await postForm(
        `${console.baseUrl()}/api/saveTables/${installId}`,
        { payload: JSON.stringify(entries) },
        { token: worker.token, installId },
      );
      expect(answer.status).toBe(200);
    };
    const grace = makeClient({ clientname: "Grace Phiri" });
    const ben = makeClient({ clientname: "Ben Banda" });
    const plan = { uuid: randomUUID(), client_uuid: grace.uuid, domains: [] };
    const cycle = { uuid: randomUUID(), client_uuid: grace.uuid, goal: "Walk to school" };
    const action = { uuid: randomUUID(), description_uuid: cycle.uuid, action: "Stand up" };
    const mention = { uuid: randomUUID(), text: "Visited Grace Phiri today", sent_at: "2026-12-01T08:00:00Z" };
    const other = { uuid: randomUUID(), text: "Ben Banda is well", sent_at: "2026-12-01T09:00:00Z" };
    await save([
      makeEntry({ ...grace, clientname: "Grace P." }),
      makeEntry(ben),
      makeEntry(plan, { table: "rehabilitations" }),
      makeEntry(cycle, { table: "cycle_descriptions" }),
      makeEntry(action, { table: "cycle_actions" }),
      makeEntry({ uuid: randomUUID(), client_uuid: ben.uuid, domains: [] }, { table: "rehabilitations" }),
      makeEntry(mention, { table: "chat_messages" }),
      makeEntry(other, { table: "chat_messages" }),
    ]);
    await save([makeEntry(grace)]);
    return { grace: grace.uuid as string, plan: plan.uuid, cycle: cycle.uuid, action: action.uuid, mention: mention.uuid };
  }

  it("answers her records with their history, the chat messages naming her and a PDF, to an operator of her deployment, audited under her erasure's pseudonym", async () => {
    const ids = await seed();
    const own = await console.operator("default");
    const answer = await console.gql<ExportAnswer>(EXPORT, { u: ids.grace, l: "ny" }, bearer(own.token));
    expect(answer.errors).toBeUndefined();
    const exported = answer.data!.clientDataExport;
    expect(exported.fileName).toMatch(new RegExp(`^client-${ids.grace}-\\d{4}-\\d{2}-\\d{2}$`));
    expect([exported.records, exported.chatMessages]).toEqual([4, 1]);
    const json = JSON.parse(exported.json) as ExportedJson;
    expect(json.clientUuid).toBe(ids.grace);
    expect(json.application).toBe("default");
    expect(json.records.map((r) => `${r.table}:${r.uuid}`)).toEqual([
      `clients:${ids.grace}`,
      `cycle_descriptions:${ids.cycle}`,
      `rehabilitations:${ids.plan}`,
      `cycle_actions:${ids.action}`,
    ]);
    const client = json.records[0]!;
    expect(client.content.clientname).toBe("Grace Phiri");
    expect(client.history.map((h) => h.content.clientname)).toEqual(["Grace P."]);
    expect(json.chatMessages.map((m) => [m.uuid, m.content.text])).toEqual([[ids.mention, "Visited Grace Phiri today"]]);
    expect(exported.json).not.toContain("Ben");
    const pdf = Buffer.from(exported.pdfBase64, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(2000);

    const erased = await console.gql(ERASE, { u: ids.grace }, bearer(own.token));
    expect(erased.errors).toBeUndefined();
    const audit = await console.gql<AuditAnswer>(AUDIT, {}, bearer(own.token));
    const events = audit.data!.auditEvents.filter((e) => e.action === "client.exported" || e.action === "client.erased");
    expect(events.map((e) => [e.action, e.detail])).toEqual([
      ["client.erased", "4 records erased, 1 chat messages blanked"],
      ["client.exported", "4 records and 1 chat messages exported"],
    ]);
    expect(events[0]!.target).toMatch(/^P-[0-9a-f]{16}$/);
    expect(events[1]!.target).toBe(events[0]!.target);
    expect(JSON.stringify(events)).not.toContain(ids.grace);

    const again = await console.gql(EXPORT, { u: ids.grace }, bearer(own.token));
    expect(again.errors?.[0]?.message).toBe(
      `client ${ids.grace} was erased: the server keeps nothing of her to export (her uuid only, so she is never written again)`,
    );
  });

  it("refuses an operator of another deployment as if she did not exist, and a worker", async () => {
    const ids = await seed();
    const other = await console.operator("MALA");
    const elsewhere = await console.gql(EXPORT, { u: ids.grace }, bearer(other.token));
    expect(elsewhere.errors?.[0]?.message).toBe(`client ${ids.grace}: none in your deployment`);
    expect(elsewhere.data).toBeNull();
    const worker = await createWorker(console.baseUrl());
    const refused = await console.gql(EXPORT, { u: ids.grace }, bearer(worker.token));
    expect(refused.errors?.[0]?.message).toContain("only an operator");
    const all = await console.operator("MALA", "OPERATOR_OF_ALL");
    const everywhere = await console.gql<ExportAnswer>(EXPORT, { u: ids.grace }, bearer(all.token));
    expect(everywhere.data?.clientDataExport.records).toBe(4);
  });
});
