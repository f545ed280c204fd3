import { randomUUID } from "node:crypto";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.js";

interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  remoteAddress: string;
}

/**
 * One log line per /api and /graphql request, with a request id (X-Request-Id, taken from the caller
 * or made here) that every line logged for the request carries. The line names the request (id,
 * method, URL, address) and its status, never its headers: Authorization carries the bearer token,
 * which a log must not hold, and copying every header into every line was most of its cost.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = req.headers["x-request-id"]?.toString() || randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: ({ id, method, url, remoteAddress }: SerializedRequest) => ({ id, method, url: withoutIds(url), remoteAddress }),
      res: ({ statusCode }: { statusCode: number }) => ({ statusCode }),
    },
    autoLogging: { ignore: (req) => !(req.url ?? "").startsWith("/api") && !(req.url ?? "").startsWith("/graphql") },
  });
}

const UUID_IN_URL = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A URL without the ids it carries: `/api/saveTables/<install id>` names a device (docs/SECURITY.md, "Rules, and the test that proves each"). */
export function withoutIds(url: string): string {
  return url.replace(UUID_IN_URL, ":id");
}
