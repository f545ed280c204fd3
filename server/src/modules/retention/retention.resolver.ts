import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { MIN_TOMBSTONE_DAYS } from "./retention-purge.repository.js";
import type { RetentionAnswer } from "./retention.service.js";
import { RetentionPolicyAnswer } from "./retention.type.js";

const withMinimum = (answer: RetentionAnswer): RetentionPolicyAnswer => ({ ...answer, minTombstoneDays: MIN_TOMBSTONE_DAYS });

/** docs/operating.md, "Retention": a deployment's policy, read and set by its operators. */
@Resolver()
export class RetentionResolver {
  @Query(() => RetentionPolicyAnswer, {
    description: "Operators only, of that deployment or of every one: how long it keeps history and tombstones, and its last purge",
  })
  async retentionPolicy(@Arg("applicationId", () => Int) applicationId: number, @Ctx() { identity, services }: GraphQLContext) {
    return withMinimum(await services.retention.policy(identity, applicationId));
  }

  @Mutation(() => RetentionPolicyAnswer, {
    description: `Operators only, of that deployment or of every one: sets how many days it keeps replaced versions (historyDays, at least 1) and tombstones (tombstoneDays, at least ${MIN_TOMBSTONE_DAYS}); null keeps forever. Audited as retention.set`,
  })
  async setRetention(
    @Arg("applicationId", () => Int) applicationId: number,
    @Arg("historyDays", () => Int, { nullable: true }) historyDays: number | null | undefined,
    @Arg("tombstoneDays", () => Int, { nullable: true }) tombstoneDays: number | null | undefined,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return withMinimum(
      await services.retention.setRetention(identity, applicationId, { historyDays: historyDays ?? null, tombstoneDays: tombstoneDays ?? null }),
    );
  }
}
