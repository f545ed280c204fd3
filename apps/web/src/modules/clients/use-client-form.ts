import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { storedApplication, storedSettings } from "../../app/deployment.js";
import { ClientFormTemplateDocument } from "../../generated/graphql.js";
import { toInput } from "../../sync/strip-typename.js";
import type { FormField } from "./client-form.js";

/** The deployment's client form template (its generic client), from the persisted cache when offline. */
export function useClientFormTemplate(): FormField[] {
  const app = storedApplication();
  const { data } = useQuery(ClientFormTemplateDocument, {
    variables: { applicationId: app?.id ?? 0, language: storedSettings().languageCode },
    skip: !app,
    fetchPolicy: "cache-and-network",
    errorPolicy: "all",
  });
  const template = data?.genericClients[0];
  return useMemo(() => (template ? toInput<FormField[]>(template.clientFormFields) : []), [template]);
}
