import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "A chat message between the users of one deployment; every logged-in user of it reads it" })
export class ChatMessage extends SyncedRecordFields {
  @Field(() => ID)
  uuid!: string;

  @Field(() => Int, { nullable: true, description: "The sender's user id, set by the server from the sender's login; null in a pseudonymous report" })
  sender_user_id!: number | null;

  @Field(() => String, { description: "The sender's display name, set by the server from the sender's login" })
  sender_name!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: "When the sender wrote it (ISO 8601, the device's clock), perhaps offline" })
  sent_at!: string;

  @Field(() => String, { description: "The deployment (application identifier) the message belongs to" })
  application!: string;
}

@InputType({ description: "A chat message as the sender's device queues it; the sender comes from the login" })
export class ChatMessageInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: "ISO 8601 date-time" })
  sent_at!: string;
}
