import { z } from "zod";
import { answer, flag, uuid, withoutDeviceFlags } from "../../sync/record-fields.js";
import type { SyncedTable } from "../../sync/synced-table.js";

/** Spec 3 "Client elements": an answer of a client's form element. */
export const ClientElementSchema = z.looseObject({ uuid, client_uuid: uuid, mandatory: flag, answer }).transform((r) => withoutDeviceFlags(r, ["synced"]));

export const clientElementsTable: SyncedTable = { name: "client_elements", schema: ClientElementSchema, syncedFlags: {} };
