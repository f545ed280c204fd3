import { z } from "zod";
import { answer, flag, uuid, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

/** docs/product.md §3 "Client elements": an answer of a client's form element. */
export const ClientElementSchema = graphql(
  z.looseObject({ uuid, client_uuid: uuid, mandatory: flag, answer }).transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "An answer to one element of a client's form (docs/product.md §3)" },
);

export const clientElementsEntity = defineEntity({
  table: "client_elements",
  typeName: "ClientElement",
  inputField: "clientElement",
  listQuery: "clientElements",
  oneQuery: "clientElement",
  clientField: "client_uuid",
  schema: ClientElementSchema,
  syncedFlags: readingOf("client_elements").syncedFlags,
  report: { uuid: "id", client_uuid: "id", mandatory: "flag" },
});
