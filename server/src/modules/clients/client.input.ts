import { Field, ID, InputType, Int } from "type-graphql";
import { FieldAnswerScalar } from "../../graphql/field-answer.scalar.js";

@InputType()
export class ClientFieldCategoryInput {
  @Field(() => String, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  text_input?: string | null;
}

@InputType()
export class ClientFormFieldInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => FieldAnswerScalar, { nullable: true })
  answer?: string | number | null;

  @Field(() => Boolean, { nullable: true })
  mandatory?: boolean | null;

  @Field(() => String, { nullable: true })
  clientField?: string | null;

  @Field(() => String, { nullable: true })
  birthdate?: string | null;

  @Field(() => String, { nullable: true })
  component?: string | null;

  @Field(() => [ClientFieldCategoryInput], { nullable: true })
  categories?: ClientFieldCategoryInput[] | null;

  @Field(() => Boolean, { nullable: true })
  flowelement?: boolean | null;
}

@InputType({ description: "A client as a device saves it; missing fields take the spec's defaults" })
export class ClientInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  clientname!: string;

  @Field(() => Int, { nullable: true })
  age?: number | null;

  @Field(() => Boolean, { nullable: true })
  valid?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  archived?: boolean | null;

  @Field(() => String, { nullable: true })
  status?: string | null;

  @Field(() => [ClientFormFieldInput], { nullable: true })
  clientFormFields?: ClientFormFieldInput[] | null;
}
