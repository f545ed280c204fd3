import { entityManifests, recordFieldsOf } from "@stepwise/domain/entities";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { sampleDefaultsOf, sampleRecordOf, selectionOf } from "./generated-sample.js";
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

  // A new entity's sample is generated: the generator is proven on every manifest, realistic sample or not.
  describe.each(entityManifests.map((manifest) => [manifest.table, manifest] as const))("%s, generated from its schema", (_table, manifest) => {
    it("passes the schema, with every field given or filled by a default, and a uuid for each uuid field", () => {
      const record = sampleRecordOf(manifest);
      expect(manifest.schema.safeParse(record).error).toBeUndefined();
      const given = [...Object.keys(record), ...Object.keys(sampleDefaultsOf(manifest, record))];
      expect(recordFieldsOf(manifest).filter((field) => !given.includes(field))).toEqual([]);
      expect(record.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(sampleRecordOf(manifest).uuid).not.toBe(record.uuid);
    });

    it("holds one item in each list, so nested fields are sent and read back too", () => {
      const lists = Object.entries(sampleRecordOf(manifest)).filter(([, value]) => Array.isArray(value));
      for (const [field, value] of lists) expect([field, (value as unknown[]).length]).toEqual([field, 1]);
    });
  });
});

describe("the selection of a table's sample", () => {
  it("reads every field of the type, nested types included, but not the fields every test query adds", () => {
    expect(selectionOf("CycleAction").split(" ").sort()).toEqual(["action", "description_uuid", "ready", "saved", "uuid"]);
    expect(selectionOf("Rehabilitation")).toContain("domains { ");
    expect(selectionOf("Rehabilitation")).toContain("measure { date score uuid }");
  });

  it("names a type the schema lacks", () => {
    expect(() => selectionOf("NoSuchRecord")).toThrow("schema/schema.graphql has no object type NoSuchRecord");
  });
});
