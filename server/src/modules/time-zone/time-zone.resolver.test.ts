import { describe, expect, it } from "vitest";
import { AUDIT, admin, bearer, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";
import { insertDeployment } from "../retention/retention-deployment.fixture.js";

const SET = "mutation($a: Int!, $z: String) { setDeploymentTimeZone(applicationId: $a, timeZone: $z) { applicationId appIdentifier timeZone } }";
const DEPLOYMENTS = "query { contentDeployments { id app_identifier timeZone } }";

/** docs/operating.md, "The deployment's time zone": who sets it, what is refused, the audit, and where GraphQL shows it. */
describe.each(databaseKinds)("setDeploymentTimeZone on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);

  it("lets the deployment's operator set it on every deployment of the identifier, audited, shown on the deployment", async () => {
    const { db } = console.database.handle;
    const mala = await insertDeployment(db, "MALA");
    const other = await insertDeployment(db, "default");
    // A second MALA deployment (another host): it shares MALA's records and audit, so its zone too.
    const second = await db
      .insertInto("applications")
      .values({
        app_identifier: "MALA",
        host: "two.example.org",
        app_title: "MALA 2",
        login: false,
        version: "1",
        metadata: "{}",
        languages: "[]",
        regions: "[]",
        forms: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const operator = await console.operator("MALA");

    const set = await console.gql(SET, { a: mala, z: "africa/blantyre" }, bearer(operator.token));
    expect(set).toEqual({ data: { setDeploymentTimeZone: { applicationId: mala, appIdentifier: "MALA", timeZone: "Africa/Blantyre" } } });
    const shown = await console.gql<{ contentDeployments: Array<{ id: number; app_identifier: string; timeZone: string | null }> }>(DEPLOYMENTS, {}, admin);
    expect(shown.data!.contentDeployments).toEqual([
      { id: mala, app_identifier: "MALA", timeZone: "Africa/Blantyre" },
      { id: other, app_identifier: "default", timeZone: null },
      { id: second.id, app_identifier: "MALA", timeZone: "Africa/Blantyre" },
    ]);
    const cleared = await console.gql(SET, { a: second.id, z: "" }, bearer(operator.token));
    expect(cleared).toEqual({ data: { setDeploymentTimeZone: { applicationId: second.id, appIdentifier: "MALA", timeZone: null } } });

    const audit = await console.gql<AuditAnswer>(AUDIT, { f: { kind: "TIMEZONE_SET" } }, bearer(operator.token));
    expect(audit.data!.auditEvents.map((e) => ({ actor: e.actor, application: e.application, target: e.target, detail: e.detail }))).toEqual([
      { actor: operator.email, application: "MALA", target: "MALA", detail: "time zone: none (was Africa/Blantyre)" },
      { actor: operator.email, application: "MALA", target: "MALA", detail: "time zone: Africa/Blantyre (was none)" },
    ]);
  });

  it("refuses a name that is no time zone, naming it, and stores and audits nothing", async () => {
    const { db } = console.database.handle;
    const mala = await insertDeployment(db, "MALA");
    for (const name of ["Mars/Olympus", "+02:00", "UTC; drop table applications"]) {
      const refused = await console.gql(SET, { a: mala, z: name }, admin);
      expect(refused.errors?.[0]).toMatchObject({
        message: `timeZone: "${name}" is not a time zone name; give an IANA name such as Africa/Blantyre, Europe/Amsterdam or UTC`,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await db.selectFrom("applications").select("time_zone").execute()).toEqual([{ time_zone: null }]);
    expect(await db.selectFrom("audit_events").select("id").where("action", "=", "timezone.set").execute()).toEqual([]);
  });

  it("refuses another deployment's operator and a worker", async () => {
    const { db } = console.database.handle;
    const mala = await insertDeployment(db, "MALA");
    const elsewhere = await console.operator("default");
    const worker = await createWorker(console.baseUrl(), { application: "MALA" });
    const byOther = await console.gql(SET, { a: mala, z: "UTC" }, bearer(elsewhere.token));
    expect(byOther.errors?.[0]?.message).toBe(`setDeploymentTimeZone: application ${mala} is not a deployment of yours; give the id of your own deployment`);
    const byWorker = await console.gql(SET, { a: mala, z: "UTC" }, bearer(worker.token));
    expect(byWorker.errors?.[0]?.message).toContain("only an operator");
    expect(await db.selectFrom("applications").select("time_zone").execute()).toEqual([{ time_zone: null }]);
  });
});
