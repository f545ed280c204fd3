import { GraphQLDateTimeISO } from "graphql-scalars";
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";

@ObjectType({ description: "One day (UTC) of a deployment's syncing" })
export class SyncHealthDay {
  @Field(() => String, { description: "YYYY-MM-DD" }) day!: string;
  @Field(() => Int, { description: "Devices that had edits applied that day" }) devices!: number;
  @Field(() => Int, { description: "Edits applied that day" }) edits!: number;
  @Field(() => Int, { description: "Devices whose last failed sync fell that day" }) failing!: number;
}

@ObjectType({ description: "One install's syncing, as the reporting API's sync-health report has it, with its install id" })
export class SyncHealthInstall {
  @Field(() => String) installId!: string;
  @Field(() => String, { nullable: true }) platform!: string | null;
  @Field(() => Int) records!: number;
  @Field(() => Int) mutations!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastSync!: Date | null;
  @Field(() => Int, { nullable: true }) daysSinceSync!: number | null;
}

@ObjectType()
export class SyncHealth {
  @Field(() => String) application!: string;
  @Field(() => [SyncHealthDay]) days!: SyncHealthDay[];
  @Field(() => [SyncHealthInstall]) installs!: SyncHealthInstall[];
}

/** docs/operator-console.md: the sync health page. */
@Resolver()
export class SyncHealthResolver {
  @Query(() => [String], { description: "Operators only: the deployments the operator may see" })
  operatorDeployments(@Ctx() { identity, services }: GraphQLContext) {
    return services.syncHealth.visibleDeployments(identity);
  }

  @Query(() => SyncHealth, { description: "Operators only: a deployment's syncing per day (default 30 days, most 90) and per install" })
  async syncHealth(
    @Arg("application", () => String, { nullable: true, description: "Required of an operator of every deployment" }) application: string | null,
    @Arg("days", () => Int, { nullable: true }) days: number | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    const health = await services.syncHealth.health(identity, application ?? null, days ?? null);
    return {
      application: health.application,
      days: health.days,
      installs: health.installs.map((row) => ({
        installId: row.install_id,
        platform: row.platform,
        records: row.records,
        mutations: row.mutations,
        lastSync: row.last_sync,
        daysSinceSync: row.days_since_sync,
      })),
    };
  }
}
