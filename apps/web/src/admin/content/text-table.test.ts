import { describe, expect, it } from "vitest";
import { filterTextRows, textItem, textRows, translationOf } from "./text-table.js";

const text = (key: string, language: string, translation: string) => textItem(key, language, translation);

describe("the content page's texts table", () => {
  const items = [
    text("SAVE", "en", "Save"),
    text("SAVE", "ny", "Sungani"),
    text("CANCEL", "en", "Cancel"),
    text("FIELD_VILLAGE", "en", "Village"),
    text("FIELD_VILLAGE", "ny", "Mudzi"),
    text("ONLY_NL", "nl", "Alleen"),
    { kind: "articles", key: "a1", language: "en", content: "{}" },
  ];
  const missing = [{ language: "ny", keys: ["CANCEL"] }];
  const rows = textRows(items, ["en", "ny"], missing);

  it("lists every key of the deployment's languages, sorted, with each language's text side by side", () => {
    expect(rows).toEqual([
      { key: "CANCEL", texts: { en: "Cancel", ny: "" }, missing: ["ny"] },
      { key: "FIELD_VILLAGE", texts: { en: "Village", ny: "Mudzi" }, missing: [] },
      { key: "SAVE", texts: { en: "Save", ny: "Sungani" }, missing: [] },
    ]);
  });

  it("shows the missing only, and finds a key or a text in any letter case", () => {
    expect(filterTextRows(rows, "", true).map((r) => r.key)).toEqual(["CANCEL"]);
    expect(filterTextRows(rows, "mudzi", false).map((r) => r.key)).toEqual(["FIELD_VILLAGE"]);
    expect(filterTextRows(rows, "field_", false).map((r) => r.key)).toEqual(["FIELD_VILLAGE"]);
    expect(filterTextRows(rows, "sav", true)).toEqual([]);
    expect(filterTextRows(rows, "  ", false)).toHaveLength(3);
  });

  it("saves a text as a translations item of {identifier, translation}", () => {
    expect(textItem("SAVE", "ny", "Sungani tsopano")).toEqual({
      kind: "translations",
      key: "SAVE",
      language: "ny",
      content: JSON.stringify({ identifier: "SAVE", translation: "Sungani tsopano" }),
    });
    expect(translationOf("not json")).toBe("");
    expect(translationOf('{"identifier":"X"}')).toBe("");
  });
});
