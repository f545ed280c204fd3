import type { ClientFieldsFragment } from "../../generated/graphql.js";
import type { ClientInput } from "../../generated/schema-inputs.js";

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
