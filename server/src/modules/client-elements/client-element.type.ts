import { Field, ID, InputType, ObjectType } from "type-graphql";
import { FieldAnswerScalar } from "../../graphql/field-answer.scalar.js";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "An answer to one element of a client's form (spec 3)" })
export class ClientElement extends SyncedRecordFields {
  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  client_uuid!: string;

  @Field(() => Boolean)
  mandatory!: boolean;

  @Field(() => FieldAnswerScalar, { nullable: true })
  answer!: string | number | null;
}

@InputType()
export class ClientElementInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  client_uuid!: string;

  @Field(() => Boolean, { nullable: true })
  mandatory?: boolean | null;

  @Field(() => FieldAnswerScalar, { nullable: true })
  answer?: string | number | null;
}
