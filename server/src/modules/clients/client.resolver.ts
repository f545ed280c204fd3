import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { Client } from "./client.type.js";

@Resolver(() => Client)
export class ClientResolver {
  @Query(() => [Client], { description: "The caller's clients, without deleted ones" })
  clients(@Ctx() { identity, services }: GraphQLContext) {
    return services.clients.list(identity);
  }

  @Query(() => Client, { nullable: true, description: "One of the caller's clients; a deleted one comes with deletedAt" })
  client(@Arg("uuid", () => ID) uuid: string, @Ctx() { identity, services }: GraphQLContext) {
    return services.clients.get(identity, uuid);
  }
}
