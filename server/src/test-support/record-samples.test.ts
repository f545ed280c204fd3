import { entityManifests, recordFieldsOf } from "@stepwise/domain/entities";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { tableSamples } from "./record-samples.js";

/** The fields a selection asks for at its top. */
function selected(selection: string): string[] {
  const [operation] = parse(`{ ${selection} }`).definitions as OperationDefinitionNode[];
  return operation!.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

describe("the test sample of each synced entity is a full record of its manifest's schema", () => {
  it("there is one sample per manifest", () => {
    expect(tableSamples.map((s) => s.table).sort()).toEqual(entityManifests.map((m) => m.table).sort());
  });

  describe.each(entityManifests.map((manifest) => [manifest.table, manifest] as const))("%s", (table, manifest) => {
    const sample = tableSamples.find((s) => s.table === table)!;

    it("passes the schema", () => {
      expect(manifest.schema.safeParse(sample.record()).error).toBeUndefined();
    });

    it("gives every field of the schema, or names the value the server fills it with", () => {
      const given = [...Object.keys(sample.record()), ...Object.keys(sample.defaults ?? {})];
      expect(recordFieldsOf(manifest).filter((field) => !given.includes(field))).toEqual([]);
    });

    it("reads every field of the schema back", () => {
      const read = selected(sample.selection);
      expect(recordFieldsOf(manifest).filter((field) => !read.includes(field))).toEqual([]);
    });
  });
});
