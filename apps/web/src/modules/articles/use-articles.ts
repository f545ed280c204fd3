import { storedApplication, storedSettings } from "../deployment/deployment.js";
import { ArticlesDocument } from "../../generated/graphql.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";

/** The deployment's articles in the chosen language, from the persisted cache when offline. */
export function useArticles() {
  const app = storedApplication();
  const { data } = useCachedQuery(ArticlesDocument, { applicationId: app?.id ?? 0, language: storedSettings().languageCode }, !app);
  return data?.articles ?? [];
}
