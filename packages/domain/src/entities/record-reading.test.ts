import { describe, expect, it } from "vitest";
import { entityManifests } from "./index.js";
import { RECORD_READING, readingOf } from "./record-reading.js";

describe('RECORD_READING (docs/sync-and-api.md, "Records as documents")', () => {
  it("is where every manifest takes its sync flags and computed fields from: one definition for the server and the phone", () => {
    for (const manifest of entityManifests) {
      const reading = readingOf(manifest.table);
      expect(manifest.syncedFlags, manifest.table).toBe(reading.syncedFlags);
      expect(manifest.computed, manifest.table).toBe(reading.computed);
    }
    expect(Object.keys(RECORD_READING).sort()).toEqual(entityManifests.map((m) => m.table).sort());
  });

  it("names the table that has no reading", () => {
    expect(() => readingOf("nothing")).toThrow("nothing: no RECORD_READING entry");
  });
});
