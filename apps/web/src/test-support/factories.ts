import { vi } from "vitest";
import type { EditingPorts } from "../sync/runtime-context.js";
import { Store } from "../sync/store.js";
import type { SyncView } from "../sync/sync-runtime.js";

/** The sync view of an online device with nothing waiting. */
export function makeSyncView(overrides: Partial<SyncView> = {}): SyncView {
  return { online: true, engine: "idle", pending: 0, lastSyncedAt: null, error: null, waiting: new Map(), rejected: [], ...overrides };
}

/** Editing ports for a component test: every edit is written at once, notices are recorded. */
export function makeEditingPorts(overrides: Partial<EditingPorts> = {}): EditingPorts {
  return {
    queue: vi.fn(async () => undefined),
    notices: { show: vi.fn(() => 0), dismiss: vi.fn() },
    view: new Store(makeSyncView()),
    discardRejected: vi.fn(async () => undefined),
    ...overrides,
  };
}
