import type { ApolloClient } from "@apollo/client";
import { ArticlesDocument, ClientFormTemplateDocument, HiappTreeDocument, MilestoneChecklistsDocument } from "../../generated/graphql.js";

/**
 * The deployment's content that screens need offline, read into the cache whenever the
 * translations are (first run, a language change, a new content version, a login), so a device
 * that goes offline before opening a screen still has it. The health-issue tree also in English,
 * which the form falls back to for a language without a tree of its own.
 */
export async function prefetchContent(client: ApolloClient, applicationId: number, language: string): Promise<void> {
  const variables = { applicationId, language };
  const fresh = "network-only" as const;
  await Promise.all([
    client.query({ query: ArticlesDocument, variables, fetchPolicy: fresh }),
    client.query({ query: ClientFormTemplateDocument, variables, fetchPolicy: fresh }),
    client.query({ query: MilestoneChecklistsDocument, variables, fetchPolicy: fresh }),
    client.query({ query: HiappTreeDocument, variables, fetchPolicy: fresh }),
    ...(language === "en" ? [] : [client.query({ query: HiappTreeDocument, variables: { applicationId, language: "en" }, fetchPolicy: fresh })]),
  ]);
}
