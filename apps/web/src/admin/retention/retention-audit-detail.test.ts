import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS_EN, type AdminTextKey } from "../admin-texts.js";
import { ADMIN_TEXTS_NL } from "../admin-texts-nl.js";
import { ADMIN_TEXTS_NY } from "../admin-texts-ny.js";
import { auditDetailText } from "../audit-detail.js";

const translator =
  (texts: Record<AdminTextKey, string>) =>
  (key: AdminTextKey, values: Record<string, string | number> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** docs/operating.md, "Retention": the details of retention.set and retention.purged in the operator's language. */
describe("a retention event's audit detail", () => {
  it("translates a policy's change and a purge's counts, and leaves English as the server wrote it", () => {
    const set = "history: 30 days (was forever); tombstones: 365 days (was 200 days)";
    expect(auditDetailText(set, translator(ADMIN_TEXTS_EN))).toBe(set);
    expect(auditDetailText(set, translator(ADMIN_TEXTS_NL))).toBe("eerdere versies: 30 dagen (was altijd); verwijderde gegevens: 365 dagen (was 200 dagen)");
    expect(auditDetailText("12 history versions, 3 tombstones", translator(ADMIN_TEXTS_NY))).toBe("zolemba zakale 12, zolemba zochotsedwa 3");
    expect(auditDetailText("1 history version, 1 tombstone", translator(ADMIN_TEXTS_NL))).toBe("1 eerdere versies, 1 verwijderde gegevens");
  });

  it("leaves a piece it does not read as the server wrote it", () => {
    expect(auditDetailText("history: soon (was forever)", translator(ADMIN_TEXTS_NL))).toBe("history: soon (was forever)");
  });
});
