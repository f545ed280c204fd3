import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ARGON2ID, type VaultKeyWrapText } from "@stepwise/domain";
import { argon2id } from "hash-wasm";
import { newToken } from "./token.js";
import { unwrapVaultKey } from "./vault-key-wrap.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, TEST_ADMIN_TOKEN, useTestServer } from "../test-support/test-server.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const WRAPS = `query($installs: [InstallProofInput!]!) {
  passwordWraps(installs: $installs) { installId passwordSetAt version kdf iterations memoryKiB parallelism salt iv data } }`;
const SET = "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { vaultKey } }";

interface WrapAnswer extends VaultKeyWrapText {
  installId: string;
  passwordSetAt: string;
}

/**
 * The wrap opened as the phone opens it (apps/web/src/vault/vault-crypto.ts `unwrapVaultKey`): Argon2id
 * by hash-wasm's WebAssembly, then WebCrypto's AES-GCM; its key, base64url.
 */
async function unwrapAsThePhone(wrap: VaultKeyWrapText, password: string): Promise<string> {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
  const derived = await argon2id({
    password,
    salt: bytes(wrap.salt),
    iterations: wrap.iterations,
    memorySize: wrap.memoryKiB!,
    parallelism: wrap.parallelism!,
    hashLength: 32,
    outputType: "binary",
  });
  const key = await crypto.subtle.importKey("raw", new Uint8Array(derived), "AES-GCM", false, ["decrypt"]);
  return Buffer.from(await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes(wrap.iv) }, key, bytes(wrap.data))).toString("base64url");
}

/**
 * docs/shared-phone.md, "The worker's key (vault key)": a password set wraps her vault key with it,
 * and a phone holding her vault fetches that wrap with her worker install's secret only.
 */
describe.each(databaseKinds)("the vault key wrapped at each password set, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** A worker with her vault on a phone: her worker install, bound to her session by a first request. */
  async function workerOnPhone() {
    const worker = await createWorker(server.baseUrl);
    const install = { id: randomUUID(), secret: newToken() };
    const headers = { authorization: `Bearer ${worker.token}`, "x-app-install-id": install.id, "x-app-install-secret": install.secret };
    expect((await graphql(server.baseUrl, "{ me { id } }", {}, headers)).errors).toBeUndefined();
    return { worker, install };
  }

  /** The operator's login code, then the password she sets with it elsewhere; answers her vault key. */
  async function setPassword(email: string, password: string): Promise<string> {
    const code = (await graphql<{ createLoginToken: string }>(server.baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", { e: email }, admin))
      .data!.createLoginToken;
    const set = await graphql<{ setPassword: { vaultKey: string } }>(server.baseUrl, SET, { t: code, p: password });
    expect(set.errors).toBeUndefined();
    return set.data!.setPassword.vaultKey;
  }

  const wraps = async (installs: { id: string; secret: string }[]) => {
    const answer = await graphql<{ passwordWraps: WrapAnswer[] }>(server.baseUrl, WRAPS, { installs });
    expect(answer.errors).toBeUndefined();
    return answer.data!.passwordWraps;
  };

  it("wraps her key with the new password, which opens it and the old one does not; a later set replaces it", async () => {
    const { worker, install } = await workerOnPhone();
    expect(await wraps([install])).toEqual([]);

    const vaultKey = await setPassword(worker.email, "a new password of hers");
    const [first] = await wraps([install]);
    expect(first).toMatchObject({
      installId: install.id,
      version: 2,
      kdf: "Argon2id",
      iterations: ARGON2ID.passes,
      memoryKiB: ARGON2ID.memoryKiB,
      parallelism: ARGON2ID.parallelism,
    });
    expect(Buffer.from(first!.salt, "base64url")).toHaveLength(16);
    expect(Buffer.from(first!.iv, "base64url")).toHaveLength(12);
    expect(Buffer.from(first!.data, "base64url")).toHaveLength(32 + 16);
    expect(await unwrapVaultKey(first!, "a new password of hers")).toBe(vaultKey);
    expect(await unwrapVaultKey(first!, worker.password)).toBeNull();
    expect(await unwrapAsThePhone(first!, "a new password of hers")).toBe(vaultKey);

    const again = await setPassword(worker.email, "and later another one");
    expect(again).toBe(vaultKey);
    const [second] = await wraps([install]);
    expect(Date.parse(second!.passwordSetAt)).toBeGreaterThan(Date.parse(first!.passwordSetAt));
    expect(second!.salt).not.toBe(first!.salt);
    expect(await unwrapVaultKey(second!, "and later another one")).toBe(vaultKey);
    expect(await unwrapVaultKey(second!, "a new password of hers")).toBeNull();
  });

  it("is released only with her worker install's secret, never for another worker's install, a disabled account or an install ordered wiped", async () => {
    const her = await workerOnPhone();
    const other = await workerOnPhone();
    await setPassword(her.worker.email, "her password, long enough");
    await setPassword(other.worker.email, "the other's password here");

    expect(await wraps([{ id: her.install.id, secret: newToken() }])).toEqual([]);
    expect(await wraps([{ id: randomUUID(), secret: her.install.secret }])).toEqual([]);
    const both = await wraps([other.install, her.install]);
    expect(both.map((w) => w.installId)).toEqual([other.install.id, her.install.id]);
    expect(await unwrapVaultKey(both[0]!, "the other's password here")).not.toBeNull();
    expect(await unwrapVaultKey(both[0]!, "her password, long enough")).toBeNull();

    const bad = await graphql(server.baseUrl, WRAPS, { installs: [{ id: her.install.id, secret: "short" }] });
    expect(bad.errors?.[0]?.message).toBe("installs[0].secret: must be 43 base64url characters (32 random bytes)");

    await graphql(server.baseUrl, "mutation($id: ID!) { disableUser(id: $id) { id } }", { id: String(her.worker.user.id) }, admin);
    expect(await wraps([her.install])).toEqual([]);
    await graphql(server.baseUrl, "mutation($id: ID!) { enableUser(id: $id) { id } }", { id: String(her.worker.user.id) }, admin);
    expect(await wraps([her.install])).toHaveLength(1);

    await graphql(server.baseUrl, "mutation($id: ID!) { markDeviceLost(installId: $id) { installId } }", { id: her.install.id }, admin);
    expect(await wraps([her.install])).toEqual([]);
  });
});
