import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "A client's picture (spec 3)" })
export class ClientImage extends SyncedRecordFields {
  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  client_uuid!: string;

  @Field(() => String, { description: "The image as a data URL" })
  image!: string;

  @Field(() => Int)
  synced!: number;
}

@InputType()
export class ClientImageInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  client_uuid!: string;

  @Field(() => String)
  image!: string;
}
