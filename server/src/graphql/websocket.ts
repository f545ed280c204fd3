import type { Server } from "node:http";
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  type GraphQLFormattedError,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import { hashToken } from "../auth/token.js";
import type { Logger } from "../logger.js";
import { refusesRealtime } from "../modules/reporting/reporting-guard.js";
import type { Services } from "../services.js";
import type { GraphQLContext } from "../request/context.js";
import { formatGraphQLError } from "./errors.js";
import { refusesIntrospection } from "./introspection-guard.js";
import { socketClientAddress } from "./socket-address.js";
import { closeReason, socketCredentials, subscriptionRefusal, type SocketCredentials } from "./socket-credentials.js";
import type { SocketQuotaLimits } from "../request/limits.js";
import { SocketQuotas } from "./socket-quotas.js";
import { REVOKED_CLOSE, SessionSockets } from "./socket-sessions.js";
import { AppError, Unauthenticated } from "../errors.js";
import { assertStorableOperation } from "../http/body-guards.js";

/** The socket's credentials, read once on connect (server/src/graphql/socket-credentials.ts). */
function credentialsOf(extra: unknown): SocketCredentials | undefined {
  return (extra as { credentials?: SocketCredentials }).credentials;
}

export interface SocketLimits {
  /** Largest message a socket takes: the HTTP body limit (the library's default is 100 MiB). */
  maxPayloadBytes: number;
  /** Operations running at once on one socket (20,000 on one socket slowed /healthz to 1.1 s). */
  maxSubscriptions: number;
  /** Sockets and operations per caller and in all. */
  quotas: SocketQuotaLimits;
}

export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** docs/shared-phone.md: the close code of a socket whose install has a wipe order (reason `wipe:RETIRE` or `wipe:LOST`). */
export const WIPE_CLOSE_CODE = 4410;

/** What the HTTP door knows too, so a socket holds the same rules (docs/SECURITY.md). */
export interface SocketTransport {
  nodeEnv: string;
  /** Proxy hops believed in X-Forwarded-For (TRUST_PROXY), as Express believes them over HTTP. */
  trustProxy: number;
  /** Every open session is asked about again this often. */
  sessionRecheckMs: number;
}

/** An error as the HTTP door formats it, without the HTTP status a WebSocket has no use for. */
function formatted(format: ReturnType<typeof formatGraphQLError>, error: GraphQLError): GraphQLFormattedError {
  const json = error.toJSON();
  // As Apollo over HTTP: a variable that cannot be coerced (graphql-js wraps the scalar's own
  // GraphQLError) is the caller's BAD_USER_INPUT; any other error without a code, a resolver's, is
  // INTERNAL_SERVER_ERROR before formatError sees it.
  const code = error.originalError instanceof GraphQLError ? "BAD_USER_INPUT" : "INTERNAL_SERVER_ERROR";
  const coded = error.originalError && json.extensions?.code === undefined ? { ...json, extensions: { ...json.extensions, code } } : json;
  const answer = format(coded, error);
  if (!answer.extensions || !("http" in answer.extensions)) return answer;
  const { http: _http, ...extensions } = answer.extensions;
  return { ...answer, extensions };
}

/** A BAD_USER_INPUT error when the operation holds text PostgreSQL cannot store (http/body-guards.ts), else null. */
function unstorableText(payload: unknown): GraphQLError | null {
  try {
    assertStorableOperation(payload, "payload");
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return new GraphQLError(error.message, { extensions: { code: error.code } });
  }
}

/** graphql-ws on the same port and path; credentials travel in connectionParams, its headers or the upgrade request (server/src/graphql/socket-credentials.ts). */
export function attachWebSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  logger: Logger,
  validationRules: ValidationRule[],
  parseOptions: ParseOptions,
  limits: SocketLimits,
  transport: SocketTransport,
) {
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql", maxPayload: limits.maxPayloadBytes });
  /** Open sockets by the hash of their session token, so a revoked session's sockets close (docs/SECURITY.md, "Rules, and the test that proves each"). */
  const bySession = new SessionSockets<WebSocket>();
  const quotas = new SocketQuotas<WebSocket>(limits.quotas);
  const format = formatGraphQLError(logger);
  // Counted before graphql-ws sees the socket (this listener is added first): a socket past its
  // caller's share is closed with the reason, before it costs more than its handshake.
  wsServer.on("connection", (socket, request) => {
    const refusal = quotas.admit(socket, socketClientAddress(request, transport.trustProxy));
    if (refusal) return void socket.close(refusal.code, refusal.reason);
    socket.once("close", () => quotas.forget(socket));
  });
  /** Open sockets by install, so an operator's wipe order closes them at once (docs/shared-phone.md). */
  const byInstall = new SessionSockets<WebSocket>();
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
        const busy = quotas.refusesOperation(ctx.extra.socket);
        if (busy) return [new GraphQLError(busy, { extensions: { code: "TOO_MANY_REQUESTS" } })];
        // No HTTP body guard sees a socket's variables: the same rule here, answered as the HTTP door's 400 is.
        const unstorable = unstorableText(payload);
        if (unstorable) return [unstorable];
        let document;
        try {
          document = parse(payload.query, parseOptions);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const identity = (ctx.extra as unknown as { identity: GraphQLContext["identity"] }).identity;
        // docs/REPORTING.md, "WebSocket credentials": a subscription no record change can ever reach is closed with its reason, never left silent.
        const unheard = getOperationAST(document, payload.operationName)?.operation === OperationTypeNode.SUBSCRIPTION ? subscriptionRefusal(identity) : null;
        if (unheard) {
          ctx.extra.socket.close(unheard.code, unheard.reason);
          return [new GraphQLError(unheard.reason, { extensions: { code: unheard.code === 4401 ? "UNAUTHENTICATED" : "FORBIDDEN" } })];
        }
        const refusal = refusesIntrospection(transport.nodeEnv, identity, document);
        return refusal ? [refusal] : undefined;
      },
      // Errors as over HTTP: service errors with their code, anything unexpected (a database's text) logged and hidden.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatted(format, error)) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatted(format, error)),
      validate: (validatedSchema, document) => validate(validatedSchema, document, [...specifiedRules, ...validationRules]),
      async onConnect(ctx) {
        const credentials = socketCredentials(ctx.connectionParams, ctx.extra.request);
        (ctx.extra as { credentials?: SocketCredentials }).credentials = credentials;
        try {
          const identity = await services.auth.resolveIdentity(credentials.authorization, credentials.installId, credentials.installSecret);
          if (refusesRealtime(identity)) {
            // The first close code wins: graphql-ws's own bare 4403 after this `false` is not sent.
            ctx.extra.socket.close(4403, "Forbidden: a reporting token is read-only and has no subscriptions");
            return false;
          }
          if (identity.wipeOrder) {
            // The first close code wins: graphql-ws's own 4403 after this `false` is not sent.
            ctx.extra.socket.close(WIPE_CLOSE_CODE, `wipe:${identity.wipeOrder}`);
            return false;
          }
          const refusal = quotas.identify(ctx.extra.socket, identity.user?.id ?? null, () => Object.keys(ctx.subscriptions).length);
          if (refusal) {
            ctx.extra.socket.close(refusal.code, refusal.reason);
            return false;
          }
          if (identity.installId) byInstall.add(identity.installId.toLowerCase(), ctx.extra.socket);
          (ctx.extra as { identity?: unknown }).identity = identity;
          const token = /^Bearer\s+(\S+)\s*$/i.exec(credentials.authorization ?? "")?.[1];
          if (token && identity.user) {
            const session = hashToken(token);
            (ctx.extra as { session?: string }).session = session;
            bySession.add(session, ctx.extra.socket);
          }
          return true;
        } catch (error) {
          logger.info({ err: error }, "refused a realtime connection");
          // A token whose session ended: closed as an open socket of that session is, so the phone locks (docs/shared-phone.md, "Locked").
          if (error instanceof Unauthenticated) ctx.extra.socket.close(REVOKED_CLOSE.code, REVOKED_CLOSE.reason);
          // Any other refusal (an install this caller may not act as, a malformed secret) says why.
          else if (error instanceof AppError) ctx.extra.socket.close(4403, closeReason(`Forbidden: ${error.message}`));
          return false;
        }
      },
      onClose(ctx) {
        const session = (ctx.extra as { session?: string }).session;
        if (session !== undefined) bySession.remove(session, ctx.extra.socket);
        const installId = (ctx.extra as { identity?: GraphQLContext["identity"] }).identity?.installId;
        if (installId) byInstall.remove(installId.toLowerCase(), ctx.extra.socket);
      },
      context: (ctx): GraphQLContext => {
        const address = socketClientAddress(ctx.extra.request, transport.trustProxy);
        return {
          // The audit log records the caller's address on either door (docs/operator-console.md).
          identity: { ...(ctx.extra as unknown as { identity: GraphQLContext["identity"] }).identity, address },
          services,
          logger,
          host: ctx.extra.request.headers.host ?? "localhost",
          address,
          authorization: credentialsOf(ctx.extra)?.authorization,
        };
      },
    },
    wsServer,
  );
  const recheckSessions = () =>
    bySession
      .recheck((sessions) => services.auth.stillValidSessions(sessions))
      .catch((error: unknown) => {
        // The database is away: the next interval or reconnect asks again.
        logger.warn({ err: error }, "could not re-check the sessions of open sockets");
        return 0;
      });
  const recheckTimer = setInterval(() => void recheckSessions(), transport.sessionRecheckMs);
  recheckTimer.unref();
  return {
    /** Closes the sockets of a session revoked here or on another replica (4403, as graphql-ws closes a forbidden connection). */
    closeSession(tokenHash: string): void {
      bySession.close(tokenHash);
    },
    /** After a gap in revocation notices (the LISTEN connection back): every open session is asked about again. */
    recheckSessions,
    /** Closes the sockets of an install an operator just gave a wipe order, here or on another replica. */
    closeInstall(installId: string, order: "RETIRE" | "LOST"): void {
      byInstall.closeWith(installId.toLowerCase(), WIPE_CLOSE_CODE, `wipe:${order}`);
    },
    async close() {
      clearInterval(recheckTimer);
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
