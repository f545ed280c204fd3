import { entityManifests } from "@stepwise/domain/entities";
import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, FieldResolver, Info, Int, Query, Resolver, Root } from "type-graphql";
import { ANSWER_LIMITS, chargeAnswer, pageOf } from "../../request/answer-limits.js";
import type { GraphQLContext } from "../../request/context.js";
import { selectedFields } from "../../request/selected-fields.js";
import { DownloadPage } from "./download.type.js";

/** The page's typed lists, one per table (named as its list query). */
const LIST_FIELDS = entityManifests.map((manifest) => manifest.listQuery);

@Resolver(() => DownloadPage)
export class DownloadResolver {
  @Query(() => DownloadPage, {
    description: `A new device's first sync (docs/sync-and-api.md): the caller's records after a cursor, at most ${ANSWER_LIMITS.maxPage} a page`,
  })
  async downloadRecords(
    @Arg("first", () => Int, { nullable: true, description: `How many records this page holds, 1 to ${ANSWER_LIMITS.maxPage} (the default)` })
    first: number | null,
    @Arg("after", () => String, { nullable: true, description: "The cursor of the previous page; the first page when not given" }) after: string | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    const selected = selectedFields(info);
    const shape = { lists: LIST_FIELDS.some((name) => selected.has(name)), documents: selected.has("documents") };
    const page = await context.services.download.page(context.identity, pageOf(first, after), shape);
    // Counted against the request's answer limits; the page carries its own cursor, so no `nextPages` (the web app pages it itself).
    chargeAnswer(context, { rows: page.count, bytes: page.bytes, responseKey: info.path.key.toString(), next: null });
    return page;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Where the page after the next one starts if the next one is full (the same `first`): a client may ask for that page at once, and keeps it only if the next page's cursor is this one; null when fewer records follow",
  })
  ahead(@Root() page: DownloadPage, @Ctx() { services }: GraphQLContext) {
    return services.download.ahead(page.scope);
  }

  @FieldResolver(() => Int, { description: "How many live records the caller may read in all, counted when this page was read" })
  total(@Root() page: DownloadPage, @Ctx() { services }: GraphQLContext) {
    return services.download.count(page.scope, false);
  }

  @FieldResolver(() => Int, { description: "How many of them come from this page on: this page's records and those after it" })
  remaining(@Root() page: DownloadPage, @Ctx() { services }: GraphQLContext) {
    return services.download.count(page.scope, true);
  }
}
