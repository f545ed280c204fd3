import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS_EN, type AdminTextKey } from "./admin-texts.js";
import { ADMIN_TEXTS_NL } from "./admin-texts-nl.js";
import { ADMIN_TEXTS_NY } from "./admin-texts-ny.js";
import { auditDetailText } from "./audit-detail.js";

const translator =
  (texts: Record<AdminTextKey, string>) =>
  (key: AdminTextKey, values: Record<string, string | number> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

describe("an audit event's detail in the operator's language", () => {
  it("translates the details the server writes in English (it showed 'no such account' and '1 sessions' on Chichewa pages)", () => {
    const ny = translator(ADMIN_TEXTS_NY);
    expect(auditDetailText("no such account", ny)).toBe("palibe akaunti yotere");
    expect(auditDetailText("worker grace@example.org; 1 sessions", ny)).toBe("wogwira ntchito grace@example.org; gawo 1");
    expect(auditDetailText("worker grace@example.org; 3 sessions", translator(ADMIN_TEXTS_NL))).toBe("medewerker grace@example.org; 3 sessies");
    expect(auditDetailText("OPERATOR_OF_ALL", translator(ADMIN_TEXTS_NL))).toBe(ADMIN_TEXTS_NL.ROLE_OPERATOR_OF_ALL);
    expect(auditDetailText("1 session", translator(ADMIN_TEXTS_EN))).toBe("1 session");
  });

  it('translates who loses how many locked edits in a wipe\'s decision (docs/shared-phone.md, "Retiring a phone")', () => {
    const detail = "worker bea@example.org; worker chi@example.org; bea@example.org loses 1 edit";
    expect(auditDetailText(detail, translator(ADMIN_TEXTS_NL))).toBe(
      "medewerker bea@example.org; medewerker chi@example.org; bea@example.org verliest 1 wijziging",
    );
    expect(auditDetailText("bea@example.org loses 3 edits", translator(ADMIN_TEXTS_NY))).toBe("bea@example.org ataya zosintha 3");
    expect(auditDetailText("bea@example.org loses 3 edits", translator(ADMIN_TEXTS_EN))).toBe("bea@example.org loses 3 edits");
  });

  it("leaves a detail it does not know as the server wrote it, and none as nothing", () => {
    const en = translator(ADMIN_TEXTS_EN);
    expect(auditDetailText("RETIRE", en)).toBe("RETIRE");
    expect(auditDetailText("worker a@b.c; 2 records: clients", en)).toBe("worker a@b.c; 2 records: clients");
    expect(auditDetailText(null, en)).toBe("");
  });
});
