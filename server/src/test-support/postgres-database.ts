import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh database on the test PostgreSQL server, and a way to drop it. */
export async function createPostgresDatabase(serverUrl: string, { template }: { template?: string } = {}) {
  const name = `stepwise_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
