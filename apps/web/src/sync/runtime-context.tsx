import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { Notice } from "./notices.js";
import type { SyncRuntime, SyncView } from "./sync-runtime.js";

const RuntimeContext = createContext<SyncRuntime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: SyncRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): SyncRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime needs a RuntimeProvider");
  return runtime;
}

export function useSyncView(): SyncView {
  const runtime = useRuntime();
  return useSyncExternalStore(runtime.view.subscribe, runtime.view.get);
}

export function useNotices(): Notice[] {
  const runtime = useRuntime();
  return useSyncExternalStore(runtime.notices.store.subscribe, runtime.notices.store.get).list;
}
