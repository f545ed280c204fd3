import { Agent, request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * POSTs raw bytes over a few kept-alive connections (no connection per request, no fetch streams):
 * the fuzz test sends thousands of small requests, and their cost is the server's, not the client's.
 */
export function keepAliveClient(baseUrl: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  return {
    post(path: string, headers: Record<string, string>, body: Buffer): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const req = request({ agent, hostname, port, path, method: "POST", headers: { ...headers, "content-length": String(body.length) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
