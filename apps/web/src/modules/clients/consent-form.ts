import {
  CONSENT_FIELD,
  CONSENT_SCOPES,
  consentBoxAnswer,
  consentsOf,
  enforcedConsentScopes,
  missingConsentScopes,
  requiredConsentScopes,
  type Consent,
  type ConsentHolder,
  type ConsentScope,
} from "@stepwise/domain";
import { formatDay } from "../../i18n/format.js";
import { t } from "../../i18n/t.js";
import type { FormField } from "./client-form.js";
import type { InfoLine } from "./client-info.js";

/**
 * The client form's consent (docs/operating.md, "Consent"): one line per scope, the scopes the
 * deployment's form requires, and what the form may save. The rules are the domain's
 * (packages/domain/src/consent.ts); this file says them in the worker's words.
 */

export interface ConsentLine {
  scope: ConsentScope;
  /** The scope's entry: given (withdrawnAt null), withdrawn, or none. */
  entry: Consent | null;
  standing: boolean;
  required: boolean;
  /** Given in this form and not saved yet: unticking it simply takes it back. */
  givenNow: boolean;
}

export function consentLines(fields: readonly FormField[], consents: readonly Consent[], saved: readonly Consent[]): ConsentLine[] {
  const holder = { clientFormFields: fields, consents };
  const required = requiredConsentScopes(holder);
  const all = consentsOf(holder);
  return CONSENT_SCOPES.map((scope) => {
    const entry = all.find((c) => c.scope === scope) ?? null;
    const before = saved.find((c) => c.scope === scope);
    return {
      scope,
      entry,
      standing: entry !== null && entry.withdrawnAt === null,
      required: required.includes(scope),
      givenNow: entry !== null && entry.withdrawnAt === null && entry.givenAt !== null && entry.givenAt !== before?.givenAt,
    };
  });
}

/**
 * The scopes the deployment's form names as required (enforcedConsentScopes) never recorded
 * (neither given nor withdrawn): the form does not save without them. A withdrawn required consent does save: a family may always withdraw, and the client is
 * then left out of reports until it is given again.
 */
export function unrecordedRequiredScopes(fields: readonly FormField[], consents: readonly Consent[]): ConsentScope[] {
  const holder = { clientFormFields: fields, consents };
  const recorded = consentsOf(holder).map((c) => c.scope);
  return enforcedConsentScopes(holder).filter((scope) => !recorded.includes(scope));
}

/** The scopes' names in the worker's words, e.g. "care, reporting". */
export function scopeNames(scopes: readonly ConsentScope[]): string {
  return scopes.map((scope) => t(`CONSENT_NAME_${scope.toUpperCase()}`)).join(", ");
}

/** "Given on 1 June 2026 by Amina", "Withdrawn on ...", or given at the client's registration (an old phone's box). */
export function consentStatus(entry: Consent | null): string | null {
  if (!entry) return null;
  const on = (at: string) => formatDay(new Date(at), { month: "long", year: "numeric" });
  const who = (name: string | null) => name ?? t("CONSENT_SOMEONE");
  if (entry.withdrawnAt !== null) return t("CONSENT_WITHDRAWN", { date: on(entry.withdrawnAt), name: who(entry.withdrawnByName) });
  if (entry.givenAt === null) return t("CONSENT_GIVEN_AT_REGISTRATION");
  return t("CONSENT_GIVEN", { date: on(entry.givenAt), name: who(entry.givenByName) });
}

/** The form fields with the consent box answered as the consents stand, so `valid` and an old phone read the same consent. */
export function withConsentBox(fields: readonly FormField[], consents: readonly Consent[]): FormField[] {
  const answer = consentBoxAnswer({ clientFormFields: fields, consents });
  return fields.map((f) => (f.clientField === CONSENT_FIELD ? { ...f, answer } : f));
}

/** The consents as stored on the record (an old record's ticked box made explicit only once a scope is changed). */
export function storedConsents(record: { consents?: ReadonlyArray<Partial<Consent>> | null } | null): Consent[] {
  return consentsOf({ consents: record?.consents ?? [] });
}

/** The client page's consent lines: each scope with an entry, "Consent: care" and how it stands. */
export function consentInfoLines(client: ConsentHolder): InfoLine[] {
  const all = consentsOf(client);
  return CONSENT_SCOPES.flatMap((scope) => {
    const entry = all.find((c) => c.scope === scope);
    const status = entry ? consentStatus(entry) : null;
    return status ? [{ label: `${t("CONSENT_TITLE")}: ${t(`CONSENT_NAME_${scope.toUpperCase()}`)}`, answer: status }] : [];
  });
}

/** What the client page says of a consent her form requires and she lacks (she is left out of reports), or null. */
export function lackingConsentText(client: ConsentHolder): string | null {
  const missing = missingConsentScopes(client);
  return missing.length > 0 ? t("CONSENT_LACKING", { scopes: scopeNames(missing) }) : null;
}
