import type { Server } from "node:http";
import { GraphQLError, parse, specifiedRules, validate, type GraphQLSchema, type ParseOptions, type ValidationRule } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import { hashToken } from "../auth/token.js";
import type { Logger } from "../logger.js";
import { refusesRealtime } from "../modules/reporting/reporting-guard.js";
import type { Services } from "../services.js";
import type { GraphQLContext } from "./context.js";

function param(params: Record<string, unknown> | undefined, name: string): string | undefined {
  const entry = Object.entries(params ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return typeof entry?.[1] === "string" ? entry[1] : undefined;
}

export interface SocketLimits {
  /** Largest message a socket takes: the HTTP body limit (the library's default is 100 MiB). */
  maxPayloadBytes: number;
  /** Operations running at once on one socket (20,000 on one socket slowed /healthz to 1.1 s). */
  maxSubscriptions: number;
}

export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** docs/shared-phone.md: the close code of a socket whose install has a wipe order (reason `wipe:RETIRE` or `wipe:LOST`). */
export const WIPE_CLOSE_CODE = 4410;

function keep(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const sockets = map.get(key) ?? new Set();
  sockets.add(socket);
  map.set(key, sockets);
}

function drop(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const sockets = map.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) map.delete(key);
}

/** graphql-ws on the same port and path; credentials travel in connectionParams. */
export function attachWebSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  logger: Logger,
  validationRules: ValidationRule[],
  parseOptions: ParseOptions,
  limits: SocketLimits,
) {
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql", maxPayload: limits.maxPayloadBytes });
  /** Open sockets by the hash of their session token, so a revoked session's sockets close (issue 17 item 8). */
  const bySession = new Map<string, Set<WebSocket>>();
  /** Open sockets by install, so an operator's wipe order closes them at once (docs/shared-phone.md). */
  const byInstall = new Map<string, Set<WebSocket>>();
  const cleanup = useServer(
    {
      schema,
      // The token limit, checked before graphql-ws parses the document itself: a document past it
      // is answered with the parse error (a `parse` option that throws would close the socket as
      // an internal error). Subscriptions start once per connection; parsing twice costs nothing.
      onSubscribe(ctx, _id, payload) {
        // This operation is already among ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptions) {
          return [new GraphQLError(`at most ${limits.maxSubscriptions} subscriptions per connection`, { extensions: { code: "TOO_MANY_REQUESTS" } })];
        }
        try {
          parse(payload.query, parseOptions);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return undefined;
      },
      validate: (validatedSchema, document) => validate(validatedSchema, document, [...specifiedRules, ...validationRules]),
      async onConnect(ctx) {
        try {
          const identity = await services.auth.resolveIdentity(
            param(ctx.connectionParams, "Authorization"),
            param(ctx.connectionParams, "X-App-Install-Id"),
            param(ctx.connectionParams, "X-App-Install-Secret"),
          );
          if (refusesRealtime(identity)) return false;
          if (identity.wipeOrder) {
            // The first close code wins: graphql-ws's own 4403 after this `false` is not sent.
            ctx.extra.socket.close(WIPE_CLOSE_CODE, `wipe:${identity.wipeOrder}`);
            return false;
          }
          if (identity.installId) keep(byInstall, identity.installId.toLowerCase(), ctx.extra.socket);
          (ctx.extra as { identity?: unknown }).identity = identity;
          const token = /^Bearer\s+(\S+)\s*$/i.exec(param(ctx.connectionParams, "Authorization") ?? "")?.[1];
          if (token && identity.user) {
            const session = hashToken(token);
            (ctx.extra as { session?: string }).session = session;
            keep(bySession, session, ctx.extra.socket);
          }
          return true;
        } catch (error) {
          logger.info({ err: error }, "refused a realtime connection");
          return false;
        }
      },
      onClose(ctx) {
        const session = (ctx.extra as { session?: string }).session;
        if (session !== undefined) drop(bySession, session, ctx.extra.socket);
        const installId = (ctx.extra as { identity?: GraphQLContext["identity"] }).identity?.installId;
        if (installId) drop(byInstall, installId.toLowerCase(), ctx.extra.socket);
      },
      context: (ctx): GraphQLContext => ({
        identity: (ctx.extra as unknown as { identity: GraphQLContext["identity"] }).identity,
        services,
        logger,
        host: ctx.extra.request.headers.host ?? "localhost",
        address: ctx.extra.request.socket.remoteAddress ?? "unknown",
        authorization: param(ctx.connectionParams, "Authorization"),
      }),
    },
    wsServer,
  );
  return {
    /** Closes the sockets of a session revoked here or on another replica (4403, as graphql-ws closes a forbidden connection). */
    closeSession(tokenHash: string): void {
      for (const socket of bySession.get(tokenHash) ?? []) socket.close(4403, "Forbidden: the session was revoked");
      bySession.delete(tokenHash);
    },
    /** Closes the sockets of an install an operator just gave a wipe order, here or on another replica. */
    closeInstall(installId: string, order: "RETIRE" | "LOST"): void {
      for (const socket of byInstall.get(installId.toLowerCase()) ?? []) socket.close(WIPE_CLOSE_CODE, `wipe:${order}`);
      byInstall.delete(installId.toLowerCase());
    },
    async close() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
