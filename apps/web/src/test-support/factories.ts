import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { vi } from "vitest";
import type { EditingPorts, SessionPorts } from "../sync/runtime-context.js";
import { Store } from "../platform/store.js";
import type { SyncView } from "../sync/sync-view.js";

/** The sync view of an online device with nothing waiting. */
export function makeSyncView(overrides: Partial<SyncView> = {}): SyncView {
  return {
    online: true,
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
    ...overrides,
  };
}

/** Editing ports for a component test: every edit is written at once, notices are recorded, a record is named by its uuid. */
export function makeEditingPorts(overrides: Partial<EditingPorts> = {}): EditingPorts {
  return {
    queue: vi.fn(async () => undefined),
    notices: { show: vi.fn(() => 0), dismiss: vi.fn() },
    view: new Store(makeSyncView()),
    describe: (entry) => entry.uuid,
    discardRejected: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** Session ports for a component test: a client that never reaches a server, and session steps that are recorded. */
export function makeSessionPorts(overrides: Partial<SessionPorts> = {}): SessionPorts {
  return {
    client: new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }),
    installFor: vi.fn(async () => ({ id: "00000000-0000-4000-8000-000000000001", secret: "s".repeat(43) })),
    enterVaultOnline: vi.fn(async () => undefined),
    unlockOffline: vi.fn(async () => false),
    enterVault: vi.fn(),
    reopening: null,
    reopenVault: vi.fn(async () => undefined),
    logout: vi.fn(async () => null),
    resetForFirstRun: vi.fn(async () => undefined),
    endFirstRun: vi.fn(),
    ...overrides,
  };
}
