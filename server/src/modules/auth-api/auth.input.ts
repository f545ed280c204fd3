import { Field, ID, InputType, Int } from "type-graphql";
import { UserRoleValue } from "../accounts/accounts.type.js";

@InputType()
export class CreateUserInput {
  @Field(() => String, { description: "App identifier of the deployment: HIAPP, MALA or default" })
  application!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "At least 10 characters, and not one of the most common passwords; without one the account logs in once a one-time login token has set it",
  })
  password?: string | null;

  @Field(() => UserRoleValue, { nullable: true, description: "WORKER unless told (docs/operator-console.md)" })
  role?: UserRoleValue | null;
}

@InputType()
export class AppSpecificsInput {
  @Field(() => String, { nullable: true })
  languageCode?: string | null;

  @Field(() => Int, { nullable: true })
  regionID?: number | null;

  @Field(() => Int, { nullable: true })
  applicationID?: number | null;

  @Field(() => Int, { nullable: true })
  countryID?: number | null;
}

@InputType({ description: "An app install record (docs/product.md §3)" })
export class AppInstallInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String, { nullable: true })
  platform?: string | null;

  @Field(() => String, { nullable: true })
  useragent?: string | null;

  @Field(() => AppSpecificsInput, { nullable: true })
  app_specifics?: AppSpecificsInput | null;
}
