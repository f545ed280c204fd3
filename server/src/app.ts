import http from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import express from "express";
import { SESSION_REVOKED_CHANNEL } from "./auth/identity-cache.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { compiledQueryGateway } from "./graphql/compiled-queries.js";
import type { GraphQLContext } from "./graphql/context.js";
import { asHttpError } from "./graphql/errors.js";
import { formatGraphQLError } from "./graphql/errors.js";
import { queryLimits } from "./graphql/query-limits.js";
import { buildAppSchema } from "./graphql/schema.js";
import { attachWebSocket } from "./graphql/websocket.js";
import { requestLog } from "./http/request-log.js";
import { securityHeaders } from "./http/security-headers.js";
import { webAppRouter } from "./http/web-app.js";
import type { Logger } from "./logger.js";
import { reportingReadOnlyPlugin } from "./modules/reporting/reporting-guard.js";
import { restRouter } from "./rest/router.js";
import { createServices } from "./services.js";
import { createChangePubSub, listenForChanges } from "./sync/change-feed.js";

export interface RunningApp {
  httpServer: http.Server;
  /** Stops taking requests, lets in-flight ones finish, then closes realtime and the change feed. */
  close(): Promise<void>;
}

/** Builds the Express app, Apollo Server and graphql-ws on one HTTP server. */
export async function createApp(config: Config, database: DatabaseHandle, logger: Logger): Promise<RunningApp> {
  const services = createServices(database.db, { adminToken: config.ADMIN_TOKEN });
  const pubSub = createChangePubSub();
  const stopListening = await listenForChanges(database, pubSub, logger);
  const stopHearingRevocations = await database.listen(SESSION_REVOKED_CHANNEL, (tokenHash) => services.auth.forgetSession(tokenHash));
  const schema = await buildAppSchema(pubSub);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  const httpServer = http.createServer(app);
  const limits = queryLimits();
  const ws = attachWebSocket(httpServer, schema, services, logger, limits.validationRules, limits.parseOptions);
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema, with queries executed by graphql-jit (compiled-queries.ts).
    gateway: compiledQueryGateway(schema),
    formatError: formatGraphQLError(logger),
    introspection: true,
    // No stack traces to clients outside development (issue 7), whatever NODE_ENV the host sets.
    includeStacktraceInErrorResponses: config.NODE_ENV === "development",
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    allowBatchedHttpRequests: limits.allowBatchedHttpRequests,
    // No HTTP cache hints are used; Apollo's default cache-control plugin would wrap every field
    // resolver of every request (a list of 50 clients resolves about 1,000 fields) to collect them.
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginCacheControlDisabled(), reportingReadOnlyPlugin()],
  });
  await apollo.start();

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/api", restRouter(services, logger));
  app.use(
    "/graphql",
    express.json({ limit: "10mb" }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        identity: await services.auth.resolveIdentity(req.get("authorization"), req.get("x-app-install-id")).catch(asHttpError),
        services,
        logger: req.log,
        host: req.get("host") ?? "localhost",
        address: req.ip ?? "unknown",
        authorization: req.get("authorization"),
      }),
    }),
  );
  app.use(webAppRouter(config.WEB_DIST));

  return {
    httpServer,
    async close() {
      await ws.close();
      await apollo.stop();
      await stopListening();
      await stopHearingRevocations();
    },
  };
}
