import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { MAX_VIEWS, SUPERVISED_PAGE } from "./supervision.service.js";
import { SupervisedRecordsPage, SupervisedWorker, SupervisorViewInput } from "./supervision.type.js";

/** docs/teams.md, "What a supervisor may read": her teams' workers, their records read only, and the audit of her views. */
@Resolver()
export class SupervisionResolver {
  @Query(() => [SupervisedWorker], {
    description:
      "A supervisor's session: the workers of the teams she supervises (or of teamId, which she must supervise). An operator's: teamId required, a team of her deployment. Counts only, not audited (docs/teams.md)",
  })
  supervisedWorkers(@Arg("teamId", () => Int, { nullable: true }) teamId: number | null, @Ctx() { identity, services }: GraphQLContext) {
    // An argument left out arrives as undefined, not as null.
    return services.supervision.workers(identity, teamId ?? null);
  }

  @Query(() => SupervisedRecordsPage, {
    description: `A supervisor's session: up to ${SUPERVISED_PAGE} records of a worker she supervises, changed after the cursor (all from the start without one), read only. Audited when it hands her records, as records sent to her phone`,
  })
  supervisedRecords(
    @Arg("workerId", () => Int) workerId: number,
    @Arg("after", () => String, { nullable: true, description: "The cursor of the last page" }) after: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.supervision.records(identity, workerId, after ?? null);
  }

  @Mutation(() => Int, {
    description: `A supervisor's phone reports the views it made, online or offline (at most ${MAX_VIEWS} a call), each audited once; answers how many`,
  })
  reportSupervisorViews(@Arg("views", () => [SupervisorViewInput]) views: SupervisorViewInput[], @Ctx() { identity, services }: GraphQLContext) {
    return services.supervision.reportViews(identity, views);
  }
}
