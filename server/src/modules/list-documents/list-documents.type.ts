import { Field, Int, ObjectType } from "type-graphql";
import type { RawJson } from "../../request/raw-json.js";
import { RecordDocumentsScalar } from "../record-documents.scalar.js";

@ObjectType({
  description: 'A page of one of the caller\'s lists as documents (listDocuments; docs/sync-and-api.md, "Records as documents", the lists)',
})
export class ListDocuments {
  @Field(() => RecordDocumentsScalar, {
    description: "The page's records as documents, in dataversion order: the records the table's list query answers for the same first and after",
  })
  documents!: RawJson;

  @Field(() => Int, { description: "How many documents the page holds" })
  count!: number;

  @Field(() => String, { nullable: true, description: "The next page's cursor (pass as after), null when no record follows" })
  next!: string | null;
}
