import { randomUUID } from "node:crypto";
import { closedForSession } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, postForm, useTestServer } from "../test-support/test-server.js";

/** A raw graphql-ws connection's first answer: its ack, or how it was closed. */
async function firstAnswer(wsUrl: string, params: Record<string, string>): Promise<{ ack: true } | { code: number; reason: string }> {
  const socket = new WebSocket(wsUrl, "graphql-transport-ws");
  return new Promise((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on("message", (data) => {
      if ((JSON.parse((data as Buffer).toString()) as { type: string }).type !== "connection_ack") return;
      resolve({ ack: true });
      socket.close();
    });
    socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: params })));
  });
}

/**
 * docs/shared-phone.md, "Locked": a phone left open locks when its session ends. An open socket of the session is
 * closed at once (websocket-security.test.ts); a reconnect made with the ended session's token is
 * closed the same way, so an app whose socket was down meanwhile hears it at its next try and locks
 * (apps/web/src/platform/apollo.ts). Other refusals keep graphql-ws's plain Forbidden.
 */
describe.each(databaseKinds)("a reconnect with an ended session's token on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  it("is closed as a revoked session's socket, which the app reads as her session's end", async () => {
    const worker = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const params = { Authorization: `Bearer ${worker.token}`, "X-App-Install-Id": installId };
    expect(await firstAnswer(server.wsUrl, params)).toEqual({ ack: true });
    expect((await postForm(`${server.baseUrl}/api/logout`, {}, { token: worker.token })).status).toBe(200);
    const refused = await firstAnswer(server.wsUrl, params);
    expect(refused).toEqual({ code: 4403, reason: "Forbidden: the session was revoked" });
    expect(closedForSession((refused as { code: number }).code, (refused as { reason: string }).reason)).toBe(true);
  });

  it("closes a token that never was a session the same way, and another refusal without that reason", async () => {
    expect(await firstAnswer(server.wsUrl, { Authorization: "Bearer not-a-session", "X-App-Install-Id": randomUUID() })).toEqual({
      code: 4403,
      reason: "Forbidden: the session was revoked",
    });
    // A malformed install secret: refused, but no session of this caller ended.
    const worker = await createWorker(server.baseUrl);
    const refused = await firstAnswer(server.wsUrl, {
      Authorization: `Bearer ${worker.token}`,
      "X-App-Install-Id": randomUUID(),
      "X-App-Install-Secret": "short",
    });
    expect("code" in refused && refused.code).toBe(4403);
    expect(closedForSession((refused as { code: number }).code, (refused as { reason: string }).reason)).toBe(false);
  });
});
