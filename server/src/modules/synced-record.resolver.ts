import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, ID, Info, Int, Query, Resolver } from "type-graphql";
import { ANSWER_LIMITS, chargeAnswer, pageOf, type Page } from "../request/answer-limits.js";
import type { GraphQLContext } from "../request/context.js";
import type { SyncedEntity } from "./synced-entities.js";

const PAGING = `in dataversion order, a page at a time (at most ${ANSWER_LIMITS.maxPage} records a page)`;
const FIRST = `How many records this page holds, 1 to ${ANSWER_LIMITS.maxPage} (the default)`;
const AFTER = "The cursor: the dataversion of the last record of the previous page; the first page when not given";

/** Queries for one synced table: the caller's records, and one record by uuid (tombstone included). */
export function syncedRecordResolver(entity: SyncedEntity) {
  const { type } = entity;
  const table = entity.manifest.table;

  /** A page of the list, counted against the request's answer limits (request/answer-limits.ts), its next cursor noted. */
  async function listPage(context: GraphQLContext, info: GraphQLResolveInfo, page: Page, clientUuid: string | null) {
    const { records, bytes, next } = await context.services.syncedRecords.listPage(context.identity, entity.manifest, page, clientUuid ?? undefined);
    chargeAnswer(context, { rows: records.length, bytes, responseKey: info.path.key.toString(), next });
    return records;
  }

  @Resolver(() => type)
  class OwnedRecordsResolver {
    @Query(() => [type], { name: entity.listQuery, description: `The caller's ${table}, without deleted ones, ${PAGING}` })
    list(
      @Arg("first", () => Int, { nullable: true, description: FIRST }) first: number | null,
      @Arg("after", () => String, { nullable: true, description: AFTER }) after: string | null,
      @Ctx() context: GraphQLContext,
      @Info() info: GraphQLResolveInfo,
    ) {
      return listPage(context, info, pageOf(first, after), null);
    }

    @Query(() => type, { name: entity.oneQuery, nullable: true, description: `One of the caller's ${table}; a deleted one comes with deletedAt` })
    one(@Arg("uuid", () => ID) uuid: string, @Ctx() { identity, services }: GraphQLContext) {
      return services.syncedRecords.get(identity, entity.manifest, uuid);
    }
  }

  @Resolver(() => type)
  class ClientRecordsResolver {
    @Query(() => [type], { name: entity.listQuery, description: `The caller's ${table}, of one client when clientUuid is given, ${PAGING}` })
    list(
      @Arg("clientUuid", () => ID, { nullable: true }) clientUuid: string | null,
      @Arg("first", () => Int, { nullable: true, description: FIRST }) first: number | null,
      @Arg("after", () => String, { nullable: true, description: AFTER }) after: string | null,
      @Ctx() context: GraphQLContext,
      @Info() info: GraphQLResolveInfo,
    ) {
      return listPage(context, info, pageOf(first, after), clientUuid);
    }

    @Query(() => type, { name: entity.oneQuery, nullable: true, description: `One of the caller's ${table}; a deleted one comes with deletedAt` })
    one(@Arg("uuid", () => ID) uuid: string, @Ctx() { identity, services }: GraphQLContext) {
      return services.syncedRecords.get(identity, entity.manifest, uuid);
    }
  }

  return entity.clientField ? ClientRecordsResolver : OwnedRecordsResolver;
}
