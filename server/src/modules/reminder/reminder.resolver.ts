import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { DeploymentReminder } from "./reminder.type.js";

/** docs/product.md §4, "One reminder a day": the hour is set by the deployment's operators. */
@Resolver()
export class ReminderResolver {
  @Mutation(() => DeploymentReminder, {
    description:
      "Operators only, of that deployment or of every one: the hour (0-23, in the deployment's time zone) its workers' phones show the day's count of visits due; null turns the reminder off. Every deployment of the same identifier takes it. Audited as reminder.set",
  })
  async setDeploymentReminderHour(
    @Arg("applicationId", () => Int) applicationId: number,
    @Arg("hour", () => Int, { nullable: true }) hour: number | null | undefined,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<DeploymentReminder> {
    const set = await services.reminders.setReminderHour(identity, applicationId, hour ?? null);
    return { applicationId: set.id, appIdentifier: set.appIdentifier, reminderHour: set.reminderHour };
  }
}
