import type { CodegenConfig } from "@graphql-codegen/cli";

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
        enumsAsTypes: true,
        nonOptionalTypename: true,
        scalars: { ID: "string", DateTimeISO: "string", FieldAnswer: "string | number" },
      },
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
