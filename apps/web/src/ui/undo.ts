import { useSyncExternalStore } from "react";
import type { Notices } from "../platform/notices.js";
import { Store } from "../platform/store.js";
import { t } from "../i18n/t.js";

/** docs/decisions/0003-undo-and-the-missing-actions.md: a deletion can be undone for 5 s. */
export const UNDO_MS = 5000;

/**
 * Removals that wait out their undo time: the screens hide these keys, and the removal is written
 * only when the time has passed without an undo (a record deleted on the server cannot come back).
 */
const waiting = new Store<{ keys: ReadonlySet<string> }>({ keys: new Set() });

export function useWaitingRemovals(): ReadonlySet<string> {
  return useSyncExternalStore(waiting.subscribe, () => waiting.get().keys);
}

function setWaiting(key: string, on: boolean): void {
  const keys = new Set(waiting.get().keys);
  if (on) keys.add(key);
  else keys.delete(key);
  waiting.set({ keys });
}

/** Hides `key` at once, says so with an Undo, and runs `remove` after UNDO_MS unless undone. */
export function removeAfterUndoTime(notices: Pick<Notices, "show" | "dismiss">, key: string, text: string, remove: () => unknown, undoMs = UNDO_MS): void {
  setWaiting(key, true);
  const timer = setTimeout(() => {
    setWaiting(key, false);
    void remove();
  }, undoMs);
  const id = notices.show(text, {
    timeoutMs: undoMs,
    action: {
      label: t("UNDO"),
      run: () => {
        clearTimeout(timer);
        setWaiting(key, false);
        notices.dismiss(id);
      },
    },
  });
}

/** An edit already made (inside a record) with an Undo for UNDO_MS that reverses it. */
export function offerUndo(notices: Pick<Notices, "show" | "dismiss">, text: string, undo: () => void, undoMs = UNDO_MS): void {
  const id = notices.show(text, {
    timeoutMs: undoMs,
    action: {
      label: t("UNDO"),
      run: () => {
        undo();
        notices.dismiss(id);
      },
    },
  });
}
