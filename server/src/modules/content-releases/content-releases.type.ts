import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { ApplicationForm, ApplicationMetadata, Language, Region } from "../content/application.type.js";
import { LanguageInput, RegionInput } from "../content/deployment.input.js";
import type { ReleaseContent } from "./release-content.js";

/** docs/operator-console.md, "Content, drafts and releases": the settings a release holds besides its items. */
@ObjectType({ description: "A deployment's settings as a draft or a release holds them" })
export class DeploymentSettings {
  @Field(() => String) app_title!: string;
  @Field(() => Boolean) login!: boolean;
  @Field(() => ApplicationMetadata) metadata!: ApplicationMetadata;
  @Field(() => [Language]) languages!: Language[];
  @Field(() => [Region]) regions!: Region[];
  @Field(() => [ApplicationForm]) forms!: ApplicationForm[];
}

@InputType({ description: "A draft's settings, all of them at once" })
export class DeploymentSettingsInput {
  @Field(() => String) app_title!: string;
  @Field(() => Boolean) login!: boolean;
  @Field(() => Boolean) text2speech!: boolean;
  @Field(() => Boolean) userLogin!: boolean;
  @Field(() => String, { nullable: true }) introText?: string | null;
  @Field(() => [LanguageInput]) languages!: LanguageInput[];
  @Field(() => [RegionInput]) regions!: RegionInput[];
  @Field(() => [String], { description: "Form types: DEFAULT, MILESTONE, HI" }) forms!: string[];
}

@ObjectType({ description: "One content item of a draft or a release" })
export class ContentItem {
  @Field(() => String) kind!: string;
  @Field(() => String) key!: string;
  @Field(() => String, { description: '"" for an item of every language' }) language!: string;
  @Field(() => String, { description: "The item's content as JSON text" }) content!: string;
}

@InputType()
export class ContentItemInput {
  @Field(() => String) kind!: string;
  @Field(() => String) key!: string;
  @Field(() => String) language!: string;
  @Field(() => String, { description: "The item's content as JSON text" }) content!: string;
}

@ObjectType({ description: "What keeps a draft from being published" })
export class DraftProblem {
  @Field(() => String, { description: 'Where, e.g. "forms/client/phone · label (ny)"' }) where!: string;
  @Field(() => String) message!: string;
}

@ObjectType({ description: "Texts a language of the draft lacks" })
export class MissingTexts {
  @Field(() => String) language!: string;
  @Field(() => Int) count!: number;
  @Field(() => [String]) keys!: string[];
}

@ObjectType({ description: "The one draft of a deployment: the latest release while nobody edited it" })
export class ContentDraft {
  @Field(() => Int) applicationId!: number;
  @Field(() => Int, { description: "The release the draft started from" }) baseRelease!: number;
  @Field(() => Boolean, { description: "Whether the draft differs from the latest release" }) changed!: boolean;
  @Field(() => String, { nullable: true }) updatedBy!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) updatedAt!: Date | null;
  @Field(() => DeploymentSettings) settings!: DeploymentSettings;
  /** Its settings and items; items, problems and missingTexts are resolved from it. */
  content!: ReleaseContent;
}

@ObjectType({ description: "A numbered release of a deployment's content" })
export class ContentRelease {
  @Field(() => Int) applicationId!: number;
  @Field(() => Int) number!: number;
  @Field(() => String) note!: string;
  @Field(() => String, { description: 'The operator\'s e-mail, "ADMIN_TOKEN" or "seed"' }) publishedBy!: string;
  @Field(() => GraphQLDateTimeISO) publishedAt!: Date;
  @Field(() => Int, { nullable: true, description: "The earlier release this one equals, when a rollback made it" }) rolledBackTo!: number | null;
}

@ObjectType({ description: "One difference between two releases" })
export class ReleaseChange {
  @Field(() => String) where!: string;
  @Field(() => String, { description: "added, removed or changed" }) change!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType({ description: "A ticket to preview a draft on the app's own screens, for 30 minutes" })
export class PreviewTicket {
  @Field(() => String) token!: string;
  @Field(() => GraphQLDateTimeISO) expiresAt!: Date;
  @Field(() => String, { description: '"/?preview=<token>&lang=<language>"' }) url!: string;
}
