import { z } from "zod";
import { answer, flag, uuid, withoutDeviceFlags } from "./record-fields.js";
import { defineEntity } from "./manifest.js";

/** Spec 3 "Client elements": an answer of a client's form element. */
export const ClientElementSchema = z.looseObject({ uuid, client_uuid: uuid, mandatory: flag, answer }).transform((r) => withoutDeviceFlags(r, ["synced"]));

export const clientElementsEntity = defineEntity({
  table: "client_elements",
  typeName: "ClientElement",
  inputField: "clientElement",
  listQuery: "clientElements",
  oneQuery: "clientElement",
  clientField: "client_uuid",
  schema: ClientElementSchema,
  syncedFlags: {},
});
