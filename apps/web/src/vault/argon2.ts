/** Argon2id's parameters in a wrap (packages/domain/src/vault-wrap.ts). */
export interface Argon2Params {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

export type Argon2Request = Argon2Params & { password: string; salt: Uint8Array };
export type Argon2Answer = { bytes: Uint8Array } | { error: string };

/**
 * Argon2id's 32 bytes of a password (hash-wasm's WebAssembly). In a Web Worker where the page has
 * one, so the main thread is not held (0.15 to 0.2 s here, 0.6 to 0.7 s on a phone 4x slower:
 * docs/SECURITY.md, "The key derivation, measured again"); the worker and hash-wasm are loaded only
 * then, never at start. Without workers (unit tests), in this thread.
 */
export async function argon2idBytes(password: string, salt: Uint8Array, params: Argon2Params): Promise<Uint8Array<ArrayBuffer>> {
  const request: Argon2Request = { password, salt, ...params };
  if (typeof Worker === "undefined") {
    const { argon2id } = await import("hash-wasm");
    const bytes = await argon2id({
      password,
      salt,
      iterations: params.passes,
      memorySize: params.memoryKiB,
      parallelism: params.parallelism,
      hashLength: 32,
      outputType: "binary",
    });
    return new Uint8Array(bytes);
  }
  const worker = new Worker(new URL("./argon2.worker.ts", import.meta.url), { type: "module" });
  try {
    const answer = await new Promise<Argon2Answer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<Argon2Answer>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(`the Argon2id worker failed: ${event.message}`));
      worker.postMessage(request);
    });
    if ("error" in answer) throw new Error(`Argon2id: ${answer.error}`);
    return new Uint8Array(answer.bytes);
  } finally {
    worker.terminate();
  }
}
