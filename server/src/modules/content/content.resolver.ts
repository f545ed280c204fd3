import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { Application } from "./application.type.js";
import type { ContentKind } from "./content.service.js";
import { CreateDeploymentInput } from "./deployment.input.js";
import { Article, Category, ContentForm, ContentPage, FormArticle, GenericClient, HiappForm, MilestoneChecklist, Translation } from "./content.type.js";

const language = () => Arg("language", () => String, { defaultValue: "en" });
const applicationId = () => Arg("applicationId", () => Int);

@Resolver()
export class ContentResolver {
  @Mutation(() => Application, { description: "Operators only: a deployment for a new host, without code" })
  createDeployment(@Arg("input", () => CreateDeploymentInput) input: CreateDeploymentInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.deployments.create(identity, JSON.parse(JSON.stringify(input)));
  }

  @Query(() => Application, { description: "The deployment of a host (the request's Host when not given)" })
  application(@Arg("host", () => String, { nullable: true }) host: string | null, @Ctx() { services, host: requestHost }: GraphQLContext) {
    return services.content.applicationForHost(host ?? requestHost);
  }

  @Query(() => [Translation])
  translations(@applicationId() id: number, @language() lang: string, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "translations", lang);
  }

  @Query(() => [ContentPage])
  pages(@applicationId() id: number, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "pages");
  }

  @Query(() => [Category])
  categories(@applicationId() id: number, @language() lang: string, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "categories", lang);
  }

  @Query(() => [ContentForm])
  forms(@applicationId() id: number, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "forms");
  }

  @Query(() => [Article])
  articles(@applicationId() id: number, @language() lang: string, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "articles", lang);
  }

  @Query(() => [FormArticle])
  formArticles(@applicationId() id: number, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "form_articles");
  }

  @Query(() => [GenericClient])
  genericClients(@applicationId() id: number, @language() lang: string, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "generic_clients", lang);
  }

  @Query(() => [MilestoneChecklist], { description: "Milestone checklists by age, 2 months to 5 years" })
  milestoneChecklists(@applicationId() id: number, @language() lang: string, @Ctx() ctx: GraphQLContext) {
    return list(ctx, id, "milestones", lang);
  }

  @Query(() => HiappForm, { nullable: true })
  async hiappForm(@applicationId() id: number, @language() lang: string, @Ctx() ctx: GraphQLContext) {
    const [form] = await list(ctx, id, "hiapp_form", lang);
    return form ?? null;
  }
}

function list(ctx: GraphQLContext, id: number, kind: ContentKind, lang?: string) {
  return ctx.services.content.list(id, kind, lang);
}
