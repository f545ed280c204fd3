import { isClientValid } from "../client.js";
import { z } from "zod";
import { answer, flag, list, optionalInt, text, withoutDeviceFlags } from "./record-fields.js";
import { defineEntity } from "./manifest.js";

const ClientFieldCategorySchema = z.looseObject({
  id: text,
  text_input: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

const ClientFormFieldSchema = z.looseObject({
  uuid: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1, "is required")),
  answer,
  mandatory: flag,
  clientField: text,
  birthdate: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  component: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  categories: list(ClientFieldCategorySchema),
  flowelement: flag,
});

/** Spec 3 "Client": stored without the device-only sync flags; `valid` follows the spec's rule. */
export const ClientRecordSchema = z
  .looseObject({
    uuid: z.string().min(1, "is required"),
    clientname: z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
    age: optionalInt.pipe(z.number().min(0, "is never below 0").nullable()),
    valid: flag,
    archived: flag,
    status: text,
    clientFormFields: list(ClientFormFieldSchema),
  })
  .transform((client) => Object.assign(withoutDeviceFlags(client, ["synced", "saved"]), { valid: isClientValid(client.clientFormFields) }));

export type ClientRecord = z.output<typeof ClientRecordSchema>;

export const clientsEntity = defineEntity({
  table: "clients",
  typeName: "Client",
  inputField: "client",
  listQuery: "clients",
  oneQuery: "client",
  clientField: null,
  schema: ClientRecordSchema,
  syncedFlags: { synced: 1, saved: "T" },
  serverFields: ["ageBand"],
});
