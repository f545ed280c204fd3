import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, ID, ObjectType } from "type-graphql";

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
}

@ObjectType()
export class AppInstall {
  @Field(() => ID)
  uuid!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  registeredAt!: Date | null;
}
