import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { InstallProofInput } from "../devices/devices.input.js";

@ObjectType({ description: "How many records of a table" })
export class TableCount {
  @Field(() => String)
  table!: string;

  @Field(() => Int)
  count!: number;
}

@Resolver()
export class InstallRecordsResolver {
  @Query(() => [TableCount], {
    description: "Records the phone's own install (named with its secret) made without a login, per table: offered to the logged-in user",
  })
  installRecordsOffered(@Arg("from", () => InstallProofInput) from: InstallProofInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.installRecords.offered(identity, { id: from.id, secret: from.secret });
  }

  @Mutation(() => [TableCount], {
    description:
      "Hands the records the phone's own install (named with its secret) made without a login to the logged-in user (every device of the user then sees them)",
  })
  adoptInstallRecords(@Arg("from", () => InstallProofInput) from: InstallProofInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.installRecords.adopt(identity, { id: from.id, secret: from.secret });
  }
}
