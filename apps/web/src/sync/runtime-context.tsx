import type { ApolloClient } from "@apollo/client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { DownloadProgress } from "./first-sync.js";
import type { Notice, Notices } from "../platform/notices.js";
import type { OutboxEntry, SyncOp } from "./outbox.js";
import type { Subscribable } from "../platform/signal.js";
import type { SyncView } from "./sync-view.js";
import type { StoredUser } from "../vault/storage-keys.js";
import type { InstallProof } from "../vault/acting-install.js";

/**
 * What a screen that saves edits needs of the sync layer, and no more: write an edit to the outbox
 * (a sync follows by itself), show or dismiss a notice, read the sync view (the edits still waiting,
 * the rejected ones), name an edit's record, discard a rejected edit.
 * SyncRuntime is one; a component test hands a plain object of its own.
 */
export interface EditingPorts {
  queue(table: string, uuid: string, op: SyncOp, record: Record<string, unknown> | null, baseDataversion: number | null): Promise<unknown>;
  readonly notices: Pick<Notices, "show" | "dismiss">;
  readonly view: { get: () => SyncView; subscribe: (listener: () => void) => () => void };
  /** A name for an edit's record in messages. */
  describe(entry: OutboxEntry): string;
  /** The worker gives up an edit the server rejected (docs/sync-and-api.md, "Outbox entry (web, IndexedDB)"). */
  discardRejected(clientMutationId: number): Promise<void>;
}

/** What the login, logout and first-run screens need of the sync layer: the Apollo client and the session's steps (docs/product.md §4). */
export interface SessionPorts {
  readonly client: ApolloClient;
  /** The worker install a login of this e-mail goes as (docs/shared-phone.md). */
  installFor(email: string): Promise<InstallProof>;
  /** After an online login: her vault unlocked with the key the server released, wrapped again with her password. */
  enterVaultOnline(login: { token: string; user: StoredUser; vaultKey: string }, password: string, install?: InstallProof): Promise<void>;
  /** Offline: her password unwraps her key (throws WrongPassword); false when this phone holds no vault of hers. */
  unlockOffline(email: string, password: string): Promise<boolean>;
  /** The page starts again in the vault just unlocked. */
  enterVault(): void;
  /** Her session's vault waits for her password: no key came with the start (docs/shared-phone.md, "The phone's side"). */
  readonly reopening: StoredUser | null;
  /** Her password opens that vault again (throws WrongPassword, UnlockWait); the page continues in it. */
  reopenVault(password: string): Promise<void>;
  /** Refused (the count) while her own edits wait, unless she keeps them locked on this phone. */
  logout(keepLocked?: boolean): Promise<{ waiting: number } | null>;
  resetForFirstRun(): Promise<void>;
  /** The first run ended (docs/product.md §4): the install is registered again, with its deployment, and the contacts a first run held back begin. */
  endFirstRun(): void;
}

/** Everything the screens get of the sync layer, each through its own narrow hook below; SyncRuntime is one. */
export interface RuntimePorts extends EditingPorts, SessionPorts {
  readonly notices: Pick<Notices, "show" | "dismiss" | "store">;
  readonly firstSync: { readonly progress: { get: () => { download: DownloadProgress | null }; subscribe: (listener: () => void) => () => void } };
  readonly loginChanges: Subscribable;
}

/** Outside a RuntimeProvider (a component test) no login ever changes. */
const NO_LOGIN_CHANGES: Subscribable = { subscribe: () => () => {} };

const RuntimeContext = createContext<RuntimePorts | null>(null);
const EditingContext = createContext<EditingPorts | null>(null);
const SessionContext = createContext<SessionPorts | null>(null);
const LoginChangesContext = createContext<Subscribable>(NO_LOGIN_CHANGES);

export function RuntimeProvider({ runtime, children }: { runtime: RuntimePorts; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <LoginChangesContext.Provider value={runtime.loginChanges}>
        <SessionProvider ports={runtime}>
          <EditingProvider ports={runtime}>{children}</EditingProvider>
        </SessionProvider>
      </LoginChangesContext.Provider>
    </RuntimeContext.Provider>
  );
}

/** Gives the screens below only the editing ports (component tests; RuntimeProvider gives all). */
export function EditingProvider({ ports, children }: { ports: EditingPorts; children: ReactNode }) {
  return <EditingContext.Provider value={ports}>{children}</EditingContext.Provider>;
}

/** Gives the screens below only the session ports (component tests; RuntimeProvider gives all). */
export function SessionProvider({ ports, children }: { ports: SessionPorts; children: ReactNode }) {
  return <SessionContext.Provider value={ports}>{children}</SessionContext.Provider>;
}

function useRuntime(): RuntimePorts {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("this hook needs a RuntimeProvider");
  return runtime;
}

export function useEditing(): EditingPorts {
  const ports = useContext(EditingContext);
  if (!ports) throw new Error("useEditing needs a RuntimeProvider or an EditingProvider");
  return ports;
}

export function useSession(): SessionPorts {
  const ports = useContext(SessionContext);
  if (!ports) throw new Error("useSession needs a RuntimeProvider or a SessionProvider");
  return ports;
}

/** Heard on every login, logout or ended session. */
export function useLoginChanges(): Subscribable {
  return useContext(LoginChangesContext);
}

export function useSyncView(): SyncView {
  const { view } = useEditing();
  return useSyncExternalStore(view.subscribe, view.get);
}

export function useNotices(): Notice[] {
  const { store } = useRuntime().notices;
  return useSyncExternalStore(store.subscribe, store.get).list;
}

/** The first sync's download on a new device (docs/sync-and-api.md, "A new device's first sync"), or null when none runs. */
export function useDownloadProgress(): DownloadProgress | null {
  const { progress } = useRuntime().firstSync;
  return useSyncExternalStore(progress.subscribe, progress.get).download;
}
