import net from "node:net";

export interface DelayProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 to `target`, holding every chunk `delayMs` in each direction (a
 * database in another zone). Chunks keep their order: each direction's chunks are sent
 * in arrival order, each no sooner than `delayMs` after it arrived.
 */
export async function startDelayProxy(target: { host: string; port: number }, delayMs: number): Promise<DelayProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream, delayMs);
    relay(upstream, client, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Sends what `from` receives to `to`, each chunk `delayMs` after it came, in order. */
function relay(from: net.Socket, to: net.Socket, delayMs: number): void {
  const queue: { at: number; chunk: Buffer }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.at <= now) to.write(queue.shift()!.chunk);
    if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - now);
  };
  from.on("data", (chunk: Buffer) => {
    queue.push({ at: performance.now() + delayMs, chunk });
    timer ??= setTimeout(flush, delayMs);
  });
  from.on("end", () => {
    const finish = () => (queue.length > 0 || timer ? setTimeout(finish, delayMs) : to.end());
    finish();
  });
}
