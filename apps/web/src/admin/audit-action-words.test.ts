import { describe, expect, it } from "vitest";
import { AuditActionKind } from "../generated/graphql.js";
import { ADMIN_LANGUAGES } from "./admin-i18n.js";
import { AUDIT_ACTION_WORDS, auditActionOf, auditActionWords } from "./audit-action-words.js";
import { AUDIT_KINDS } from "./audit-filter.js";

/** Each kind's name in one language, or the kind and language it is missing for. */
function namesIn(texts: Record<string, string>, code: string): { names: string[]; missing: string[] } {
  const names: string[] = [];
  const missing: string[] = [];
  for (const kind of AUDIT_KINDS) {
    const key: string | undefined = (AUDIT_ACTION_WORDS as Record<string, string | undefined>)[kind];
    const name = key === undefined ? undefined : texts[key];
    if (name === undefined || name.trim().length < 2) missing.push(`${kind} in ${code}`);
    else names.push(name);
  }
  return { names, missing };
}

describe("the audit log's kinds in the console's languages (docs/operator-console.md, \"The audit log\")", () => {
  it("offers every kind of the schema's enum AuditActionKind, as codegen made it", () => {
    expect(AUDIT_KINDS).toEqual(Object.values(AuditActionKind));
    expect(AUDIT_KINDS).toContain("DEVICE_WIPE_NOW");
    expect(AUDIT_KINDS).toContain("CLIENT_ERASED");
    expect(AUDIT_KINDS).toContain("RETENTION_PURGED");
    expect(AUDIT_KINDS).toContain("TIMEZONE_SET");
    expect(AUDIT_KINDS).toContain("TEAM_MEMBER_SET");
    expect(AUDIT_KINDS.length).toBe(37);
  });

  it("names every kind in English, Dutch and Chichewa, each name its own (the console showed 'device.wipe-now')", () => {
    for (const { code, texts } of ADMIN_LANGUAGES) {
      const { names, missing } = namesIn(texts, code);
      expect(missing, "kinds without a name").toEqual([]);
      expect(new Set(names).size, `distinct names in ${code}`).toBe(AUDIT_KINDS.length);
      expect(
        names.filter((name) => AUDIT_KINDS.some((kind) => name === kind || name === auditActionOf(kind))),
        `raw kinds or actions in ${code}`,
      ).toEqual([]);
    }
  });

  it("names the kind and the language a text is missing for", () => {
    const { AUDIT_ACTION_DEVICE_WIPE_NOW: _dropped, ...withoutOne } = ADMIN_LANGUAGES[1].texts;
    expect(namesIn(withoutOne, ADMIN_LANGUAGES[1].code).missing).toEqual([`DEVICE_WIPE_NOW in ${ADMIN_LANGUAGES[1].code}`]);
  });

  it("keeps a kind this build does not know (a newer server's) as it is", () => {
    expect(auditActionWords("DEVICE_RETIRED")).toBe("AUDIT_ACTION_DEVICE_RETIRED");
    expect(auditActionWords("DEVICE_TELEPORTED")).toBeNull();
    expect(auditActionWords("toString")).toBeNull();
    expect(auditActionOf("DEVICE_WIPE_NOW")).toBe("device.wipe-now");
    expect(auditActionOf("DEVICE_TELEPORTED")).toBe("DEVICE_TELEPORTED");
  });
});
