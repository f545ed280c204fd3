import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { CONSENT_SCOPES, hasConsent, lacksRequiredConsent, type Consent } from "@stepwise/domain";
import { ClientRecordSchema } from "@stepwise/domain/entities";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { reportable, standingConsent } from "./consent-sql.js";

/**
 * docs/REPORTING.md, "Consent: what reports leave out": the SQL reads consent as the domain does
 * (packages/domain/src/consent.ts), on every combination of each scope's state and the form's
 * consent field, stored as the server stores a client (through its schema).
 */
const STATES = ["none", "given", "withdrawn"] as const;
const entry = (scope: string, state: (typeof STATES)[number]): Consent[] =>
  state === "none"
    ? []
    : [
        {
          scope,
          givenAt: "2026-06-01T09:00:00.000Z",
          givenBy: "7",
          givenByName: "Amina",
          withdrawnAt: state === "withdrawn" ? "2026-07-01T09:00:00.000Z" : null,
          withdrawnBy: null,
          withdrawnByName: null,
        },
      ];
const BOXES: Array<Record<string, unknown> | null> = [
  null,
  { answer: 1, mandatory: true, categories: [] },
  { answer: "1", mandatory: 1, categories: [] },
  { answer: null, mandatory: true, categories: [] },
  { answer: null, mandatory: true, categories: [{ id: "reporting" }, { id: "photos" }] },
  { answer: 1, mandatory: false, categories: [{ id: "care" }] },
  { answer: 1, mandatory: "T", categories: [{ id: "care" }, { id: "other" }] },
];

function clients() {
  const all: Array<Record<string, unknown>> = [];
  for (const care of STATES)
    for (const photos of STATES)
      for (const reporting of STATES)
        for (const [b, box] of BOXES.entries()) {
          const uuid = `c-${care}-${photos}-${reporting}-${b}`;
          const fields = box ? [{ uuid: `${uuid}-f`, clientField: "consent", component: "checkbox", flowelement: false, ...box }] : [];
          const consents = [...entry("care", care), ...entry("photos", photos), ...entry("reporting", reporting)];
          all.push(ClientRecordSchema.parse({ uuid, clientname: uuid, clientFormFields: fields, consents }));
        }
  return all;
}

describe.each(databaseKinds)("consent in SQL as in the domain (%s)", (kind) => {
  const database = useTestDatabase(kind);

  it("counts exactly the clients the domain counts, and each scope stands where the domain says", async () => {
    const records = clients();
    const { db } = database.handle;
    await db
      .insertInto("records")
      .values(
        records.map((content, index) => ({
          table_name: "clients",
          uuid: String(content.uuid),
          owner_user_id: null,
          owner_install_id: "i1",
          application: "MALA",
          dataversion: index + 1,
          content: JSON.stringify(content),
          last_install_id: "i1",
          updated_at: new Date("2026-11-01T00:00:00Z"),
          deleted_at: null,
        })),
      )
      .execute();
    const counted = await sql<{ uuid: string }>`select uuid from records r where ${reportable(sql`r.content`)} order by uuid`.execute(db);
    const expected = records.filter((c) => hasConsent(c, "reporting") && !lacksRequiredConsent(c)).map((c) => String(c.uuid));
    expect(counted.rows.map((r) => r.uuid)).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(5);
    for (const scope of CONSENT_SCOPES) {
      const standing = await sql<{ uuid: string }>`select uuid from records r where ${standingConsent(sql`r.content`, scope)} order by uuid`.execute(db);
      expect(
        standing.rows.map((r) => r.uuid),
        scope,
      ).toEqual(
        records
          .filter((c) => hasConsent(c, scope))
          .map((c) => String(c.uuid))
          .sort(),
      );
    }
  });
});
