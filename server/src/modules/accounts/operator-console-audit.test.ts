import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { admin, AUDIT, type AuditAnswer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

/** docs/operator-console.md: the append-only audit log, its CSV, and what it records of a phone. */
describe.each(databaseKinds)("the operator console's audit log on %s", (kind) => {
  const { database, gql, syncedPhone, baseUrl } = useOperatorConsoleServer(kind);

  it("keeps the audit log append-only in the database: UPDATE and DELETE are refused and change nothing", async () => {
    await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: (await createWorker(baseUrl())).email }, admin);
    const { db } = database.handle;
    const before = await sql<{
      n: number;
      actions: string;
    }>`select count(*)::int as n, string_agg(action, ',' order by id) as actions from audit_events`.execute(db);
    await expect(sql`update audit_events set action = 'nothing happened'`.execute(db)).rejects.toThrow("audit_events is append-only: UPDATE is refused");
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow("audit_events is append-only: DELETE is refused");
    const after = await sql<{
      n: number;
      actions: string;
    }>`select count(*)::int as n, string_agg(action, ',' order by id) as actions from audit_events`.execute(db);
    expect(after.rows).toEqual(before.rows);
    expect(before.rows[0]!.n).toBeGreaterThan(0);
  });

  it("exports the audit log as CSV: its header, then one line per event of the deployment, the newest first", async () => {
    const worker = await createWorker(baseUrl(), { application: "HIAPP" });
    await gql("mutation($e: String!) { createLoginToken(email: $e) }", { e: worker.email }, admin);
    const phone = await syncedPhone("HIAPP");
    await gql("mutation($id: ID!) { retireDevice(installId: $id) { installId } }", { id: phone.install.id }, admin);
    const csv = await gql<{ auditEventsCsv: string }>("query($f: AuditFilter) { auditEventsCsv(filter: $f) }", { f: { application: "HIAPP" } }, admin);
    const lines = csv.data!.auditEventsCsv.split("\r\n");
    expect(lines[0]).toBe("id,at,actor_kind,actor,action,deployment,target,detail,address");
    expect(lines.slice(1).map((line) => line.replace(/^\d+,[^,]+,/, ""))).toEqual([
      `admin-token,,device.retired,HIAPP,${phone.install.id},worker ${phone.worker.email},127.0.0.1`,
      `admin-token,,login-token.issued,HIAPP,${worker.email},,127.0.0.1`,
      "",
    ]);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
  });

  it("exports every matching event, past the 500 of a page, in pages the event loop breathes between; at most filter.first", async () => {
    await sql`insert into audit_events (actor_kind, actor, actor_user_id, action, application, target, detail, address)
      select 'admin-token', null, null, 'session.ended', 'MALA', 'install-' || n, null, '127.0.0.1' from generate_series(1, 1234) as n`.execute(
      database.handle.db,
    );
    const csv = async (f: Record<string, unknown>) =>
      (await gql<{ auditEventsCsv: string }>("query($f: AuditFilter) { auditEventsCsv(filter: $f) }", { f }, admin))
        .data!.auditEventsCsv.split("\r\n")
        .slice(1, -1);
    const all = await csv({ application: "MALA", action: "session.ended" });
    expect(all).toHaveLength(1234);
    expect(all.map((line) => line.split(",")[6])).toEqual(Array.from({ length: 1234 }, (_, i) => `install-${1234 - i}`));
    expect(await csv({ application: "MALA", action: "session.ended", first: 700 })).toEqual(all.slice(0, 700));
    const refused = await gql("query($f: AuditFilter) { auditEventsCsv(filter: $f) }", { f: { first: 100_001 } }, admin);
    expect(refused.errors?.[0]?.message).toBe("filter.first: must be a whole number from 1 to 100000");
  });

  it("audits a phone's acknowledgement of its wipe once, as the device, however often it repeats it", async () => {
    const phone = await syncedPhone("default");
    await gql("mutation($id: ID!) { retireDevice(installId: $id) { installId } }", { id: phone.install.id }, admin);
    const ACKNOWLEDGE = "mutation($installs: [InstallProofInput!]!) { acknowledgeWipe(installs: $installs) }";
    for (let i = 0; i < 2; i++) expect((await gql(ACKNOWLEDGE, { installs: [phone.install] })).data).toEqual({ acknowledgeWipe: 1 });
    const audit = await gql<AuditAnswer>(AUDIT, { f: { target: phone.install.id } }, admin);
    expect(audit.data!.auditEvents.map((e) => [e.actorKind, e.actor, e.action, e.detail])).toEqual([
      ["device", phone.install.id, "device.wipe-acknowledged", "RETIRE"],
      ["admin-token", null, "device.retired", `worker ${phone.worker.email}`],
    ]);
  });

  it("answers each event's kind from the enum AuditActionKind and filters by it as by the action it stands for", async () => {
    const phone = await syncedPhone("default");
    await gql("mutation($id: ID!) { retireDevice(installId: $id) { installId } }", { id: phone.install.id }, admin);
    await gql("mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: phone.install.id }, admin);
    const KINDS = "query($f: AuditFilter) { auditEvents(filter: $f) { kind action target } }";
    type Kinds = { auditEvents: Array<{ kind: string; action: string; target: string }> };
    const all = await gql<Kinds>(KINDS, { f: { target: phone.install.id } }, admin);
    expect(all.data!.auditEvents).toEqual([
      { kind: "SESSION_ENDED", action: "session.ended", target: phone.install.id },
      { kind: "DEVICE_RETIRED", action: "device.retired", target: phone.install.id },
    ]);
    const byKind = await gql<Kinds>(KINDS, { f: { kind: "DEVICE_RETIRED", target: phone.install.id } }, admin);
    expect(byKind.data!.auditEvents).toEqual([{ kind: "DEVICE_RETIRED", action: "device.retired", target: phone.install.id }]);
    const byAction = await gql<Kinds>(KINDS, { f: { action: "device.retired", target: phone.install.id } }, admin);
    expect(byAction.data).toEqual(byKind.data);
    const both = await gql<Kinds>(KINDS, { f: { kind: "DEVICE_RETIRED", action: "device.retired", target: phone.install.id } }, admin);
    expect(both.data).toEqual(byKind.data);
    const csv = await gql<{ auditEventsCsv: string }>(
      "query($f: AuditFilter) { auditEventsCsv(filter: $f) }",
      { f: { kind: "SESSION_ENDED", target: phone.install.id } },
      admin,
    );
    expect(csv.data!.auditEventsCsv.split("\r\n").map((line) => line.split(",")[4])).toEqual(["action", "session.ended", undefined]);

    const clash = await gql(KINDS, { f: { kind: "DEVICE_RETIRED", action: "session.ended" } }, admin);
    expect(clash.errors?.[0]).toMatchObject({
      message: 'filter.kind: DEVICE_RETIRED is not filter.action "session.ended"; give one of them',
      extensions: { code: "BAD_USER_INPUT" },
    });
    const unknown = await gql(KINDS, { f: { kind: "DEVICE_TELEPORTED" } }, admin);
    expect(unknown.errors?.[0]?.message).toContain('Value "DEVICE_TELEPORTED" does not exist in "AuditActionKind" enum.');
  });
});
