import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { AppInstallInput, CreateUserInput } from "./auth.input.js";
import { AppInstall, LoginResult, User } from "./auth.type.js";

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: "The logged-in user, or null" })
  me(@Ctx() { identity }: GraphQLContext) {
    return identity.user;
  }

  @Mutation(() => LoginResult)
  login(
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() { services }: GraphQLContext,
  ) {
    return services.auth.login(email, password);
  }

  @Mutation(() => User, { description: "Operators only: Authorization: Bearer <ADMIN_TOKEN>" })
  createUser(@Arg("input", () => CreateUserInput) input: CreateUserInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.auth.createUser(identity, { ...input });
  }

  @Mutation(() => AppInstall, { description: "Registers this device's app install" })
  async registerAppInstall(@Arg("input", () => AppInstallInput) input: AppInstallInput, @Ctx() { identity, services }: GraphQLContext) {
    const row = await services.installs.register(identity, JSON.parse(JSON.stringify(input)), "input");
    return { uuid: row.uuid, registeredAt: row.registered_at };
  }
}
