import type { CodegenConfig } from "@graphql-codegen/cli";

// CODEGEN_OUT lets the drift check generate elsewhere (scripts/check-codegen.mjs).
const out = process.env.CODEGEN_OUT ?? "apps/web/src/generated/";

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["apps/web/src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        nonOptionalTypename: true,
        scalars: { ID: "string", DateTimeISO: "string", FieldAnswer: "string | number" },
      },
    },
  },
};

export default config;
