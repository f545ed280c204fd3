import { AUDIT_ACTIONS } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { ADMIN_LANGUAGES } from "./admin-i18n.js";
import { AUDIT_ACTION_WORDS, auditActionWords } from "./audit-action-words.js";

describe("the audit log's actions in the console's languages", () => {
  it("names every action of the one list in English, Dutch and Chichewa, each name its own (the console showed 'device.wipe-now')", () => {
    for (const { code, texts } of ADMIN_LANGUAGES) {
      const names = AUDIT_ACTIONS.map((action) => texts[AUDIT_ACTION_WORDS[action]]);
      for (const [i, name] of names.entries()) expect(name?.trim().length ?? 0, `${AUDIT_ACTIONS[i]} in ${code}`).toBeGreaterThan(1);
      expect(new Set(names).size, `distinct names in ${code}`).toBe(AUDIT_ACTIONS.length);
      expect(
        names.filter((name) => (AUDIT_ACTIONS as readonly string[]).includes(name)),
        `raw actions in ${code}`,
      ).toEqual([]);
    }
  });

  it("keeps an action this build does not know (a newer server's) as it is", () => {
    expect(auditActionWords("device.retired")).toBe("AUDIT_ACTION_DEVICE_RETIRED");
    expect(auditActionWords("device.teleported")).toBeNull();
    expect(auditActionWords("toString")).toBeNull();
  });
});
