import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../graphql/context.js";
import type { SyncedEntity } from "./synced-entities.js";

/** Queries for one synced table: the caller's records, and one record by uuid (tombstone included). */
export function syncedRecordResolver(entity: SyncedEntity) {
  const { type, table } = entity;

  @Resolver(() => type)
  class OwnedRecordsResolver {
    @Query(() => [type], { name: entity.listQuery, description: `The caller's ${table.name}, without deleted ones` })
    list(@Ctx() { identity, services }: GraphQLContext) {
      return services.syncedRecords.list(identity, entity);
    }

    @Query(() => type, { name: entity.oneQuery, nullable: true, description: `One of the caller's ${table.name}; a deleted one comes with deletedAt` })
    one(@Arg("uuid", () => ID) uuid: string, @Ctx() { identity, services }: GraphQLContext) {
      return services.syncedRecords.get(identity, entity, uuid);
    }
  }

  @Resolver(() => type)
  class ClientRecordsResolver {
    @Query(() => [type], { name: entity.listQuery, description: `The caller's ${table.name}, of one client when clientUuid is given` })
    list(@Arg("clientUuid", () => ID, { nullable: true }) clientUuid: string | null, @Ctx() { identity, services }: GraphQLContext) {
      return services.syncedRecords.list(identity, entity, clientUuid ?? undefined);
    }

    @Query(() => type, { name: entity.oneQuery, nullable: true, description: `One of the caller's ${table.name}; a deleted one comes with deletedAt` })
    one(@Arg("uuid", () => ID) uuid: string, @Ctx() { identity, services }: GraphQLContext) {
      return services.syncedRecords.get(identity, entity, uuid);
    }
  }

  return entity.clientField ? ClientRecordsResolver : OwnedRecordsResolver;
}
