import { Field, Int, ObjectType } from "type-graphql";
import type { RawJson } from "../../request/raw-json.js";
import { RecordDocumentsScalar } from "../record-documents.scalar.js";
import { syncedEntities } from "../synced-entities.js";
import type { DownloadScope } from "./download.service.js";

@ObjectType({
  description:
    "A page of a new device's first sync: the caller's live records after a cursor, oldest first across every synced table, each table's in its own list (named as its list query)",
})
export class DownloadPage {
  @Field(() => String, {
    nullable: true,
    description: "Pass as `after` for the next page: the dataversion of this page's last record (the `after` asked with when the page is empty)",
  })
  cursor!: string | null;

  @Field(() => Int, { description: "How many records this page holds, in all its lists" })
  count!: number;

  @Field(() => Boolean, { description: "Whether records follow this page" })
  hasMore!: boolean;

  @Field(() => String, {
    description:
      "Where the change feed stood before this page was read (a changesSince cursor): once the download ends, the change feed goes on from the first page's feedCursor",
  })
  feedCursor!: string;

  @Field(() => RecordDocumentsScalar, {
    description:
      "The page's records as documents (docs/sync-and-api.md, \"Records as documents\"): the same records as the lists, in the page's (dataversion) order, under the same limits; what the web app reads since documents came (the lists stay for older builds)",
  })
  documents!: RawJson;

  /** Each table's records of the page, by the table's list query name (not a field itself). */
  [listQuery: string]: unknown;

  /** Who asked and after which cursor, for the counts (not a field). */
  scope!: DownloadScope;
}

// One list per synced table, in step with the tables (synced-entities.ts).
for (const entity of syncedEntities) {
  Field(() => [entity.type], { description: `This page's ${entity.manifest.table}` })(DownloadPage.prototype, entity.listQuery);
}
