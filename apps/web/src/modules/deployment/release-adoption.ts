import type { ApolloClient } from "@apollo/client";
import { CurrentApplicationDocument, LatestContentReleaseDocument, TranslationsDocument, type TranslationsQuery } from "../../generated/graphql.js";
import { persistAll } from "../../platform/persisted-cache.js";
import { heldContentRelease, saveReleaseUnder } from "../../vault/content-release.js";
import { applyTexts, rememberApplication, storedSettings } from "./deployment.js";
import { featuresOf } from "./navigation.js";
import { contentQueries, type ContentQuery } from "./offline-content.js";

/**
 * docs/worker-phone.md, "Content releases on the phone": at each contact the phone asks which
 * release of its deployment's content is the latest; when it holds another, it takes that release
 * whole or not at all. Resolves with the release it holds afterwards. One check at a time: a contact
 * while one runs waits for it.
 */
let checking: Promise<number | null> | null = null;

export function takeLatestRelease(client: ApolloClient): Promise<number | null> {
  checking ??= checkRelease(client).finally(() => (checking = null));
  return checking;
}

async function checkRelease(client: ApolloClient): Promise<number | null> {
  const held = heldContentRelease();
  // Before the first run kept a configuration there is no release to replace: the first run takes the latest.
  if (held === null) return null;
  const { data } = await client.query({ query: LatestContentReleaseDocument, fetchPolicy: "no-cache" });
  const latest = data?.application.contentVersion;
  if (latest === undefined || latest === held) return held;
  await adoptRelease(client, latest);
  return latest;
}

/**
 * Release `release` of the deployment's content: its configuration and then every content query the
 * screens read, each asked for that release and kept out of the cache (no-cache) until all arrived.
 * Only then, in one step, the answers go into the cache under the screens' usual variables, the
 * configuration and texts are stored, and the cache is saved. Any failure before that step leaves the
 * release the phone held whole (the next contact tries again): the screens never show half of one.
 */
export async function adoptRelease(client: ApolloClient, release: number, language = storedSettings().languageCode): Promise<void> {
  const { data } = await client.query({ query: CurrentApplicationDocument, variables: { release }, fetchPolicy: "no-cache" });
  const application = data?.application;
  if (!application) throw new Error(`release ${release}: the server sent no configuration`);
  if (application.contentVersion !== release) throw new Error(`release ${release}: the server answered release ${application.contentVersion}`);
  const texts: ContentQuery = { query: TranslationsDocument as ContentQuery["query"], variables: { applicationId: application.id, language } };
  const queries = [texts, ...contentQueries(application.id, language, featuresOf(application))];
  const answers = await Promise.all(
    queries.map(async ({ query, variables }) => {
      const answer = await client.query({ query, variables: { ...variables, release }, fetchPolicy: "no-cache" });
      if (!answer.data) throw new Error(`release ${release}: no answer to ${queryName(query)}`);
      return answer.data;
    }),
  );
  // Everything arrived: the switch, at once (the screens watching the cache hear of it once).
  client.cache.batch({
    update(cache) {
      cache.writeQuery({ query: CurrentApplicationDocument, data: { __typename: "Query", application } });
      queries.forEach(({ query, variables }, i) => cache.writeQuery({ query, variables, data: answers[i] }));
    },
  });
  const translations = (answers[0] as TranslationsQuery).translations;
  if (translations.length > 0) applyTexts(language, translations);
  // Saved before the phone calls the release its own: a page closed between the two then holds the
  // old number over the new content, and the next contact takes the release again (never the other
  // way round, a new number over the old content, which no contact would mend).
  saveReleaseUnder(release);
  try {
    await persistAll();
    rememberApplication(application);
  } finally {
    saveReleaseUnder(null);
  }
}

function queryName(query: ContentQuery["query"]): string {
  const definition = query.definitions[0];
  return (definition && "name" in definition && definition.name?.value) || "a query";
}
