import { createDecipheriv } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { launchChromium } from "./browser.js";

/**
 * What a copy of a phone's browser profile gives away (docs/SECURITY.md, "A phone in many hands: the
 * phone's side"): its files read byte by byte, every candidate key found in them, and every sealed
 * blob (AES-GCM, apps/web/src/vault/vault-crypto.ts) its origin's IndexedDB holds.
 */

/** Every file under a folder, at any depth. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

/** The forms a 32-byte key may be written in: its bytes, base64 (with and without padding), base64url, hex in both cases. */
export function keyForms(raw: Buffer): { form: string; bytes: Buffer }[] {
  const base64 = raw.toString("base64");
  const texts = {
    base64,
    base64Unpadded: raw.toString("base64url").replaceAll("-", "+").replaceAll("_", "/"),
    base64url: raw.toString("base64url"),
    hex: raw.toString("hex"),
    HEX: raw.toString("hex").toUpperCase(),
  };
  return [
    { form: "raw", bytes: raw },
    ...Object.entries(texts).flatMap(([form, text]) => [
      { form: `${form} (one byte a character)`, bytes: Buffer.from(text, "latin1") },
      { form: `${form} (UTF-16)`, bytes: Buffer.from(text, "utf16le") },
    ]),
  ];
}

/** Where in these files any form of the key lies: "file: form". */
export function keyFound(files: string[], raw: Buffer): string[] {
  const forms = keyForms(raw);
  return files.flatMap((file) => {
    const bytes = fs.readFileSync(file);
    return forms.filter(({ bytes: form }) => bytes.includes(form)).map(({ form }) => `${file}: ${form}`);
  });
}

/** Where in these files a text lies in the clear (one byte a character, UTF-8 or UTF-16). */
export function textFound(files: string[], text: string): string[] {
  const forms = [Buffer.from(text, "utf8"), Buffer.from(text, "utf16le")];
  return files.filter((file) => {
    const bytes = fs.readFileSync(file);
    return forms.some((form) => bytes.includes(form));
  });
}

/**
 * Every candidate key in these files: each 32 bytes that follow Blink's serialized CryptoKey tag
 * ('K', then the AES subtag 1, the algorithm, the length 32 in bytes, the usages, the data length 32),
 * and each base64, base64url or hex text that decodes to 32 bytes.
 */
export function candidateKeys(files: string[]): Buffer[] {
  const found = new Map<string, Buffer>();
  const keep = (key: Buffer) => {
    if (key.length === 32) found.set(key.toString("hex"), key);
  };
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    for (let at = bytes.indexOf(0x4b); at !== -1; at = bytes.indexOf(0x4b, at + 1)) {
      // The tag, then up to 8 bytes of fields; the key's 32 bytes follow a length byte of 32 (0x20).
      for (let length = at + 2; length < at + 10 && length < bytes.length; length += 1) {
        if (bytes[length] === 0x20) keep(bytes.subarray(length + 1, length + 33));
      }
    }
    for (const text of [bytes.toString("latin1"), bytes.toString("utf16le")]) {
      for (const [match] of text.matchAll(/[\w+/-]{43,44}=?/gu)) keep(Buffer.from(match.replaceAll("-", "+").replaceAll("_", "/"), "base64"));
      for (const [match] of text.matchAll(/[0-9a-f]{64}/giu)) keep(Buffer.from(match, "hex"));
    }
  }
  return [...found.values()];
}

/** A value sealed with AES-GCM as the app keeps it: a 12-byte IV, the ciphertext and its 16-byte tag. */
export interface SealedBlob {
  where: string;
  iv: Buffer;
  data: Buffer;
}

/** The bytes a key opens this blob to (gunzipped when gzip), or null: AES-GCM's tag refuses the key. */
export function openBlob(key: Buffer, blob: SealedBlob): Buffer | null {
  if (blob.data.length < 16) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, blob.iv);
    decipher.setAuthTag(blob.data.subarray(blob.data.length - 16));
    const opened = Buffer.concat([decipher.update(blob.data.subarray(0, blob.data.length - 16)), decipher.final()]);
    return opened[0] === 0x1f && opened[1] === 0x8b ? gunzipSync(opened) : opened;
  } catch {
    return null;
  }
}

/**
 * Every sealed blob the origin's IndexedDB holds in this profile, read through a fresh Chromium on it:
 * a blank page of the origin, answered by the test itself, so no app and no service worker runs.
 */
export async function sealedBlobsIn(profile: string, origin: string): Promise<SealedBlob[]> {
  const browser = await launchChromium(profile);
  try {
    const page = await browser.newPage();
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    page.on("request", (request) => void request.respond({ status: 200, contentType: "text/html", body: "<!doctype html><title>profile copy</title>" }));
    await page.goto(`${origin}/profile-copy`);
    const found = await page.evaluate(async () => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
        });
      const base64 = (bytes: Uint8Array) => {
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      };
      const blobs: { where: string; iv: string; data: string }[] = [];
      const walk = (value: unknown, where: string, depth: number) => {
        if (depth > 50 || typeof value !== "object" || value === null) return;
        const candidate = value as { iv?: unknown; data?: unknown };
        if (candidate.iv instanceof Uint8Array && candidate.data instanceof ArrayBuffer) {
          blobs.push({ where, iv: base64(candidate.iv), data: base64(new Uint8Array(candidate.data)) });
          return;
        }
        if (value instanceof ArrayBuffer || ArrayBuffer.isView(value) || value instanceof Blob) return;
        for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`, depth + 1);
      };
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await request(indexedDB.open(name));
        for (const store of [...db.objectStoreNames]) {
          const values = await request(db.transaction(store).objectStore(store).getAll());
          values.forEach((value, index) => walk(value, `${name}/${store}[${index}]`, 0));
        }
        db.close();
      }
      return blobs;
    });
    return found.map((blob) => ({ where: blob.where, iv: Buffer.from(blob.iv, "base64"), data: Buffer.from(blob.data, "base64") }));
  } finally {
    await browser.close();
  }
}
