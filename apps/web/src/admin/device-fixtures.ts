import type { AdminDevice } from "./DeviceCard.js";
import type { AdminPhone } from "./PhoneCard.js";

/** An install as the devices page receives it, for the component tests of DeviceCard and PhoneCard. */
export const makeDevice = (overrides: Partial<AdminDevice> = {}): AdminDevice => ({
  __typename: "Device",
  installId: "5f0c2a9e-1b7d-4e3a-9c21-0d8e7f6a5b4c",
  workerName: "Grace Banda",
  workerEmail: "grace@example.org",
  application: "default",
  platform: null,
  appVersion: "2.05.0",
  contentRelease: null,
  lastContactAt: "2026-12-05T10:00:00.000Z",
  lastSyncAt: "2026-12-05T10:00:00.000Z",
  lastFailureAt: null,
  lastFailureReason: null,
  waitingEdits: 0,
  vaultLocked: false,
  statusReportedAt: null,
  storageUsed: null,
  storageQuota: null,
  wipeOrder: "NONE",
  wipeAcknowledgedAt: null,
  healedAt: null,
  healedRecords: null,
  attention: null,
  ...overrides,
});

/** A phone as the devices page receives it: its own install, and the workers' given. */
export const makePhone = (overrides: Partial<AdminPhone> = {}): AdminPhone => ({
  __typename: "Phone",
  id: "0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
  wipeOrder: "NONE",
  wipedAt: null,
  wipeNowAt: null,
  lastContactAt: "2026-12-05T10:00:00.000Z",
  reportedAt: "2026-12-05T10:00:00.000Z",
  lockedEdits: [],
  installs: [makeDevice({ installId: "0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6", workerName: null, workerEmail: null })],
  staleInstalls: [],
  ...overrides,
});
