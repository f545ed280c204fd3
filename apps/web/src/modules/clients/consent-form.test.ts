import { describe, expect, it } from "vitest";
import type { Consent } from "@stepwise/domain";
import type { FormField } from "./client-form.js";
import { consentInfoLines, lackingConsentText, scopeNames, unrecordedRequiredScopes } from "./consent-form.js";

/* docs/operating.md, "Consent": the client page's consent lines and the form's saving rule, in the worker's words. */

const box = (answer: number | null, scopes: string[]): FormField => ({
  uuid: "f",
  clientField: "consent",
  component: "checkbox",
  mandatory: true,
  answer,
  flowelement: false,
  categories: scopes.map((id) => ({ id, text_input: null })),
});
const photos: Consent = {
  scope: "photos",
  givenAt: "2026-06-01T09:00:00.000Z",
  givenBy: "7",
  givenByName: "Amina",
  withdrawnAt: "2026-07-01T09:00:00.000Z",
  withdrawnBy: null,
  withdrawnByName: null,
};

describe("consent in the worker's words", () => {
  it("lists each scope with an entry on the client page, an old ticked box as care given at registration", () => {
    expect(consentInfoLines({ clientFormFields: [box(1, [])], consents: [photos] })).toEqual([
      { label: "Consent: care", answer: "Given when the client was registered" },
      { label: "Consent: photos", answer: "Withdrawn on July 1, 2026 by a worker" },
    ]);
    expect(consentInfoLines({ clientFormFields: [], consents: [] })).toEqual([]);
  });

  it("says which required consent a client lacks, and none when every one stands", () => {
    expect(lackingConsentText({ clientFormFields: [box(1, ["care", "reporting"])], consents: [] })).toBe(
      "Consent to reporting is missing: this client is left out of reports until it is recorded",
    );
    expect(lackingConsentText({ clientFormFields: [box(1, [])], consents: [] })).toBeNull();
  });

  it("refuses to save only scopes the form names and that were never recorded, a withdrawn one not", () => {
    expect(unrecordedRequiredScopes([box(null, ["care", "photos"])], [photos])).toEqual(["care"]);
    expect(unrecordedRequiredScopes([box(null, [])], [])).toEqual([]);
    expect(scopeNames(["care", "reporting"])).toBe("care, reporting");
  });
});
