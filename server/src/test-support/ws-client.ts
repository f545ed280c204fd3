import WebSocket from "ws";

/** What one operation over graphql-ws answered: its result (`next`), or its errors (`error`, validation). */
export interface SocketAnswer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A raw graphql-ws connection (protocol graphql-transport-ws), acknowledged; operations run one by one or at once. */
export interface GraphQLSocket {
  request(query: string, variables?: Record<string, unknown>): Promise<SocketAnswer>;
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
  close(): void;
}

export async function openGraphQLSocket(wsUrl: string, connectionParams: Record<string, string>): Promise<GraphQLSocket> {
  const socket = new WebSocket(wsUrl, "graphql-transport-ws");
  const waiting = new Map<string, (answer: SocketAnswer) => void>();
  let acknowledged: () => void = () => undefined;
  const ack = new Promise<void>((resolve) => (acknowledged = resolve));
  const closed = new Promise<number>((resolve) =>
    socket.on("close", (code) => {
      for (const settle of waiting.values()) settle({ errors: [{ message: `socket closed (${code})`, extensions: { code: `CLOSED_${code}` } }] });
      waiting.clear();
      resolve(code);
    }),
  );
  socket.on("message", (raw) => {
    // ws hands a text frame over as a Buffer (its default binaryType).
    const message = JSON.parse((raw as Buffer).toString()) as { id?: string; type: string; payload?: unknown };
    if (message.type === "connection_ack") return acknowledged();
    const settle = message.id === undefined ? undefined : waiting.get(message.id);
    if (!settle || (message.type !== "next" && message.type !== "error")) return;
    waiting.delete(message.id!);
    settle(message.type === "next" ? (message.payload as SocketAnswer) : { errors: message.payload as SocketAnswer["errors"] });
  });
  await new Promise((resolve, reject) => {
    socket.on("open", resolve);
    socket.on("error", reject);
  });
  socket.send(JSON.stringify({ type: "connection_init", payload: connectionParams }));
  await Promise.race([ack, closed.then((code) => Promise.reject(new Error(`the socket closed (${code}) before its connection_ack`)))]);
  let next = 0;
  return {
    request(query, variables = {}) {
      const id = String(++next);
      return new Promise<SocketAnswer>((resolve) => {
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables } }));
      });
    },
    closed,
    close: () => socket.close(),
  };
}
