import { describe, expect, it } from "vitest";
import { entityManifests } from "@stepwise/domain/entities";
import { makeClient } from "../test-support/factories.js";
import { tableSamples } from "../test-support/record-samples.js";
import { MAX_RECORD_BYTES, MAX_UNKNOWN_FIELDS, storedBytesOf, unknownFieldProblem } from "./record-bounds.js";
import { TableRegistry } from "./synced-table.js";

const tables = new TableRegistry(entityManifests);
const table = (name: string) => tables.get(name)!;
const extras = (count: number, prefix = "extra") => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, i]));

describe("a record's undeclared fields and size (docs/SECURITY.md)", () => {
  it.each(tableSamples.map((s) => [s.table, s] as const))("a full sample of %s declares every field it carries", (_name, sample) => {
    expect(unknownFieldProblem(table(sample.table), sample.record())).toBeNull();
  });

  it("a legacy client with its sync flags, dataversion and a rehabilitation's {product}domain_id keys declares every field", () => {
    expect(unknownFieldProblem(table("clients"), { ...makeClient(), dataversion: 4 })).toBeNull();
    const plan = { uuid: "r1", client_uuid: "c1", domains: [{ rehabdomain_id: "d1", goals: [{ uuid: "g1", cycledomain_id: "d1" }] }] };
    expect(unknownFieldProblem(table("rehabilitations"), plan)).toBeNull();
  });

  it(`allows ${MAX_UNKNOWN_FIELDS} undeclared fields and names the next, at the top or nested`, () => {
    expect(unknownFieldProblem(table("clients"), makeClient(extras(MAX_UNKNOWN_FIELDS)))).toBeNull();
    expect(unknownFieldProblem(table("clients"), makeClient(extras(MAX_UNKNOWN_FIELDS + 1)))).toBe(
      `record.extra${MAX_UNKNOWN_FIELDS + 1}: a field the table does not declare; a record may carry at most ${MAX_UNKNOWN_FIELDS} (this is one more)`,
    );
    const field = { uuid: "f1", answer: "x", ...extras(MAX_UNKNOWN_FIELDS, "note") };
    expect(unknownFieldProblem(table("clients"), makeClient({ legacy: 1, clientFormFields: [field] }))).toBe(
      `record.clientFormFields[0].note${MAX_UNKNOWN_FIELDS}: a field the table does not declare; a record may carry at most ${MAX_UNKNOWN_FIELDS} (this is one more)`,
    );
  });

  it("counts every key inside an undeclared field", () => {
    expect(unknownFieldProblem(table("clients"), makeClient({ bag: [extras(MAX_UNKNOWN_FIELDS - 1)] }))).toBeNull();
    expect(unknownFieldProblem(table("clients"), makeClient({ bag: [extras(MAX_UNKNOWN_FIELDS)] }))).toBe(
      `record.bag[0].extra${MAX_UNKNOWN_FIELDS}: a field the table does not declare; a record may carry at most ${MAX_UNKNOWN_FIELDS} (this is one more)`,
    );
  });

  it("does not count the fields a table drops (a chat message keeps only its own)", () => {
    expect(unknownFieldProblem(table("chat_messages"), { uuid: "m1", text: "hi", sent_at: "2026-11-28T10:00:00Z", ...extras(50) })).toBeNull();
  });

  it(`measures a record as its stored JSON in UTF-8 bytes (limit ${MAX_RECORD_BYTES})`, () => {
    expect(storedBytesOf({ uuid: "a", clientname: "Zoë" })).toBe(JSON.stringify({ uuid: "a", clientname: "Zoë" }).length + 1);
  });
});
