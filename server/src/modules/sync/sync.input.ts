import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, InputType, Int } from "type-graphql";
import { ChatMessageInput } from "../chat/chat-message.type.js";
import { ClientElementInput } from "../client-elements/client-element.type.js";
import { ClientImageInput } from "../client-images/client-image.type.js";
import { ClientInput } from "../clients/client.input.js";
import { CycleActionInput, CycleDescriptionInput } from "../cycles/cycle.type.js";
import { FavoriteInput } from "../favorites/favorite.type.js";
import { HiappClientFormInput } from "../health-issue/hiapp-client-form.type.js";
import { ClientMilestoneInput, MilestoneFormInput, MyChildInput } from "../milestones/milestone.type.js";
import { RehabilitationInput } from "../rehabilitation/rehabilitation.input.js";
import { SyncOpValue } from "./sync.type.js";

@InputType({ description: "One outbox entry; the record travels in the field named for its table" })
export class SyncEntryInput {
  @Field(() => Int, { description: "Increasing per app install; a replayed id changes nothing" })
  clientMutationId!: number;

  @Field(() => String, { description: "snake_case table name, e.g. clients" })
  table!: string;

  @Field(() => ID)
  uuid!: string;

  @Field(() => SyncOpValue, { defaultValue: SyncOpValue.UPSERT })
  op!: SyncOpValue;

  @Field(() => Int, { nullable: true, description: "The dataversion this edit was based on" })
  baseDataversion?: number | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  queuedAt?: Date | null;

  @Field(() => ClientInput, { nullable: true, description: "The record, when table is clients" })
  client?: ClientInput | null;

  @Field(() => ClientImageInput, { nullable: true, description: "The record, when table is client_images" })
  clientImage?: ClientImageInput | null;

  @Field(() => ClientElementInput, { nullable: true, description: "The record, when table is client_elements" })
  clientElement?: ClientElementInput | null;

  @Field(() => RehabilitationInput, { nullable: true, description: "The record, when table is rehabilitations" })
  rehabilitation?: RehabilitationInput | null;

  @Field(() => MilestoneFormInput, { nullable: true, description: "The record, when table is milestones" })
  milestoneForm?: MilestoneFormInput | null;

  @Field(() => MyChildInput, { nullable: true, description: "The record, when table is my_children" })
  myChild?: MyChildInput | null;

  @Field(() => ClientMilestoneInput, { nullable: true, description: "The record, when table is client_milestones" })
  clientMilestone?: ClientMilestoneInput | null;

  @Field(() => HiappClientFormInput, { nullable: true, description: "The record, when table is hiapp_client_forms" })
  hiappClientForm?: HiappClientFormInput | null;

  @Field(() => CycleDescriptionInput, { nullable: true, description: "The record, when table is cycle_descriptions" })
  cycleDescription?: CycleDescriptionInput | null;

  @Field(() => CycleActionInput, { nullable: true, description: "The record, when table is cycle_actions" })
  cycleAction?: CycleActionInput | null;

  @Field(() => FavoriteInput, { nullable: true, description: "The record, when table is favorites" })
  favorite?: FavoriteInput | null;

  @Field(() => ChatMessageInput, { nullable: true, description: "The record, when table is chat_messages" })
  chatMessage?: ChatMessageInput | null;
}

@InputType({ description: "Spec 3 removed-items log entry" })
export class RemovedItemInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  table!: string;
}

@InputType()
export class SyncBatchInput {
  @Field(() => ID, { description: "The app install (device) that queued the entries" })
  appInstallId!: string;

  @Field(() => [SyncEntryInput])
  entries!: SyncEntryInput[];
}
