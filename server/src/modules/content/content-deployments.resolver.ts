import { Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { Application } from "./application.type.js";

/**
 * docs/operator-console.md, "The content page": the deployments (one per host, each with the id the
 * content queries take) whose content the operator may edit; an operator of one sees hers only.
 */
@Resolver()
export class ContentDeploymentsResolver {
  @Query(() => [Application], { description: "Operators only: the deployments (one per host) whose content the operator may edit, by id" })
  contentDeployments(@Ctx() { identity, services }: GraphQLContext) {
    return services.content.deploymentsInScope(identity);
  }
}
