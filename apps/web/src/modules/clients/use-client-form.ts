import { useMemo } from "react";
import { storedApplication, storedSettings } from "../deployment/deployment.js";
import { ClientFormTemplateDocument } from "../../generated/graphql.js";
import { toInput } from "../../platform/strip-typename.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import type { FormField } from "./client-form.js";

/** The deployment's client form template (its generic client), from the persisted cache when offline. */
export function useClientFormTemplate(): FormField[] {
  const app = storedApplication();
  const { data } = useCachedQuery(ClientFormTemplateDocument, { applicationId: app?.id ?? 0, language: storedSettings().languageCode }, !app);
  const template = data?.genericClients[0];
  return useMemo(() => (template ? toInput<FormField[]>(template.clientFormFields) : []), [template]);
}
