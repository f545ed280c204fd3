import { entityManifests, listItemSchemaOf, objectSchemaOf, type ReportRules } from "@stepwise/domain/entities";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { pseudonym } from "./pseudonym.js";
import { allowListOf, keeperOf, REPORT_ALLOW_LISTS } from "./report-allow-lists.js";
import { pick } from "./report-keepers.js";

const secret = "a deployment's pseudonym key";

describe("a manifest's report rules, as the server keeps fields by them", () => {
  it.each([
    ["id", "7f0b887f-e4f7-4969-8871-b39a41970120", "7f0b887f-e4f7-4969-8871-b39a41970120"],
    ["code", "weekly", "weekly"],
    ["code", "Tiyamike Phiri lives in Blantyre", null],
    ["requiredCode", "Tiyamike Phiri lives in Blantyre", ""],
    ["date", "01-11-2026", "01-11-2026"],
    ["requiredDate", "next Tuesday", ""],
    ["number", 3, 3],
    ["score", 2.5, null],
    ["flag", "T", false],
    ["blank", "Muli bwanji?", ""],
    ["null", "12-03-2023", null],
  ] as const)("%s turns %j into %j", (rule, value, shown) => {
    expect(keeperOf(rule)(value, { secret, parent: {} })).toEqual(shown);
  });

  it("a pseudonym is of the field's own value, or of another field of the same object after a prefix", () => {
    expect(keeperOf({ pseudonym: {} })("HI-0042", { secret, parent: {} })).toBe(pseudonym(secret, "HI-0042"));
    expect(keeperOf({ pseudonym: {} })(null, { secret, parent: {} })).toBeNull();
    const parent = { uuid: "client-1", sender_user_id: 7 };
    expect(keeperOf({ pseudonym: { of: "uuid" } })("Tiyamike Phiri", { secret, parent })).toBe(pseudonym(secret, "client-1"));
    expect(keeperOf({ pseudonym: { of: "sender_user_id", prefix: "user:" } })("Worker", { secret, parent })).toBe(pseudonym(secret, "user:7"));
  });

  it("keeps only the named fields, in lists too", () => {
    const rules: ReportRules = { uuid: "id", items: { list: { id: "code" } } };
    const kept = pick({ uuid: "u-1", note: "free text", items: [{ id: "3", text_input: "typed" }] }, allowListOf(rules), secret);
    expect(kept).toEqual({ uuid: "u-1", items: [{ id: "3" }] });
  });

  it("every synced table has an allow-list made from its manifest, with the server's own fields", () => {
    expect(Object.keys(REPORT_ALLOW_LISTS).sort()).toEqual(entityManifests.map((m) => m.table).sort());
    for (const allow of Object.values(REPORT_ALLOW_LISTS)) expect(Object.keys(allow)).toEqual(expect.arrayContaining(["dataversion", "updatedAt", "uuid"]));
  });

  /** The fields a rule may name at this level: the object's schema, and at the top the server's fields. */
  function unknownFields(rules: ReportRules, schema: z.ZodType, extra: readonly string[], path: string): string[] {
    const object = objectSchemaOf(schema);
    if (!object) return [`${path} is no object`];
    const known = new Set([...Object.keys(object.shape), ...extra]);
    return Object.entries(rules).flatMap(([field, rule]) => {
      if (!known.has(field)) return [`${path}.${field}`];
      if (typeof rule === "object" && "list" in rule) {
        const item = listItemSchemaOf(object.shape[field] as z.ZodType);
        return item ? unknownFields(rule.list, item, [], `${path}.${field}[]`) : [`${path}.${field} is no list`];
      }
      return [];
    });
  }

  it.each(entityManifests.map((m) => [m.table, m] as const))(
    "%s: its rules name only fields its records have (a typo would leave a field out)",
    (table, manifest) => {
      const serverSide = [...Object.keys(manifest.serverFields ?? {}), ...Object.keys(manifest.syncedFlags)];
      expect(unknownFields(manifest.report, manifest.schema, serverSide, table)).toEqual([]);
    },
  );
});
