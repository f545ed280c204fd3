import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { SESSION_REVOKED_CHANNEL } from "../auth/identity-cache.js";
import { hashToken } from "../auth/token.js";
import { openRawSocket, type RawSocket } from "../test-support/raw-socket.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, startTestServer } from "../test-support/test-server.js";
import { REVOKED_CLOSE } from "./socket-sessions.js";

/**
 * A logout whose notice never arrived (it happened while the replica's LISTEN connection was away):
 * the session is revoked in the database without NOTIFY, as a notice lost in a reconnect looks.
 */
describe("a socket's session is asked about again after a gap in notices and at an interval on postgres", () => {
  const database = useTestDatabase("postgres");
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  const revokeSilently = (token: string) =>
    database.handle.db.updateTable("auth_tokens").set({ revoked_at: new Date() }).where("token_hash", "=", hashToken(token)).execute();

  async function workerSocket(wsUrl: string, baseUrl: string): Promise<{ token: string; open: RawSocket }> {
    const { token } = await createWorker(baseUrl);
    const open = await openRawSocket(wsUrl, { Authorization: `Bearer ${token}` });
    expect(await open.acknowledged).toBe(true);
    open.subscribe("s", "subscription { recordsChanged { appID } }");
    return { token, open };
  }

  it("a session revoked while the LISTEN connection was away closes its sockets (4403) once the connection is back; others stay open", async () => {
    // The interval far away: only the reconnect can close the socket within the test.
    const server = await startTestServer(database.handle, { WS_SESSION_RECHECK_SECONDS: "3600" });
    closers.push(server.close);
    const revoked = await workerSocket(server.wsUrl, server.baseUrl);
    const kept = await workerSocket(server.wsUrl, server.baseUrl);
    await revokeSilently(revoked.token);
    const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN "${SESSION_REVOKED_CHANNEL}"`}`.execute(database.handle.db);
    expect(rows.map((r) => r.ended)).toEqual([true]);
    expect(await revoked.open.closed).toEqual(REVOKED_CLOSE);
    expect(kept.open.socket.readyState).toBe(kept.open.socket.OPEN);
    kept.open.socket.close();
  });

  it("a session revoked without any notice closes its sockets within the recheck interval (WS_SESSION_RECHECK_SECONDS)", async () => {
    const server = await startTestServer(database.handle, { WS_SESSION_RECHECK_SECONDS: "1" });
    closers.push(server.close);
    const revoked = await workerSocket(server.wsUrl, server.baseUrl);
    const kept = await workerSocket(server.wsUrl, server.baseUrl);
    const started = Date.now();
    await revokeSilently(revoked.token);
    expect(await revoked.open.closed).toEqual(REVOKED_CLOSE);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(kept.open.socket.readyState).toBe(kept.open.socket.OPEN);
    kept.open.socket.close();
  });
});
