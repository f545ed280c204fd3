import { isClientValid } from "@stepwise/domain";
import type { ClientFieldsFragment, ClientInput } from "../../generated/graphql.js";

/** A client as the device edits and queues it: the ClientInput shape. */
export type ClientRecord = ClientInput;

export function newClient(uuid: string, clientname: string): ClientRecord {
  return { uuid, clientname, age: null, valid: true, archived: false, status: null, clientFormFields: [] };
}

/** The editable part of a client read from the server. */
export function toClientRecord(client: ClientFieldsFragment): ClientRecord {
  return {
    uuid: client.uuid,
    clientname: client.clientname,
    age: client.age ?? null,
    valid: client.valid,
    archived: client.archived,
    status: client.status ?? null,
    clientFormFields: client.clientFormFields.map(({ __typename: _t, categories, ...field }) => ({
      ...field,
      categories: categories.map(({ __typename: _c, ...category }) => category),
    })),
  };
}

/** A queued client as the cache holds it once the server confirmed it (synced 1, saved T). */
export function toCachedClient(record: ClientRecord, dataversion: number, updatedAt: string): ClientFieldsFragment {
  const fields = record.clientFormFields ?? [];
  return {
    __typename: "Client",
    uuid: record.uuid,
    clientname: record.clientname,
    age: record.age ?? null,
    valid: isClientValid(fields.map((f) => ({ mandatory: f.mandatory ?? false, answer: f.answer ?? null, component: f.component ?? null }))),
    archived: record.archived ?? false,
    status: record.status ?? null,
    synced: 1,
    saved: "T",
    dataversion,
    updatedAt,
    deletedAt: null,
    clientFormFields: fields.map((f) => ({
      __typename: "ClientFormField",
      uuid: f.uuid,
      answer: f.answer ?? null,
      mandatory: f.mandatory ?? false,
      clientField: f.clientField ?? null,
      birthdate: f.birthdate ?? null,
      component: f.component ?? null,
      flowelement: f.flowelement ?? false,
      categories: (f.categories ?? []).map((c) => ({ __typename: "ClientFieldCategory", id: c.id ?? null, text_input: c.text_input ?? null })),
    })),
  };
}
