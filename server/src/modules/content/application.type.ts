import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Deployment settings kept as metadata (docs/product.md §3)" })
export class ApplicationMetadata {
  @Field(() => Boolean, { description: "Read-aloud offered; on when absent" }) text2speech!: boolean;
  @Field(() => Boolean) userLogin!: boolean;
  @Field(() => String, { nullable: true }) introText!: string | null;
}

@ObjectType()
export class Language {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) languageCode!: string;
}

@ObjectType()
export class Region {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) countryID!: number | null;
}

@ObjectType()
export class ApplicationForm {
  @Field(() => String, { description: "DEFAULT, MILESTONE or HI" }) formtype!: string;
}

@ObjectType({ description: "A deployment (HIAPP, MALA or the default), chosen by the host the app is served from" })
export class Application {
  @Field(() => Int) id!: number;
  @Field(() => String) app_identifier!: string;
  @Field(() => String) app_title!: string;
  @Field(() => Boolean, { description: "appLogin: the deployment requires a login" }) login!: boolean;
  @Field(() => String) version!: string;
  @Field(() => ApplicationMetadata) metadata!: ApplicationMetadata;
  @Field(() => [Language]) languages!: Language[];
  @Field(() => [Region]) regions!: Region[];
  @Field(() => [ApplicationForm]) forms!: ApplicationForm[];
  @Field(() => Int, { description: "Raised whenever the deployment's content changes" }) contentVersion!: number;
  @Field(() => String, {
    nullable: true,
    description: "The IANA time zone the deployment counts its days in (docs/product.md §10); null: not set, days counted in UTC",
  })
  timeZone!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The hour (0-23, in timeZone) phones show the day\'s count of visits due (docs/product.md §4 "One reminder a day"); null: no reminder',
  })
  reminderHour!: number | null;
}
