import type { PageEntriesAnswer, PageTable } from "./page-entries.js";
import type { StoredRowsAnswer } from "./stored-rows.js";

/*
 * The page's side of the documents' worker (download-documents.worker.ts): records that come as
 * documents (docs/sync-and-api.md, "Records as documents") are parsed and made ready for the cache
 * there, off the main thread: a first-sync page (page-entries.ts) and the stored records a notice or
 * a catch-up names (stored-rows.ts). Where no worker runs, or it broke, the same is done here.
 */

/** What the worker is asked: a first-sync page's answer (with `tables`, its entries; without, its texts per type), or a storedDocuments answer's rows. */
export type DocumentsWork =
  | { kind: "page"; text: string; typenames: Record<string, string>; tables: PageTable[] | null }
  | { kind: "stored"; text: string; typenames: Record<string, string> };

type Answer<W extends DocumentsWork> = W extends { kind: "page" } ? PageEntriesAnswer : StoredRowsAnswer;

/** The work done where no worker runs: the same functions, loaded when first needed. */
async function doneHere(work: DocumentsWork): Promise<PageEntriesAnswer | StoredRowsAnswer> {
  if (work.kind === "stored") return (await import("./stored-rows.js")).storedRowsOf(work.text, work.typenames);
  if (work.tables) return (await import("./page-entries.js")).pageEntriesOf(work.text, work.tables);
  return (await import("./document-entities.js")).pageTextsOf(work.text, work.typenames);
}

let worker: Worker | null | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: (answer: PageEntriesAnswer | StoredRowsAnswer) => void; reject: (error: unknown) => void }>();

/** The work's answer, made in the worker (or here). Rejects on text that is not JSON. */
export function inDocumentsWorker<W extends DocumentsWork>(work: W): Promise<Answer<W>> {
  const maker = documentsWorker();
  if (!maker) return doneHere(work) as Promise<Answer<W>>;
  const id = (asked += 1);
  return new Promise<PageEntriesAnswer | StoredRowsAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    maker.postMessage({ id, work });
  }) as Promise<Answer<W>>;
}

function documentsWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === "function" ? new Worker(new URL("./download-documents.worker.ts", import.meta.url), { type: "module" }) : null;
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (event: MessageEvent<{ id: number; answer: PageEntriesAnswer | StoredRowsAnswer | { failed: string } }>) => {
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
  };
  return worker;
}
