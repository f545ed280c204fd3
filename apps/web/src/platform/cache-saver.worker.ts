import { packCacheText, unpackCacheBytes } from "./cache-bytes.js";
import type { CacheSaved, SaverMessage } from "./cache-saver.js";
import { getKeyval, putKeyval } from "./keyval-own-connection.js";

/**
 * Keeps the persisted cache off the main thread (cache-saver.ts): gathers a save's slices of text,
 * makes the text ASCII, gzips it, seals it with the worker's key and writes it to IndexedDB, one
 * save after another in the order they came, so a later save is never overwritten by an earlier one.
 * It also opens a stored part for the page's start (cache-saver.ts, `open`): read, unsealed, gunzipped
 * to the text's bytes, which the page decodes and parses.
 */
const slices = new Map<number, string[]>();
let queue: Promise<unknown> = Promise.resolve();

self.onmessage = (event: MessageEvent<SaverMessage>) => {
  const message = event.data;
  if ("open" in message) {
    // In the queue: a part is read after every save asked before it is written.
    queue = queue.then(() => answerWith(message.id, async () => ({ bytes: await unpackCacheBytes(await getKeyval(message.open), message.key) })));
    return;
  }
  if ("slice" in message) {
    const gathered = slices.get(message.id) ?? [];
    gathered.push(message.slice);
    slices.set(message.id, gathered);
    return;
  }
  const text = (slices.get(message.id) ?? []).join("");
  slices.delete(message.id);
  queue = queue.then(() =>
    answerWith(message.id, async () => {
      await putKeyval(message.storeKey, await packCacheText(text, message.key));
      return {};
    }),
  );
};

/** Runs the work and tells the page its outcome under the message's id: what it gave, or its error's name and message. */
async function answerWith(id: number, work: () => Promise<{ bytes?: ArrayBuffer | null }>): Promise<void> {
  let answer: CacheSaved;
  try {
    answer = { id, ...(await work()) };
  } catch (error) {
    const { name, message: reason } = error instanceof Error || error instanceof DOMException ? error : new Error(String(error));
    answer = { id, error: { name, message: reason } };
  }
  // A worker's postMessage (the DOM typings give `self` the window's, which takes a target origin).
  // The bytes are transferred, not copied.
  const transfer = answer.bytes ? [answer.bytes] : [];
  (self as unknown as { postMessage(message: unknown, transfer: Transferable[]): void }).postMessage(answer, transfer);
}
