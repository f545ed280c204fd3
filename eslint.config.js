// ESLint for the whole tree (docs/testing.md, "What runs"): typescript-eslint's type-aware rules, React's hooks rules,
// `npm run lint`, a step of `npm test` (as are import cycles: scripts/check-import-cycles.mjs).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "apps/web/src/generated/**", "apps/web/dev-dist/**", "coverage/**", ".test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["codegen.ts", "server/vitest.config.ts", "packages/domain/vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // Migrations are written against Kysely<any> on purpose (docs/style.md): later schema types never break an old migration.
    files: ["server/src/db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests wrap synchronous steps in `act(async () => ...)` and fake async ports with async functions that need no await.
    files: ["**/*.test.{ts,tsx}", "**/test-support/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    // Vitest's asymmetric matchers (expect.any, objectContaining, stringMatching...) return `any` by design, to sit inside an expected value.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  // Every regular expression is linear (docs/SECURITY.md): a backtracking pattern fails the lint.
  regexp.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential" }],
    },
  },
  { files: ["apps/web/src/**/*.tsx", "apps/web/src/**/*.ts"], ...reactHooks.configs.flat.recommended },
  {
    // Forms re-seed their draft from a changed prop in an effect on purpose (CommitText, TextEditor, the drawers, the menu on navigation).
    files: ["apps/web/src/**/*.tsx", "apps/web/src/**/*.ts"],
    rules: { "react-hooks/set-state-in-effect": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  prettier,
);
