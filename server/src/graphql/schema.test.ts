import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { graphql } from "graphql";
import { describe, expect, it } from "vitest";
import { buildAppSchema, printAppSchema } from "./schema.js";
import { createChangePubSub } from "../sync/change-feed.js";

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../schema/schema.graphql");

describe("schema contract", () => {
  it("schema/schema.graphql equals what the server emits (run `npm run schema:emit` after changing the API)", async () => {
    const emitted = printAppSchema(await buildAppSchema(createChangePubSub()));
    expect(fs.readFileSync(committed, "utf8")).toBe(emitted);
  });
});

describe("Mutation.sync", () => {
  it("runs SyncResolver.sync, handing the sync engine each record with the fields sent and no others", async () => {
    const schema = await buildAppSchema(createChangePubSub());
    const handed: unknown[] = [];
    // A stand-in for the sync engine as the doors call it, keeping what it is handed: the point is the shape of its input.
    const services = {
      auth: { actAs: async (identity: object, named: string) => ({ ...identity, installId: named }) },
      callerBatches: {
        applyBatchAnswer: async (_identity: unknown, _install: unknown, entries: Array<{ record: unknown }>) => (
          handed.push(...entries.map((e) => e.record)),
          { results: [], documents: null }
        ),
      },
    };
    const result = await graphql({
      schema,
      source: `mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }`,
      variableValues: {
        input: {
          appInstallId: "0b8e5d2c-7f3a-4e19-8c6d-2a4f9e1b3c57",
          entries: [
            {
              clientMutationId: 1,
              table: "clients",
              uuid: "c1",
              client: { uuid: "c1", clientname: "Chikondi Banda", clientFormFields: [{ uuid: "f1", answer: "x" }] },
            },
          ],
        },
      },
      contextValue: { identity: { user: null, installId: null, isAdmin: false }, services },
    });
    expect(result.errors).toBeUndefined();
    expect(handed).toHaveLength(1);
    expect(handed[0]).toEqual({ uuid: "c1", clientname: "Chikondi Banda", clientFormFields: [{ uuid: "f1", answer: "x" }] });
  });
});
