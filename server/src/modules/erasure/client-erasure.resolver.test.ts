import { describe, expect, it } from "vitest";
import { AUDIT, bearer, useOperatorConsoleServer, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { erasedTombstone } from "./erased-tombstone.js";

const ERASE = "mutation($u: ID!, $c: String!) { eraseClient(uuid: $u, confirm: $c) }";

/** docs/operating.md, "Erasing a client": the operation, its confirm word, its scope and its audit event. */
describe.each(databaseKinds)("eraseClient on %s", (kind) => {
  const console = useOperatorConsoleServer(kind);

  it("asks for the word ERASE, refuses an operator of another deployment, and audits under a pseudonym only", async () => {
    const phone = await console.syncedPhone("default");
    const uuid = phone.entries[0]!.uuid;
    const own = await console.operator("default");
    const other = await console.operator("MALA");

    const unconfirmed = await console.gql(ERASE, { u: uuid, c: "erase" }, bearer(own.token));
    expect(unconfirmed.errors?.[0]?.message).toContain('confirm: must be exactly "ERASE"');
    const elsewhere = await console.gql(ERASE, { u: uuid, c: "ERASE" }, bearer(other.token));
    expect(elsewhere.errors?.[0]?.message).toBe(`client ${uuid}: none in your deployment`);
    const { db } = console.database.handle;
    const before = await db.selectFrom("records").select(["content", "deleted_at"]).where("uuid", "=", uuid).executeTakeFirstOrThrow();
    expect(before.content).toMatchObject({ uuid, clientname: "Grace" });
    expect(before.deleted_at).toBeNull();

    const erased = await console.gql<{ eraseClient: number }>(ERASE, { u: uuid, c: "ERASE" }, bearer(own.token));
    expect(erased).toEqual({ data: { eraseClient: 1 } });
    const after = await db.selectFrom("records").select(["content", "deleted_at"]).where("uuid", "=", uuid).executeTakeFirstOrThrow();
    expect(after.content).toEqual(erasedTombstone("clients", uuid, {}));
    expect(after.deleted_at).not.toBeNull();
    expect(await db.selectFrom("record_history").select("id").where("uuid", "=", uuid).execute()).toEqual([]);

    const audit = await console.gql<AuditAnswer>(AUDIT, { f: { kind: "CLIENT_ERASED" } }, bearer(own.token));
    expect(audit.errors).toBeUndefined();
    const events = audit.data!.auditEvents;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: own.email, action: "client.erased", application: "default", detail: "1 records erased" });
    expect(events[0]!.target).toMatch(/^P-[0-9a-f]{16}$/);
    expect(JSON.stringify(events)).not.toContain(uuid);
    expect(JSON.stringify(events)).not.toContain("Grace");
  });
});
