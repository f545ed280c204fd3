import { sql, type RawBuilder } from "kysely";
import { CONSENT_FIELD, CONSENT_SCOPES, type ConsentScope } from "@stepwise/domain";
import { array, truthy } from "./reporting-sql.js";

/**
 * A client's consent read in SQL over her record's JSONB content, as packages/domain/src/consent.ts
 * reads it on the phone (docs/REPORTING.md, "Consent: what reports leave out"): the reports decide
 * in the database which clients they may count, with no per-row work in JavaScript.
 */

/** The client's entry for the scope in `consents`, when one exists (given or withdrawn). */
function entryOf(content: RawBuilder<unknown>, scope: ConsentScope, where: RawBuilder<unknown> = sql`true`): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from jsonb_array_elements(${array(sql`${content}->'consents'`)}) as e where e->>'scope' = ${scope} and ${where})`;
}

/** The form's consent field (the old single box), when one matches `where`. */
function consentField(content: RawBuilder<unknown>, where: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from jsonb_array_elements(${array(sql`${content}->'clientFormFields'`)}) as f
    where f->>'clientField' = ${CONSENT_FIELD} and ${where})`;
}

/**
 * The scope's consent stands: an entry not withdrawn; for care also an old phone's ticked box when
 * no care entry was ever recorded (consentsOf in packages/domain/src/consent.ts).
 */
export function standingConsent(content: RawBuilder<unknown>, scope: ConsentScope): RawBuilder<boolean> {
  const given = entryOf(content, scope, sql`coalesce(e->>'withdrawnAt', '') = ''`);
  if (scope !== "care") return given;
  const oldBox = consentField(content, sql`lower(coalesce(f->>'answer', '')) in ('1', 't', 'true')`);
  return sql<boolean>`(${given} or (not ${entryOf(content, "care")} and ${oldBox}))`;
}

/** The form requires the scope (requiredConsentScopes): its mandatory consent field names it, or names no scope and it is care. */
function required(content: RawBuilder<unknown>, scope: ConsentScope): RawBuilder<boolean> {
  const names = (id: RawBuilder<unknown>) =>
    sql<boolean>`exists (select 1 from jsonb_array_elements(${array(sql`f->'categories'`)}) as o where o->>'id' = ${id})`;
  const namesNone = sql<boolean>`not exists (select 1 from jsonb_array_elements(${array(sql`f->'categories'`)}) as o
    where o->>'id' in (${sql.join(CONSENT_SCOPES.map((s) => sql`${s}`))}))`;
  const which = scope === "care" ? sql`(${names(sql`${scope}`)} or ${namesNone})` : names(sql`${scope}`);
  return consentField(content, sql`${truthy(sql`f->>'mandatory'`)} and ${which}`);
}

/**
 * A report may count the client: her reporting consent stands, and no consent her form requires
 * is missing (a record an old phone or a script sent without it is stored, flagged, and left out
 * until it is recorded: docs/operating.md, "Consent"). `scopes` adds the scopes a table needs
 * besides (photos for her pictures).
 */
export function reportable(content: RawBuilder<unknown>, scopes: readonly ConsentScope[] = []): RawBuilder<boolean> {
  const requiredStand = CONSENT_SCOPES.map((scope) => sql`(not ${required(content, scope)} or ${standingConsent(content, scope)})`);
  const extra = scopes.map((scope) => standingConsent(content, scope));
  return sql<boolean>`(${sql.join([standingConsent(content, "reporting"), ...requiredStand, ...extra], sql` and `)})`;
}

/** The scopes beyond reporting a table's records need of their client: photos for her pictures. */
export function scopesOf(table: string): ConsentScope[] {
  return table === "client_images" ? ["photos"] : [];
}
