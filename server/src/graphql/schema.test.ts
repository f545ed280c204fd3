import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildAppSchema, printAppSchema } from "./schema.js";

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../schema/schema.graphql");

describe("schema contract", () => {
  it("schema/schema.graphql equals what the server emits (run `npm run schema:emit` after changing the API)", async () => {
    const emitted = printAppSchema(await buildAppSchema());
    expect(fs.readFileSync(committed, "utf8")).toBe(emitted);
  });
});
