import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/**
 * The small data set of the reporting tests, written as the sync engine stores it (rows of
 * `records`), with every answer hand-computed in reporting.test.ts. Deployment MALA holds the
 * figures; HIAPP holds one record of each kind that MALA's reports must never count.
 */
export const FIXTURE_AS_OF = "2026-11-23";
export const FIXTURE_UPDATED_AT = new Date("2026-11-01T00:00:00Z");

interface FixtureRecord {
  table: string;
  uuid: string;
  install: string;
  content: Record<string, unknown>;
  application?: string;
  deleted?: boolean;
}

/** docs/REPORTING.md, "Consent: what reports leave out": a client reports count has consented to reporting. */
export const REPORTING_CONSENT = {
  scope: "reporting",
  givenAt: "2026-11-01T09:00:00.000Z",
  givenBy: "1",
  givenByName: "Amina",
  withdrawnAt: null,
  withdrawnBy: null,
  withdrawnByName: null,
};

const client = (uuid: string, status: string | null, age: number | null, archived = false) => ({
  uuid,
  clientname: `Name of ${uuid}`,
  age,
  status,
  archived,
  valid: true,
  consents: [REPORTING_CONSENT],
  clientFormFields: [
    {
      uuid: `${uuid}-f1`,
      answer: "12-03-2021",
      mandatory: true,
      clientField: "birthdate",
      birthdate: "12-03-2021",
      component: "date",
      categories: [],
      flowelement: false,
    },
  ],
});

const goal = (achieved: boolean, active: boolean, finished: boolean, satisfaction: number | null) => ({
  uuid: `g-${Math.random()}`,
  achieved,
  active,
  finished,
  satisfaction,
});

export const fixtureRecords: FixtureRecord[] = [
  { table: "clients", uuid: "c1", install: "i1", content: client("c1", "active", 5) },
  { table: "clients", uuid: "c2", install: "i1", content: client("c2", "active", 30) },
  { table: "clients", uuid: "c3", install: "i2", content: client("c3", "active", 30) },
  { table: "clients", uuid: "c4", install: "i2", content: client("c4", "closed", null, true) },
  { table: "clients", uuid: "c5", install: "i1", content: client("c5", "active", 70), deleted: true },
  { table: "my_children", uuid: "k1", install: "i1", content: { uuid: "k1", birthdate: "15-03-2025" } },
  { table: "my_children", uuid: "k2", install: "i1", content: { uuid: "k2", birthdate: "01-11-2023" } },
  {
    table: "milestones",
    uuid: "m1",
    install: "i1",
    content: {
      uuid: "m1",
      client_uuid: "k1",
      categories: [
        {
          id: "12-motor",
          indicators: [
            { id: 1, status: 2 },
            { id: 2, status: 1 },
            { id: 3, status: 0 },
          ],
        },
        { id: "12-language", indicators: [{ id: 4, status: 2 }] },
      ],
    },
  },
  {
    table: "milestones",
    uuid: "m2",
    install: "i1",
    content: {
      uuid: "m2",
      client_uuid: "k2",
      categories: [
        {
          id: "12-motor",
          indicators: [
            { id: 1, status: 2 },
            { id: 2, status: 2 },
          ],
        },
      ],
    },
  },
  {
    table: "milestones",
    uuid: "m3",
    install: "i1",
    content: {
      uuid: "m3",
      client_uuid: "c2",
      categories: [
        {
          id: "24-social",
          indicators: [
            { id: 7, status: 2 },
            { id: 8, status: 0 },
          ],
        },
      ],
    },
  },
  {
    table: "rehabilitations",
    uuid: "r1",
    install: "i1",
    content: {
      uuid: "r1",
      client_uuid: "c1",
      domains: [
        { domain_id: "1", description: "Function", goals: [goal(true, false, true, 4), goal(false, true, false, 2)] },
        { domain_id: "2", description: "Family", goals: [goal(false, true, false, null)] },
      ],
      ladder_of_live: [
        {
          uuid: "l1",
          label: "Ladder of life",
          measure: [
            { date: "01-10-2026", score: 4 },
            { date: "20-10-2026", score: 6 },
            { date: "05-11-2026", score: 7 },
          ],
        },
      ],
    },
  },
  {
    table: "rehabilitations",
    uuid: "r2",
    install: "i2",
    content: {
      uuid: "r2",
      client_uuid: "c3",
      domains: [{ domain_id: "1", description: "Function", goals: [goal(true, false, true, 5)] }],
      ladder_of_live: [
        { uuid: "l2", label: "Ladder of life", measure: [{ date: "10-10-2026", score: 5 }] },
        {
          uuid: "l3",
          label: "Pain",
          measure: [
            { date: "not a date", score: 9 },
            { date: "03-11-2026", score: 2 },
          ],
        },
      ],
    },
  },
  { table: "clients", uuid: "h1", install: "i3", application: "HIAPP", content: client("h1", "active", 5) },
  {
    table: "milestones",
    uuid: "hm1",
    install: "i3",
    application: "HIAPP",
    content: { uuid: "hm1", client_uuid: "h1", categories: [{ id: "12-motor", indicators: [{ id: 1, status: 2 }] }] },
  },
  {
    table: "rehabilitations",
    uuid: "hr1",
    install: "i3",
    application: "HIAPP",
    content: { uuid: "hr1", domains: [{ domain_id: "1", goals: [goal(true, true, true, 1)] }], ladder_of_live: [] },
  },
];

/** Installs i1 and i2 (MALA, regions 11 and 12) and i3 (HIAPP); i1 synced twice, on 20 and 21 November. */
export async function insertFixture(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("app_installs")
    .values([
      {
        uuid: "i1",
        user_id: null,
        application: "MALA",
        platform: "android",
        useragent: null,
        app_specifics: JSON.stringify({ regionID: 11 }),
        registered_at: null,
        last_mutation_id: 2,
      },
      {
        uuid: "i2",
        user_id: null,
        application: "MALA",
        platform: "ios",
        useragent: null,
        app_specifics: JSON.stringify({ regionID: 12 }),
        registered_at: null,
        last_mutation_id: 0,
      },
      {
        uuid: "i3",
        user_id: null,
        application: "HIAPP",
        platform: "web",
        useragent: null,
        app_specifics: JSON.stringify({ regionID: 11 }),
        registered_at: null,
        last_mutation_id: 0,
      },
    ])
    .execute();
  await db
    .insertInto("records")
    .values(
      fixtureRecords.map((r, index) => ({
        table_name: r.table,
        uuid: r.uuid,
        owner_user_id: null,
        owner_install_id: r.install,
        application: r.application ?? "MALA",
        dataversion: index + 1,
        content: JSON.stringify(r.content),
        last_install_id: r.install,
        updated_at: FIXTURE_UPDATED_AT,
        deleted_at: r.deleted ? FIXTURE_UPDATED_AT : null,
      })),
    )
    .execute();
  await sql`insert into sync_mutations (install_id, client_mutation_id, table_name, uuid, dataversion, applied_at) values
    ('i1', 1, 'clients', 'c1', 1, '2026-11-20T10:00:00Z'), ('i1', 2, 'clients', 'c2', 2, '2026-11-21T10:00:00Z')`.execute(db);
}
