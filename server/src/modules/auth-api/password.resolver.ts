import { GraphQLDateTimeISO } from "graphql-scalars";
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { LoginResult } from "./auth.type.js";

@ObjectType({ description: "A user's request for a new password, for an operator to answer" })
export class PasswordRequest {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
  @Field(() => Boolean, { description: "Whether an account has this e-mail" }) known!: boolean;
  @Field(() => GraphQLDateTimeISO) requestedAt!: Date;
}

/** Token login, password setting and requests (docs/product.md §2 /requestforpassword, docs/product.md §7 setpassword). */
@Resolver()
export class PasswordResolver {
  @Mutation(() => Boolean, { description: "Revokes the caller's session token (docs/product.md §4 logout)" })
  async logout(@Ctx() { services, authorization }: GraphQLContext) {
    await services.auth.logout(authorization);
    return true;
  }

  @Mutation(() => LoginResult, {
    description: "Sets the password with a one-time login token and logs in; at least 10 characters, and not one of the most common passwords",
  })
  setPassword(@Arg("token", () => String) token: string, @Arg("password", () => String) password: string, @Ctx() { services, address }: GraphQLContext) {
    return services.passwords.setPassword(token, password, address);
  }

  @Mutation(() => Boolean, { description: "Asks for a new password; the answer never tells whether the account exists" })
  async requestPassword(@Arg("email", () => String) email: string, @Ctx() { identity, services, address }: GraphQLContext) {
    await services.quotas.take("requestPassword", address, identity);
    await services.passwords.requestPassword(email, address);
    return true;
  }

  @Mutation(() => String, { description: "Operators only: a one-time login token for a user (valid 7 days)" })
  createLoginToken(@Arg("email", () => String) email: string, @Ctx() { identity, services }: GraphQLContext) {
    return services.passwords.createLoginToken(identity, email);
  }

  @Query(() => [PasswordRequest], { description: "Operators only: password requests not answered yet" })
  async passwordRequests(@Ctx() { identity, services }: GraphQLContext) {
    const rows = await services.passwords.openRequests(identity);
    return rows.map((r) => ({ id: r.id, email: r.email, known: r.user_id !== null, requestedAt: r.requested_at }));
  }

  @Mutation(() => String, { description: "Operators only: answers a password request with a new one-time login token" })
  answerPasswordRequest(@Arg("id", () => Int) id: number, @Ctx() { identity, services }: GraphQLContext) {
    return services.passwords.answerRequest(identity, id);
  }
}
