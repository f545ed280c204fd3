import { entityManifests, listItemSchemaOf, objectSchemaOf, recordFieldsOf } from "@stepwise/domain/entities";
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DownloadRecordsDocument, SyncDocument } from "./generated/graphql.js";
import { createCache } from "./platform/apollo.js";
import { recordCaches } from "./app/record-caches.js";
import { inputFields } from "./sync/sync-answer.js";

/*
 * The web's side of the synced entities, checked against their manifests (@stepwise/domain/entities):
 * each table's fragment reads every field of the manifest's schema, and the table names and sync
 * input fields the sync layer uses are the manifests'.
 */

/** Tables the app neither shows nor writes (the server keeps them for legacy devices). */
const NOT_ON_THE_WEB = ["client_elements", "client_milestones"];

/** The fields a selection asks for, through its fragment spreads, each with its own selection. */
function selectedFields(set: SelectionSetNode, document: DocumentNode): Map<string, SelectionSetNode | undefined> {
  const fields = new Map<string, SelectionSetNode | undefined>();
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.set(selection.name.value, selection.selectionSet);
    else if (selection.kind === Kind.INLINE_FRAGMENT) selectedFields(selection.selectionSet, document).forEach((v, k) => fields.set(k, v));
    else {
      const spread = document.definitions.find(
        (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (!spread) throw new Error(`no fragment ${selection.name.value}`);
      selectedFields(spread.selectionSet, document).forEach((v, k) => fields.set(k, v));
    }
  }
  return fields;
}

/** The fields an operation selects under the path of fields given (`["sync", "results"]`). */
function fieldsUnder(document: DocumentNode, path: readonly string[]): string[] {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  let set: SelectionSetNode | undefined = operation.selectionSet;
  for (const name of path) set = selectedFields(set!, document).get(name);
  return [...selectedFields(set!, document).keys()];
}

/** The schema's fields a selection leaves out, nested objects and lists of objects included. */
function unselected(zod: z.ZodObject, set: SelectionSetNode, document: DocumentNode, path: string): string[] {
  const fields = selectedFields(set, document);
  return Object.entries(zod.shape).flatMap(([name, fieldSchema]) => {
    if (!fields.has(name)) return [`${path}.${name}`];
    const inner = objectSchemaOf(fieldSchema as z.ZodType) ?? objectSchemaOf(listItemSchemaOf(fieldSchema as z.ZodType) ?? (fieldSchema as z.ZodType));
    const nested = fields.get(name);
    return inner && nested ? unselected(inner, nested, document, `${path}.${name}`) : [];
  });
}

describe("the web's synced tables follow their manifests", () => {
  const webTables = entityManifests.filter((m) => !NOT_ON_THE_WEB.includes(m.table));

  it("the sync input field of each table is its manifest's", () => {
    expect(Object.fromEntries(inputFields(recordCaches))).toEqual(Object.fromEntries(webTables.map((m) => [m.table, m.inputField])));
  });

  it("the cache holds every table the app shows", () => {
    expect(recordCaches.map((t) => t.table).sort()).toEqual(webTables.map((m) => m.table).sort());
  });

  it("the cache keeps every synced record by its uuid", () => {
    const cache = createCache();
    for (const m of entityManifests) expect(cache.identify({ __typename: m.typeName, uuid: "u1" })).toBe(`${m.typeName}:{"uuid":"u1"}`);
  });

  it("the sync answer and the first sync's download read every table the app shows", () => {
    // The sync answer's records come as documents, of every table (docs/sync-and-api.md, "Records as documents").
    expect(fieldsUnder(SyncDocument, ["sync"])).toContain("documents");
    const downloaded = fieldsUnder(DownloadRecordsDocument, ["downloadRecords"]);
    expect(webTables.filter((m) => !downloaded.includes(m.listQuery)).map((m) => m.table)).toEqual([]);
  });

  describe.each(webTables.map((manifest) => [manifest.table, manifest] as const))("%s", (table, manifest) => {
    it("its cache reads and downloads it in the manifest's list", () => {
      expect(recordCaches.find((t) => t.table === table)!.list).toBe(manifest.listQuery);
    });

    it("its fragment is on the manifest's type and reads every field of the schema", () => {
      const cached = recordCaches.find((t) => t.table === table)!;
      const fragment = cached.fragment.definitions.find(
        (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === cached.fragmentName,
      )!;
      expect(fragment.typeCondition.name.value).toBe(manifest.typeName);
      expect(recordFieldsOf(manifest).length).toBeGreaterThan(0);
      expect(unselected(objectSchemaOf(manifest.schema)!, fragment.selectionSet, cached.fragment, manifest.typeName)).toEqual([]);
    });
  });
});
