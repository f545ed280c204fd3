import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_KINDS, AUDIT_ACTIONS, auditActionKind } from "./audit-actions.js";

describe('the audit actions as the GraphQL enum AuditActionKind (docs/operator-console.md, "The audit log")', () => {
  it("spells each action as an enum value: '.' and '-' as '_', upper case", () => {
    expect(auditActionKind("device.wipe-now")).toBe("DEVICE_WIPE_NOW");
    expect(auditActionKind("login-token.issued")).toBe("LOGIN_TOKEN_ISSUED");
    expect(auditActionKind("operator.login")).toBe("OPERATOR_LOGIN");
  });

  it("gives every action its own kind, a valid GraphQL name, and maps each kind back to its action in the list's order", () => {
    expect(Object.values(AUDIT_ACTION_KINDS)).toEqual([...AUDIT_ACTIONS]);
    expect(Object.keys(AUDIT_ACTION_KINDS)).toEqual(AUDIT_ACTIONS.map(auditActionKind));
    for (const kind of Object.keys(AUDIT_ACTION_KINDS)) expect(kind).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(AUDIT_ACTION_KINDS.DEVICE_WIPE_NOW).toBe("device.wipe-now");
  });
});
