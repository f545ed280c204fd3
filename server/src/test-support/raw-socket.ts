import WebSocket from "ws";

export interface RawSocket {
  socket: WebSocket;
  messages: Array<{ id?: string; type: string; payload?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves true once connection_ack arrives, false if the socket closes first. */
  acknowledged: Promise<boolean>;
  /** Sends a subscribe message of graphql-ws. */
  subscribe(id: string, query: string): void;
}

/**
 * A raw graphql-ws connection (nothing reconnects behind the test's back) that sends connection_init
 * with the given params; `headers` go with the upgrade request (X-Forwarded-For behind a proxy).
 */
export async function openRawSocket(wsUrl: string, params: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<RawSocket> {
  const socket = new WebSocket(wsUrl, "graphql-transport-ws", { headers });
  const messages: RawSocket["messages"] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  const acknowledged = new Promise<boolean>((resolve) => {
    // ws hands a text frame over as a Buffer (its default binaryType).
    socket.on("message", (data) => {
      const message = JSON.parse((data as Buffer).toString()) as RawSocket["messages"][number];
      messages.push(message);
      if (message.type === "connection_ack") resolve(true);
    });
    void closed.then(() => resolve(false));
  });
  await new Promise((resolve, reject) => {
    socket.on("open", resolve);
    socket.on("error", reject);
  });
  socket.send(JSON.stringify({ type: "connection_init", payload: params }));
  return {
    socket,
    messages,
    closed,
    acknowledged,
    subscribe: (id, query) => socket.send(JSON.stringify({ id, type: "subscribe", payload: { query } })),
  };
}

/** The first message of an operation that ends it: `next` (a query's answer) or `error`. */
export function answerOf(open: RawSocket, id: string) {
  return open.messages.find((m) => m.id === id && (m.type === "next" || m.type === "error"));
}
