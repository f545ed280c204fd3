// The repository scripts' own tests (`npm test` runs them as the "scripts" suite).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { environment: "node", include: ["*.test.mjs"] },
});
