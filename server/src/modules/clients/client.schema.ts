import { z } from "zod";
import type { SyncedTable } from "../../sync/synced-table.js";
import { isClientValid } from "@stepwise/domain";

/** Legacy devices send flags as booleans or 0/1; a missing flag is false. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .nullish()
  .transform((v) => v === true || v === 1);
const text = z.union([z.string(), z.number()]).transform(String);
const answer = z.union([z.string(), z.number().int("must be text or an integer")]).nullable();

const ClientFieldCategorySchema = z.looseObject({
  id: text.nullable().optional(),
  text_input: z.string().nullable().optional(),
});

const ClientFormFieldSchema = z.looseObject({
  uuid: text.pipe(z.string().min(1, "is required")),
  answer: answer.default(null),
  mandatory: flag,
  clientField: text.nullable().default(null),
  birthdate: z.string().nullable().default(null),
  component: z.string().nullable().default(null),
  categories: z.array(ClientFieldCategorySchema).nullish().transform((c) => c ?? []),
  flowelement: flag,
});

/** Spec 3 "Client": stored without the device-only sync flags; `valid` follows the spec's rule. */
export const ClientRecordSchema = z
  .looseObject({
    uuid: z.string().min(1, "is required"),
    clientname: z.string().nullish().transform((v) => v ?? ""),
    age: z.number().int("must be a whole number of months").min(0, "is never below 0").nullable().default(null),
    valid: flag,
    archived: flag,
    status: text.nullable().default(null),
    clientFormFields: z.array(ClientFormFieldSchema).nullish().transform((v) => v ?? []),
  })
  .transform(({ synced: _synced, saved: _saved, dataversion: _dataversion, ...client }) => ({
    ...client,
    valid: isClientValid(client.clientFormFields),
  }));

export type ClientRecord = z.output<typeof ClientRecordSchema>;

export const clientsTable: SyncedTable = {
  name: "clients",
  schema: ClientRecordSchema,
  syncedFlags: { synced: 1, saved: "T" },
};
