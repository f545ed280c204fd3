/**
 * The old realtime settings (docs/product.md §7), carried over to the graphql-ws connection: the channel is named in
 * the connection's parameters, the keep-alive ping goes out after 120000 ms, a ping unanswered for
 * 30000 ms closes the socket (and the client reconnects), and a server that does not acknowledge a
 * connection within 10000 ms counts as unavailable.
 */
export const REALTIME = {
  channel: "malawi-websockets",
  activityTimeoutMs: 120_000,
  pongTimeoutMs: 30_000,
  unavailableTimeoutMs: 10_000,
} as const;

/** docs/product.md §5: the realtime client rejects a channel name starting with #. */
export function checkedChannelName(name: string): string {
  if (name.startsWith("#")) throw new Error(`channel name "${name}" must not start with #`);
  return name;
}

/** Closes a socket whose ping got no pong in time, so the client reconnects and catches up. */
export function pongWatch(timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis) {
  let socket: { readyState: number; close(code: number, reason: string): void } | null = null;
  let waiting: ReturnType<typeof setTimeout> | null = null;
  return {
    connected(next: unknown) {
      socket = next as typeof socket;
    },
    ping(received: boolean) {
      if (received) return;
      if (waiting !== null) timers.clearTimeout(waiting);
      waiting = timers.setTimeout(() => {
        if (socket?.readyState === 1) socket.close(4408, "pong timeout");
      }, REALTIME.pongTimeoutMs);
    },
    pong(received: boolean) {
      if (received && waiting !== null) timers.clearTimeout(waiting);
    },
  };
}
