// ESLint for the whole tree (issue 19): typescript-eslint's type-aware rules, React's hooks rules,
// `npm run lint` (import cycles: scripts/check-import-cycles.mjs, in `npm test`); not yet part of `npm test` (the lead applies fixes first).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "apps/web/src/generated/**", "apps/web/dev-dist/**", "coverage/**", ".test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["codegen.ts", "*/vitest.config.ts", "packages/*/vitest.config.ts", "apps/*/vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  { files: ["apps/web/src/**/*.tsx", "apps/web/src/**/*.ts"], ...reactHooks.configs.flat.recommended },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  prettier,
);
