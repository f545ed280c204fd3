import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import {
  ContentDraft,
  ContentItem,
  ContentItemInput,
  ContentRelease,
  DeploymentSettingsInput,
  DraftProblem,
  MissingTexts,
  PreviewTicket,
  ReleaseChange,
} from "./content-releases.type.js";
import { draftProblems, missingTexts } from "./draft-checks.js";

const applicationId = () => Arg("applicationId", () => Int);

/** docs/operator-console.md, "Content, drafts and releases": every operation is an operator's, held to her deployment. */
@Resolver(() => ContentDraft)
export class ContentReleasesResolver {
  @Query(() => ContentDraft, { description: "Operators only: the deployment's draft; its latest release while nobody edited it" })
  contentDraft(@applicationId() id: number, @Ctx() { identity, services }: GraphQLContext) {
    return services.contentDrafts.draft(identity, id);
  }

  @Query(() => [ContentRelease], { description: "Operators only: the deployment's releases, the newest first" })
  contentReleases(@applicationId() id: number, @Ctx() { identity, services }: GraphQLContext) {
    return services.contentDrafts.releasesOf(identity, id);
  }

  @Query(() => [ReleaseChange], { description: "Operators only: what changed from release `from` to release `to`" })
  releaseDiff(
    @applicationId() id: number,
    @Arg("from", () => Int) from: number,
    @Arg("to", () => Int) to: number,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.releaseFiles.diff(identity, id, from, to);
  }

  @Query(() => String, { description: "Operators only: a release (the latest when no number) as one JSON document" })
  exportRelease(
    @applicationId() id: number,
    @Arg("number", () => Int, { nullable: true }) number: number | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.releaseFiles.export(identity, id, number ?? null);
  }

  @Mutation(() => ContentDraft, { description: "Operators only: the draft's settings, all at once" })
  updateDraftSettings(
    @applicationId() id: number,
    @Arg("settings", () => DeploymentSettingsInput) settings: DeploymentSettingsInput,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.contentDrafts.updateSettings(identity, id, settings);
  }

  @Mutation(() => ContentDraft, { description: "Operators only: adds or replaces one item of the draft, checked against its kind's shape" })
  putDraftItem(@applicationId() id: number, @Arg("item", () => ContentItemInput) item: ContentItemInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.contentDrafts.putItem(identity, id, item);
  }

  @Mutation(() => ContentDraft, { description: "Operators only: removes one item from the draft" })
  removeDraftItem(
    @applicationId() id: number,
    @Arg("kind", () => String) kind: string,
    @Arg("key", () => String) key: string,
    @Arg("language", () => String) language: string,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.contentDrafts.removeItem(identity, id, { kind, key, language });
  }

  @Mutation(() => ContentDraft, { description: "Operators only: the draft goes; the latest release is the draft again" })
  discardDraft(@applicationId() id: number, @Ctx() { identity, services }: GraphQLContext) {
    return services.contentDrafts.discard(identity, id);
  }

  @Mutation(() => ContentDraft, { description: "Operators only: an exported release (exportRelease) becomes the draft" })
  importRelease(@applicationId() id: number, @Arg("file", () => String) file: string, @Ctx() { identity, services }: GraphQLContext) {
    return services.releaseFiles.import(identity, id, file);
  }

  @Mutation(() => ContentRelease, {
    description: "Operators only: the draft becomes the next release and the live content; refused naming its problems while any",
  })
  publishDraft(@applicationId() id: number, @Arg("note", () => String) note: string, @Ctx() { identity, services }: GraphQLContext) {
    return services.contentDrafts.publish(identity, id, note);
  }

  @Mutation(() => ContentRelease, { description: "Operators only: a new release equal to release `to`, made live; the draft is kept" })
  rollbackRelease(
    @applicationId() id: number,
    @Arg("to", () => Int) to: number,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.contentDrafts.rollback(identity, id, to, note ?? null);
  }

  @Mutation(() => PreviewTicket, { description: "Operators only: a 30-minute ticket showing the draft on the app's own screens (header X-Content-Preview)" })
  previewDraft(
    @applicationId() id: number,
    @Arg("language", () => String, { nullable: true }) language: string | null,
    @Ctx() { identity, services }: GraphQLContext,
  ) {
    return services.releaseReads.mintPreview(identity, id, language ?? null);
  }

  @FieldResolver(() => [ContentItem], { description: "The draft's items, of one kind and one language when given" })
  items(
    @Root() draft: ContentDraft,
    @Arg("kind", () => String, { nullable: true }) kind: string | null,
    @Arg("language", () => String, { nullable: true }) language: string | null,
  ): ContentItem[] {
    return draft.content.items
      .filter((item) => (kind == null || item.kind === kind) && (language == null || item.language === language))
      .map((item) => ({ kind: item.kind, key: item.key, language: item.language, content: JSON.stringify(item.content) }));
  }

  @FieldResolver(() => [DraftProblem], { description: "What keeps the draft from being published; empty when nothing" })
  problems(@Root() draft: ContentDraft): DraftProblem[] {
    return draftProblems(draft.content);
  }

  @FieldResolver(() => [MissingTexts], { description: "Per language: the texts another language has and it lacks" })
  missingTexts(@Root() draft: ContentDraft): MissingTexts[] {
    return missingTexts(draft.content);
  }
}
