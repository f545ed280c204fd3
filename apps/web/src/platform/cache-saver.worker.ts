import { packCacheText } from "./cache-bytes.js";
import type { CacheSaved, SaverMessage } from "./cache-saver.js";
import { putKeyval } from "./keyval-put.js";

/**
 * Keeps the persisted cache off the main thread (cache-saver.ts): gathers a save's slices of text,
 * makes the text ASCII, gzips it, seals it with the worker's key and writes it to IndexedDB, one
 * save after another in the order they came, so a later save is never overwritten by an earlier one.
 */
const slices = new Map<number, string[]>();
let queue: Promise<unknown> = Promise.resolve();

self.onmessage = (event: MessageEvent<SaverMessage>) => {
  const message = event.data;
  if ("slice" in message) {
    const gathered = slices.get(message.id) ?? [];
    gathered.push(message.slice);
    slices.set(message.id, gathered);
    return;
  }
  const text = (slices.get(message.id) ?? []).join("");
  slices.delete(message.id);
  queue = queue.then(async () => {
    let answer: CacheSaved;
    try {
      await putKeyval(message.storeKey, await packCacheText(text, message.key));
      answer = { id: message.id };
    } catch (error) {
      const { name, message: reason } = error instanceof Error || error instanceof DOMException ? error : new Error(String(error));
      answer = { id: message.id, error: { name, message: reason } };
    }
    // A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
    (self as unknown as { postMessage(message: unknown): void }).postMessage(answer);
  });
};
