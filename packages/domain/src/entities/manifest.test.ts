import { describe, expect, it } from "vitest";
import { z } from "zod";
import { entityManifests, listItemSchemaOf, objectSchemaOf, recordFieldsOf } from "./index.js";

describe("entity manifests", () => {
  it("name each table, type, input field and query once", () => {
    for (const key of ["table", "typeName", "inputField", "listQuery", "oneQuery"] as const) {
      const values = entityManifests.map((m) => m[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("name the sync input field after the type, first letter lower-case (the web derives it so)", () => {
    for (const m of entityManifests) expect(m.inputField, m.table).toBe(m.typeName.charAt(0).toLowerCase() + m.typeName.slice(1));
  });

  it("read the fields of a record's schema under its transform", () => {
    const favorites = entityManifests.find((m) => m.table === "favorites")!;
    expect(recordFieldsOf(favorites)).toEqual(["uuid", "article_uuid", "page"]);
  });

  it("find the object under a preprocess and the items of a nullish list", () => {
    const item = z.preprocess((v) => v, z.looseObject({ id: z.string() }));
    const items = z
      .array(item)
      .nullish()
      .transform((v) => v ?? []);
    expect(Object.keys(objectSchemaOf(listItemSchemaOf(items)!)!.shape)).toEqual(["id"]);
    expect(objectSchemaOf(z.string().nullish())).toBeNull();
  });
});
