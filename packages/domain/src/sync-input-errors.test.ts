import { describe, expect, it } from "vitest";
import { invalidSyncEntryIndex } from "./sync-input-errors.js";

describe("invalidSyncEntryIndex", () => {
  it("reads the entry index graphql-js names in a variable-coercion error", () => {
    expect(
      invalidSyncEntryIndex('Variable "$input" got invalid value 7 at "input.entries[3].client.clientname"; String cannot represent a non string value: 7'),
    ).toBe(3);
    expect(
      invalidSyncEntryIndex(
        'Variable "$input" got invalid value "F" at "input.entries[12].client.archived"; Boolean cannot represent a non boolean value: "F"',
      ),
    ).toBe(12);
    // A value spanning lines (a text with a newline) still names its entry.
    expect(invalidSyncEntryIndex('Variable "$input" got invalid value "a\nb" at "input.entries[0].table"; ...')).toBe(0);
  });

  it("is null for any other error: the batch as a whole, another variable, or another message", () => {
    expect(invalidSyncEntryIndex('Variable "$input" got invalid value "x" at "input.appInstallId"; ...')).toBeNull();
    expect(invalidSyncEntryIndex('Variable "$other" got invalid value 1 at "other.entries[2]"; ...')).toBeNull();
    expect(invalidSyncEntryIndex("batch: at most 500 entries")).toBeNull();
    expect(invalidSyncEntryIndex("")).toBeNull();
  });
});
