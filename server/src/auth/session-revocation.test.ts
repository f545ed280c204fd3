import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, useReplicas } from "../test-support/test-server.js";
import { SESSION_CACHE_MS } from "./identity-cache.js";

// Two servers on one database, as two replicas: each keeps sessions in memory (IdentityCache).
describe.each(databaseKinds)("session tokens kept in memory, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const replicas = useReplicas(database);

  const clientsCode = async (baseUrl: string, token: string, installId?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (installId) headers["x-app-install-id"] = installId;
    const answer = await graphql(baseUrl, "{ clients { uuid } }", {}, headers);
    return answer.errors?.[0]?.extensions?.code ?? "OK";
  };

  it("a token logged out on one replica is refused by the other well within SESSION_CACHE_MS (NOTIFY)", async () => {
    const { token } = await createWorker(replicas.a.baseUrl);
    expect(await clientsCode(replicas.b.baseUrl, token)).toBe("OK");
    expect(await clientsCode(replicas.b.baseUrl, token)).toBe("OK");
    const loggedOut = Date.now();
    expect(await postForm(`${replicas.a.baseUrl}/api/logout`, {}, { token })).toEqual({ status: 200, body: { status: 200 } });
    expect(await clientsCode(replicas.a.baseUrl, token)).toBe("UNAUTHENTICATED");
    await expect.poll(() => clientsCode(replicas.b.baseUrl, token), { timeout: 1000, interval: 20 }).toBe("UNAUTHENTICATED");
    expect(Date.now() - loggedOut).toBeLessThan(SESSION_CACHE_MS);
  });

  it("an install is refused to others from the moment one worker claims it, and stays refused", async () => {
    const owner = await createWorker(replicas.a.baseUrl);
    const other = await createWorker(replicas.a.baseUrl);
    const installId = randomUUID();
    // Her session's first request binds it to the install, hers from then on, before any sync (docs/shared-phone.md, "Devices, as the operator sees them").
    expect(await clientsCode(replicas.b.baseUrl, owner.token, installId)).toBe("OK");
    expect(await clientsCode(replicas.a.baseUrl, other.token, installId)).toBe("FORBIDDEN");
    const saved = await postForm(
      `${replicas.a.baseUrl}/api/saveTables/${installId}`,
      { payload: JSON.stringify([makeEntry(makeClient())]) },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);
    for (const replica of [replicas.b, replicas.b, replicas.a]) {
      expect(await clientsCode(replica.baseUrl, other.token, installId)).toBe("FORBIDDEN");
      expect(await clientsCode(replica.baseUrl, owner.token, installId)).toBe("OK");
    }
    // Without a login the install is refused too (docs/shared-phone.md: no bare device any more).
    const anonymous = await graphql(replicas.b.baseUrl, "{ clients { uuid } }", {}, { "x-app-install-id": installId });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "install-session" });
  });
});
