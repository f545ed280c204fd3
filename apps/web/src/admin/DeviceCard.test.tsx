import { describe, expect, it } from "vitest";
import { useTestScreen } from "../test-support/render.js";
import { setAdminLanguage } from "./admin-i18n.js";
import { DeviceCard, type AdminDevice } from "./DeviceCard.js";

const makeDevice = (overrides: Partial<AdminDevice> = {}): AdminDevice => ({
  __typename: "Device",
  installId: "5f0c2a9e-1b7d-4e3a-9c21-0d8e7f6a5b4c",
  workerName: "Grace Banda",
  workerEmail: "grace@example.org",
  application: "default",
  platform: null,
  appVersion: "2.05.0",
  lastContactAt: "2026-12-05T10:00:00.000Z",
  lastSyncAt: "2026-12-05T10:00:00.000Z",
  lastFailureAt: null,
  lastFailureReason: null,
  waitingEdits: 0,
  storageUsed: null,
  storageQuota: null,
  wipeOrder: "NONE",
  wipeAcknowledgedAt: null,
  healedAt: null,
  healedRecords: null,
  attention: null,
  ...overrides,
});

describe('a device on the console\'s devices page (docs/operator-console.md; docs/sync-and-api.md, "The holdings check")', () => {
  const screen = useTestScreen();
  const healed = () => screen.container.querySelector('[data-testid="device-healed"]');

  it("shows a device that healed with how many records and when, in each language", async () => {
    const device = makeDevice({ healedAt: "2026-12-05T14:20:00.000Z", healedRecords: 3 });
    for (const [code, text] of [
      ["en", /^healed 3 records on .*2026/],
      ["nl", /^3 records hersteld op .*2026/],
      ["ny", /^inakonza zolemba 3 pa .*2026/],
    ] as const) {
      setAdminLanguage(code);
      await screen.render(<DeviceCard device={device} onAction={() => undefined} />);
      expect(healed()?.textContent).toMatch(text);
      expect(healed()?.getAttribute("data-records")).toBe("3");
    }
    setAdminLanguage("en");
    await screen.render(<DeviceCard device={{ ...device, healedRecords: 1 }} onAction={() => undefined} />);
    expect(healed()?.textContent).toMatch(/^healed 1 record on /);
  });

  it("shows nothing of a holdings check for a device that never had to heal", async () => {
    setAdminLanguage("en");
    await screen.render(<DeviceCard device={makeDevice()} onAction={() => undefined} />);
    expect(healed()).toBeNull();
  });
});
