import { sql, type RawBuilder } from "kysely";
import { CONSENT_FIELD, CONSENT_SCOPES, type ConsentScope } from "@stepwise/domain";

/**
 * A client's consent read in SQL over her record's JSONB content, as packages/domain/src/consent.ts
 * reads it on the phone (docs/REPORTING.md, "Consent: what reports leave out"): the reports decide
 * in the database which clients they may count, with no per-row work in JavaScript.
 *
 * Each test is a JSONB containment (`@>`), not an unnested subquery: a stored client passed the
 * domain's schema, so a consent's `withdrawnAt` is there (null while it stands) and a form field's
 * `mandatory` is a boolean. Containment on a field that is no array is simply false.
 */

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The content's list `field` holds an item with every key and value of `item`. */
function holds(content: RawBuilder<unknown>, field: string, item: Record<string, unknown>): RawBuilder<boolean> {
  return sql<boolean>`coalesce((${content}->${field}) @> ${json([item])}, false)`;
}

/** The old single box ticked, in each spelling an answer is stored with (consentsOf's isYes). */
function oldBoxTicked(content: RawBuilder<unknown>): RawBuilder<boolean> {
  const ticked = [1, "1", "T", "true"].map((answer) => holds(content, "clientFormFields", { clientField: CONSENT_FIELD, answer }));
  return sql<boolean>`(${sql.join(ticked, sql` or `)})`;
}

/**
 * The scope's consent stands: an entry not withdrawn; for care also an old phone's ticked box when
 * no care entry was ever recorded (consentsOf in packages/domain/src/consent.ts).
 */
export function standingConsent(content: RawBuilder<unknown>, scope: ConsentScope): RawBuilder<boolean> {
  const given = holds(content, "consents", { scope, withdrawnAt: null });
  if (scope !== "care") return given;
  return sql<boolean>`(${given} or (not ${holds(content, "consents", { scope })} and ${oldBoxTicked(content)}))`;
}

/** The form requires the scope (requiredConsentScopes): its mandatory consent field names it, or names no scope and it is care. */
function required(content: RawBuilder<unknown>, scope: ConsentScope): RawBuilder<boolean> {
  const names = (id: ConsentScope) => holds(content, "clientFormFields", { clientField: CONSENT_FIELD, mandatory: true, categories: [{ id }] });
  if (scope !== "care") return names(scope);
  const namesNone = sql<boolean>`not (${sql.join(
    CONSENT_SCOPES.map((s) => names(s)),
    sql` or `,
  )})`;
  return sql<boolean>`(${names("care")} or (${holds(content, "clientFormFields", { clientField: CONSENT_FIELD, mandatory: true })} and ${namesNone}))`;
}

/**
 * A report may count the client: her reporting consent stands, and no consent her form requires
 * is missing (a record an old phone or a script sent without it is stored, flagged, and left out
 * until it is recorded: docs/operating.md, "Consent"). `scopes` adds the scopes a table needs
 * besides (photos for her pictures).
 */
export function reportable(content: RawBuilder<unknown>, scopes: readonly ConsentScope[] = []): RawBuilder<boolean> {
  const requiredStand = CONSENT_SCOPES.filter((s) => s !== "reporting").map(
    (scope) => sql`(not ${required(content, scope)} or ${standingConsent(content, scope)})`,
  );
  const extra = scopes.map((scope) => standingConsent(content, scope));
  return sql<boolean>`(${sql.join([standingConsent(content, "reporting"), ...requiredStand, ...extra], sql` and `)})`;
}

/** The scopes beyond reporting a table's records need of their client: photos for her pictures. */
export function scopesOf(table: string): ConsentScope[] {
  return table === "client_images" ? ["photos"] : [];
}
