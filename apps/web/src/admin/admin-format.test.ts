import { describe, expect, it } from "vitest";
import { dayBound, formatBytes, formatWhen } from "./admin-format.js";

describe("the console's formats", () => {
  it("writes bytes in thousands, with one decimal past a kilobyte", () => {
    expect(formatBytes(0, "?")).toBe("0 B");
    expect(formatBytes(999, "?")).toBe("999 B");
    expect(formatBytes(1000, "?")).toBe("1.0 KB");
    expect(formatBytes(12_345_678, "?")).toBe("12.3 MB");
    expect(formatBytes(null, "unknown")).toBe("unknown");
    expect(formatBytes(-1, "unknown")).toBe("unknown");
  });

  it("writes no date as the fallback, and a date in the language asked for", () => {
    expect(formatWhen(null, "en", "never")).toBe("never");
    expect(formatWhen("not a date", "en", "never")).toBe("never");
    expect(formatWhen("2026-11-28T12:05:00Z", "en", "never")).toContain("2026");
  });

  it("turns a day into the start or end of that day in UTC, and refuses anything else", () => {
    expect(dayBound("2026-11-28", false)).toBe("2026-11-28T00:00:00.000Z");
    expect(dayBound("2026-11-28", true)).toBe("2026-11-28T23:59:59.999Z");
    expect(dayBound("", false)).toBeNull();
    expect(dayBound("2026-13-45", false)).toBeNull();
  });
});
