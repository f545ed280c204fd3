import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler } from "express";
import { GraphQLError, OperationTypeNode } from "graphql";
import { sendGraphQLError } from "../http/graphql-error-answer.js";

/**
 * docs/REPORTING.md, "GET and cross-site requests": Apollo refuses a GET (or a form-like POST) that
 * carries none of these headers as a possible cross-site request forgery. The server uses no
 * cookies: a request is someone's only by its Authorization header, and a browser preflights a
 * cross-site request that sets it, so a GET carrying one cannot be forged (urql sends its queries
 * by GET). The first two are Apollo's own defaults. A GET never runs a mutation either way (405).
 */
export const CSRF_PREVENTION_HEADERS = ["x-apollo-operation-name", "apollo-require-preflight", "authorization"];

/**
 * docs/REPORTING.md, "Batching": one operation per request. Apollo's own refusal says only
 * "Operation batching disabled."; this one tells the client what to do instead.
 */
export const oneOperationPerRequest: RequestHandler = (req, res, next) => {
  if (!Array.isArray(req.body)) return next();
  sendGraphQLError(req, res, 400, "batching is not supported: send one operation per request", "BAD_REQUEST");
};

/**
 * docs/REPORTING.md, "Subscriptions": a subscription sent over HTTP is the client's mistake, answered
 * 400 with the WebSocket endpoint to use, before anything runs (Apollo would execute it and fail
 * with a TypeError, logged with its stack as a server fault). The scheme is the one the client
 * reached the server with, as Express judges it behind the trusted proxies (graphql-http.ts sets it).
 */
export function subscriptionsOverWebSocketOnly<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: ({ request }) =>
      Promise.resolve({
        didResolveOperation: ({ operation }) => {
          if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return Promise.resolve();
          const secure = request.http?.headers.get("x-forwarded-proto") === "https";
          const endpoint = `${secure ? "wss" : "ws"}://${request.http?.headers.get("host") ?? "<host>"}/graphql`;
          throw new GraphQLError(`subscriptions run over WebSocket only: connect to ${endpoint} with the graphql-ws protocol (graphql-transport-ws)`, {
            extensions: { code: "BAD_REQUEST", http: { status: 400 } },
          });
        },
      }),
  };
}
