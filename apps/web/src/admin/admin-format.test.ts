import { describe, expect, it } from "vitest";
import { dayOf, formatBytes, formatWhen } from "./admin-format.js";

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

  it("writes a date in Chichewa with its own month names, which the browser's Intl lacks (it wrote them in English)", () => {
    const at = new Date(2026, 11, 5, 14, 58);
    expect(formatWhen(at.toISOString(), "ny", "never")).toBe("5 Disembala 2026, 14:58");
    expect(formatWhen(new Date(2026, 0, 31, 9, 4).toISOString(), "ny", "never")).toBe("31 Januwale 2026, 09:04");
    expect(formatWhen(at.toISOString(), "nl", "never")).toMatch(/^5 dec 2026/);
  });

  it("takes a real day as it is, and refuses anything else", () => {
    expect(dayOf("2026-11-28")).toBe("2026-11-28");
    expect(dayOf("")).toBeNull();
    expect(dayOf("2026-13-45")).toBeNull();
    expect(dayOf("2026-02-30")).toBeNull();
  });

  it("writes an audit event's time in its deployment's zone (docs/product.md §10), whatever the browser's", () => {
    // 22:36 UTC on the 5th is 00:36 on the 6th in Blantyre.
    const at = "2026-12-05T22:36:00Z";
    expect(formatWhen(at, "ny", "never", "Africa/Blantyre")).toBe("6 Disembala 2026, 00:36");
    expect(formatWhen(at, "en-GB", "never", "Africa/Blantyre")).toBe("6 Dec 2026, 00:36");
    expect(formatWhen(at, "en-GB", "never", "UTC")).toBe("5 Dec 2026, 22:36");
  });
});
