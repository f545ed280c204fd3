import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { ErrorLogEntry, ErrorLogInput } from "./error-log.type.js";

@Resolver()
export class ErrorLogResolver {
  @Mutation(() => ErrorLogEntry, { description: "Reports an uncaught app error (docs/product.md §7 logError)" })
  async logError(@Arg("input", () => ErrorLogInput) input: ErrorLogInput, @Ctx() { identity, services, address }: GraphQLContext) {
    await services.quotas.take("logError", address, identity);
    return services.errorLog.record(identity, JSON.parse(JSON.stringify(input)), "input");
  }
}
