import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { ArticlesDocument, ClientFormTemplateDocument, HiappTreeDocument, MilestoneChecklistsDocument } from "../../generated/graphql.js";
import type { DeploymentFeatures } from "./navigation.js";

/** One query of the deployment's content, with the variables the screens read it under. */
export interface ContentQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables: { applicationId: number; language: string };
}

/**
 * The deployment's content that screens need offline, in the language chosen. The health-issue tree
 * also in English, which the form falls back to for a language without a tree of its own. Only what
 * the deployment offers: a deployment without the health-issue form never asks for its tree, one
 * without milestones never for the checklists (each a round trip on a weak link; docs/worker-phone.md).
 */
export function contentQueries(applicationId: number, language: string, features: Pick<DeploymentFeatures, "milestones" | "healthIssue">): ContentQuery[] {
  const variables = { applicationId, language };
  const asked = (query: TypedDocumentNode<unknown, never>, on = variables): ContentQuery => ({ query: query as ContentQuery["query"], variables: on });
  return [
    asked(ArticlesDocument),
    asked(ClientFormTemplateDocument),
    ...(features.milestones ? [asked(MilestoneChecklistsDocument)] : []),
    ...(features.healthIssue ? [asked(HiappTreeDocument)] : []),
    ...(features.healthIssue && language !== "en" ? [asked(HiappTreeDocument, { applicationId, language: "en" })] : []),
  ];
}

/**
 * The content screens need offline, read into the cache whenever the translations are (first run, a
 * language change, a login), so a device that goes offline before opening a screen still has it.
 * Sent for the release the phone holds (platform/content-release-link.ts); a newer release comes
 * whole, by modules/deployment/release-adoption.ts.
 */
export async function prefetchContent(
  client: ApolloClient,
  applicationId: number,
  language: string,
  features: Pick<DeploymentFeatures, "milestones" | "healthIssue">,
): Promise<void> {
  await Promise.all(
    contentQueries(applicationId, language, features).map(({ query, variables }) => client.query({ query, variables, fetchPolicy: "network-only" })),
  );
}
