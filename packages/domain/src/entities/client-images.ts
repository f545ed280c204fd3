import { z } from "zod";
import { uuid, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

/** docs/product.md §3 "Client image" (a local client_picture is migrated into one). */
export const ClientImageSchema = graphql(
  z
    .looseObject({
      uuid,
      client_uuid: uuid,
      image: z.string({ error: "must be the image as text (a data URL)" }).describe("The image as a data URL"),
    })
    .transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "A client's picture (docs/product.md §3)" },
);

export const clientImagesEntity = defineEntity({
  table: "client_images",
  typeName: "ClientImage",
  inputField: "clientImage",
  listQuery: "clientImages",
  oneQuery: "clientImage",
  clientField: "client_uuid",
  schema: ClientImageSchema,
  syncedFlags: readingOf("client_images").syncedFlags,
  longTexts: ["image"],
  report: { uuid: "id", client_uuid: "id", image: "blank" },
});
