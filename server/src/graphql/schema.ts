import "reflect-metadata";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema, type NonEmptyArray } from "type-graphql";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { PasswordResolver } from "../modules/auth/password.resolver.js";
import { ContentResolver } from "../modules/content/content.resolver.js";
import { HiappPdfResolver } from "../modules/health-issue/hiapp-pdf.resolver.js";
import { ErrorLogResolver } from "../modules/logging/error-log.resolver.js";
import { ReportingResolver } from "../modules/reporting/reporting.resolver.js";
import { syncedEntities } from "../modules/synced-entities.js";
import { syncedRecordResolver } from "../modules/synced-record.resolver.js";
import { applySyncInput, SyncResolver } from "../modules/sync/sync.resolver.js";
import type { SyncBatchInput } from "../modules/sync/sync.input.js";
import { createChangePubSub, type ChangePubSub } from "../sync/change-feed.js";
import type { GraphQLContext } from "./context.js";

export async function buildAppSchema(pubSub: ChangePubSub = createChangePubSub()): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [AuthResolver, PasswordResolver, SyncResolver, ErrorLogResolver, ContentResolver, HiappPdfResolver, ReportingResolver, ...syncedEntities.map(syncedRecordResolver)] as unknown as NonEmptyArray<Function>,
    pubSub,
    validate: false,
  });
  resolveWithCoercedInput(schema);
  return schema;
}

/**
 * Mutation.sync carries up to 500 records. type-graphql copies every input object of its arguments
 * into an instance of its class before a resolver runs: 2.6 ms per 500 clients, and copies the sync
 * engine validates as plain JSON anyway. This one field takes its input as graphql-js coerced it
 * (plain objects, only the fields sent, defaults filled); SyncResolver only declares it.
 */
function resolveWithCoercedInput(schema: GraphQLSchema): void {
  const field = schema.getMutationType()?.getFields().sync;
  if (!field) throw new Error("Mutation.sync is missing from the schema");
  field.resolve = (_root, args: { input: SyncBatchInput }, context: GraphQLContext) => applySyncInput(args.input, context);
}

/** The committed contract `schema/schema.graphql`: sorted, so a diff shows only real changes. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
