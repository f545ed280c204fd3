import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CurrentApplicationDocument } from "../generated/graphql.js";
import { loadTranslations, markInitialization, rememberApplication, saveSettings, storedSettings } from "../modules/deployment/deployment.js";
import { createCache } from "../platform/apollo.js";
import { stopCounting } from "../platform/logging.js";
import { Notices } from "../platform/notices.js";
import { Signal } from "../platform/signal.js";
import { Store } from "../platform/store.js";
import type { RuntimePorts } from "../sync/runtime-context.js";
import type { SyncView } from "../sync/sync-view.js";
import { App } from "./App.js";

/** What the preview band and the ended page say; the console's operator reads them, whatever the draft's language. */
export const PREVIEW_BAND = "Preview of a draft";
export const PREVIEW_ENDED = "This preview has ended: open it again from the console";
const NOTHING_SAVED = "Nothing is saved in a preview";

/**
 * docs/worker-phone.md, "Preview": the app's own screens showing a deployment's draft. Every request
 * carries the ticket (X-Content-Preview), which the server answers the content and the configuration
 * from the draft for. Nothing of the worker app's machinery runs: no sync runtime, outbox or vault, no
 * stored cache, no service worker; the storage it sees is in memory (preview-guard.ts). The first run
 * is skipped: the deployment is the ticket's, the language the one the console chose.
 */
export async function startPreview(ticket: { token: string; language: string }, root: HTMLElement): Promise<void> {
  history.replaceState(null, "", "/");
  stopCounting();
  const band = document.createElement("div");
  band.dataset.testid = "preview-band";
  band.setAttribute("role", "status");
  band.textContent = PREVIEW_BAND;
  band.style.cssText = "position:sticky;top:0;z-index:1000;padding:4px 8px;background:#7a4b00;color:#fff;font:600 14px/1.4 sans-serif;text-align:center";
  root.before(band);
  const app = createRoot(root);
  const ended = () => {
    band.remove();
    app.render(
      <main className="preview-ended" data-testid="preview-ended" style={{ padding: "2rem 1rem", fontFamily: "sans-serif" }}>
        <p>{PREVIEW_ENDED}</p>
      </main>,
    );
  };
  const client = previewClient(ticket.token, ended);
  try {
    const { data } = await client.query({ query: CurrentApplicationDocument, fetchPolicy: "network-only" });
    if (!data) throw new Error("the server sent no configuration");
    rememberApplication(data.application);
    saveSettings({ ...storedSettings(), languageCode: ticket.language });
    markInitialization("INITIALIZED", data.application.version);
    await loadTranslations(client, data.application.id, ticket.language, true);
  } catch (error) {
    if (isEnded(error)) return ended();
    throw error;
  }
  app.render(
    <StrictMode>
      <App runtime={previewRuntime(client)} onReady={() => void (root.dataset.ready = "true")} />
    </StrictMode>,
  );
}

/**
 * A request of an ended or unknown ticket: the server refuses it with the reason PREVIEW_ENDED. Any
 * other refusal (a screen's query that needs a worker's session) leaves the preview shown.
 */
function isEnded(error: unknown): boolean {
  if (ServerError.is(error)) return error.bodyText.includes("PREVIEW_ENDED");
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === "PREVIEW_ENDED");
}

/** Queries over HTTP with the ticket, and no install or session of this browser's. */
function previewClient(token: string, ended: () => void): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { "X-Content-Preview": token, "X-Requested-With": "XMLHttpRequest" } });
    return forward(operation);
  });
  const onError = new ErrorLink(({ error }) => {
    if (isEnded(error)) ended();
  });
  return new ApolloClient({ cache: createCache(), link: ApolloLink.from([headers, onError, new HttpLink({ uri: "/graphql" })]) });
}

/** The screens' ports without a sync layer: an edit is not kept (a notice says so), nobody logs in. */
function previewRuntime(client: ApolloClient): RuntimePorts {
  const notices = new Notices();
  const refused = () => Promise.reject(new Error(NOTHING_SAVED));
  return {
    client,
    notices,
    view: new Store<SyncView>({
      online: navigator.onLine,
      engine: "idle",
      pending: 0,
      lastSyncedAt: null,
      error: null,
      errorText: null,
      updateRequired: false,
      readFailed: false,
      refusedWaiting: null,
      waiting: new Map(),
      rejected: [],
    }),
    firstSync: { progress: new Store({ download: null }) },
    loginChanges: new Signal(),
    queue() {
      notices.show(NOTHING_SAVED);
      return Promise.resolve(null);
    },
    describe: () => "",
    discardRejected: () => Promise.resolve(),
    installFor: refused,
    enterVaultOnline: refused,
    unlockOffline: () => Promise.resolve(false),
    enterVault() {},
    reopening: null,
    reopenVault: refused,
    logout: () => Promise.resolve(null),
    resetForFirstRun: () => Promise.resolve(),
    endFirstRun() {},
  };
}
