import { useQuery } from "@apollo/client/react";
import { storedApplication, storedSettings } from "../../app/deployment.js";
import { ArticlesDocument } from "../../generated/graphql.js";

/** The deployment's articles in the chosen language, from the persisted cache when offline. */
export function useArticles() {
  const app = storedApplication();
  const { data } = useQuery(ArticlesDocument, {
    variables: { applicationId: app?.id ?? 0, language: storedSettings().languageCode },
    skip: !app,
    fetchPolicy: "cache-and-network",
    errorPolicy: "all",
  });
  return data?.articles ?? [];
}
