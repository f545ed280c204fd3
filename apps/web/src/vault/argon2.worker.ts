import { argon2id } from "hash-wasm";
import type { Argon2Request, Argon2Answer } from "./argon2.js";

// The derivation of vault/argon2.ts off the page's main thread (docs/SECURITY.md, "The key derivation, measured again").
const scope = self as unknown as { onmessage: ((event: MessageEvent<Argon2Request>) => void) | null; postMessage(answer: Argon2Answer): void };

scope.onmessage = (event) => {
  const { password, salt, memoryKiB, passes, parallelism } = event.data;
  argon2id({ password, salt, iterations: passes, memorySize: memoryKiB, parallelism, hashLength: 32, outputType: "binary" }).then(
    (bytes) => scope.postMessage({ bytes }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
