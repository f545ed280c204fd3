import type { IncomingMessage } from "node:http";

/** Longest X-Forwarded-For read: a few hops of IPv6 addresses; the rest of a longer header is ignored. */
const MAX_FORWARDED_CHARS = 1_000;

/**
 * The caller's address on a WebSocket upgrade, as Express's `req.ip` finds it over HTTP (`trust
 * proxy` set to a number of hops): the socket's address, or the address `trustProxy` hops back in
 * X-Forwarded-For. Quotas and limits then count the same caller on both transports (docs/SECURITY.md).
 */
export function socketClientAddress(request: IncomingMessage, trustProxy: number): string {
  const own = request.socket.remoteAddress ?? "unknown";
  if (trustProxy === 0) return own;
  const header = request.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? "")).slice(-MAX_FORWARDED_CHARS);
  const hops = forwarded
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "")
    .reverse();
  const chain = [own, ...hops];
  return chain[Math.min(trustProxy, chain.length - 1)]!;
}
