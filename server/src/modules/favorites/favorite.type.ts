import { Field, ID, InputType, ObjectType } from "type-graphql";
import { SyncedRecordFields } from "../../graphql/synced-record.type.js";

@ObjectType({ description: "An article a worker marked as favourite" })
export class Favorite extends SyncedRecordFields {
  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  article_uuid!: string;

  @Field(() => String, { nullable: true })
  page!: string | null;
}

@InputType()
export class FavoriteInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => ID)
  article_uuid!: string;

  @Field(() => String, { nullable: true })
  page?: string | null;
}
