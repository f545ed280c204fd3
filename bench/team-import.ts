import { randomUUID } from "node:crypto";
import { E2E_ADMIN_TOKEN } from "../e2e/support/global-setup.js";
import { startStack } from "./support/stack.js";
import type { BenchRow } from "./support/stats.js";

const ROWS = 1000;
/** The baseline's sample: createUser calls one after the other, its time scaled to ROWS. */
const SAMPLE = 100;
/** docs/operator-console.md, "Importing a team": an import of 1,000 rows takes under 10 s. */
const TARGET_MS = 10_000;

async function adminGraphQL<T>(baseUrl: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const IMPORT = `mutation($file: String!, $dryRun: Boolean!) {
  importTeam(file: $file, format: CSV, dryRun: $dryRun) { created failed rows { outcome } logins { code } }
}`;

/** A team's CSV of `rows` workers of the default deployment, each in one of its regions. */
function teamFile(tag: string, rows: number): string {
  const regions = ["Noord", "Oost", "Zuid"];
  const lines = Array.from({ length: rows }, (_, i) => `Worker ${i},team-${tag}-${i}@example.org,default,worker,${regions[i % 3]}`);
  return ["name,e-mail,deployment,role,region", ...lines].join("\n") + "\n";
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await run();
  return { ms: performance.now() - t0, value };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * docs/operator-console.md, "Importing a team": a 1,000-row team file through importTeam against the
 * built server on PostgreSQL, its dry run and its import, each one request; the baseline, measured in
 * the same run, is the accounts made one createUser call at a time (100 calls, scaled to 1,000).
 */
export async function benchTeamImport(): Promise<BenchRow[]> {
  const stack = await startStack(1);
  try {
    const baseUrl = stack.replicas[0]!;
    const tag = randomUUID().slice(0, 8);
    const single = await timed(async () => {
      for (let i = 0; i < SAMPLE; i += 1) {
        const input = { application: "default", email: `single-${tag}-${i}@example.org`, name: `Single ${i}`, role: "WORKER" };
        await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", { input });
      }
    });
    const baselineMs = (single.ms * ROWS) / SAMPLE;
    const file = teamFile(tag, ROWS);
    type Answer = { importTeam: { created: number; failed: number; rows: unknown[]; logins: unknown[] } };
    const dry = await timed(() => adminGraphQL<Answer>(baseUrl, IMPORT, { file, dryRun: true }));
    const made = await timed(() => adminGraphQL<Answer>(baseUrl, IMPORT, { file, dryRun: false }));
    for (const [what, answer, logins] of [
      ["dry run", dry.value, 0],
      ["import", made.value, ROWS],
    ] as const) {
      const { created, failed, rows } = answer.importTeam;
      if (created !== ROWS || failed !== 0 || rows.length !== ROWS || answer.importTeam.logins.length !== logins)
        throw new Error(`the ${what} answered ${created} created, ${failed} failed, ${answer.importTeam.logins.length} logins`);
    }
    const baseline = `${seconds(baselineMs)} (${SAMPLE} createUser calls ×${ROWS / SAMPLE})`;
    return [
      {
        benchmark: `team import, dry run of ${ROWS} rows`,
        figure: seconds(dry.ms),
        baseline,
        ratio: `${(baselineMs / dry.ms).toFixed(1)}x faster`,
        target: `< ${seconds(TARGET_MS)}`,
        met: dry.ms < TARGET_MS,
      },
      {
        benchmark: `team import, import of ${ROWS} rows (accounts and login codes)`,
        figure: seconds(made.ms),
        baseline,
        ratio: `${(baselineMs / made.ms).toFixed(1)}x faster`,
        target: `< ${seconds(TARGET_MS)}`,
        met: made.ms < TARGET_MS,
      },
    ];
  } finally {
    await stack.close();
  }
}
