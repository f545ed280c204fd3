import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { CreateHiAppPdfDocument } from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { useEditing, useSession, type EditingPorts, type SessionPorts } from "../../sync/runtime-context.js";
import { PdfDownloads } from "./pdf-downloads.js";
import { startPdfDownload } from "./pdf-file.js";
import { pdfRequestsOf, PdfRequestStore } from "./pdf-requests.js";
import { WipeUnderWay } from "../../vault/database-opens.js";
import { vaultInUse } from "../../vault/vault-in-use.js";

/** Answers the server gives for a form it will never turn into a PDF. */
const REFUSALS = new Set(["BAD_USER_INPUT", "FORBIDDEN", "NOT_FOUND"]);
const LOCK_NAME = "stepwise-pdf-downloads";

let shared: Promise<PdfDownloads> | null = null;

/** A wipe under way refused the store (vault/database-opens.ts): the page reloads once it is done, so nothing waits here. */
function unlessWiping(error: unknown): void {
  if (!(error instanceof WipeUnderWay)) throw error;
}
const NONE_WAITING = { count: 0 };
const noneWaiting = () => NONE_WAITING;
const subscribeNothing = () => () => {};

/** What the PDF downloads need of the sync layer: the client, the notices and the connectivity in the sync view. */
type PdfPorts = Pick<SessionPorts, "client"> & Pick<EditingPorts, "notices" | "view">;

function usePdfPorts(): PdfPorts {
  const { client } = useSession();
  const { notices, view } = useEditing();
  return useMemo(() => ({ client, notices, view }), [client, notices, view]);
}

/** The one PdfDownloads of this page, wired to the server, the connectivity and the notices. */
export function pdfDownloadsFor(runtime: PdfPorts): Promise<PdfDownloads> {
  const { name, key } = pdfRequestsOf(vaultInUse());
  shared ??= PdfRequestStore.open(name, key).then(
    (store) =>
      new PdfDownloads({
        store,
        async create(form, language) {
          // no-cache: the PDF is delivered, never kept in the persisted cache.
          const { data } = await runtime.client.mutate({ mutation: CreateHiAppPdfDocument, variables: { form, language }, fetchPolicy: "no-cache" });
          if (!data) throw new Error("the server gave no answer");
          return data.createHiAppPdf;
        },
        deliver: startPdfDownload,
        ready: (file) => runtime.notices.show(t("HIAPP_PDF_READY", { fileName: file.fileName }), { timeoutMs: 15_000 }),
        refused: (_request, message) => runtime.notices.show(t("HIAPP_PDF_FAILED", { error: message }), { tone: "negative", timeoutMs: 15_000 }),
        isOnline: () => runtime.view.get().online,
        refusal(error) {
          if (!CombinedGraphQLErrors.is(error)) return null;
          const refused = error.errors.find((e) => REFUSALS.has(String(e.extensions?.code)));
          return refused ? refused.message : null;
        },
        // A waiting lock: a second tab flushes after the first, and finds the requests already made.
        withLock: (run) => ("locks" in navigator ? navigator.locks.request(LOCK_NAME, run) : run()),
      }),
  );
  return shared;
}

/** Makes the waiting PDFs on start and whenever the app comes back online (mounted once, in the layout). */
export function usePdfDownloadsWhenOnline(): void {
  const runtime = usePdfPorts();
  useEffect(() => {
    let wasOnline = runtime.view.get().online;
    void pdfDownloadsFor(runtime)
      .then((downloads) => downloads.flush())
      .catch(unlessWiping);
    return runtime.view.subscribe(() => {
      const online = runtime.view.get().online;
      if (online && !wasOnline)
        void pdfDownloadsFor(runtime)
          .then((downloads) => downloads.flush())
          .catch(unlessWiping);
      wasOnline = online;
    });
  }, [runtime]);
}

/** How many PDFs wait for the connection, and a way to ask for one. */
export function usePdfDownloads(): { downloads: PdfDownloads | null; waiting: number } {
  const runtime = usePdfPorts();
  const [downloads, setDownloads] = useState<PdfDownloads | null>(null);
  useEffect(() => {
    let live = true;
    void pdfDownloadsFor(runtime)
      .then((d) => live && setDownloads(d))
      .catch(unlessWiping);
    return () => {
      live = false;
    };
  }, [runtime]);
  const { count } = useSyncExternalStore(downloads?.waiting.subscribe ?? subscribeNothing, downloads?.waiting.get ?? noneWaiting);
  return { downloads, waiting: count };
}
