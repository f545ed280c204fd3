import { Field, ID, Int, ObjectType } from "type-graphql";
import { FieldAnswerScalar } from "../../graphql/field-answer.scalar.js";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "A category of a form field, with its free text", simpleResolvers: true })
export class ClientFieldCategory {
  @Field(() => String, { nullable: true })
  id!: string | null;

  @Field(() => String, { nullable: true })
  text_input!: string | null;
}

@ObjectType({ description: "One configurable field of a client's form (spec 3)", simpleResolvers: true })
export class ClientFormField {
  @Field(() => ID)
  uuid!: string;

  @Field(() => FieldAnswerScalar, { nullable: true })
  answer!: string | number | null;

  @Field(() => Boolean)
  mandatory!: boolean;

  @Field(() => String, { nullable: true })
  clientField!: string | null;

  @Field(() => String, { nullable: true })
  birthdate!: string | null;

  @Field(() => String, { nullable: true })
  component!: string | null;

  @Field(() => [ClientFieldCategory])
  categories!: ClientFieldCategory[];

  @Field(() => Boolean)
  flowelement!: boolean;
}

// simpleResolvers: graphql-js reads each field straight from the record, without type-graphql's
// per-field wrapper (no middleware applies to them); a list of 50 clients has about 1,000 fields.
@ObjectType({ description: "A client of a rehabilitation worker (spec 3)", simpleResolvers: true })
export class Client extends SyncedRecordFields {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  clientname!: string;

  @Field(() => Int, { nullable: true, description: "Age in months, never below 0" })
  age!: number | null;

  @Field(() => String, { nullable: true, description: "Reports only (null elsewhere): the age band of `age`, e.g. 12-23 months, or unknown" })
  ageBand?: string | null;

  @Field(() => Boolean, { description: "True only when every mandatory field has an answer" })
  valid!: boolean;

  @Field(() => Boolean)
  archived!: boolean;

  @Field(() => String, { nullable: true })
  status!: string | null;

  @Field(() => Int, { description: "1: what the server holds is synced" })
  synced!: number;

  @Field(() => String, { description: "T: what the server holds is saved" })
  saved!: string;

  @Field(() => [ClientFormField])
  clientFormFields!: ClientFormField[];
}
