import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, bearer, CREATE_USER, OPERATOR_LOGIN } from "../../test-support/operator-console.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, startTestServer, type TestServer } from "../../test-support/test-server.js";
import { databaseUrl } from "./test-database-url.fixture.js";
import { readBackupFile } from "./backup-file.js";
import { BackupEventsRepository } from "./backup-events.repository.js";

// docs/operating.md, "Backing up": backupStatus and makeBackup, for operators of every deployment only.

const STATUS = "{ backupStatus { enabled lastGoodAt lastGoodFile lastFailedAt lastFailure directory } }";
const MAKE = "mutation { makeBackup { file bytes createdAt copied } }";
const PASSPHRASE = "the resolver test's passphrase";
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));
const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-backup-resolver-"));
roots.push(root);

type Status = {
  backupStatus: {
    enabled: boolean;
    lastGoodAt: string | null;
    lastGoodFile: string | null;
    lastFailedAt: string | null;
    lastFailure: string | null;
    directory: string;
  };
};

describe.each(databaseKinds)("backupStatus and makeBackup on %s", (kind) => {
  const database = useTestDatabase(kind);
  const dir = path.join(root, kind, "backups");
  const copyDir = path.join(root, kind, "copy");
  // The server reads the PostgreSQL database's URL from DATABASE_URL, as in production; known once the database is made.
  let server: TestServer;
  beforeAll(async () => {
    const url: Record<string, string> = kind === "postgres" ? { DATABASE_URL: await databaseUrl(database.handle) } : {};
    server = await startTestServer(database.handle, { BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: dir, BACKUP_COPY_DIR: copyDir, ...url });
  });
  afterAll(() => server.close());
  const gql = <T = Record<string, unknown>>(query: string, headers: Record<string, string> = {}) => graphql<T>(server.baseUrl, query, {}, headers);

  async function operator(application: string, role: "OPERATOR_OF_DEPLOYMENT" | "OPERATOR_OF_ALL") {
    const email = `op-${role.length}-${Math.random().toString(16).slice(2, 8)}@example.org`;
    const password = "operator long password";
    const made = await graphql(server.baseUrl, CREATE_USER, { input: { application, email, name: "Operator", password, role } }, admin);
    expect(made.errors).toBeUndefined();
    const login = await graphql<{ operatorLogin: { token: string } }>(server.baseUrl, OPERATOR_LOGIN, { e: email, p: password });
    return login.data!.operatorLogin.token;
  }

  it("answers the last good and the last failed backup from the audit log, to operators of every deployment only", async () => {
    const all = await operator("default", "OPERATOR_OF_ALL");
    const before = await gql<Status>(STATUS, bearer(all));
    expect(before).toEqual({
      data: { backupStatus: { enabled: true, lastGoodAt: null, lastGoodFile: null, lastFailedAt: null, lastFailure: null, directory: dir } },
    });

    const made = await gql<{ makeBackup: { file: string; bytes: number; createdAt: string; copied: boolean } }>(MAKE, bearer(all));
    expect(made.errors).toBeUndefined();
    const { file, bytes, createdAt, copied } = made.data!.makeBackup;
    expect(file).toMatch(new RegExp(`^stepwise-\\d{8}T\\d{6}Z-${kind}\\.backup$`));
    expect(copied).toBe(true);
    expect(fs.statSync(path.join(dir, file)).size).toBe(bytes);
    expect(fs.existsSync(path.join(copyDir, file))).toBe(true);
    expect((await readBackupFile(path.join(dir, file), PASSPHRASE)).manifest).toMatchObject({ kind, createdAt });

    await new BackupEventsRepository(database.handle.db, kind).record("schedule", { action: "backup.failed", target: null, detail: "disk full" });
    const after = await gql<Status>(STATUS, bearer(all));
    expect(after.errors).toBeUndefined();
    const status = after.data!.backupStatus;
    expect(status).toMatchObject({ enabled: true, lastGoodFile: file, lastFailure: "disk full", directory: dir });
    expect(Date.parse(status.lastGoodAt!)).toBeLessThanOrEqual(Date.parse(status.lastFailedAt!));
    expect((await gql<Status>(STATUS, admin)).data!.backupStatus.lastGoodFile).toBe(file);

    const own = await operator("MALA", "OPERATOR_OF_DEPLOYMENT");
    const worker = await createWorker(server.baseUrl, { application: "MALA" });
    for (const [who, headers] of [
      ["an operator of one deployment", bearer(own)],
      ["a worker", bearer(worker.token)],
    ] as const) {
      const status = await gql(STATUS, headers);
      expect(status.data, who).toBeNull();
      expect(status.errors?.[0]?.extensions?.code, who).toBe("FORBIDDEN");
      const make = await gql(MAKE, headers);
      expect(make.errors?.[0]?.extensions?.code, who).toBe("FORBIDDEN");
    }
    expect(await gql(STATUS)).toMatchObject({ errors: [{ extensions: { code: "FORBIDDEN" } }] });
    expect(fs.readdirSync(dir)).toEqual([file]);
  });
});

describe("backups off", () => {
  const database = useTestDatabase("pglite");

  it("answers enabled false, and refuses makeBackup naming BACKUP_PASSPHRASE", async () => {
    const server = await startTestServer(database.handle, { BACKUP_DIR: path.join(root, "off") });
    try {
      const status = await graphql<Status>(server.baseUrl, STATUS, {}, admin);
      expect(status.data!.backupStatus).toMatchObject({ enabled: false, lastGoodAt: null });
      const made = await graphql(server.baseUrl, MAKE, {}, admin);
      expect(made.errors?.[0]?.extensions?.code).toBe("BACKUPS_OFF");
      expect(made.errors?.[0]?.message).toMatch(/^BACKUP_PASSPHRASE is not set: .*restart it$/);
      expect(fs.existsSync(path.join(root, "off"))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
