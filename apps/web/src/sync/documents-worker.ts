import type { RecordStoreTarget } from "../platform/record-store.js";
import { trackStoreWrite } from "../platform/stored-records.js";
import type { PageEntriesAnswer, PageTable } from "./page-entries.js";
import type { StoredRowsAnswer } from "./stored-rows.js";

/*
 * The page's side of the documents' worker (download-documents.worker.ts): records that come as
 * documents (docs/sync-and-api.md, "Records as documents") are parsed and made ready for the cache
 * there, off the main thread: a first-sync page (page-entries.ts) and the stored records a notice or
 * a catch-up names (stored-rows.ts). Where no worker runs, or it broke, the same is done here.
 */

/**
 * What the worker is asked: a first-sync page's answer (with `tables`, its entries; without, its texts
 * per type), its entries stored in the record store first when `store` names it (platform/record-store.ts),
 * or a storedDocuments answer's rows.
 */
export type DocumentsWork =
  | { kind: "page"; text: string; typenames: Record<string, string>; tables: PageTable[] | null; store?: RecordStoreTarget | null }
  | { kind: "stored"; text: string; typenames: Record<string, string> };

type Answer<W extends DocumentsWork> = W extends { kind: "page" } ? PageEntriesAnswer : StoredRowsAnswer;

/** The work done where no worker runs: the same functions, loaded when first needed. */
async function doneHere(work: DocumentsWork): Promise<PageEntriesAnswer | StoredRowsAnswer> {
  if (work.kind === "stored") return (await import("./stored-rows.js")).storedRowsOf(work.text, work.typenames);
  if (work.tables) {
    const { pageEntriesOf, chunksOfPage } = await import("./page-entries.js");
    const answer = pageEntriesOf(work.text, work.tables);
    if (work.store && answer.page && "entries" in answer.page) {
      const { entries } = answer.page;
      const store = work.store;
      entries.stored = trackStoreWrite(
        import("../platform/record-store.js")
          .then(({ writeChunks }) => writeChunks(store, chunksOfPage(entries)))
          .then(
            () => true,
            (error: unknown) => {
              console.warn("a page's records were not put in the record store; the cache's save keeps them", error);
              return false;
            },
          ),
      );
    }
    return answer;
  }
  return (await import("./document-entities.js")).pageTextsOf(work.text, work.typenames);
}

let worker: Worker | null | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: (answer: PageEntriesAnswer | StoredRowsAnswer) => void; reject: (error: unknown) => void }>();
/** Pages the worker answered and is storing in the record store, by their id: settled by its second message. */
const storing = new Map<number, (stored: boolean) => void>();

/**
 * The work's answer, made in the worker (or here). Rejects on text that is not JSON. A page the
 * record store is named for is answered first and stored after: its entries' `stored` settles then,
 * and a logout, a lock, a wipe or the first sync's save waits for it (platform/stored-records.ts).
 */
export function inDocumentsWorker<W extends DocumentsWork>(work: W): Promise<Answer<W>> {
  const maker = documentsWorker();
  if (!maker) return doneHere(work) as Promise<Answer<W>>;
  const id = (asked += 1);
  if (work.kind === "page" && work.store) {
    // Tracked from the ask: a logout that comes while the page is made still waits for its write.
    const stored = trackStoreWrite(new Promise<boolean>((resolve) => storing.set(id, resolve)));
    return new Promise<PageEntriesAnswer>((resolve, reject) => {
      waiting.set(id, {
        resolve: (answer) => {
          const page = (answer as PageEntriesAnswer).page;
          if (page && "entries" in page) page.entries.stored = stored;
          else settleStoring(id, false);
          resolve(answer as PageEntriesAnswer);
        },
        reject: (error) => {
          settleStoring(id, false);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      });
      maker.postMessage({ id, work });
    }) as Promise<Answer<W>>;
  }
  return new Promise<PageEntriesAnswer | StoredRowsAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    maker.postMessage({ id, work });
  }) as Promise<Answer<W>>;
}

function settleStoring(id: number, stored: boolean): void {
  storing.get(id)?.(stored);
  storing.delete(id);
}

function documentsWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === "function" ? new Worker(new URL("./download-documents.worker.ts", import.meta.url), { type: "module" }) : null;
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (
    event: MessageEvent<{ id: number; answer: PageEntriesAnswer | StoredRowsAnswer | { failed: string } } | { id: number; stored: boolean }>,
  ) => {
    if ("stored" in event.data) return settleStoring(event.data.id, event.data.stored);
    const asker = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    const { answer } = event.data;
    if (asker) {
      if ("failed" in answer) asker.reject(new Error(answer.failed));
      else asker.resolve(answer);
    }
  };
  worker.onerror = () => {
    // The worker did not start or broke: the work asked of it fails (a download goes on from its last
    // checkpoint, first-sync.ts; the feed reads its records again at the next catch-up), and every later one is done here.
    worker?.terminate();
    worker = null;
    const left = [...waiting.values()];
    waiting.clear();
    for (const asker of left) asker.reject(new Error("the documents' worker stopped"));
    // A page answered and not yet stored is not marked stored: the cache's saves keep its records.
    for (const id of [...storing.keys()]) settleStoring(id, false);
  };
  return worker;
}
