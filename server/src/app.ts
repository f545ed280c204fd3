import http from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import express from "express";
import { DEVICE_ORDERS_CHANNEL, SESSION_REVOKED_CHANNEL } from "./auth/identity-cache.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { ReadinessRepository } from "./db/readiness.repository.js";
import type { GraphQLContext } from "./request/context.js";
import { answerRowsRule, nextPagesPlugin } from "./graphql/answer-cost.js";
import { appUpdateRequiredPlugin } from "./graphql/app-update-required.js";
import { deviceWipedPlugin } from "./graphql/device-wiped.js";
import { asHttpError } from "./graphql/errors.js";
import { formatGraphQLError, tooManyRequestsStatus } from "./graphql/errors.js";
import { graphqlHandler } from "./graphql/graphql-http.js";
import { CSRF_PREVENTION_HEADERS, oneOperationPerRequest, subscriptionsOverWebSocketOnly } from "./graphql/http-rules.js";
import { introspectionGuard } from "./graphql/introspection-guard.js";
import { queryLimits } from "./graphql/query-limits.js";
import { storableTextRule } from "./graphql/storable-text-rule.js";
import { firstRunAnswers } from "./graphql/first-run-answers.js";
import { buildAppSchema } from "./graphql/schema.js";
import { attachWebSocket, MAX_SUBSCRIPTIONS_PER_SOCKET } from "./graphql/websocket.js";
import { answerCompression, precompressedAssets } from "./http/compression.js";
import { bodyErrorHandler, storableGraphQLBody } from "./http/body-guards.js";
import { readiness } from "./http/readiness.js";
import { requestLog } from "./http/request-log.js";
import { securityHeaders } from "./http/security-headers.js";
import { webAppRouter } from "./http/web-app.js";
import { tellWipeOrder } from "./http/wipe-header.js";
import type { Logger } from "./logger.js";
import { reportingReadOnlyPlugin } from "./modules/reporting/reporting-guard.js";
import { startRetentionSchedule, type RunningRetention } from "./modules/retention/retention-schedule.js";
import { MAX_BODY_BYTES } from "./request/limits.js";
import { restRouter } from "./rest/router.js";
import { createServices } from "./services.js";
import { backupDatabaseUrl, backupSettingsOf } from "./modules/backup/backup-settings.js";
import { backupSourceOf } from "./modules/backup/backup-sources.js";
import { createChangePubSub, listenForChanges } from "./sync/change-feed.js";
import { stringifyAnswer } from "./request/raw-json.js";

export interface RunningApp {
  httpServer: http.Server;
  /** Stops taking requests, lets in-flight ones finish, then closes realtime and the change feed. */
  close(): Promise<void>;
  /** docs/operating.md, "Retention": the daily purge by each deployment's policy, its timer started here. */
  retention: RunningRetention;
}

/** What tests may set in place of the real thing. */
export interface AppOptions {
  /** The retention schedule's clock (docs/operating.md, "Retention"); the real time when not given. */
  clock?: () => Date;
}

/** Builds the Express app, Apollo Server and graphql-ws on one HTTP server. */
export async function createApp(config: Config, database: DatabaseHandle, logger: Logger, options: AppOptions = {}): Promise<RunningApp> {
  const services = createServices(database.db, {
    adminToken: config.ADMIN_TOKEN,
    anonymousRecords: { perInstall: config.ANONYMOUS_RECORDS_PER_INSTALL, perAddress: config.ANONYMOUS_RECORDS_PER_ADDRESS },
    anonymousBytes: { perInstall: config.ANONYMOUS_BYTES_PER_INSTALL, perAddress: config.ANONYMOUS_BYTES_PER_ADDRESS },
    backups: { settings: backupSettingsOf(config), kind: database.kind, source: () => backupSourceOf(database, backupDatabaseUrl(config)) },
  });
  const readinessProbe = new ReadinessRepository(database.db);
  const pubSub = createChangePubSub();
  const stopListening = await listenForChanges(database, pubSub, logger);
  const schema = await buildAppSchema(pubSub);

  const app = express();
  app.disable("x-powered-by");
  // Only the configured proxy hops are believed: otherwise any client names its own address (docs/SECURITY.md, "Limits and quotas").
  app.set("trust proxy", config.TRUST_PROXY === 0 ? false : config.TRUST_PROXY);
  const httpServer = http.createServer(app);
  const limits = queryLimits();
  // docs/sync-and-api.md, "Paged lists and the answer's cost limit": the rows a query's paged lists may return are counted before it runs (answer-cost.ts).
  // Texts written into the document are held to the same rules as the variables' (storable-text-rule.ts).
  const validationRules = [...limits.validationRules, answerRowsRule, storableTextRule];
  const ws = attachWebSocket(
    httpServer,
    schema,
    services,
    logger,
    validationRules,
    limits.parseOptions,
    {
      maxPayloadBytes: MAX_BODY_BYTES,
      maxSubscriptions: MAX_SUBSCRIPTIONS_PER_SOCKET,
      quotas: {
        socketsPerUser: config.WS_SOCKETS_PER_USER,
        socketsPerAddress: config.WS_SOCKETS_PER_ADDRESS,
        socketsTotal: config.WS_SOCKETS_TOTAL,
        operationsPerCaller: config.WS_OPERATIONS_PER_CALLER,
        operationsTotal: config.WS_OPERATIONS_TOTAL,
      },
    },
    { nodeEnv: config.NODE_ENV, trustProxy: config.TRUST_PROXY, sessionRecheckMs: config.WS_SESSION_RECHECK_SECONDS * 1000 },
  );
  const stopHearingRevocations = await database.listen(
    SESSION_REVOKED_CHANNEL,
    (tokenHash) => {
      services.auth.forgetSession(tokenHash);
      ws.closeSession(tokenHash);
    },
    // Revocations sent while the LISTEN connection was away are gone: ask the database.
    () => void ws.recheckSessions(),
  );
  const ready = readiness(() => readinessProbe.ping());
  // docs/shared-phone.md: an operator's wipe order, given on any replica, reaches every replica's sockets at once.
  const stopHearingOrders = await database.listen(DEVICE_ORDERS_CHANNEL, (payload) => {
    const [order, installId] = payload.split(":");
    if (!installId || (order !== "RETIRE" && order !== "LOST")) return;
    services.auth.forgetInstall(installId);
    ws.closeInstall(installId, order);
  });
  const apollo = new ApolloServer<GraphQLContext>({
    // Executed by graphql-js, Apollo's own executor, as graphql-ws does on the socket (docs/sync-and-api.md, "How GraphQL runs").
    schema,
    // Compact JSON: Apollo's default indents every answer, which for a page of 50 clients costs as
    // much as building it (docs/PERFORMANCE.md, "List query against a raw page server"). Records as
    // documents are put in as the database wrote them (request/raw-json.ts; docs/sync-and-api.md, "Records as documents").
    stringifyResult: stringifyAnswer,
    formatError: formatGraphQLError(logger),
    introspection: true,
    // No stack traces to clients outside development (docs/sync-and-api.md, "Accounts and hardening"), whatever NODE_ENV the host sets.
    includeStacktraceInErrorResponses: config.NODE_ENV === "development",
    parseOptions: limits.parseOptions,
    validationRules,
    // One operation per request: a batch is refused before Apollo with a clear error (server/src/graphql/http-rules.ts, oneOperationPerRequest).
    allowBatchedHttpRequests: limits.allowBatchedHttpRequests,
    // docs/REPORTING.md, "GET and cross-site requests": a GET carrying Authorization cannot be forged cross-site.
    csrfPrevention: { requestHeaders: CSRF_PREVENTION_HEADERS },
    // No HTTP cache hints are used; Apollo's default cache-control plugin would wrap every field
    // resolver of every request (a list of 50 clients resolves about 1,000 fields) to collect them.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginCacheControlDisabled(),
      reportingReadOnlyPlugin(),
      nextPagesPlugin(),
      introspectionGuard(config.NODE_ENV),
      tooManyRequestsStatus(),
      deviceWipedPlugin(),
      subscriptionsOverWebSocketOnly(),
      appUpdateRequiredPlugin(),
    ],
  });
  await apollo.start();

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", ready.handler);
  // Before `compression`: GraphQL answers are compressed whole as they are sent (graphql-http.ts).
  app.use(
    "/graphql",
    express.json({ limit: MAX_BODY_BYTES }),
    oneOperationPerRequest,
    storableGraphQLBody,
    graphqlHandler(apollo, async ({ req, res }) => ({
      identity: {
        ...tellWipeOrder(
          res,
          await services.auth.resolveIdentity(req.get("authorization"), req.get("x-app-install-id"), req.get("x-app-install-secret")).catch(asHttpError),
        ),
        address: req.ip ?? "unknown",
      },
      services,
      logger: req.log,
      host: req.get("host") ?? "localhost",
      address: req.ip ?? "unknown",
      authorization: req.get("authorization"),
      contentPreview: req.get("x-content-preview"),
    })),
  );
  app.use(answerCompression());
  app.use("/api", restRouter(services, logger));
  // docs/worker-phone.md, "A weak link": a navigation's page carries the host's first-run answers.
  const answers = (host: string) =>
    firstRunAnswers(schema, services, logger, host).catch((error: unknown) => {
      logger.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, "the page goes without its first-run answers");
      return null;
    });
  app.use(precompressedAssets(config.WEB_DIST), webAppRouter(config.WEB_DIST, config.NODE_ENV, answers));
  app.use(bodyErrorHandler(logger));
  // In createApp, not main.ts, so a test's server runs the same schedule (with its own clock).
  const retention = startRetentionSchedule(database.db, logger, options.clock);

  return {
    httpServer,
    retention,
    async close() {
      ready.stopping();
      await retention.stop();
      await ws.close();
      await apollo.stop();
      await stopListening();
      await stopHearingRevocations();
      await stopHearingOrders();
      await services.hiappPdf.close();
    },
  };
}
