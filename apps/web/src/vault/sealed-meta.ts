import { isSealed, openJson, sealJson } from "./vault-crypto.js";

interface MetaStore {
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
}

/** A value kept in her outbox's meta store, sealed with her key (docs/shared-phone.md). */
export function sealedMeta<T>(meta: MetaStore, key: CryptoKey, name: string) {
  return {
    async load(): Promise<T | undefined> {
      const stored = await meta.getMeta<unknown>(name);
      return isSealed(stored) ? openJson<T>(key, stored) : undefined;
    },
    async save(value: T): Promise<void> {
      await meta.setMeta(name, await sealJson(key, value));
    },
  };
}
