import { isClientValid, latestTodayOnEarth } from "../client.js";
import { withStoredConsents } from "../consent.js";
import { z } from "zod";
import { answer, flag, list, optionalInt, optionalNumber, text, withoutDeviceFlags } from "./record-fields.js";
import { CLIENT_SIMPLE_FIELDS, type SimpleFieldKind } from "./client-simple-fields.js";
import { clientConsents } from "./client-consents.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import type { ReportRules } from "./report-rules.js";
import { readingOf } from "./record-reading.js";

const ClientFieldCategorySchema = graphql(
  z.looseObject({
    id: text,
    text_input: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
  }),
  { typeName: "ClientFieldCategory", description: "A category of a form field, with its free text" },
);

const ClientFormFieldSchema = graphql(
  z.looseObject({
    uuid: graphql(z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1, "is required")), { scalar: "ID" }),
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
  }),
  { typeName: "ClientFormField", description: "One configurable field of a client's form (docs/product.md §3)" },
);

/** The field kind (record-fields.ts) of each kind of simple field. */
const SIMPLE_FIELD_KINDS: Record<SimpleFieldKind, z.ZodType> = { text, number: optionalNumber };

/**
 * The simple fields of packages/domain/src/entities/client-simple-fields.ts, each by its kind. Typed as no fields: the record's
 * TypeScript type names the fields written out below, the GraphQL type (derived at run time) all.
 */
const simpleFieldSchemas = Object.fromEntries(CLIENT_SIMPLE_FIELDS.map(({ field, kind }) => [field, SIMPLE_FIELD_KINDS[kind]])) as Record<never, never>;

/** What a pseudonymous report shows of each simple field that has a rule. */
const simpleFieldReports: ReportRules = Object.fromEntries(CLIENT_SIMPLE_FIELDS.flatMap(({ field, report }) => (report ? [[field, report]] : [])));

/** docs/product.md §3 "Client": stored without the device-only sync flags; `valid` follows the rule of docs/product.md §5. */
export const ClientRecordSchema = graphql(
  z
    .looseObject({
      uuid: graphql(z.string().min(1, "is required"), { scalar: "ID" }),
      // Required in the InputType since the first contract, though a missing name is stored as "".
      clientname: graphql(
        z
          .string()
          .nullish()
          .transform((v) => v ?? ""),
        { inputRequired: true },
      ),
      age: graphql(optionalInt.pipe(z.number().min(0, "is never below 0").nullable()), { description: "Age in months, never below 0" }),
      valid: graphql(flag, { description: "True only when every mandatory field has an answer" }),
      archived: flag,
      status: text,
      clientFormFields: list(ClientFormFieldSchema),
      // docs/operating.md, "Consent": one entry per scope; an old phone sends none and keeps its consent box.
      consents: graphql(clientConsents, { description: "The client's consents, one per scope (care, photos, reporting), with date, worker and withdrawal" }),
      ...simpleFieldSchemas,
    })
    .transform((client) =>
      Object.assign(withoutDeviceFlags(client, ["synced", "saved"]), { valid: isClientValid(client.clientFormFields, latestTodayOnEarth()) }),
    ),
  {
    description: "A client of a rehabilitation worker (docs/product.md §3)",
    inputDescription: "A client as a device saves it; missing fields take their defaults (docs/product.md §3)",
    flagDescriptions: { synced: "1: what the server holds is synced", saved: "T: what the server holds is saved" },
  },
);

export type ClientRecord = z.output<typeof ClientRecordSchema>;

export const clientsEntity = defineEntity({
  table: "clients",
  typeName: "Client",
  inputField: "client",
  listQuery: "clients",
  oneQuery: "client",
  clientField: null,
  schema: ClientRecordSchema,
  syncedFlags: readingOf("clients").syncedFlags,
  serverFields: {
    ageBand: graphql(text, { description: "Reports only (null elsewhere): the age band of `age`, e.g. 12-23 months, or unknown" }),
    lacksRequiredConsent: graphql(flag, {
      description:
        'Derived, never stored: a consent the client\'s form requires is missing, so reports leave her out until it is recorded (docs/operating.md, "Consent")',
    }),
  },
  computed: readingOf("clients").computed,
  // docs/sync-and-api.md, "Consent from older phones": a write without consents keeps the stored ones.
  stamp: (content, _writer, { stored }) => withStoredConsents(content, stored),
  report: {
    uuid: "id",
    clientname: { pseudonym: { of: "uuid" } },
    ageBand: "ageBand",
    lacksRequiredConsent: "flag",
    valid: "flag",
    archived: "flag",
    ...simpleFieldReports,
    consents: {
      list: { scope: "requiredCode", givenAt: "date", givenBy: "null", givenByName: "null", withdrawnAt: "date", withdrawnBy: "null", withdrawnByName: "null" },
    },
    clientFormFields: {
      list: {
        uuid: "id",
        answer: "choice",
        mandatory: "flag",
        clientField: "code",
        birthdate: "null",
        component: "code",
        categories: { list: { id: "code", text_input: "null" } },
        flowelement: "flag",
      },
    },
  },
});
