import fs from "node:fs";
import path from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import type { CachedRecord } from "../sync/cached-tables.js";
import { storedRowsOf } from "../sync/stored-rows.js";
import storedDocumentsQuery from "../sync/stored-documents.graphql?raw";
import { documentOf, everyTable, makeClient, NOW, TYPENAMES } from "../test-support/first-sync-pages.js";
import { recordCaches } from "./record-caches.js";

/** Every record of the typed page, as the typed storedRecords answered each, with its table. */
const typed = recordCaches.flatMap((table) =>
  ((everyTable as unknown as Record<string, CachedRecord[]>)[table.list] ?? []).map((record) => ({ table: table.table, record })),
);

/** A storedDocuments answer's text. */
function answerOf(documents: unknown[], withheld: Array<{ table: string; uuid: string }> = []): string {
  return JSON.stringify({ data: { storedDocuments: { documents, withheld: withheld.map((key) => ({ __typename: "RecordKey", ...key })) } } });
}

describe("the feed's records asked as documents (docs/sync-and-api.md, \"The device's feed\")", () => {
  it("makes each document into the very row the typed storedRecords answered, in its table's fragment", () => {
    const made = storedRowsOf(answerOf(typed.map(({ table, record }) => documentOf(table, record))), TYPENAMES, NOW);
    expect(made.rows).toEqual(typed.map(({ table, record }) => ({ table, uuid: record.uuid, record })));
  });

  it("answers a tombstone with its deletedAt (the table's cache drops it), leaves out a table the app does not show, and names the withheld keys", () => {
    const gone = { ...documentOf("clients", makeClient("gone")), deleted: true, deletedAt: "2026-11-23T09:00:00.000Z" };
    const unshown = { table: "client_elements", uuid: "e1", dataversion: 1, deleted: false, updatedAt: "2026-11-23T08:00:00.000Z", content: {} };
    const made = storedRowsOf(answerOf([gone, unshown], [{ table: "clients", uuid: "later" }]), TYPENAMES, NOW);
    expect(made.rows?.map((row) => [row.table, row.uuid, row.record.deletedAt])).toEqual([["clients", "gone", "2026-11-23T09:00:00.000Z"]]);
    expect(made.rows && made.withheld).toEqual([{ table: "clients", uuid: "later" }]);
  });

  it("answers the errors of an answer without records", () => {
    const text = JSON.stringify({ data: null, errors: [{ message: "Not logged in", extensions: { code: "UNAUTHENTICATED" } }] });
    expect(storedRowsOf(text, TYPENAMES, NOW)).toEqual({ rows: null, errors: [{ message: "Not logged in", extensions: { code: "UNAUTHENTICATED" } }] });
  });

  it("asks a query the server's schema answers", () => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, "../../../../schema/schema.graphql"), "utf8"));
    expect(validate(schema, parse(storedDocumentsQuery))).toEqual([]);
  });
});
