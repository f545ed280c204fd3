import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Forbidden } from "../../errors.js";
import type { GraphQLContext } from "../../request/context.js";
import { Application } from "./application.type.js";
import type { ContentKind } from "./content.service.js";
import { CreateDeploymentInput } from "./deployment.input.js";
import { Article, Category, ContentForm, ContentPage, FormArticle, GenericClient, HiappForm, MilestoneChecklist, Translation } from "./content.type.js";

const language = () => Arg("language", () => String, { defaultValue: "en" });
const applicationId = () => Arg("applicationId", () => Int);
/** docs/sync-and-api.md, "Content releases": the answer comes from that release's stored copy. */
const release = () =>
  Arg("release", () => Int, { nullable: true, description: "Answer from this release's stored copy, not the live content (docs/sync-and-api.md)" });

@Resolver()
export class ContentResolver {
  @Mutation(() => Application, { description: "Operators only: a deployment for a new host, without code" })
  createDeployment(@Arg("input", () => CreateDeploymentInput) input: CreateDeploymentInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.deployments.create(identity, JSON.parse(JSON.stringify(input)));
  }

  @Query(() => Application, { description: "The deployment of a host (the request's Host when not given)" })
  async application(@Arg("host", () => String, { nullable: true }) host: string | null, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    const { services, host: requestHost, contentPreview } = ctx;
    const source = { release: number, preview: contentPreview };
    refusePreviewToConsole(ctx);
    const application = await (fromReleaseOrDraft(source)
      ? services.releaseReads.application(host ?? requestHost, source)
      : services.content.applicationForHost(host ?? requestHost));
    refuseOtherDeploymentToConsole(ctx, application.app_identifier, application.id);
    return application;
  }

  @Query(() => [Translation])
  translations(@applicationId() id: number, @language() lang: string, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "translations", number, lang);
  }

  @Query(() => [ContentPage])
  pages(@applicationId() id: number, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "pages", number);
  }

  @Query(() => [Category])
  categories(@applicationId() id: number, @language() lang: string, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "categories", number, lang);
  }

  @Query(() => [ContentForm])
  forms(@applicationId() id: number, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "forms", number);
  }

  @Query(() => [Article])
  articles(@applicationId() id: number, @language() lang: string, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "articles", number, lang);
  }

  @Query(() => [FormArticle])
  formArticles(@applicationId() id: number, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "form_articles", number);
  }

  @Query(() => [GenericClient])
  genericClients(@applicationId() id: number, @language() lang: string, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "generic_clients", number, lang);
  }

  @Query(() => [MilestoneChecklist], { description: "Milestone checklists by age, 2 months to 5 years" })
  milestoneChecklists(@applicationId() id: number, @language() lang: string, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "milestones", number, lang);
  }

  @Query(() => HiappForm, { nullable: true })
  async hiappForm(@applicationId() id: number, @language() lang: string, @release() number: number | null, @Ctx() ctx: GraphQLContext) {
    const [form] = await list(ctx, id, "hiapp_form", number, lang);
    return form ?? null;
  }
}

/** Live content, or a release's or a preview ticket's draft's (docs/sync-and-api.md, "Content releases"). */
async function list(ctx: GraphQLContext, id: number, kind: ContentKind, number: number | null, lang?: string) {
  refusePreviewToConsole(ctx);
  if (ctx.identity.consoleSupervisor) refuseOtherDeploymentToConsole(ctx, (await ctx.services.content.application(id)).app_identifier, id);
  const source = { release: number, preview: ctx.contentPreview };
  if (fromReleaseOrDraft(source)) return ctx.services.releaseReads.list(id, kind, lang ?? "en", source);
  return ctx.services.content.list(id, kind, lang);
}

function fromReleaseOrDraft(source: { release: number | null; preview: string | undefined }): boolean {
  return source.release != null || (source.preview !== undefined && source.preview !== "");
}

/*
 * docs/teams.md, "In the console": a supervisor's console session reads her own deployment's
 * published content (its texts, registration form and milestone checklists label her team's
 * records), never another deployment's and never a preview ticket's draft.
 */
function refusePreviewToConsole(ctx: GraphQLContext): void {
  if (ctx.identity.consoleSupervisor && ctx.contentPreview !== undefined && ctx.contentPreview !== "") {
    throw new Forbidden("a supervisor's console session reads her deployment's published content only, not a draft");
  }
}

function refuseOtherDeploymentToConsole(ctx: GraphQLContext, appIdentifier: string, id: number): void {
  const supervisor = ctx.identity.consoleSupervisor;
  if (supervisor && supervisor.application !== appIdentifier) {
    throw new Forbidden(`a supervisor's console session reads her own deployment's content only: application ${id} is not hers`);
  }
}
