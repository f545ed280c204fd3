import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import {
  BACKUP_FILE_PATTERN,
  BackupFileError,
  backupFileName,
  decryptBackupToFile,
  readBackupFile,
  readBackupManifest,
  writeBackupFile,
  type ScryptParams,
} from "./backup-file.js";

// docs/operating.md, "Backing up": the backup file's format, its encryption and its refusals.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-backup-file-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
/** A cheap scrypt for the round trips; the file records it and the reader uses it. */
const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const PASSPHRASE = "correct horse battery staple";
const createdAt = new Date("2026-12-06T02:30:05.123Z");
let counter = 0;

async function written(payload: Buffer | Buffer[], scrypt: ScryptParams | "default" = CHEAP) {
  const file = path.join(dir, `${++counter}-${backupFileName(createdAt, "pglite")}`);
  const result = await writeBackupFile({
    path: file,
    passphrase: PASSPHRASE,
    kind: "pglite",
    createdAt,
    serverVersion: "0.1.0",
    payload: Array.isArray(payload) ? payload : [payload],
    scrypt: scrypt === "default" ? undefined : scrypt,
  });
  return { file, ...result };
}

async function refusal(promise: Promise<unknown>): Promise<BackupFileError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupFileError);
  return error as BackupFileError;
}

describe("the backup file", () => {
  it("is named stepwise-YYYYMMDDTHHMMSSZ-<kind>.backup", () => {
    expect(backupFileName(createdAt, "postgres")).toBe("stepwise-20261206T023005Z-postgres.backup");
    expect(BACKUP_FILE_PATTERN.test(backupFileName(createdAt, "pglite"))).toBe(true);
    expect(BACKUP_FILE_PATTERN.test("stepwise-20261206T023005Z-pglite.backup.partial")).toBe(false);
  });

  it("round-trips a payload of several chunks, with its manifest on the first line and the tag last", async () => {
    const chunks = [randomBytes(100_000), randomBytes(3), randomBytes(70_000)];
    const plaintext = Buffer.concat(chunks);
    const { file, manifest, bytes } = await written(chunks);
    const raw = fs.readFileSync(file);
    expect(raw.length).toBe(bytes);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const firstLine = raw.subarray(0, raw.indexOf(0x0a)).toString("utf8");
    expect(JSON.parse(firstLine)).toEqual(manifest);
    expect(manifest).toMatchObject({
      magic: "stepwise-backup",
      format: 1,
      kind: "pglite",
      createdAt: "2026-12-06T02:30:05.123Z",
      serverVersion: "0.1.0",
      plaintextSize: plaintext.length,
      plaintextSha256: createHash("sha256").update(plaintext).digest("hex"),
      scrypt: CHEAP,
    });
    expect(Buffer.from(manifest.salt, "base64")).toHaveLength(16);
    expect(Buffer.from(manifest.iv, "base64")).toHaveLength(12);
    // Ciphertext and tag follow the line, as long as the plaintext and 16 bytes; no plaintext shows.
    expect(raw.length - firstLine.length - 1).toBe(plaintext.length + 16);
    expect(raw.includes(chunks[0]!.subarray(0, 32))).toBe(false);

    const opened = await readBackupFile(file, PASSPHRASE);
    expect(opened.manifest).toEqual(manifest);
    expect((await buffer(opened.payload)).equals(plaintext)).toBe(true);
    expect(await readBackupManifest(file)).toEqual(manifest);
    const out = path.join(dir, "decrypted");
    await decryptBackupToFile(file, PASSPHRASE, out);
    expect(fs.readFileSync(out).equals(plaintext)).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("round-trips an empty payload, and uses the default scrypt cost when none is given", async () => {
    const { file, manifest } = await written(Buffer.alloc(0), "default");
    expect(manifest.scrypt).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(manifest.plaintextSize).toBe(0);
    const opened = await readBackupFile(file, PASSPHRASE);
    expect((await buffer(opened.payload)).length).toBe(0);
  });

  it("gives each file its own salt and iv", async () => {
    const a = await written(Buffer.from("same"));
    const b = await written(Buffer.from("same"));
    expect(a.manifest.salt).not.toBe(b.manifest.salt);
    expect(a.manifest.iv).not.toBe(b.manifest.iv);
  });

  it("refuses a wrong passphrase", async () => {
    const { file } = await written(randomBytes(5000));
    const error = await refusal(readBackupFile(file, "not the passphrase"));
    expect(error.problem).toBe("wrong-passphrase-or-changed");
    expect(error.message).toContain("wrong BACKUP_PASSPHRASE, or the file was changed");
  });

  it("refuses a file with one byte changed, wherever the byte is", async () => {
    const plaintext = randomBytes(5000);
    const { file } = await written(plaintext);
    const raw = fs.readFileSync(file);
    const lineEnd = raw.indexOf(0x0a);
    const manifest = JSON.parse(raw.subarray(0, lineEnd).toString()) as Record<string, unknown>;
    const places = {
      ciphertext: lineEnd + 1 + 2500,
      firstCiphertextByte: lineEnd + 1,
      tag: raw.length - 3,
    };
    for (const [where, at] of Object.entries(places)) {
      const changed = Buffer.from(raw);
      changed[at] = changed[at]! ^ 0x01;
      const copy = path.join(dir, `changed-${where}.backup`);
      fs.writeFileSync(copy, changed);
      const error = await refusal(readBackupFile(copy, PASSPHRASE));
      expect(error.problem, where).toBe("wrong-passphrase-or-changed");
    }
    // The manifest's fields: the tag covers the kind and the date; the sha256 is checked against the plaintext.
    const edits: Record<string, unknown>[] = [
      { kind: "postgres" },
      { createdAt: "2026-12-07T02:30:05.123Z" },
      { plaintextSha256: createHash("sha256").update("else").digest("hex") },
    ];
    for (const edit of edits) {
      const line = Buffer.from(JSON.stringify({ ...manifest, ...edit }).padEnd(lineEnd, " "));
      const copy = path.join(dir, "changed-manifest.backup");
      fs.writeFileSync(copy, Buffer.concat([line, raw.subarray(lineEnd)]));
      const error = await refusal(readBackupFile(copy, PASSPHRASE));
      expect(error.problem, JSON.stringify(edit)).toBe("wrong-passphrase-or-changed");
    }
  });

  it("refuses a file cut short, saying so, and a file with bytes added", async () => {
    const { file } = await written(randomBytes(5000));
    const raw = fs.readFileSync(file);
    const cut = path.join(dir, "cut.backup");
    fs.writeFileSync(cut, raw.subarray(0, raw.length - 100));
    const error = await refusal(readBackupFile(cut, PASSPHRASE));
    expect(error.problem).toBe("truncated");
    expect(error.message).toContain("cut short");
    fs.writeFileSync(cut, raw.subarray(0, 40));
    expect((await refusal(readBackupFile(cut, PASSPHRASE))).problem).toBe("not-a-backup");
    fs.writeFileSync(cut, Buffer.concat([raw, Buffer.from("x")]));
    expect((await refusal(readBackupFile(cut, PASSPHRASE))).problem).toBe("wrong-passphrase-or-changed");
  });

  it("refuses a file that is no backup, and a format it does not know", async () => {
    const other = path.join(dir, "notes.txt");
    fs.writeFileSync(other, "hello\nworld\n");
    expect((await refusal(readBackupFile(other, PASSPHRASE))).problem).toBe("not-a-backup");
    const { file } = await written(Buffer.from("payload"));
    const raw = fs.readFileSync(file);
    const lineEnd = raw.indexOf(0x0a);
    const manifest = JSON.parse(raw.subarray(0, lineEnd).toString()) as Record<string, unknown>;
    const future = path.join(dir, "future.backup");
    fs.writeFileSync(future, Buffer.concat([Buffer.from(JSON.stringify({ ...manifest, format: 2 }).padEnd(lineEnd, " ")), raw.subarray(lineEnd)]));
    const error = await refusal(readBackupFile(future, PASSPHRASE));
    expect(error.problem).toBe("unsupported-format");
    expect(error.message).toContain("restore it with the release that made it");
  });

  it("refuses an empty passphrase when writing, naming the variable", async () => {
    await expect(
      writeBackupFile({ path: path.join(dir, "x.backup"), passphrase: "", kind: "postgres", createdAt, serverVersion: "0.1.0", payload: [Buffer.from("a")] }),
    ).rejects.toThrow(/BACKUP_PASSPHRASE is empty/);
    expect(fs.existsSync(path.join(dir, "x.backup"))).toBe(false);
  });

  it("leaves no file behind when the payload fails midway", async () => {
    async function* failing() {
      yield Buffer.from("first part");
      throw new Error("pg_dump died");
    }
    const file = path.join(dir, "failed.backup");
    await expect(
      writeBackupFile({ path: file, passphrase: PASSPHRASE, kind: "postgres", createdAt, serverVersion: "0.1.0", payload: failing(), scrypt: CHEAP }),
    ).rejects.toThrow("pg_dump died");
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
  });
});
