import { FIRST_RUN_LANGUAGE } from "@stepwise/domain";
import { graphql, type GraphQLSchema } from "graphql";
import type { Identity } from "../auth/identity.js";
import type { Logger } from "../logger.js";
import type { GraphQLContext } from "../request/context.js";
import type { Services } from "../services.js";

// The public fields of a deployment, as the app's CurrentApplication query reads them (a test compares the two).
const APPLICATION = `query FirstRunApplication {
  application { id app_identifier app_title login version contentVersion
    metadata { text2speech userLogin introText }
    languages { id name languageCode }
    regions { id name countryID }
    forms { formtype }
  }
}`;
const TRANSLATIONS = `query FirstRunTranslations($applicationId: Int!, $language: String!) {
  translations(applicationId: $applicationId, language: $language) { identifier translation }
}`;

const NOBODY: Identity = { user: null, installId: null, isAdmin: false };

/**
 * The answers a first run asks for before its welcome, given with the page itself (docs/worker-phone.md,
 * "A weak link"): the deployment of the page's host and its texts in FIRST_RUN_LANGUAGE. On a weak
 * link each of those questions was a round trip after the app's scripts ran. As the page's JSON, or
 * null when the host serves no deployment or they fail.
 */
export async function firstRunAnswers(schema: GraphQLSchema, services: Services, logger: Logger, host: string): Promise<string | null> {
  // The same resolvers answer as over /graphql, as a caller with no session (these queries need none).
  const contextValue: GraphQLContext = { identity: NOBODY, services, logger, host, address: "page", authorization: undefined };
  const application = await graphql({ schema, source: APPLICATION, contextValue });
  const app = (application.data as { application?: { id: number } } | null | undefined)?.application;
  if (application.errors || !app) return null;
  const texts = await graphql({ schema, source: TRANSLATIONS, contextValue, variableValues: { applicationId: app.id, language: FIRST_RUN_LANGUAGE } });
  if (texts.errors || !texts.data) return null;
  return JSON.stringify({ application: app, language: FIRST_RUN_LANGUAGE, translations: texts.data.translations });
}
