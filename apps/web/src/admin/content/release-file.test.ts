import { describe, expect, it } from "vitest";
import { releaseFileName, summariseReleaseFile } from "./release-file.js";

const makeFile = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: "stepwise-release",
    version: 1,
    app_identifier: "HIAPP",
    number: 3,
    exportedAt: "2026-12-05T23:00:00.000Z",
    settings: {
      languages: [
        { id: "1", name: "English", languageCode: "en" },
        { id: "2", name: "Nederlands", languageCode: "nl" },
      ],
    },
    items: [
      { kind: "articles", key: "a", language: "en", content: {} },
      { kind: "articles", key: "a", language: "nl", content: {} },
      { kind: "hiapp_form", key: "tree", language: "en", content: {} },
    ],
    ...overrides,
  });

describe("a release file", () => {
  it("is named <app_identifier>-release-<N>.json", () => {
    expect(releaseFileName("MALA", 4)).toBe("MALA-release-4.json");
    expect(releaseFileName("a/b c", 1)).toBe("a_b_c-release-1.json");
  });

  it("tells what it brings before the import: where from, its items by kind, its languages", () => {
    expect(summariseReleaseFile(makeFile())).toEqual({
      summary: {
        appIdentifier: "HIAPP",
        number: 3,
        items: 3,
        kinds: [
          { kind: "articles", count: 2 },
          { kind: "hiapp_form", count: 1 },
        ],
        languages: ["en", "nl"],
      },
    });
  });

  it("says why a file is no release file", () => {
    expect(summariseReleaseFile("{nope")).toEqual({ error: "not JSON" });
    expect(summariseReleaseFile(makeFile({ format: "other" }))).toEqual({ error: 'its format is not "stepwise-release"' });
    expect(summariseReleaseFile(makeFile({ number: "3" }))).toEqual({ error: "it names no deployment and release number" });
    expect(summariseReleaseFile(makeFile({ items: {} }))).toEqual({ error: "it has no items" });
  });
});
