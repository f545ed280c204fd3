import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { AppInstallRow } from "../../db/schema.js";
import type { GraphQLContext } from "../../request/context.js";
import { toAuthUser } from "../../auth/auth.service.js";
import { roleOf } from "../accounts/accounts.type.js";
import { AppInstallInput, CreateUserInput } from "./auth.input.js";
import { AppInstall, LoginResult, User } from "./auth.type.js";

function toAppInstall(row: AppInstallRow): AppInstall {
  return {
    uuid: row.uuid,
    platform: row.platform,
    useragent: row.useragent,
    app_specifics: (row.app_specifics as AppInstall["app_specifics"]) ?? null,
    synced: row.registered_at ? 1 : 0,
    registeredAt: row.registered_at,
  };
}

@Resolver()
export class AuthResolver {
  @Query(() => AppInstall, { nullable: true, description: "The calling device's install record (X-App-Install-Id)" })
  async appInstall(@Ctx() { identity, services }: GraphQLContext) {
    const row = identity.installId ? await services.installs.find(identity.installId) : undefined;
    return row ? toAppInstall(row) : null;
  }

  @Query(() => User, { nullable: true, description: "The logged-in user, or null" })
  me(@Ctx() { identity }: GraphQLContext) {
    return identity.user;
  }

  @Mutation(() => LoginResult)
  login(
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() { identity, services, host, address }: GraphQLContext,
  ) {
    return services.loginOrigin(host, address).then((origin) => services.auth.login(email, password, { ...origin, installId: identity.installId }));
  }

  @Query(() => String, { description: "The logged-in worker's vault key (base64url), released only to her own session (docs/shared-phone.md)" })
  myVaultKey(@Ctx() { identity, services }: GraphQLContext) {
    return services.auth.myVaultKey(identity);
  }

  @Mutation(() => User, { description: "Operators only (docs/operator-console.md): a worker's or an operator's account" })
  async createUser(@Arg("input", () => CreateUserInput) input: CreateUserInput, @Ctx() { identity, services }: GraphQLContext) {
    const { role, ...rest } = input;
    return toAuthUser(await services.auth.createUser(identity, { ...rest, role: role ? roleOf(role) : undefined }));
  }

  @Mutation(() => AppInstall, { description: "Registers this device's app install" })
  async registerAppInstall(@Arg("input", () => AppInstallInput) input: AppInstallInput, @Ctx() { identity, services }: GraphQLContext) {
    const row = await services.installs.register(identity, JSON.parse(JSON.stringify(input)), "input");
    return toAppInstall(row);
  }
}
