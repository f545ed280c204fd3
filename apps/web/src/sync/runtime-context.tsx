import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { Notice, Notices } from "./notices.js";
import type { SyncOp } from "./outbox.js";
import type { SyncRuntime, SyncView } from "./sync-runtime.js";

/**
 * What a screen that saves edits needs of the sync layer, and no more: write an edit to the outbox
 * (a sync follows by itself), show or dismiss a notice, read the sync view (the edits still waiting,
 * the rejected ones), discard a rejected edit.
 * SyncRuntime is one; a component test hands a plain object of its own.
 */
export interface EditingPorts {
  queue(table: string, uuid: string, op: SyncOp, record: Record<string, unknown> | null, baseDataversion: number | null): Promise<unknown>;
  readonly notices: Pick<Notices, "show" | "dismiss">;
  readonly view: { get: () => SyncView; subscribe: (listener: () => void) => () => void };
  /** The worker gives up an edit the server rejected (issue 15). */
  discardRejected(clientMutationId: number): Promise<void>;
}

const RuntimeContext = createContext<SyncRuntime | null>(null);
const EditingContext = createContext<EditingPorts | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: SyncRuntime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <EditingProvider ports={runtime}>{children}</EditingProvider>
    </RuntimeContext.Provider>
  );
}

/** Gives the screens below only the editing ports (component tests; RuntimeProvider gives both). */
export function EditingProvider({ ports, children }: { ports: EditingPorts; children: ReactNode }) {
  return <EditingContext.Provider value={ports}>{children}</EditingContext.Provider>;
}

export function useRuntime(): SyncRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime needs a RuntimeProvider");
  return runtime;
}

export function useEditing(): EditingPorts {
  const ports = useContext(EditingContext);
  if (!ports) throw new Error("useEditing needs a RuntimeProvider or an EditingProvider");
  return ports;
}

export function useSyncView(): SyncView {
  const { view } = useEditing();
  return useSyncExternalStore(view.subscribe, view.get);
}

export function useNotices(): Notice[] {
  const runtime = useRuntime();
  return useSyncExternalStore(runtime.notices.store.subscribe, runtime.notices.store.get).list;
}
