import { Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";

@ObjectType({ description: "How many records of a table" })
export class TableCount {
  @Field(() => String)
  table!: string;

  @Field(() => Int)
  count!: number;
}

@Resolver()
export class InstallRecordsResolver {
  @Query(() => [TableCount], { description: "Records this install (X-App-Install-Id) made without a login, per table: offered to the logged-in user" })
  installRecordsOffered(@Ctx() { identity, services }: GraphQLContext) {
    return services.installRecords.offered(identity);
  }

  @Mutation(() => [TableCount], {
    description: "Hands the records this install made without a login to the logged-in user (every device of the user then sees them)",
  })
  adoptInstallRecords(@Ctx() { identity, services }: GraphQLContext) {
    return services.installRecords.adopt(identity);
  }
}
