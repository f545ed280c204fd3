import type { NamedChecklist } from "../../i18n/content-labels.js";
import { MilestoneChecklistsDocument } from "../../generated/graphql.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { storedApplication, storedSettings } from "../deployment/deployment.js";

const FALLBACK_LANGUAGE = "en";

/**
 * The deployment's milestone checklists her phone already holds for offline use (as the worker's
 * milestone screens read them: the chosen language, else English), to name a supervised client's
 * milestone categories (docs/teams.md, "On the supervisor's phone").
 */
export function useTeamChecklists(): readonly NamedChecklist[] {
  const app = storedApplication();
  const language = storedSettings().languageCode;
  const chosen = useCachedQuery(MilestoneChecklistsDocument, { applicationId: app?.id ?? 0, language }, !app);
  const needsFallback = language !== FALLBACK_LANGUAGE && !chosen.loading && (chosen.data?.milestoneChecklists.length ?? 0) === 0;
  const fallback = useCachedQuery(MilestoneChecklistsDocument, { applicationId: app?.id ?? 0, language: FALLBACK_LANGUAGE }, !app || !needsFallback);
  return chosen.data?.milestoneChecklists.length ? chosen.data.milestoneChecklists : (fallback.data?.milestoneChecklists ?? []);
}
