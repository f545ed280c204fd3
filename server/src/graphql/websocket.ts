import type { Server } from "node:http";
import { GraphQLError, parse, specifiedRules, validate, type GraphQLSchema, type ParseOptions, type ValidationRule } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Logger } from "../logger.js";
import { refusesRealtime } from "../modules/reporting/reporting-guard.js";
import type { Services } from "../services.js";
import type { GraphQLContext } from "./context.js";

function param(params: Record<string, unknown> | undefined, name: string): string | undefined {
  const entry = Object.entries(params ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return typeof entry?.[1] === "string" ? entry[1] : undefined;
}

/** graphql-ws on the same port and path; credentials travel in connectionParams. */
export function attachWebSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  logger: Logger,
  limits: ValidationRule[],
  parseOptions: ParseOptions,
) {
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql" });
  const cleanup = useServer(
    {
      schema,
      // The token limit, checked before graphql-ws parses the document itself: a document past it
      // is answered with the parse error (a `parse` option that throws would close the socket as
      // an internal error). Subscriptions start once per connection; parsing twice costs nothing.
      onSubscribe(_ctx, _id, payload) {
        try {
          parse(payload.query, parseOptions);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return undefined;
      },
      validate: (validatedSchema, document) => validate(validatedSchema, document, [...specifiedRules, ...limits]),
      async onConnect(ctx) {
        try {
          const identity = await services.auth.resolveIdentity(
            param(ctx.connectionParams, "Authorization"),
            param(ctx.connectionParams, "X-App-Install-Id"),
          );
          if (refusesRealtime(identity)) return false;
          (ctx.extra as { identity?: unknown }).identity = identity;
          return true;
        } catch (error) {
          logger.info({ err: error }, "refused a realtime connection");
          return false;
        }
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
    async close() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
