import { describe, expect, it } from "vitest";
import { ageInMonths, isClientValid, toggleArchived } from "./client.js";

describe("client rules (spec 4, 5)", () => {
  it("valid only when every mandatory element has a non-empty answer or an integer", () => {
    expect(isClientValid([{ mandatory: true, answer: "Yes" }, { mandatory: true, answer: 0 }])).toBe(true);
    expect(isClientValid([{ mandatory: true, answer: "" }])).toBe(false);
    expect(isClientValid([{ mandatory: true, answer: "  " }])).toBe(false);
    expect(isClientValid([{ mandatory: true, answer: null }])).toBe(false);
    expect(isClientValid([{ mandatory: true, answer: 1.5 }])).toBe(false);
    expect(isClientValid([{ mandatory: false, answer: null }])).toBe(true);
  });

  it("a birthdate answer that is not a valid date sets no age", () => {
    const today = new Date(2026, 10, 22);
    expect(ageInMonths("31-02-2025", today)).toBeNull();
    expect(ageInMonths("not a date", today)).toBeNull();
    expect(ageInMonths(undefined, today)).toBeNull();
  });

  it("counts whole months, and the age in months is never below 0", () => {
    const today = new Date(2026, 10, 22);
    expect(ageInMonths("22-11-2024", today)).toBe(24);
    expect(ageInMonths("23-11-2024", today)).toBe(23);
    expect(ageInMonths("2026-05-01", today)).toBe(6);
    expect(ageInMonths("01-01-2027", today)).toBe(0);
  });

  it("archiving toggles the archived flag", () => {
    expect(toggleArchived({ archived: false }).archived).toBe(true);
    expect(toggleArchived({ archived: true }).archived).toBe(false);
  });
});
