/**
 * Consent as a record (docs/operating.md, "Consent"): what a client (or her family) agreed to, one
 * entry per scope, with when and by whom it was taken and, when withdrawn, when and by whom.
 * Zod-free, so the web app reads it; the zod shape is entities/client-consents.ts.
 */

/** The scopes a client consents to: her care, photographs of her, and counting her in reports. */
export const CONSENT_SCOPES = ["care", "photos", "reporting"] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/** One scope's consent as stored in a client's `consents` list (keyed by `scope`: one entry per scope). */
export interface Consent {
  scope: string;
  /** ISO 8601 date-time it was given; null for the care consent of an old record's ticked box. */
  givenAt: string | null;
  /** The user id of the worker who took it, and her name as the phone knew her. */
  givenBy: string | null;
  givenByName: string | null;
  /** When and by whom it was withdrawn; null while it stands. */
  withdrawnAt: string | null;
  withdrawnBy: string | null;
  withdrawnByName: string | null;
}

/** The worker taking or withdrawing a consent, as the phone knows her. */
export interface ConsentWorker {
  id: string | null;
  name: string | null;
}

/** The part of a client these rules read: its consents and its form fields (the old consent box). */
export interface ConsentHolder {
  consents?: ReadonlyArray<Partial<Consent>> | null;
  clientFormFields?: ReadonlyArray<{
    clientField?: unknown;
    answer?: unknown;
    mandatory?: unknown;
    categories?: ReadonlyArray<{ id?: unknown }> | null;
  }> | null;
}

/** The client form field that holds the consent (seeded as "consent" in every deployment's client form). */
export const CONSENT_FIELD = "consent";

export function isConsentScope(scope: unknown): scope is ConsentScope {
  return typeof scope === "string" && (CONSENT_SCOPES as readonly string[]).includes(scope);
}

function consentField(client: ConsentHolder) {
  return (client.clientFormFields ?? []).find((f) => f.clientField === CONSENT_FIELD);
}

const isYes = (v: unknown) => v === true || v === 1 || v === "1" || v === "T" || v === "true";

/** An old phone's consent: the form's consent box ticked (answer 1), as every build before scopes saved it. */
export function hasOldConsentBox(client: ConsentHolder): boolean {
  return isYes(consentField(client)?.answer);
}

/**
 * Every scope's consent, as stored, plus the care consent an old record's ticked box stands for:
 * "taken at the record's creation by its owner" (docs/sync-and-api.md, "Consent from older
 * phones"), so its date and worker are null here (the caller may fill them from the record's own).
 */
export function consentsOf(client: ConsentHolder): Consent[] {
  const stored = (client.consents ?? []).map((c): Consent => ({
    scope: String(c.scope ?? ""),
    givenAt: c.givenAt ?? null,
    givenBy: c.givenBy ?? null,
    givenByName: c.givenByName ?? null,
    withdrawnAt: c.withdrawnAt ?? null,
    withdrawnBy: c.withdrawnBy ?? null,
    withdrawnByName: c.withdrawnByName ?? null,
  }));
  if (!stored.some((c) => c.scope === "care") && hasOldConsentBox(client)) {
    stored.unshift({ scope: "care", givenAt: null, givenBy: null, givenByName: null, withdrawnAt: null, withdrawnBy: null, withdrawnByName: null });
  }
  return stored;
}

/** The scope's consent when it stands (given, not withdrawn); else undefined. */
export function standingConsent(client: ConsentHolder, scope: ConsentScope): Consent | undefined {
  return consentsOf(client).find((c) => c.scope === scope && c.withdrawnAt === null);
}

export function hasConsent(client: ConsentHolder, scope: ConsentScope): boolean {
  return standingConsent(client, scope) !== undefined;
}

/**
 * The scopes the deployment's form requires (docs/operating.md, "Consent"): the consent field's
 * options when it is mandatory (a field with no options requires care, as the single box did);
 * none when the field is not mandatory or absent. The record carries its form's field, copied from
 * the deployment's client template, so server and phone read the same requirement from it.
 */
export function requiredConsentScopes(client: ConsentHolder): ConsentScope[] {
  const field = consentField(client);
  if (!field || !isYes(field.mandatory)) return [];
  const ids = (field.categories ?? []).map((c) => c.id).filter(isConsentScope);
  return ids.length > 0 ? CONSENT_SCOPES.filter((s) => ids.includes(s)) : ["care"];
}

/**
 * The scopes the phone's form does not save without (docs/operating.md, "Consent"): those the
 * mandatory consent field names. A mandatory field naming none (every deployment's form from before
 * consent had scopes) requires care for `valid` and reports, but saves without it, as it always did.
 */
export function enforcedConsentScopes(client: ConsentHolder): ConsentScope[] {
  const field = consentField(client);
  if (!field || !isYes(field.mandatory)) return [];
  const ids = (field.categories ?? []).map((c) => c.id).filter(isConsentScope);
  return CONSENT_SCOPES.filter((s) => ids.includes(s));
}

/** The required scopes without a standing consent, in CONSENT_SCOPES order. */
export function missingConsentScopes(client: ConsentHolder): ConsentScope[] {
  return requiredConsentScopes(client).filter((scope) => !hasConsent(client, scope));
}

/** Derived, never stored: the record lacks a consent its form requires, so reports leave it out until it is recorded. */
export function lacksRequiredConsent(client: ConsentHolder): boolean {
  return missingConsentScopes(client).length > 0;
}

/**
 * The consents after giving (again) one scope: the scope's entry replaced, so a withdrawn consent
 * given again reads as given now (its earlier version stays in the record's history).
 */
export function giveConsent(client: ConsentHolder, scope: ConsentScope, worker: ConsentWorker, at: Date): Consent[] {
  const entry: Consent = {
    scope,
    givenAt: at.toISOString(),
    givenBy: worker.id,
    givenByName: worker.name,
    withdrawnAt: null,
    withdrawnBy: null,
    withdrawnByName: null,
  };
  return upsert(consentsOf(client), entry);
}

/** The consents after withdrawing one scope; a scope never given is recorded as withdrawn all the same. */
export function withdrawConsent(client: ConsentHolder, scope: ConsentScope, worker: ConsentWorker, at: Date): Consent[] {
  const current = consentsOf(client).find((c) => c.scope === scope);
  const entry: Consent = {
    scope,
    givenAt: current?.givenAt ?? null,
    givenBy: current?.givenBy ?? null,
    givenByName: current?.givenByName ?? null,
    withdrawnAt: at.toISOString(),
    withdrawnBy: worker.id,
    withdrawnByName: worker.name,
  };
  return upsert(consentsOf(client), entry);
}

function upsert(consents: Consent[], entry: Consent): Consent[] {
  const at = consents.findIndex((c) => c.scope === entry.scope);
  if (at < 0) return [...consents, entry];
  return consents.map((c, i) => (i === at ? entry : c));
}

/**
 * The consent box's answer that matches the consents: 1 when every required scope stands (the
 * care scope when none is configured), else null. A phone writes it with the consents, so an old
 * phone's form and the record's `valid` (docs/product.md §5) read the same consent.
 */
export function consentBoxAnswer(client: ConsentHolder): 1 | null {
  const required = requiredConsentScopes(client);
  const scopes: ConsentScope[] = required.length > 0 ? required : ["care"];
  return scopes.every((scope) => hasConsent(client, scope)) ? 1 : null;
}

/**
 * A client as the server stores a write of it (docs/sync-and-api.md, "Consent from older phones"):
 * consents are never removed by a write, only withdrawn, so a write without any (a build from
 * before consent scopes, which does not read them) keeps the stored ones.
 */
export function withStoredConsents(content: Record<string, unknown>, stored: Record<string, unknown> | null): Record<string, unknown> {
  const sent = content.consents;
  const kept = stored?.consents;
  if (Array.isArray(sent) && sent.length > 0) return content;
  return Array.isArray(kept) && kept.length > 0 ? { ...content, consents: kept } : content;
}
