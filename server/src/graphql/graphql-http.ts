import { HeaderMap, type ApolloServer, type BaseContext, type ContextFunction } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";
import { sendJsonAnswer } from "../http/json-answer.js";

/**
 * Apollo Server on an Express route: the request handed to Apollo as it came (after the JSON body
 * parser), and its whole answer sent by sendJsonAnswer, compressed in one call and written at once.
 * It does what @as-integrations/express5 does, except the sending: that package answers through
 * `res.send`, which hashes every answer for an ETag and, behind the `compression` middleware, goes
 * out through a zlib stream in chunks; for the list queries this was about a fifth of the server's
 * CPU per request (docs/PERFORMANCE.md). An incremental answer (@defer) is still streamed as it comes.
 */
export function graphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: ContextFunction<[{ req: Request; res: Response }], TContext>,
): RequestHandler {
  server.assertStarted("graphqlHandler()");
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    // The scheme the client reached us with, as Express judges it (only trusted proxies are believed):
    // a subscription sent here is told its WebSocket endpoint with it (server/src/graphql/http-rules.ts).
    headers.set("x-forwarded-proto", req.protocol);
    const query = req.url.indexOf("?");
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query === -1 ? "" : req.url.slice(query), body: req.body as unknown },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === "complete") {
      await sendJsonAnswer(req, res, answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
