import { describe, expect, it } from "vitest";
import { pdfFileName } from "./hiapp-pdf.service.js";

const NOW = new Date("2026-11-28T10:00:00Z");

describe("the PDF's file name (docs/health-issue-pdf.md)", () => {
  it("keeps the reference's safe characters, without dashes at either end, cut to 40", () => {
    expect(pdfFileName("  Zoë-17 Ŵanangwa!! ", NOW)).toBe("hiapp-Zoe-17-Wanangwa-2026-11-28.pdf");
    expect(pdfFileName(`--${"a".repeat(50)}--`, NOW)).toBe(`hiapp-${"a".repeat(40)}-2026-11-28.pdf`);
    expect(pdfFileName(null, NOW)).toBe("hiapp-2026-11-28.pdf");
  });

  it("a reference of 100,000 dashes (a quadratic pattern's worst case) is no reference", () => {
    expect(pdfFileName(`${"-".repeat(100_000)}x${"-".repeat(100_000)}!`, NOW)).toBe("hiapp-x-2026-11-28.pdf");
    expect(pdfFileName("-".repeat(100_000), NOW)).toBe("hiapp-2026-11-28.pdf");
  });
});
