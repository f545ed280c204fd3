import { CLIENT_DEFAULTS, emptySimpleFields } from "@stepwise/domain";
import type { ClientFieldsFragment } from "../../generated/graphql.js";
import type { ClientInput } from "../../generated/schema-inputs.js";
import { toInput } from "../../platform/strip-typename.js";

/** A client as the device edits and queues it: the ClientInput shape. */
export type ClientRecord = ClientInput;

/** The Client type's fields a device does not write: the sync flags it is answered and the server's stamps. */
const SERVER_FIELDS = ["synced", "saved", "dataversion", "updatedAt", "deletedAt"] as const;

/** docs/product.md §3 "Client": a new client, with the domain's defaults and every simple field empty. */
export function newClient(uuid: string, clientname: string): ClientRecord {
  // A list of its own: the defaults' empty list is shared by every caller.
  return { uuid, clientname, ...CLIENT_DEFAULTS, clientFormFields: [], consents: [], ...emptySimpleFields() };
}

/** The editable part of a client read from the server: every field of its fragment but the server's. */
export function toClientRecord(client: ClientFieldsFragment): ClientRecord {
  return toInput<ClientRecord>(client, SERVER_FIELDS);
}
