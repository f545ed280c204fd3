import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt } from "node:crypto";
import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/*
 * The backup file (docs/operating.md, "Backing up"), one file per backup:
 *
 *   a first line of JSON, the manifest (magic, format, kind, createdAt, serverVersion, the
 *   plaintext's size and sha256, the scrypt salt and parameters, the AES-GCM iv), padded with
 *   spaces to a fixed width and ended by "\n";
 *   then the ciphertext (AES-256-GCM, as long as the plaintext);
 *   then the 16-byte GCM tag.
 *
 * The key is scrypt(BACKUP_PASSPHRASE, salt). Every field of the manifest but the plaintext's size
 * and sha256 is the cipher's additional data, so the tag covers it; the size and sha256 are checked
 * against the decrypted plaintext. A wrong passphrase, a changed byte or a cut file is refused
 * before any of the payload is handed out.
 */

export const BACKUP_MAGIC = "stepwise-backup";
export const BACKUP_FORMAT = 1;
export type BackupKind = "postgres" | "pglite";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** scrypt's cost: 2^17 with r 8 takes 128 MiB and about half a second, once per file. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** A manifest asking more than this is refused: a changed header must not make the reader eat all memory. */
const MAX_SCRYPT: ScryptParams = { N: 2 ** 20, r: 16, p: 4 };
const TAG_BYTES = 16;
/** Room the manifest's line keeps for the plaintext's size, written once the payload is through. */
const SIZE_DIGITS = 16;
const MAX_MANIFEST_BYTES = 4096;

export interface BackupManifest {
  magic: typeof BACKUP_MAGIC;
  format: typeof BACKUP_FORMAT;
  kind: BackupKind;
  /** ISO 8601, UTC. */
  createdAt: string;
  serverVersion: string;
  plaintextSize: number;
  /** Hex. */
  plaintextSha256: string;
  /** Base64. */
  salt: string;
  /** Base64. */
  iv: string;
  scrypt: ScryptParams;
}

export type BackupFileProblem = "not-a-backup" | "unsupported-format" | "truncated" | "wrong-passphrase-or-changed";

/** A backup file that cannot be read; the message says what is wrong and what to do. */
export class BackupFileError extends Error {
  constructor(
    readonly problem: BackupFileProblem,
    message: string,
  ) {
    super(message);
    this.name = "BackupFileError";
  }
}

/** The name of a backup made at `createdAt`: stepwise-YYYYMMDDTHHMMSSZ-<kind>.backup. */
export function backupFileName(createdAt: Date, kind: BackupKind): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(/[-:]/g, "");
  return `stepwise-${stamp}-${kind}.backup`;
}

/** Which file names are backups, for listing and keeping the newest. */
export const BACKUP_FILE_PATTERN = /^stepwise-\d{8}T\d{6}Z-(postgres|pglite)\.backup$/;

function deriveKey(passphrase: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase, salt, 32, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The manifest's fields the tag covers: all but the plaintext's size and sha256. */
function additionalData(manifest: BackupManifest): Buffer {
  const { magic, format, kind, createdAt, serverVersion, salt, iv, scrypt: params } = manifest;
  return Buffer.from(JSON.stringify({ magic, format, kind, createdAt, serverVersion, salt, iv, scrypt: params }));
}

/** The manifest's line, padded with spaces to the width of the same manifest with the widest size. */
function manifestLine(manifest: BackupManifest): Buffer {
  const json = JSON.stringify(manifest);
  const width = JSON.stringify({ ...manifest, plaintextSize: 0 }).length + SIZE_DIGITS;
  return Buffer.from(`${json.padEnd(width, " ")}\n`);
}

export interface WriteBackupOptions {
  /** Where the file goes; it is written beside it as `<path>.partial` and renamed when whole. */
  path: string;
  passphrase: string;
  kind: BackupKind;
  createdAt: Date;
  serverVersion: string;
  /** The plaintext, streamed through: a database may be gigabytes. */
  payload: Readable | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
  /** Tests pass a cheaper cost; the file records the one used. */
  scrypt?: ScryptParams;
}

/** Encrypts `payload` into one backup file (mode 0600) and answers its manifest and size. */
export async function writeBackupFile(options: WriteBackupOptions): Promise<{ manifest: BackupManifest; bytes: number }> {
  if (options.passphrase === "") throw new Error("BACKUP_PASSPHRASE is empty: set it to a long passphrase kept apart from the backups");
  const params = options.scrypt ?? DEFAULT_SCRYPT;
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const manifest: BackupManifest = {
    magic: BACKUP_MAGIC,
    format: BACKUP_FORMAT,
    kind: options.kind,
    createdAt: options.createdAt.toISOString(),
    serverVersion: options.serverVersion,
    plaintextSize: 0,
    plaintextSha256: "0".repeat(64),
    salt: salt.toString("base64"),
    iv: iv.toString("base64"),
    scrypt: params,
  };
  const key = await deriveKey(options.passphrase, salt, params);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additionalData(manifest));
  const placeholder = manifestLine(manifest);
  const partial = `${options.path}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600, start: placeholder.length });
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.from(options.payload), measure, cipher, out, { end: false });
    await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())));
    const final: BackupManifest = { ...manifest, plaintextSize: size, plaintextSha256: hash.digest("hex") };
    const line = manifestLine(final);
    if (line.length !== placeholder.length) throw new Error(`the backup's manifest grew from ${placeholder.length} to ${line.length} bytes`);
    const handle = await fs.promises.open(partial, "r+");
    try {
      await handle.write(line, 0, line.length, 0);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, options.path);
    return { manifest: final, bytes: line.length + size + TAG_BYTES };
  } catch (error) {
    out.destroy();
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

const WRONG = "wrong BACKUP_PASSPHRASE, or the file was changed: check the passphrase, or take another copy of the backup";

async function readManifestLine(path: string): Promise<{ manifest: BackupManifest; offset: number; fileSize: number }> {
  const handle = await fs.promises.open(path, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, MAX_MANIFEST_BYTES));
    await handle.read(head, 0, head.length, 0);
    const end = head.indexOf(0x0a);
    const notBackup = () => new BackupFileError("not-a-backup", `${path} is not a Stepwise backup: its first line is not a backup's manifest`);
    if (end < 0) throw notBackup();
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(head.subarray(0, end).toString("utf8")) as BackupManifest;
    } catch {
      throw notBackup();
    }
    if (manifest === null || typeof manifest !== "object" || manifest.magic !== BACKUP_MAGIC) throw notBackup();
    const format: unknown = manifest.format;
    if (format !== BACKUP_FORMAT) {
      throw new BackupFileError(
        "unsupported-format",
        `${path} is a backup of format ${String(format)}; this server reads format ${BACKUP_FORMAT}: restore it with the release that made it`,
      );
    }
    const params = manifest.scrypt;
    const sane =
      (manifest.kind === "postgres" || manifest.kind === "pglite") &&
      Number.isSafeInteger(manifest.plaintextSize) &&
      manifest.plaintextSize >= 0 &&
      /^[0-9a-f]{64}$/.test(manifest.plaintextSha256) &&
      typeof manifest.salt === "string" &&
      Buffer.from(manifest.iv, "base64").length === 12 &&
      params !== null &&
      typeof params === "object" &&
      [params.N, params.r, params.p].every((n) => Number.isSafeInteger(n) && n > 0) &&
      params.N <= MAX_SCRYPT.N &&
      params.r <= MAX_SCRYPT.r &&
      params.p <= MAX_SCRYPT.p;
    if (!sane) throw new BackupFileError("wrong-passphrase-or-changed", `${path}: ${WRONG}`);
    const offset = end + 1;
    const expected = offset + manifest.plaintextSize + TAG_BYTES;
    if (size < expected) {
      throw new BackupFileError("truncated", `${path} is cut short (${size} of ${expected} bytes): the copy was interrupted; take another copy of the backup`);
    }
    if (size > expected) throw new BackupFileError("wrong-passphrase-or-changed", `${path}: ${WRONG}`);
    return { manifest, offset, fileSize: size };
  } finally {
    await handle.close();
  }
}

/** The manifest of a backup file, without the passphrase and without checking the payload. */
export async function readBackupManifest(path: string): Promise<BackupManifest> {
  return (await readManifestLine(path)).manifest;
}

/** One pass of decryption: a stream of the plaintext that fails at its end if the tag or sha256 is wrong. */
function decryptingStream(path: string, key: Buffer, manifest: BackupManifest, offset: number, fileSize: number, tag: Buffer): Readable {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(manifest.iv, "base64"));
  decipher.setAAD(additionalData(manifest));
  decipher.setAuthTag(tag);
  const hash = createHash("sha256");
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (hash.digest("hex") !== manifest.plaintextSha256) done(new BackupFileError("wrong-passphrase-or-changed", `${path}: ${WRONG}`));
      else done();
    },
  });
  const source = manifest.plaintextSize === 0 ? Readable.from([]) : fs.createReadStream(path, { start: offset, end: fileSize - TAG_BYTES - 1 });
  const failed = (error: Error) => {
    const reason = error instanceof BackupFileError ? error : new BackupFileError("wrong-passphrase-or-changed", `${path}: ${WRONG}`);
    check.destroy(reason);
  };
  source.on("error", (error: Error) => check.destroy(error));
  decipher.on("error", failed);
  source.pipe(decipher).pipe(check);
  return check;
}

export interface OpenedBackup {
  manifest: BackupManifest;
  /**
   * The plaintext, read and decrypted again after the whole file was checked; it still fails at its
   * end should the file change between the check and the read.
   */
  payload: Readable;
}

/**
 * Checks a backup file whole (passphrase, every byte, its length) and then answers its manifest and
 * its plaintext as a stream. Throws BackupFileError when the file cannot be trusted: nothing of a
 * changed file is handed out.
 */
export async function readBackupFile(path: string, passphrase: string): Promise<OpenedBackup> {
  const { manifest, offset, fileSize } = await readManifestLine(path);
  const key = await deriveKey(passphrase, Buffer.from(manifest.salt, "base64"), manifest.scrypt);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await fs.promises.open(path, "r");
  try {
    await handle.read(tag, 0, TAG_BYTES, fileSize - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const checking = decryptingStream(path, key, manifest, offset, fileSize, tag);
  await pipeline(checking, async function drain(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) void chunk;
  });
  return { manifest, payload: decryptingStream(path, key, manifest, offset, fileSize, tag) };
}

/** Decrypts a backup file to `destination` (mode 0600), checked whole first; for pg_restore and PGlite's loadDataDir. */
export async function decryptBackupToFile(path: string, passphrase: string, destination: string): Promise<BackupManifest> {
  const { manifest, payload } = await readBackupFile(path, passphrase);
  await pipeline(payload, fs.createWriteStream(destination, { mode: 0o600 }));
  return manifest;
}
