import type { ApolloClient, Reference } from "@apollo/client";
import {
  MilestoneFormDocument,
  MilestoneFormFieldsFragmentDoc,
  MyChildDocument,
  MyChildFieldsFragmentDoc,
  type MilestoneFormFieldsFragment,
  type MyChildFieldsFragment,
} from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { persistNow } from "../../sync/apollo.js";
import { oneList } from "../../sync/cached-tables.js";
import type { RecordCache } from "../../sync/record-cache.js";

import type { MyChildRecord } from "./my-child-record.js";

type Kind = { typename: "MilestoneForm"; list: "milestoneForms" } | { typename: "MyChild"; list: "myChildren" };
const FORM: Kind = { typename: "MilestoneForm", list: "milestoneForms" };
const CHILD: Kind = { typename: "MyChild", list: "myChildren" };

/**
 * Once a record leaves the outbox the cache is this device's only copy of it: it is saved at once
 * rather than after the persistor's debounce, so a reload straight after (offline) still shows it.
 */
async function writeRow(client: ApolloClient, kind: Kind, data: MilestoneFormFieldsFragment | MyChildFieldsFragment): Promise<void> {
  const ref =
    data.__typename === "MilestoneForm"
      ? client.cache.writeFragment({ fragment: MilestoneFormFieldsFragmentDoc, fragmentName: "MilestoneFormFields", data })
      : client.cache.writeFragment({ fragment: MyChildFieldsFragmentDoc, fragmentName: "MyChildFields", data });
  // The list is written even when it was never fetched (first opened offline): a record that
  // left the outbox must stay visible.
  client.cache.modify({
    fields: {
      [kind.list](existing: readonly Reference[] | undefined, { readField }) {
        const list = existing ?? [];
        return list.some((r) => readField("uuid", r) === data.uuid) || !ref ? list : [...list, ref];
      },
    },
  });
  await persistNow();
}

async function dropRow(client: ApolloClient, kind: Kind, uuid: string): Promise<void> {
  client.cache.evict({ id: client.cache.identify({ __typename: kind.typename, uuid }) });
  client.cache.gc();
  await persistNow();
}

function cachedVersion(client: ApolloClient, kind: Kind, uuid: string): number | null {
  const id = client.cache.identify({ __typename: kind.typename, uuid });
  const cached =
    kind.typename === "MilestoneForm"
      ? client.cache.readFragment<MilestoneFormFieldsFragment>({ id, fragment: MilestoneFormFieldsFragmentDoc, fragmentName: "MilestoneFormFields" })
      : client.cache.readFragment<MyChildFieldsFragment>({ id, fragment: MyChildFieldsFragmentDoc, fragmentName: "MyChildFields" });
  return cached?.dataversion ?? null;
}

/** Milestone forms in the Apollo cache, fetched when another device changed one. */
export const milestoneFormCache: RecordCache = {
  table: "milestones",
  list: "milestoneForms",
  fragment: MilestoneFormFieldsFragmentDoc,
  fragmentName: "MilestoneFormFields",
  screens: oneList("milestoneForms"),
  dataversion: (client, uuid) => cachedVersion(client, FORM, uuid),
  async fetch(client, uuid) {
    const { data } = await client.query({ query: MilestoneFormDocument, variables: { uuid }, fetchPolicy: "network-only" });
    const form = data?.milestoneForm;
    if (!form) return;
    await (form.deletedAt ? dropRow(client, FORM, uuid) : writeRow(client, FORM, form));
  },
  describe: () => t("MILESTONE_FORM_NAME"),
};

/** My-child records in the Apollo cache, the same way. */
export const myChildCache: RecordCache = {
  table: "my_children",
  list: "myChildren",
  fragment: MyChildFieldsFragmentDoc,
  fragmentName: "MyChildFields",
  screens: oneList("myChildren"),
  dataversion: (client, uuid) => cachedVersion(client, CHILD, uuid),
  async fetch(client, uuid) {
    const { data } = await client.query({ query: MyChildDocument, variables: { uuid }, fetchPolicy: "network-only" });
    const child = data?.myChild;
    if (!child) return;
    await (child.deletedAt ? dropRow(client, CHILD, uuid) : writeRow(client, CHILD, child));
  },
  describe: (entry) => t("CHILD_BORN", { birthdate: String((entry.record as MyChildRecord | null)?.birthdate ?? entry.uuid) }),
};
