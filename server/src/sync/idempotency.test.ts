import { describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { MAX_CLIENT_MUTATION_ID } from "./sync-entry.js";

/**
 * docs/sync-and-api.md, "Idempotency: only a stored answer is a replay": only an id whose answer is stored is a DUPLICATE; an id sent late or out
 * of order is applied; ids are bounded, so nothing can push an install's last id out of range.
 */
describe.each(databaseKinds)("idempotency by stored answers on %s", (kind) => {
  const database = useTestDatabase(kind);
  const services = () => createServices(database.handle.db, { adminToken: "admin" });
  const stored = (uuid: string) => database.handle.db.selectFrom("records").selectAll().where("uuid", "=", uuid).executeTakeFirst();

  it("applies edits held back for another login (ids 5-6) after later ids (7-8) of the same install were applied", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const later = [makeClient({ clientname: "Seven" }), makeClient({ clientname: "Eight" })];
    await s.sync.applyBatch(
      identity,
      identity.installId,
      later.map((c, i) => makeEntry(c, { clientMutationId: 7 + i })),
      "payload",
    );
    const held = [makeClient({ clientname: "Five" }), makeClient({ clientname: "Six" })];
    const results = await s.sync.applyBatch(
      identity,
      identity.installId,
      held.map((c, i) => makeEntry(c, { clientMutationId: 5 + i })),
      "payload",
    );
    expect(results.map((r) => r.status)).toEqual(["APPLIED", "APPLIED"]);
    expect(results.every((r) => r.dataversion > 2)).toBe(true);
    for (const client of held) expect((await stored(client.uuid as string))?.content.clientname).toBe(client.clientname);
    // And now they are stored answers: a replay is a DUPLICATE with the same dataversions.
    const replay = await s.sync.applyBatch(
      identity,
      identity.installId,
      held.map((c, i) => makeEntry(c, { clientMutationId: 5 + i })),
      "payload",
    );
    expect(replay.map((r) => [r.status, r.dataversion])).toEqual(results.map((r) => ["DUPLICATE", r.dataversion]));
  });

  it("answers DUPLICATE with the stored answer, even when the replay's content changed", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const client = makeClient();
    const [first] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(client, { clientMutationId: 3 })], "payload");
    const [replay] = await s.sync.applyBatch(
      identity,
      identity.installId,
      [makeEntry({ ...client, clientname: "Changed" }, { clientMutationId: 3 })],
      "payload",
    );
    expect(replay).toMatchObject({ status: "DUPLICATE", dataversion: first!.dataversion });
    expect((await stored(client.uuid as string))?.content.clientname).toBe("Chikondi Banda");
  });

  it(`accepts ids up to ${MAX_CLIENT_MUTATION_ID} and refuses a larger one, so later ids still apply`, async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const top = makeClient({ clientname: "Top" });
    const [atTop] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(top, { clientMutationId: MAX_CLIENT_MUTATION_ID })], "payload");
    expect(atTop!.status).toBe("APPLIED");
    const huge = makeClient({ clientname: "Huge" });
    const answer = await s.sync.applyBatch(identity, identity.installId, [makeEntry(huge, { clientMutationId: 9007199254740991 })], "payload").then(
      (results) => JSON.stringify(results[0]),
      (error: Error) => error.message,
    );
    expect(answer).toMatch(/clientMutationId/);
    expect(await stored(huge.uuid as string)).toBeUndefined();
    const next = makeClient({ clientname: "Next" });
    const [after] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(next, { clientMutationId: 10 })], "payload");
    expect(after!.status).toBe("APPLIED");
  });

  it("refuses a caller without her session on an install her worker used, so nobody can use up her next client mutation id", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(makeClient(), { clientMutationId: 1 })], "payload");
    const stranger: Identity = { user: null, installId: identity.installId, isAdmin: false };
    const burnt = makeClient({ clientname: "Stranger" });
    await expect(s.sync.applyBatch(stranger, stranger.installId, [makeEntry(burnt, { clientMutationId: 2 })], "payload")).rejects.toMatchObject({
      httpStatus: 401,
      reason: "install-session",
      message: `app install ${identity.installId} is a worker's: log in as her to use it`,
    });
    expect(await stored(burnt.uuid as string)).toBeUndefined();
    const hers = makeClient({ clientname: "Her real edit" });
    const [answer] = await s.sync.applyBatch(identity, identity.installId, [makeEntry(hers, { clientMutationId: 2 })], "payload");
    expect(answer!.status).toBe("APPLIED");
    expect((await stored(hers.uuid as string))?.content).toMatchObject({ clientname: "Her real edit" });
  });
});
