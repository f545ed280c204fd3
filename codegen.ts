import type { CodegenConfig } from "@graphql-codegen/cli";

/** How the schema's scalars are typed in the app (SyncEntries, below, holds SyncEntryInput objects). */
const SCALARS = { ID: "string", DateTimeISO: "string", FieldAnswer: "string | number" };

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["apps/web/src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    // scripts/check-codegen.mjs generates from this file in memory and compares with what is committed.
    "apps/web/src/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        // Each enum an operation uses as a const object and its type, its values spelled as in the
        // schema (AuditActionKind.DEVICE_WIPE_NOW): the console lists a closed set the server has
        // (the audit log's kinds, the roles) from here, not by hand (docs/operator-console.md).
        enumType: "const",
        namingConvention: { enumValues: "keep" },
        nonOptionalTypename: true,
        // RecordDocuments: a JSON array of RecordDocument (docs/sync-and-api.md, "Records as documents").
        scalars: {
          ...SCALARS,
          SyncEntries: 'Array<import("./schema-inputs.js").SyncEntryInput>',
          RecordDocuments: 'Array<import("@stepwise/domain").RecordDocument>',
        },
      },
    },
    // The schema's input types and enums, every one, whether or not an operation names it: a sync
    // batch's entries travel as the SyncEntries scalar, so no operation names SyncEntryInput or the
    // record inputs it holds (ClientInput, ...), which the app's records are typed by.
    "apps/web/src/generated/schema-inputs.ts": {
      plugins: ["typescript"],
      config: { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true, scalars: SCALARS },
    },
    // The members of each union (SyncedRecord: every synced entity's type), so the cache keys them all
    // by uuid from one type policy (apollo.ts) and a new entity needs no line there.
    "apps/web/src/generated/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
