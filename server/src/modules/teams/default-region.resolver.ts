import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { User } from "../auth-api/auth.type.js";

/** docs/teams.md, "Her default region": the region the login answer gives her phone. */
@Resolver(() => User)
export class DefaultRegionResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Her default region (docs/teams.md): her account's own region (a team file's region), else her team's area; null when neither. A phone with no region of its own takes it",
  })
  region(@Root() user: User, @Ctx() { services }: GraphQLContext): Promise<string | null> {
    return services.teams.defaultRegion(Number(user.id));
  }
}
