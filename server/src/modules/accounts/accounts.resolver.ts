import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { BadInput } from "../../errors.js";
import type { UserRow } from "../../db/schema.js";
import type { GraphQLContext } from "../../request/context.js";
import { OperatorLoginResult, roleValueOf, UserAccount, UserFilter } from "./accounts.type.js";

export function toUserAccount(row: UserRow): UserAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    application: row.application,
    role: roleValueOf(row.role),
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

/** docs/operator-console.md: operators' login and the users page. */
@Resolver()
export class AccountsResolver {
  @Mutation(() => OperatorLoginResult, {
    description:
      "A login at /admin, with the workers' throttles; failures are audited. An operator's, or a supervisor's with her worker account: a session that reads her team only (docs/teams.md)",
  })
  async operatorLogin(
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() { services, address }: GraphQLContext,
  ) {
    const { token, row } = await services.operatorLogin.login(email, password, address);
    return { token, operator: toUserAccount(row) };
  }

  @Query(() => UserAccount, {
    nullable: true,
    description: "The operator of this session, or a supervisor's console session's own account (role WORKER), or null (ADMIN_TOKEN, or neither)",
  })
  async operatorMe(@Ctx() { identity, services }: GraphQLContext) {
    // docs/teams.md, "In the console": her own account, which the console's pages need.
    if (identity.consoleSupervisor) {
      const own = await services.accounts.findOwn(identity.consoleSupervisor.id);
      return own ? toUserAccount(own) : null;
    }
    if (!identity.operator) return null;
    const row = await services.accounts.find(identity, identity.operator.userId);
    return row ? toUserAccount(row) : null;
  }

  @Query(() => [UserAccount], { description: "Operators only: accounts, the newest first; an operator of one deployment sees hers only" })
  async users(@Arg("filter", () => UserFilter, { nullable: true }) filter: UserFilter | null, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.accounts.list(identity, filter)).map(toUserAccount);
  }

  @Mutation(() => UserAccount, { description: "Operators only: the account logs in no more; its sessions and login tokens end now" })
  async disableUser(@Arg("id", () => ID) id: string, @Ctx() { identity, services }: GraphQLContext) {
    return toUserAccount(await services.accounts.disable(identity, idOf(id)));
  }

  @Mutation(() => UserAccount, { description: "Operators only: a disabled account may log in again (audited); no session of before comes back" })
  async enableUser(@Arg("id", () => ID) id: string, @Ctx() { identity, services }: GraphQLContext) {
    return toUserAccount(await services.accounts.enable(identity, idOf(id)));
  }
}

function idOf(id: string): number {
  const value = id.length <= 12 ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw new BadInput("id: must be a user id (a whole number)");
  return value;
}
