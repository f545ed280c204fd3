import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin, bearer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";
import { newToken } from "../../auth/token.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { HIAPP_TREE } from "../content/seed/hiapp-tree.js";

/** docs/product.md §10: the server's clock at 22:30 UTC, 00:30 of the next day in Blantyre (UTC+2). */
const SERVER_NOW = new Date("2026-12-06T22:30:00Z");
/** 00:36 in Blantyre on the 6th, still the 5th in UTC. */
const EDIT_AT = new Date("2026-12-05T22:36:00Z");

const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status record { ... on Client { valid } } } } }";
const SET_ZONE = "mutation($a: Int!, $z: String) { setDeploymentTimeZone(applicationId: $a, timeZone: $z) { appIdentifier timeZone } }";

/**
 * docs/product.md §10, "The deployment's day": every day the server counts is the deployment's, in its time zone.
 * A seeded MALA deployment (Africa/Blantyre) with the server's clock at 22:30 UTC.
 */
describe.each(databaseKinds)("the deployment's day (Africa/Blantyre, the server at 22:30 UTC) on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);
  afterEach(() => vi.useRealTimers());

  const db = () => console.database.handle.db;
  const deploymentId = async (identifier: string) =>
    (await db().selectFrom("applications").select("id").where("app_identifier", "=", identifier).orderBy("id").executeTakeFirstOrThrow()).id;

  /** A MALA worker's phone that synced one client born on `birthdate`; answers the install and the stored validity. */
  async function phoneSaves(application: string, birthdate: string) {
    const worker = await createWorker(console.baseUrl(), { application });
    const install = { id: randomUUID(), secret: newToken() };
    const headers = { ...bearer(worker.token), "x-app-install-id": install.id, "x-app-install-secret": install.secret };
    const uuid = randomUUID();
    const client = {
      uuid,
      clientname: "Born today",
      clientFormFields: [{ uuid: "f1", mandatory: 1, component: "date", clientField: "birthdate", answer: birthdate }],
    };
    const synced = await console.gql<{ sync: { results: Array<{ status: string; record: { valid: boolean } | null }> } }>(
      SYNC,
      { input: { appInstallId: install.id, entries: [{ clientMutationId: 1, table: "clients", uuid, client }] } },
      headers,
    );
    expect(synced.errors).toBeUndefined();
    const stored = await db().selectFrom("records").select("content").where("uuid", "=", uuid).executeTakeFirstOrThrow();
    return { install: install.id, uuid, valid: (stored.content as { valid: boolean }).valid };
  }

  it("judges a client born today in Blantyre valid by Blantyre's day; Amsterdam's day and an unset zone judge as their rules say", async () => {
    await seedDeploymentsIfEmpty(db());
    vi.useFakeTimers({ now: SERVER_NOW, toFake: ["Date"] });
    // It is 00:30 on the 7th in Blantyre: born on the 7th is born today, the 8th lies ahead.
    expect((await phoneSaves("MALA", "07-12-2026")).valid).toBe(true);
    expect((await phoneSaves("MALA", "08-12-2026")).valid).toBe(false);
    // In Amsterdam (HIAPP) it is 23:30 on the 6th: the 7th lies ahead there.
    expect((await phoneSaves("HIAPP", "07-12-2026")).valid).toBe(false);
    expect((await phoneSaves("HIAPP", "06-12-2026")).valid).toBe(true);
    // The default deployment has no zone set: the latest day on Earth (UTC+14, the 7th at 12:30) judges.
    expect((await phoneSaves("default", "07-12-2026")).valid).toBe(true);
    expect((await phoneSaves("default", "08-12-2026")).valid).toBe(false);
  });

  it("answers a child's age in months of the deployment's day", async () => {
    await seedDeploymentsIfEmpty(db());
    const ageOf = async (application: string) => {
      const worker = await createWorker(console.baseUrl(), { application });
      const install = { id: randomUUID(), secret: newToken() };
      const headers = { ...bearer(worker.token), "x-app-install-id": install.id, "x-app-install-secret": install.secret };
      const uuid = randomUUID();
      // Born on 7 November: a month old on 7 December, Blantyre's day at 22:30 UTC on the 6th.
      const entries = [{ clientMutationId: 1, table: "my_children", uuid, myChild: { uuid, birthdate: "07-11-2026" } }];
      expect((await console.gql(SYNC, { input: { appInstallId: install.id, entries } }, headers)).errors).toBeUndefined();
      vi.useFakeTimers({ now: SERVER_NOW, toFake: ["Date"] });
      const read = await console.gql<{ myChildren: Array<{ ageInMonths: number }> }>("query { myChildren { ageInMonths } }", {}, headers);
      vi.useRealTimers();
      expect(read.errors).toBeUndefined();
      return read.data!.myChildren.map((c) => c.ageInMonths);
    };
    expect(await ageOf("MALA")).toEqual([1]);
    // Still the 6th in Amsterdam (HIAPP): not yet a month.
    expect(await ageOf("HIAPP")).toEqual([0]);
  });

  it("counts an edit at 00:36 in Blantyre on Blantyre's day in sync health and in the reports", async () => {
    await seedDeploymentsIfEmpty(db());
    const { install, uuid } = await phoneSaves("MALA", "01-01-2020");
    // The edit happened at 00:36 Blantyre on the 6th (22:36 UTC on the 5th): its stamps set so.
    await db().updateTable("sync_mutations").set({ applied_at: EDIT_AT }).where("install_id", "=", install).execute();
    await db().updateTable("records").set({ updated_at: EDIT_AT }).where("uuid", "=", uuid).execute();
    const made = await console.gql<{ createReportingToken: { token: string } }>(
      'mutation { createReportingToken(input: { application: "MALA", label: "days", identifiable: true }) { token } }',
      {},
      admin,
    );
    expect(made.errors).toBeUndefined();
    vi.useFakeTimers({ now: SERVER_NOW, toFake: ["Date"] });

    const health = await console.gql<{
      syncHealth: { days: Array<{ day: string; edits: number; devices: number }>; installs: Array<{ daysSinceSync: number }> };
    }>(
      // The ADMIN_TOKEN: an operator's session would have ended by the faked clock.
      'query { syncHealth(application: "MALA", days: 3) { days { day edits devices } installs { daysSinceSync } } }',
      {},
      admin,
    );
    expect(health.errors).toBeUndefined();
    // Blantyre's days, its today the 7th: the edit on the 6th (counted in UTC it fell on the 5th).
    expect(health.data!.syncHealth.days).toEqual([
      { day: "2026-12-05", edits: 0, devices: 0 },
      { day: "2026-12-06", edits: 1, devices: 1 },
      { day: "2026-12-07", edits: 0, devices: 0 },
    ]);
    expect(health.data!.syncHealth.installs.map((i) => i.daysSinceSync)).toEqual([1]);

    const report = (asOf: string | null) =>
      console.gql<{ reportSyncHealth: Array<{ days_since_sync: number }> }>(
        "query($asOf: String) { reportSyncHealth(asOf: $asOf) { days_since_sync } }",
        { asOf },
        bearer(made.data!.createReportingToken.token),
      );
    // asOf left out is Blantyre's today (the 7th); on the 6th, the edit's own day in Blantyre, no day has passed.
    expect((await report(null)).data!.reportSyncHealth.map((r) => r.days_since_sync)).toEqual([1]);
    expect((await report("2026-12-06")).data!.reportSyncHealth.map((r) => r.days_since_sync)).toEqual([0]);
  });

  it("finds an event at 00:36 in Blantyre under Blantyre's day in the audit filter, and says the zone it judged by", async () => {
    await seedDeploymentsIfEmpty(db());
    await db()
      .insertInto("audit_events")
      .values({
        at: EDIT_AT,
        actor_kind: "operator",
        actor: "op@example.org",
        actor_user_id: null,
        action: "user.created",
        application: "MALA",
        target: "night@example.org",
        detail: null,
        address: null,
      })
      .execute();
    const operator = await console.operator("MALA");
    const find = async (fromDay: string, toDay: string) => {
      const answer = await console.gql<{ auditEvents: Array<{ target: string; timeZone: string }> }>(
        "query($f: AuditFilter) { auditEvents(filter: $f) { target timeZone } }",
        { f: { kind: "USER_CREATED", target: "night@", fromDay, toDay } },
        bearer(operator.token),
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.auditEvents;
    };
    expect(await find("2026-12-06", "2026-12-06")).toEqual([{ target: "night@example.org", timeZone: "Africa/Blantyre" }]);
    expect(await find("2026-12-05", "2026-12-05")).toEqual([]);
    const bad = await console.gql("query($f: AuditFilter) { auditEvents(filter: $f) { id } }", { f: { fromDay: "2026-02-30" } }, bearer(operator.token));
    expect(bad.errors?.[0]?.message).toBe('filter.fromDay: must be a day YYYY-MM-DD, not "2026-02-30"');
  });

  it("dates a health-issue PDF and names its file by the deployment's day", async () => {
    await seedDeploymentsIfEmpty(db());
    const hiapp = await deploymentId("HIAPP");
    expect((await console.gql(SET_ZONE, { a: hiapp, z: "Africa/Blantyre" }, admin)).errors).toBeUndefined();
    const worker = await createWorker(console.baseUrl(), { application: "HIAPP" });
    vi.useFakeTimers({ now: SERVER_NOW, toFake: ["Date"] });
    const form = {
      uuid: randomUUID(),
      client_reference: "Night",
      hiapp_subjects: HIAPP_TREE.hiapp_subjects.map((subject) => ({ order: subject.order, hi_issues: [] })),
    };
    const answer = await postAs("hiapp.localhost", console.baseUrl(), worker.token, {
      query: 'mutation($form: HiappClientFormInput!) { createHiAppPdf(form: $form, language: "en") { fileName base64 } }',
      variables: { form },
    });
    const body = JSON.parse(answer) as { data?: { createHiAppPdf: { fileName: string; base64: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.createHiAppPdf.fileName).toBe("hiapp-Night-2026-12-07.pdf");
    const { extractText, getDocumentProxy } = await import("unpdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(body.data!.createHiAppPdf.base64, "base64"))), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("Date: 07-12-2026");
  });
});

/** A GraphQL POST with the Host header that chooses the deployment (fetch may not set it). */
function postAs(host: string, baseUrl: string, token: string, payload: unknown): Promise<string> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const headers = { host, "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(body) };
    const req = request(new URL("/graphql", baseUrl), { method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve(Buffer.concat(chunks).toString()));
    });
    req.on("error", reject);
    req.end(body);
  });
}
