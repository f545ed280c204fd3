import { describe, expect, it } from "vitest";
import { HIAPP_TREE } from "../content/seed/hiapp-tree.js";
import type { HiappPdfContent } from "./hiapp-pdf.builder.js";
import { PdfRenderPool } from "./hiapp-pdf.pool.js";

const labels = {
  PAGE_HIAPP: "Form",
  HIAPP_DATE: "Date",
  HIAPP_CLIENT_REFERENCE: "Ref",
  HIAPP_ISSUE: "Issue",
  HIAPP_CAUSE: "Cause",
  HIAPP_SOLUTION: "Solution",
  HIAPP_PRESCRIPTION: "Rx",
  HIAPP_NOTHING_CHOSEN: "None",
};
const content = (prescription: string): HiappPdfContent => ({
  title: "HIAPP",
  colours: { primary: "#003366", secondary: "#336699", accent: "#ff9900" },
  date: "23-11-2026",
  clientReference: "ref",
  labels,
  issues: [
    {
      label: HIAPP_TREE.hiapp_subjects[0]!.hi_issues[0]!.label,
      causes: [{ label: "c", solutions: Array.from({ length: 50 }, () => ({ label: "s", prescription })) }],
    },
  ],
});

describe("PDF render pool (issue 17 item 1)", () => {
  it("renders in a worker thread, and stops a render past its time limit with a 503", async () => {
    const pool = new PdfRenderPool({ size: 1, timeLimitMs: 60_000, maxWaiting: 1 });
    const pdf = await pool.render(content("short"));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await pool.close();

    const slow = new PdfRenderPool({ size: 1, timeLimitMs: 1, maxWaiting: 1 });
    await expect(slow.render(content("x".repeat(1000)))).rejects.toMatchObject({ httpStatus: 503, message: "the PDF took longer than 1 ms and was stopped" });
    await slow.close();
  });

  it("answers 429 when the waiting line is full", async () => {
    const pool = new PdfRenderPool({ size: 1, timeLimitMs: 60_000, maxWaiting: 1 });
    const first = pool.render(content("a"));
    const second = pool.render(content("b"));
    await expect(pool.render(content("c"))).rejects.toMatchObject({ httpStatus: 429 });
    await Promise.all([first, second]);
    await pool.close();
  });
});
