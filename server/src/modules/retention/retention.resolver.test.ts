import { describe, expect, it } from "vitest";
import { AUDIT, admin, bearer, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";
import { insertDeployment } from "./retention-deployment.fixture.js";

const POLICY =
  "query($a: Int!) { retentionPolicy(applicationId: $a) { applicationId appIdentifier historyDays tombstoneDays minTombstoneDays lastPurge { at detail } } }";
const SET =
  "mutation($a: Int!, $h: Int, $t: Int) { setRetention(applicationId: $a, historyDays: $h, tombstoneDays: $t) { appIdentifier historyDays tombstoneDays } }";

type PolicyAnswer = {
  retentionPolicy: {
    applicationId: number;
    appIdentifier: string;
    historyDays: number | null;
    tombstoneDays: number | null;
    minTombstoneDays: number;
    lastPurge: null | { at: string; detail: string };
  };
};

/** docs/operating.md, "Retention": who may read and set a deployment's policy, what is refused, and the audit. */
describe.each(databaseKinds)("retentionPolicy and setRetention on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);

  it("lets the deployment's operator set it, audits old and new, and refuses another deployment's operator and workers", async () => {
    const { db } = console.database.handle;
    const own = await insertDeployment(db, "default");
    const mala = await insertDeployment(db, "MALA");
    const operator = await console.operator("default");
    const malaOperator = await console.operator("MALA");
    const worker = await createWorker(console.baseUrl(), { application: "default" });

    const before = await console.gql<PolicyAnswer>(POLICY, { a: own }, bearer(operator.token));
    expect(before).toEqual({
      data: {
        retentionPolicy: { applicationId: own, appIdentifier: "default", historyDays: null, tombstoneDays: null, minTombstoneDays: 180, lastPurge: null },
      },
    });

    const set = await console.gql(SET, { a: own, h: 30, t: 365 }, bearer(operator.token));
    expect(set).toEqual({ data: { setRetention: { appIdentifier: "default", historyDays: 30, tombstoneDays: 365 } } });
    const again = await console.gql(SET, { a: own, h: null, t: 200 }, bearer(operator.token));
    expect(again).toEqual({ data: { setRetention: { appIdentifier: "default", historyDays: null, tombstoneDays: 200 } } });

    const elsewhere = await console.gql(SET, { a: own, h: 1, t: 180 }, bearer(malaOperator.token));
    expect(elsewhere.errors?.[0]?.message).toBe(`setRetention: application ${own} is not a deployment of yours; give the id of your own deployment`);
    const elsewhereRead = await console.gql(POLICY, { a: own }, bearer(malaOperator.token));
    expect(elsewhereRead.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const byWorker = await console.gql(SET, { a: own, h: 1, t: 180 }, bearer(worker.token));
    expect(byWorker.errors?.[0]?.message).toContain("only an operator");
    const missing = await console.gql(SET, { a: mala + 1000, h: 1, t: 180 }, admin);
    expect(missing.errors?.[0]?.message).toBe(`application ${mala + 1000} does not exist`);

    const stored = await db.selectFrom("applications").select(["app_identifier", "retention_history_days", "retention_tombstone_days"]).orderBy("id").execute();
    expect(stored).toEqual([
      { app_identifier: "default", retention_history_days: null, retention_tombstone_days: 200 },
      { app_identifier: "MALA", retention_history_days: null, retention_tombstone_days: null },
    ]);

    const audit = await console.gql<AuditAnswer>(AUDIT, { f: { kind: "RETENTION_SET" } }, bearer(operator.token));
    expect(audit.data!.auditEvents.map((e) => ({ actor: e.actor, application: e.application, target: e.target, detail: e.detail }))).toEqual([
      { actor: operator.email, application: "default", target: "default", detail: "history: forever (was 30 days); tombstones: 200 days (was 365 days)" },
      { actor: operator.email, application: "default", target: "default", detail: "history: 30 days (was forever); tombstones: 365 days (was forever)" },
    ]);
  });

  it("lets an operator of every deployment set any deployment's", async () => {
    const mala = await insertDeployment(console.database.handle.db, "MALA");
    const all = await console.operator("default", "OPERATOR_OF_ALL");
    const set = await console.gql(SET, { a: mala, h: 1, t: null }, bearer(all.token));
    expect(set).toEqual({ data: { setRetention: { appIdentifier: "MALA", historyDays: 1, tombstoneDays: null } } });
  });

  it("refuses a bad value naming its field, and stores and audits nothing", async () => {
    const { db } = console.database.handle;
    const own = await insertDeployment(db, "default");
    const operator = await console.operator("default");
    const short = await console.gql(SET, { a: own, h: 30, t: 179 }, bearer(operator.token));
    expect(short.errors?.[0]).toMatchObject({
      message: "tombstoneDays must be a whole number of days, at least 180, or none (keep forever)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const zero = await console.gql(SET, { a: own, h: 0, t: null }, bearer(operator.token));
    expect(zero.errors?.[0]?.message).toBe("historyDays must be a whole number of days, at least 1, or none (keep forever)");
    const stored = await db.selectFrom("applications").select(["retention_history_days", "retention_tombstone_days"]).execute();
    expect(stored).toEqual([{ retention_history_days: null, retention_tombstone_days: null }]);
    expect(await db.selectFrom("audit_events").select("id").where("action", "=", "retention.set").execute()).toEqual([]);
  });
});
