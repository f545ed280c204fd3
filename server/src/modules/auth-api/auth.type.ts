import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType()
export class User {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: "The deployment (application) the user works in" })
  application!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String, { description: "Send as Authorization: Bearer <token>" })
  token!: string;

  @Field(() => User)
  user!: User;

  @Field(() => String, { description: "The worker's vault key (base64url, 32 bytes): encrypts her records on the phone (docs/shared-phone.md)" })
  vaultKey!: string;
}

@ObjectType()
export class AppSpecifics {
  @Field(() => String, { nullable: true }) languageCode!: string | null;
  @Field(() => Int, { nullable: true }) regionID!: number | null;
  @Field(() => Int, { nullable: true }) applicationID!: number | null;
  @Field(() => Int, { nullable: true }) countryID!: number | null;
}

@ObjectType({ description: "An app install record (docs/product.md §3): one device's installation of the app" })
export class AppInstall {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String, { nullable: true })
  platform!: string | null;

  @Field(() => String, { nullable: true })
  useragent!: string | null;

  @Field(() => AppSpecifics, { nullable: true })
  app_specifics!: AppSpecifics | null;

  @Field(() => Int, { description: "1 once the server has the registration" })
  synced!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  registeredAt!: Date | null;
}
