import { describe, expect, it } from "vitest";
import { recordSummary } from "./record-summary.js";

describe("another device's version of a record, as a worker reads it", () => {
  it("puts the name first, counts lists and leaves out the uuid, sync flags and empty fields", () => {
    const record = { uuid: "u1", synced: 1, archived: false, clientname: "Chikondi", age: 14, clientFormFields: [{}, {}, {}], note: "", extra: { nested: true } };
    expect(recordSummary(record)).toEqual([
      { field: "clientname", value: "Chikondi" },
      { field: "archived", value: "false" },
      { field: "age", value: "14" },
      { field: "clientFormFields", value: "3 ×" },
    ]);
  });

  it("names a cycle goal by its description", () => {
    expect(recordSummary({ uuid: "c1", goal_status: "X", description: "Walk to school" })[0]).toEqual({ field: "description", value: "Walk to school" });
  });
});
