import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, ID, Info, Int, Query, Resolver } from "type-graphql";
import { BadInput } from "../../errors.js";
import { ANSWER_LIMITS, chargeAnswer, pageOf } from "../../request/answer-limits.js";
import type { GraphQLContext } from "../../request/context.js";
import { manifestOf } from "../synced-manifests.js";
import { ListDocuments } from "./list-documents.type.js";

@Resolver(() => ListDocuments)
export class ListDocumentsResolver {
  @Query(() => ListDocuments, {
    description: `A page of the caller's records of one table as documents (docs/sync-and-api.md, "Records as documents", the lists): what the table's list query (clients, plans, ...) answers for the same first, after and clientUuid, at most ${ANSWER_LIMITS.maxPage} records a page; built by the database, for builds that read documents`,
  })
  async listDocuments(
    @Arg("table", () => String, { description: "The synced table (clients, rehabilitations, ...)" }) table: string,
    @Arg("first", () => Int, { nullable: true, description: `How many records, 1 to ${ANSWER_LIMITS.maxPage} (the default)` }) first: number | null,
    @Arg("after", () => String, { nullable: true, description: "The previous page's next; the first page when not given" }) after: string | null,
    @Arg("clientUuid", () => ID, { nullable: true, description: "Only this client's records, for a table that names its client" }) clientUuid: string | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    const manifest = manifestOf(table);
    if (!manifest) throw new BadInput(`table: unknown table "${table}"`);
    const page = await context.services.syncedRecords.listDocuments(context.identity, manifest, pageOf(first, after), clientUuid ?? undefined);
    chargeAnswer(context, { rows: page.count, bytes: page.bytes, responseKey: info.path.key.toString(), next: null });
    return page;
  }
}
