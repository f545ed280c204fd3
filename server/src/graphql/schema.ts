import "reflect-metadata";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { ClientResolver } from "../modules/clients/client.resolver.js";
import { SyncResolver } from "../modules/sync/sync.resolver.js";
import { createChangePubSub, type ChangePubSub } from "../sync/change-feed.js";

export function buildAppSchema(pubSub: ChangePubSub = createChangePubSub()): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [AuthResolver, ClientResolver, SyncResolver],
    pubSub,
    validate: false,
  });
}

/** The committed contract `schema/schema.graphql`: sorted, so a diff shows only real changes. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
