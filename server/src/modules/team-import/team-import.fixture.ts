import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** What importTeam answers, as the tests ask for it. */
export type TeamImportAnswer = {
  importTeam: {
    dryRun: boolean;
    created: number;
    unchanged: number;
    failed: number;
    rows: Array<{
      row: number;
      name: string;
      email: string;
      deployment: string;
      role: string | null;
      region: string | null;
      outcome: string;
      errors: Array<{ column: string; problem: string; message: string }>;
    }>;
    logins: Array<{ row: number; name: string; email: string; application: string; code: string; expiresAt: string }>;
  };
};

/** MALA and HIAPP with their regions, as the seed has them (server/src/modules/content/seed/deployments.ts). */
export async function insertTeamDeployments(db: Kysely<Database>): Promise<void> {
  const base = { login: false, version: "2.05.0", languages: "[]", forms: "[]", metadata: "{}" };
  await db
    .insertInto("applications")
    .values([
      {
        ...base,
        app_identifier: "MALA",
        host: "mala.localhost",
        app_title: "Stepwise Malawi",
        regions: JSON.stringify([
          { id: "11", name: "Northern Region", countryID: 265 },
          { id: "12", name: "Central Region", countryID: 265 },
          { id: "13", name: "Southern Region", countryID: 265 },
        ]),
      },
      { ...base, app_identifier: "HIAPP", host: "hiapp.localhost", app_title: "HIAPP", regions: JSON.stringify([{ id: "21", name: "Noord", countryID: 31 }]) },
    ])
    .execute();
}

/** A team's CSV with the header name,e-mail,deployment,role,region; cells quoted where they must be. */
export function teamCsv(rows: string[][]): string {
  const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return ["name,e-mail,deployment,role,region", ...rows.map((row) => row.map(cell).join(","))].join("\n") + "\n";
}
