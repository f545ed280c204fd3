import type { ApolloClient } from "@apollo/client";
import { ArticlesDocument, ClientFormTemplateDocument, HiappTreeDocument, MilestoneChecklistsDocument } from "../../generated/graphql.js";
import type { DeploymentFeatures } from "./navigation.js";

/**
 * The deployment's content that screens need offline, read into the cache whenever the
 * translations are (first run, a language change, a new content version, a login), so a device
 * that goes offline before opening a screen still has it. The health-issue tree also in English,
 * which the form falls back to for a language without a tree of its own. Only what the deployment
 * offers: a deployment without the health-issue form never asks for its tree, one without
 * milestones never for the checklists (each a round trip on a weak link; docs/worker-phone.md).
 */
export async function prefetchContent(
  client: ApolloClient,
  applicationId: number,
  language: string,
  features: Pick<DeploymentFeatures, "milestones" | "healthIssue">,
): Promise<void> {
  const variables = { applicationId, language };
  const fresh = "network-only" as const;
  await Promise.all([
    client.query({ query: ArticlesDocument, variables, fetchPolicy: fresh }),
    client.query({ query: ClientFormTemplateDocument, variables, fetchPolicy: fresh }),
    ...(features.milestones ? [client.query({ query: MilestoneChecklistsDocument, variables, fetchPolicy: fresh })] : []),
    ...(features.healthIssue ? [client.query({ query: HiappTreeDocument, variables, fetchPolicy: fresh })] : []),
    ...(features.healthIssue && language !== "en"
      ? [client.query({ query: HiappTreeDocument, variables: { applicationId, language: "en" }, fetchPolicy: fresh })]
      : []),
  ]);
}
