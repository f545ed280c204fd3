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

describe("PDF render pool", () => {
  it("renders in a worker thread, and stops a render past its time limit with a 503", async () => {
    const pool = new PdfRenderPool({ size: 1, timeLimitMs: 60_000, maxWaiting: 1, perCaller: 2 });
    const pdf = await pool.render(content("short"), "a");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await pool.close();

    const slow = new PdfRenderPool({ size: 1, timeLimitMs: 1, maxWaiting: 1, perCaller: 2 });
    await expect(slow.render(content("x".repeat(1000)), "a")).rejects.toMatchObject({
      httpStatus: 503,
      message: "the PDF took longer than 1 ms and was stopped",
    });
    await slow.close();
  });

  it("answers 429 when the waiting line is full", async () => {
    const pool = new PdfRenderPool({ size: 1, timeLimitMs: 60_000, maxWaiting: 1, perCaller: 2 });
    const first = pool.render(content("a"), "a");
    const second = pool.render(content("b"), "b");
    await expect(pool.render(content("c"), "c")).rejects.toMatchObject({ httpStatus: 429 });
    await Promise.all([first, second]);
    await pool.close();
  });

  it("gives each caller at most its share: a third PDF at once is 429, another caller's is taken, and the share comes back", async () => {
    const pool = new PdfRenderPool({ size: 1, timeLimitMs: 60_000, maxWaiting: 20, perCaller: 2 });
    const mine = [pool.render(content("a"), "address:10.0.0.1"), pool.render(content("b"), "address:10.0.0.1")];
    await expect(pool.render(content("c"), "address:10.0.0.1")).rejects.toMatchObject({
      httpStatus: 429,
      message: "PDF service busy: you have 2 PDFs in progress, at most 2 at once; try again when one is done",
    });
    const theirs = pool.render(content("d"), "user:7");
    for (const pdf of await Promise.all([...mine, theirs])) expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Done, failed or stopped, a render gives its share back.
    const again = await pool.render(content("e"), "address:10.0.0.1");
    expect(again.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await pool.close();
    const stopping = new PdfRenderPool({ size: 1, timeLimitMs: 1, maxWaiting: 20, perCaller: 1 });
    await expect(stopping.render(content("x".repeat(1000)), "a")).rejects.toMatchObject({ httpStatus: 503 });
    await expect(stopping.render(content("x".repeat(1000)), "a")).rejects.toMatchObject({ httpStatus: 503 });
    await stopping.close();
  });
});
