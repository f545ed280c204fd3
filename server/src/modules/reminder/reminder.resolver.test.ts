import { describe, expect, it } from "vitest";
import { AUDIT, admin, bearer, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { insertDeployment } from "../retention/retention-deployment.fixture.js";

const SET = "mutation($a: Int!, $h: Int) { setDeploymentReminderHour(applicationId: $a, hour: $h) { applicationId appIdentifier reminderHour } }";
const DEPLOYMENTS = "query { contentDeployments { app_identifier reminderHour timeZone } }";

/** docs/product.md §4, "One reminder a day": the deployment's hour, who sets it, what is refused, the audit, and where the phone reads it. */
describe.each(databaseKinds)("setDeploymentReminderHour on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);

  it("seeds 7 for MALA and HIAPP and none for the default deployment, and answers it with the zone on the phone's application", async () => {
    const { db } = console.database.handle;
    await seedDeploymentsIfEmpty(db);
    const shown = await console.gql<{ contentDeployments: Array<{ app_identifier: string; reminderHour: number | null; timeZone: string | null }> }>(
      DEPLOYMENTS,
      {},
      admin,
    );
    expect(shown.data!.contentDeployments.map((d) => [d.app_identifier, d.reminderHour, d.timeZone]).sort()).toEqual([
      ["HIAPP", 7, "Europe/Amsterdam"],
      ["MALA", 7, "Africa/Blantyre"],
      ["default", null, null],
    ]);
  });

  it("lets the deployment's operator set it on every deployment of the identifier and turn it off, audited", async () => {
    const { db } = console.database.handle;
    const mala = await insertDeployment(db, "MALA");
    await insertDeployment(db, "default");
    const operator = await console.operator("MALA");
    expect(await console.gql(SET, { a: mala, h: 6 }, bearer(operator.token))).toEqual({
      data: { setDeploymentReminderHour: { applicationId: mala, appIdentifier: "MALA", reminderHour: 6 } },
    });
    expect(await db.selectFrom("applications").select(["app_identifier", "reminder_hour"]).orderBy("id").execute()).toEqual([
      { app_identifier: "MALA", reminder_hour: 6 },
      { app_identifier: "default", reminder_hour: null },
    ]);
    expect(await console.gql(SET, { a: mala, h: null }, bearer(operator.token))).toEqual({
      data: { setDeploymentReminderHour: { applicationId: mala, appIdentifier: "MALA", reminderHour: null } },
    });
    const audit = await console.gql<AuditAnswer>(AUDIT, { f: { kind: "REMINDER_SET" } }, bearer(operator.token));
    expect(audit.data!.auditEvents.map((e) => ({ actor: e.actor, application: e.application, target: e.target, detail: e.detail }))).toEqual([
      { actor: operator.email, application: "MALA", target: "MALA", detail: "reminder hour: none (was 06:00)" },
      { actor: operator.email, application: "MALA", target: "MALA", detail: "reminder hour: 06:00 (was none)" },
    ]);
  });

  it("refuses an hour outside 0-23, another deployment's operator and a worker, storing and auditing nothing", async () => {
    const { db } = console.database.handle;
    const mala = await insertDeployment(db, "MALA");
    for (const hour of [24, -1]) {
      const refused = await console.gql(SET, { a: mala, h: hour }, admin);
      expect(refused.errors?.[0]).toMatchObject({
        message: `hour: ${hour} is no hour of the day; give a whole number from 0 to 23, or null for no reminder`,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    const elsewhere = await console.operator("default");
    const byOther = await console.gql(SET, { a: mala, h: 7 }, bearer(elsewhere.token));
    expect(byOther.errors?.[0]?.message).toBe(
      `setDeploymentReminderHour: application ${mala} is not a deployment of yours; give the id of your own deployment`,
    );
    const worker = await createWorker(console.baseUrl(), { application: "MALA" });
    expect((await console.gql(SET, { a: mala, h: 7 }, bearer(worker.token))).errors?.[0]?.message).toContain("only an operator");
    expect(await db.selectFrom("applications").select("reminder_hour").execute()).toEqual([{ reminder_hour: null }]);
    expect(await db.selectFrom("audit_events").select("id").where("action", "=", "reminder.set").execute()).toEqual([]);
  });
});
