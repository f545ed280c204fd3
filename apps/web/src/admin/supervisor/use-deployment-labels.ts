import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import type { ApolloClient } from "@apollo/client";
import { CurrentApplicationDocument, MilestoneChecklistsDocument, TranslationsDocument } from "../../generated/graphql.js";
import type { NamedChecklist } from "../../i18n/content-labels.js";
import { onAdminSessionChange } from "../admin-session.js";

/*
 * docs/teams.md, "In the console": the names her deployment's published content gives a client's
 * registration fields and milestone checklists, in the console's language (its English when the
 * deployment has no texts in that language), so her pages name them as the worker's screens do. Her
 * console session may read her own deployment's content only (the server refuses any other's);
 * without it (another deployment's host, a failed read) the pages show the raw keys.
 */
export interface DeploymentLabels {
  dictionary: Readonly<Record<string, string>>;
  checklists: readonly NamedChecklist[];
}

export const NO_LABELS: DeploymentLabels = { dictionary: {}, checklists: [] };

const read = new Map<string, Promise<DeploymentLabels>>();
// Another login may be of another deployment.
onAdminSessionChange(() => read.clear());

async function readLabels(client: ApolloClient, language: string): Promise<DeploymentLabels> {
  const app = await client.query({ query: CurrentApplicationDocument, fetchPolicy: "network-only" });
  const applicationId = app.data?.application.id;
  if (applicationId === undefined) return NO_LABELS;
  const inLanguage = async (code: string) => {
    const [texts, checklists] = await Promise.all([
      client.query({ query: TranslationsDocument, variables: { applicationId, language: code } }),
      client.query({ query: MilestoneChecklistsDocument, variables: { applicationId, language: code } }),
    ]);
    return { texts: texts.data?.translations ?? [], checklists: checklists.data?.milestoneChecklists ?? [] };
  };
  let answer = await inLanguage(language);
  if (answer.texts.length === 0 && language !== "en") answer = await inLanguage("en");
  return { dictionary: Object.fromEntries(answer.texts.map((t) => [t.identifier, t.translation])), checklists: answer.checklists };
}

/** Her deployment's labels in the console's language; NO_LABELS while reading or when they cannot be read. */
export function useDeploymentLabels(language: string): DeploymentLabels {
  const client = useApolloClient();
  const [labels, setLabels] = useState<{ language: string; labels: DeploymentLabels } | null>(null);
  useEffect(() => {
    let live = true;
    if (!read.has(language))
      read.set(
        language,
        readLabels(client, language).catch(() => NO_LABELS),
      );
    void read.get(language)!.then((found) => live && setLabels({ language, labels: found }));
    return () => {
      live = false;
    };
  }, [client, language]);
  return labels?.language === language ? labels.labels : NO_LABELS;
}
