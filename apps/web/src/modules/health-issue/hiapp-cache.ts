import type { ApolloClient } from "@apollo/client";
import { HiappClientFormDocument, HiappClientFormFieldsFragmentDoc, HiappClientFormsDocument } from "../../generated/graphql.js";
import { oneList } from "../../sync/cached-tables.js";
import type { RecordCache } from "../../sync/record-cache.js";
import { t } from "../../i18n/t.js";
import type { HiappRecord } from "./hiapp-record.js";

/** Reads a form back from the server into the forms list (or drops a deleted one). */
async function fetchInto(client: ApolloClient, uuid: string): Promise<void> {
  const { data } = await client.query({ query: HiappClientFormDocument, variables: { uuid }, fetchPolicy: "network-only" });
  const form = data?.hiappClientForm;
  // The list is written even when it was never fetched (first filled offline): a form that left the outbox stays visible.
  const list = client.cache.readQuery({ query: HiappClientFormsDocument })?.hiappClientForms ?? [];
  const others = list.filter((f) => f.uuid !== uuid);
  const kept = form && !form.deletedAt ? [...others, form] : others;
  client.cache.writeQuery({ query: HiappClientFormsDocument, data: { __typename: "Query", hiappClientForms: kept } });
}

/** Health-issue forms (spec 3 hiapp_client_forms) in the Apollo cache. */
export const hiappCache: RecordCache = {
  table: "hiapp_client_forms",
  list: "hiappClientForms",
  fragment: HiappClientFormFieldsFragmentDoc,
  fragmentName: "HiappClientFormFields",
  screens: oneList("hiappClientForms"),
  dataversion(client, uuid) {
    return client.cache.readQuery({ query: HiappClientFormsDocument })?.hiappClientForms.find((f) => f.uuid === uuid)?.dataversion ?? null;
  },
  fetch: fetchInto,
  describe: (entry) => (entry.record as HiappRecord | null)?.client_reference || t("PAGE_HIAPP"),
};
