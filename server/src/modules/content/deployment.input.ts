import { Field, ID, InputType, Int } from "type-graphql";

@InputType()
export class ApplicationMetadataInput {
  @Field(() => Boolean, { defaultValue: true }) text2speech!: boolean;
  @Field(() => Boolean, { defaultValue: false }) userLogin!: boolean;
  @Field(() => String, { nullable: true }) introText?: string | null;
}

@InputType()
export class LanguageInput {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) languageCode!: string;
}

@InputType()
export class RegionInput {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) countryID?: number | null;
}

@InputType({ description: "A deployment for a new host; its content is copied from an existing deployment" })
export class CreateDeploymentInput {
  @Field(() => String, { description: "HIAPP, MALA or default: the flavour (theme, features)" }) app_identifier!: string;
  @Field(() => String, { description: "The host it is served from, e.g. clinic.example.org" }) host!: string;
  @Field(() => String) app_title!: string;
  @Field(() => Boolean, { defaultValue: false, description: "appLogin" }) login!: boolean;
  @Field(() => String) version!: string;
  @Field(() => ApplicationMetadataInput) metadata!: ApplicationMetadataInput;
  @Field(() => [LanguageInput]) languages!: LanguageInput[];
  @Field(() => [RegionInput]) regions!: RegionInput[];
  @Field(() => [String], { description: "Form types: DEFAULT, MILESTONE, HI" }) forms!: string[];
  @Field(() => Int, { nullable: true, description: "Application whose content to copy; by default the first one of the same flavour" })
  contentFrom?: number | null;
}
