import type { Request, Response } from "express";

/** The media types a GraphQL answer may be sent as; the first is the default (GraphQL over HTTP, "Accept"). */
const GRAPHQL_MEDIA_TYPES = ["application/json", "application/graphql-response+json"];

/** Answers one GraphQL request error, as Apollo answers its own, in the media type the client asked for. */
export function sendGraphQLError(req: Request, res: Response, status: number, message: string, code: string): void {
  const type = req.accepts(GRAPHQL_MEDIA_TYPES) || GRAPHQL_MEDIA_TYPES[0]!;
  res
    .status(status)
    .type(type)
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}
