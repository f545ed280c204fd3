import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";

/**
 * A small round-robin load balancer on 127.0.0.1 for tests: plain HTTP requests and WebSocket
 * upgrades (graphql-ws on /graphql) each take the next replica in turn, as nginx's upstream does.
 */
export async function startLoadBalancer(replicas: string[]) {
  const targets = replicas.map((url) => new URL(url));
  const requestsTo = targets.map(() => 0);
  const upgradesTo = targets.map(() => 0);
  let nextRequest = 0;
  let nextUpgrade = 0;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const index = nextRequest++ % targets.length;
    requestsTo[index]! += 1;
    const target = targets[index]!;
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: `replica ${target.host} did not answer` }));
    });
    req.pipe(upstream);
  });

  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  server.on("upgrade", (req: http.IncomingMessage, client: Socket, head: Buffer) => {
    const index = nextUpgrade++ % targets.length;
    upgradesTo[index]! += 1;
    const target = targets[index]!;
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many HTTP requests and WebSocket upgrades each replica was given, in the order given. */
    spread: () => ({ requests: [...requestsTo], upgrades: [...upgradesTo] }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
