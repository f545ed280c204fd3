import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.js";

describe("report CSV", () => {
  it("quotes commas, quotes and newlines, leaves null empty and writes dates in ISO 8601", () => {
    const rows = [
      { a: 'say "hi", then go', b: null, c: new Date("2026-11-21T10:00:00Z") },
      { a: "two\nlines", b: 3.5, c: undefined },
    ];
    expect(toCsv(["a", "b", "c"], rows)).toBe('a,b,c\r\n"say ""hi"", then go",,2026-11-21T10:00:00.000Z\r\n"two\nlines",3.5,\r\n');
  });

  it("defuses a text a spreadsheet would run as a formula, but not a negative number", () => {
    expect(toCsv(["a"], [{ a: "=HYPERLINK(1)" }, { a: "@SUM(A1)" }, { a: -2 }, { a: "-1.5" }])).toBe("a\r\n'=HYPERLINK(1)\r\n'@SUM(A1)\r\n-2\r\n-1.5\r\n");
  });
});
