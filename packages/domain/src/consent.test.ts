import { describe, expect, it } from "vitest";
import {
  consentBoxAnswer,
  consentsOf,
  enforcedConsentScopes,
  giveConsent,
  hasConsent,
  lacksRequiredConsent,
  missingConsentScopes,
  requiredConsentScopes,
  withdrawConsent,
  withStoredConsents,
  type ConsentHolder,
} from "./consent.js";
import { ClientRecordSchema } from "./entities/clients.js";
import { MERGE_SHAPES } from "./merge/merge-shapes.js";
import { mergeRecords } from "./merge/three-way-merge.js";

const amina = { id: "7", name: "Amina" };
const june1 = new Date("2026-06-01T09:00:00.000Z");
const june2 = new Date("2026-06-02T10:00:00.000Z");

/** The consent box as the seeded client form has it (server/src/modules/content/seed/client-form.ts). */
function box(answer: unknown, mandatory = true, scopes: string[] = []) {
  return { uuid: "f-consent", clientField: "consent", component: "checkbox", mandatory, answer, categories: scopes.map((id) => ({ id, text_input: null })) };
}

describe('consent as a record (docs/operating.md, "Consent")', () => {
  it("reads an old record's ticked box as consent to care only, with no date or worker of its own", () => {
    const old: ConsentHolder = { clientFormFields: [box(1)] };
    expect(consentsOf(old)).toEqual([
      { scope: "care", givenAt: null, givenBy: null, givenByName: null, withdrawnAt: null, withdrawnBy: null, withdrawnByName: null },
    ]);
    expect([hasConsent(old, "care"), hasConsent(old, "photos"), hasConsent(old, "reporting")]).toEqual([true, false, false]);
    expect(consentsOf({ clientFormFields: [box(null)] })).toEqual([]);
  });

  it("records who gave a scope and when, and a withdrawal beside it, keeping the giving", () => {
    const given = giveConsent({}, "reporting", amina, june1);
    expect(given).toEqual([
      {
        scope: "reporting",
        givenAt: "2026-06-01T09:00:00.000Z",
        givenBy: "7",
        givenByName: "Amina",
        withdrawnAt: null,
        withdrawnBy: null,
        withdrawnByName: null,
      },
    ]);
    const withdrawn = withdrawConsent({ consents: given }, "reporting", { id: "9", name: "Grace" }, june2);
    expect(withdrawn).toEqual([
      {
        scope: "reporting",
        givenAt: "2026-06-01T09:00:00.000Z",
        givenBy: "7",
        givenByName: "Amina",
        withdrawnAt: "2026-06-02T10:00:00.000Z",
        withdrawnBy: "9",
        withdrawnByName: "Grace",
      },
    ]);
    expect(hasConsent({ consents: withdrawn }, "reporting")).toBe(false);
    expect(hasConsent({ consents: giveConsent({ consents: withdrawn }, "reporting", amina, june2) }, "reporting")).toBe(true);
  });

  it("lets a withdrawal of care override an old ticked box, which then no longer counts", () => {
    const old = { clientFormFields: [box(1)] };
    const consents = withdrawConsent(old, "care", amina, june1);
    expect(consents.map((c) => [c.scope, c.givenAt, c.withdrawnAt])).toEqual([["care", null, "2026-06-01T09:00:00.000Z"]]);
    expect(hasConsent({ ...old, consents }, "care")).toBe(false);
  });

  it("requires the scopes the form's mandatory consent field names, care when it names none, nothing when optional", () => {
    expect(requiredConsentScopes({ clientFormFields: [box(null)] })).toEqual(["care"]);
    expect(requiredConsentScopes({ clientFormFields: [box(null, true, ["reporting", "care", "unknown"])] })).toEqual(["care", "reporting"]);
    expect(requiredConsentScopes({ clientFormFields: [box(null, false, ["care"])] })).toEqual([]);
    expect(requiredConsentScopes({ clientFormFields: [] })).toEqual([]);
    expect(enforcedConsentScopes({ clientFormFields: [box(null)] })).toEqual([]);
    expect(enforcedConsentScopes({ clientFormFields: [box(null, true, ["reporting", "photos"])] })).toEqual(["photos", "reporting"]);
    expect(enforcedConsentScopes({ clientFormFields: [box(null, false, ["care"])] })).toEqual([]);
    const client = { clientFormFields: [box(null, true, ["care", "reporting"])], consents: giveConsent({}, "care", amina, june1) };
    expect(missingConsentScopes(client)).toEqual(["reporting"]);
    expect(lacksRequiredConsent(client)).toBe(true);
    expect(lacksRequiredConsent({ ...client, consents: giveConsent(client, "reporting", amina, june1) })).toBe(false);
  });

  it("answers the consent box 1 only while every required scope stands, so an old phone and `valid` read the same", () => {
    const form = [box(null, true, ["care", "photos"])];
    const care = giveConsent({}, "care", amina, june1);
    expect(consentBoxAnswer({ clientFormFields: form, consents: care })).toBeNull();
    const both = giveConsent({ consents: care }, "photos", amina, june1);
    expect(consentBoxAnswer({ clientFormFields: form, consents: both })).toBe(1);
    expect(consentBoxAnswer({ clientFormFields: [box(null)], consents: both })).toBe(1);
  });

  it("stores consents through the client schema, an old phone's record without them as an empty list", () => {
    const consents = giveConsent({}, "photos", amina, june1);
    expect(ClientRecordSchema.parse({ uuid: "c1", clientname: "Ada", consents }).consents).toEqual(consents);
    expect(ClientRecordSchema.parse({ uuid: "c1", clientname: "Ada", clientFormFields: [box(1)] }).consents).toEqual([]);
    const bad = ClientRecordSchema.safeParse({ uuid: "c1", clientname: "Ada", consents: [{ scope: "photos", givenAt: "yesterday" }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["consents.0.givenAt", "must be an ISO 8601 date-time"]]);
  });

  it("keeps the stored consents when a write sends none (an old build), and takes a write's own", () => {
    const stored = { uuid: "c1", consents: giveConsent({}, "reporting", amina, june1) };
    expect(withStoredConsents({ uuid: "c1", clientname: "Ada", consents: [] }, stored)).toEqual({ uuid: "c1", clientname: "Ada", consents: stored.consents });
    const own = withdrawConsent(stored, "reporting", amina, june2);
    expect(withStoredConsents({ uuid: "c1", consents: own }, stored)).toEqual({ uuid: "c1", consents: own });
    expect(withStoredConsents({ uuid: "c1", consents: [] }, null)).toEqual({ uuid: "c1", consents: [] });
  });

  it("merges two phones' concurrent edits of different scopes, keeping both", () => {
    const base = { uuid: "c1", clientname: "Ada", consents: giveConsent({}, "care", amina, june1) };
    const theirs = { ...base, consents: giveConsent(base, "photos", amina, june2) };
    const yours = { ...base, consents: withdrawConsent(base, "care", { id: "9", name: "Grace" }, june2) };
    const { record, clashes } = mergeRecords(base, theirs, yours, MERGE_SHAPES.clients!);
    expect(clashes).toEqual([]);
    const merged = record as ConsentHolder;
    expect(consentsOf(merged).map((c) => [c.scope, c.withdrawnByName])).toEqual([
      ["care", "Grace"],
      ["photos", null],
    ]);
    expect([hasConsent(merged, "care"), hasConsent(merged, "photos")]).toEqual([false, true]);
  });
});
