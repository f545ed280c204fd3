import { z } from "zod";
import { uuid, withoutDeviceFlags } from "./record-fields.js";
import { defineEntity } from "./manifest.js";

/** Spec 3 "Client image" (a local client_picture is migrated into one). */
export const ClientImageSchema = z
  .looseObject({
    uuid,
    client_uuid: uuid,
    image: z.string({ error: "must be the image as text (a data URL)" }),
  })
  .transform((r) => withoutDeviceFlags(r, ["synced"]));

export const clientImagesEntity = defineEntity({
  table: "client_images",
  typeName: "ClientImage",
  inputField: "clientImage",
  listQuery: "clientImages",
  oneQuery: "clientImage",
  clientField: "client_uuid",
  schema: ClientImageSchema,
  syncedFlags: { synced: 1 },
  longTexts: ["image"],
});
