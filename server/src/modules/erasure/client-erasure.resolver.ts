import { Arg, Ctx, ID, Int, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";

/** docs/operating.md, "Erasing a client". */
@Resolver()
export class ClientErasureResolver {
  @Mutation(() => Int, {
    description:
      'Operators only, in their deployment: erases a client and every record attached to her from the records and their history, leaving bare tombstones phones drop; `confirm` must be exactly "ERASE"; audited under a pseudonym. Answers how many records it erased',
  })
  async eraseClient(@Arg("uuid", () => ID) uuid: string, @Arg("confirm", () => String) confirm: string, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.clientErasure.eraseClient(identity, uuid, confirm)).length;
  }
}
