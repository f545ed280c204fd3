import { z } from "zod";
import { uuid, withoutDeviceFlags } from "../../sync/record-fields.js";
import type { SyncedTable } from "../../sync/synced-table.js";

/** Spec 3 "Client image" (a local client_picture is migrated into one). */
export const ClientImageSchema = z
  .looseObject({
    uuid,
    client_uuid: uuid,
    image: z.string({ error: "must be the image as text (a data URL)" }),
  })
  .transform((r) => withoutDeviceFlags(r, ["synced"]));

export const clientImagesTable: SyncedTable = { name: "client_images", schema: ClientImageSchema, syncedFlags: { synced: 1 }, longTexts: ["image"] };
