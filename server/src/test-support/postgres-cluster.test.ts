import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { startPostgresCluster } from "./postgres-cluster.js";

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>("select 1 as one");
    return rows[0]!.one;
  } finally {
    await client.end();
  }
}

describe("the throwaway PostgreSQL cluster the tests run on", () => {
  const saved = process.env.TEST_DATABASE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  });

  it.skipIf(saved !== undefined)("starts on 127.0.0.1 and a free port, answers select 1, and is gone after stop", async () => {
    const cluster = await startPostgresCluster();
    expect(new URL(cluster.url).hostname).toBe("127.0.0.1");
    expect(await selectOne(cluster.url)).toBe(1);
    await cluster.stop();
    await expect(selectOne(cluster.url)).rejects.toThrow();
  });

  it("uses TEST_DATABASE_URL when it is set, and stop leaves that server alone", async () => {
    process.env.TEST_DATABASE_URL = inject("postgresUrl");
    const given = await startPostgresCluster();
    expect(given.url).toBe(inject("postgresUrl"));
    await given.stop();
    expect(await selectOne(given.url)).toBe(1);
  });
});
