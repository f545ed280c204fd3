import { describe, expect, it } from "vitest";
import { auditCsvName, auditFilterOf, EMPTY_AUDIT_FILTER } from "./audit-filter.js";

describe("the audit page's filter", () => {
  it("leaves empty fields out and sends days as days, which the server counts in each event's deployment's zone", () => {
    expect(auditFilterOf(EMPTY_AUDIT_FILTER)).toEqual({ kind: null, actor: null, target: null, fromDay: null, toDay: null });
    expect(auditFilterOf({ kind: "DEVICE_LOST", actor: "  amina@ ", target: "", from: "2026-11-01", to: "2026-11-28" })).toEqual({
      kind: "DEVICE_LOST",
      actor: "amina@",
      target: null,
      fromDay: "2026-11-01",
      toDay: "2026-11-28",
    });
  });

  it("names the CSV after the day it was exported", () => {
    expect(auditCsvName(new Date("2026-11-28T21:00:00Z"))).toBe("stepwise-audit-2026-11-28.csv");
  });
});
