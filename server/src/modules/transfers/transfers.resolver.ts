import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { TransferClientsInput, TransferResult } from "./transfers.type.js";

/** docs/teams.md, "Moving a caseload". */
@Resolver()
export class TransfersResolver {
  @Mutation(() => TransferResult, {
    description:
      "Operators only, in their deployment: moves clients (all of hers when clientUuids is omitted), with every record of theirs, from one worker to another in one transaction; the old owner's phone drops them and its late edits of them are refused; audited as clients.transferred",
  })
  transferClients(
    @Arg("input", () => TransferClientsInput) input: TransferClientsInput,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<TransferResult> {
    return services.transfers.transferClients(identity, input);
  }
}
