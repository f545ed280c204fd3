import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { DeploymentTimeZone } from "./time-zone.type.js";

/** docs/operating.md, "The deployment's time zone": set by the deployment's operators. */
@Resolver()
export class TimeZoneResolver {
  @Mutation(() => DeploymentTimeZone, {
    description:
      "Operators only, of that deployment or of every one: the IANA time zone (Africa/Blantyre) its validity, reports, sync health, audit filter and PDFs count days in; null or empty unsets it (UTC). Every deployment of the same identifier takes it. A name that is no zone is refused. Audited as timezone.set",
  })
  async setDeploymentTimeZone(
    @Arg("applicationId", () => Int) applicationId: number,
    @Arg("timeZone", () => String, { nullable: true }) timeZone: string | null | undefined,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<DeploymentTimeZone> {
    const zoned = await services.timeZones.setTimeZone(identity, applicationId, timeZone ?? null);
    return { applicationId: zoned.id, appIdentifier: zoned.appIdentifier, timeZone: zoned.timeZone };
  }
}
