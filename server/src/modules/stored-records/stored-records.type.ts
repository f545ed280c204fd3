import { Field, ID, InputType, ObjectType } from "type-graphql";
import type { RawJson } from "../../request/raw-json.js";
import { RecordDocumentsScalar } from "../record-documents.scalar.js";
import { syncedEntities } from "../synced-entities.js";

@InputType({ description: "A synced record's key: its table (docs/product.md §3) and uuid" })
export class RecordKeyInput {
  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;
}

@ObjectType({ description: "One asked key's stored record (storedRecords), in the field named for its table" })
export class StoredRecord {
  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Boolean, {
    description: "Left out because the answer reached its size limit before it (the first record always comes): ask for it again",
  })
  withheld!: boolean;
}

@ObjectType({ description: "A synced record's key: its table and uuid" })
export class RecordKey {
  @Field(() => String)
  table!: string;

  @Field(() => ID)
  uuid!: string;
}

@ObjectType({ description: 'The stored records of many keys as documents (storedDocuments; docs/sync-and-api.md, "Records as documents")' })
export class StoredDocuments {
  @Field(() => RecordDocumentsScalar, {
    description:
      "One document a readable stored record, in the order asked (a key asked twice gives one); a deleted record as a document with deleted true (the phone drops it); nothing for a key the caller may not read or that was never stored",
  })
  documents!: RawJson;

  @Field(() => [RecordKey], {
    description: "Keys left out because the answer reached its size limit before them (the first record always comes): ask for them again",
  })
  withheld!: RecordKey[];
}

/*
 * The record travels in the field named for its table, as in SyncEntryResult (docs/decisions/0006-sync-answers-carry-the-stored-record.md): a
 * union's members may not give one field name two types, and the tables do (client_uuid is ID in
 * one, ID! in another), so a selection of every table's fields on the union is not valid GraphQL.
 */
for (const entity of syncedEntities) {
  Field(() => entity.type, {
    nullable: true,
    description: `When table is ${entity.manifest.table}: the record as stored (a deleted one with deletedAt); null when the caller may not read it, none is stored, or it is withheld`,
  })(StoredRecord.prototype, entity.inputField);
}
