import { z } from "zod";
import { graphql } from "./graphql-meta.js";
import { list, text } from "./record-fields.js";

/**
 * An ISO 8601 date-time (a phone writes `Date.toISOString()`), or null. A date that is no date is
 * refused: a consent's date is evidence (docs/operating.md, "Consent").
 */
const when = graphql(
  z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time" })
    .nullish()
    .transform((v) => v ?? null),
  { scalar: "String" },
);

/**
 * One scope's consent (packages/domain/src/consent.ts): care, photos or reporting. An unknown scope
 * (a newer phone's) is kept as sent and counts for nothing, so no phone's edit is refused for it.
 */
export const ClientConsentSchema = graphql(
  z.looseObject({
    scope: z.string({ error: "is required" }).min(1, "is required"),
    givenAt: when,
    givenBy: graphql(text, { description: "The user id of the worker who took the consent" }),
    givenByName: graphql(text, { description: "Her name as the phone knew her" }),
    withdrawnAt: graphql(when, { description: "When it was withdrawn; null while it stands" }),
    withdrawnBy: text,
    withdrawnByName: text,
  }),
  { typeName: "ClientConsent", description: 'A client\'s consent to one scope: care, photos or reporting (docs/operating.md, "Consent")' },
);

/** The client's `consents`: one entry per scope; missing (an old phone) is an empty list. */
export const clientConsents = list(ClientConsentSchema);
