import { KEYS_PER_RANGE, MAX_RANGES_PER_CHECK } from "@stepwise/domain";
import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { HoldingsDigestInput, HoldingsHealedInput } from "./holdings.input.js";
import { HoldingsRangeDifference } from "./holdings.type.js";

/** docs/sync-and-api.md, "The holdings check": what a device holds, compared with what the server holds for it. */
@Resolver()
export class HoldingsResolver {
  @Query(() => [HoldingsRangeDifference], {
    description: `The ranges of the device's digest (at most ${MAX_RANGES_PER_CHECK}) that differ from the caller's live records: each with the server's count, and its records when at most ${KEYS_PER_RANGE}; none when the device holds what it should`,
  })
  compareHoldings(@Arg("input", () => HoldingsDigestInput) input: HoldingsDigestInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.holdings.compare(identity, input);
  }

  @Mutation(() => Int, {
    description:
      "The device fetched or dropped records after a holdings check, as the install it acts as: kept for the devices page and the audit log; answers how many",
  })
  reportHoldingsHealed(@Arg("input", () => HoldingsHealedInput) input: HoldingsHealedInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.holdings.healed(identity, input);
  }
}
