import type { IncomingMessage } from "node:http";
import type { Identity } from "../auth/identity.js";

/** What a socket's caller is known by, wherever the client put it. */
export interface SocketCredentials {
  authorization: string | undefined;
  installId: string | undefined;
  installSecret: string | undefined;
}

/** The value under `name` in any letter case, when params is an object. */
function valueOf(params: unknown, name: string): unknown {
  if (params === null || typeof params !== "object") return undefined;
  return Object.entries(params).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // A browser may send a proxy's Basic credentials on the upgrade by itself: only a bearer token is ours.
  if (name === "Authorization" && value !== undefined && !/^Bearer\s/i.test(value)) return undefined;
  return value;
}

/**
 * docs/REPORTING.md, "WebSocket credentials": each credential is read, in this order, from the
 * connectionParams themselves (the worker app sends Authorization, X-App-Install-Id and
 * X-App-Install-Secret there), from connectionParams.headers (as Apollo Client and urql users
 * often send it), then from the upgrade request's own header (Node clients can set it, browsers
 * cannot); a name in any letter case.
 */
export function socketCredentials(params: Readonly<Record<string, unknown>> | undefined, request: IncomingMessage): SocketCredentials {
  const headers = valueOf(params, "headers");
  const read = (name: string) => text(valueOf(params, name)) ?? text(valueOf(headers, name)) ?? header(request, name);
  return { authorization: read("Authorization"), installId: read("X-App-Install-Id"), installSecret: read("X-App-Install-Secret") };
}

/** A subscription's close when the socket's caller cannot hear of any record (graphql-ws's codes: 4401 no caller, 4403 forbidden). */
export function subscriptionRefusal(identity: Identity): { code: number; reason: string } | null {
  if (identity.user !== null || identity.installId !== null) return null;
  if (identity.isAdmin || identity.operator) return { code: 4403, reason: "Forbidden: only a worker or an app install hears of record changes" };
  return { code: 4401, reason: "Unauthorized: a subscription needs a caller: send Authorization: Bearer <token>" };
}

/** A WebSocket close reason holds at most 123 bytes of UTF-8: a longer one is cut, at a character. */
export function closeReason(text: string): string {
  let reason = text;
  while (Buffer.byteLength(reason) > 123) reason = reason.slice(0, -1);
  return reason;
}
