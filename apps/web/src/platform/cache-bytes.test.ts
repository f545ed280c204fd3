import { describe, expect, it } from "vitest";
import { importVaultKey, newVaultKey } from "../vault/vault-crypto.js";
import { asciiJson, packCacheText, unpackCacheBytes, unpackCacheText } from "./cache-bytes.js";
import { seal } from "../vault/vault-crypto.js";

const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

describe("the persisted cache's bytes", () => {
  const data = { 'Client:{"uuid":"d"}': { name: "D\u00e9 \u2013 \u0175", note: 'Grace \u2713 "quoted" \u{1F600} \\u00e9' }, plain: "ascii only" };

  it("escapes every character beyond ASCII, a pair as a pair, and parses back to the same values", () => {
    const text = asciiJson(JSON.stringify(data));
    expect(isAscii(text)).toBe(true);
    expect(text).toContain("D\\u00e9 \\u2013 \\u0175");
    expect(text).toContain("\\ud83d\\ude00");
    // A backslash the text itself held stays escaped as JSON.stringify wrote it.
    expect(text).toContain("\\\\u00e9");
    expect(JSON.parse(text)).toEqual(data);
    const ascii = '{"a":"ascii"}';
    expect(asciiJson(ascii)).toBe(ascii);
  });

  it("keeps the phone's cache gzipped and a worker's gzipped then sealed, each read back as ASCII JSON of the same values", async () => {
    const json = JSON.stringify(data);
    const plain = await packCacheText(json, null);
    expect(plain).toEqual({ gzip: expect.any(ArrayBuffer) });
    const plainText = (await unpackCacheText(plain, null))!;
    expect(isAscii(plainText)).toBe(true);
    expect(JSON.parse(plainText)).toEqual(data);

    const key = await importVaultKey(newVaultKey());
    const sealed = await packCacheText(json, key);
    expect(sealed).toMatchObject({ gzipped: true, iv: expect.any(Uint8Array), data: expect.any(ArrayBuffer) });
    expect(JSON.parse((await unpackCacheText(sealed, key))!)).toEqual(data);
    expect(await unpackCacheText(sealed, null)).toBeNull();
    await expect(unpackCacheText(sealed, await importVaultKey(newVaultKey()))).rejects.toThrow();
  });

  it("reads a text an earlier build kept as it was", async () => {
    expect(await unpackCacheText('{"a":"\u00e9"}', null)).toBe('{"a":"\u00e9"}');
    expect(await unpackCacheText(undefined, null)).toBeNull();
  });

  it("gives the same text as bytes, for the saver's worker to hand over, from every shape kept", async () => {
    const json = JSON.stringify(data);
    const key = await importVaultKey(newVaultKey());
    const decoded = async (stored: unknown, with_: CryptoKey | null) => {
      const bytes = await unpackCacheBytes(stored, with_);
      return bytes === null ? null : new TextDecoder().decode(bytes);
    };
    for (const [stored, with_] of [
      [await packCacheText(json, null), null],
      [await packCacheText(json, key), key],
      [await seal(key, json), key],
      [json, null],
    ] as const) {
      expect(await decoded(stored, with_)).toBe(await unpackCacheText(stored, with_));
      expect(JSON.parse((await decoded(stored, with_))!)).toEqual(data);
    }
    expect(await unpackCacheBytes(await packCacheText(json, key), null)).toBeNull();
    expect(await unpackCacheBytes(undefined, null)).toBeNull();
  });
});
