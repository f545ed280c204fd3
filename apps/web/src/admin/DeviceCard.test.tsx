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

  it("says when the phone reported its waiting edits, and offers no action on an install whose phone wiped itself", async () => {
    setAdminLanguage("en");
    await screen.render(
      <ul>
        <DeviceCard device={makeDevice({ waitingEdits: 1, statusReportedAt: "2026-12-05T10:00:00.000Z" })} onAction={() => {}} />
        <DeviceCard device={makeDevice({ installId: "wiped", wipeOrder: "RETIRE", wipeAcknowledgedAt: "2026-12-05T11:00:00.000Z" })} onAction={() => {}} />
        <DeviceCard device={makeDevice({ installId: "retiring", wipeOrder: "RETIRE" })} onAction={() => {}} />
      </ul>,
    );
    const cards = [...screen.container.querySelectorAll<HTMLElement>('[data-testid="device-card"]')];
    expect(cards[0]!.querySelector('[data-testid="device-waiting"]')!.textContent).toMatch(/^1, as the phone reported .*2026/);
    expect(cards[1]!.querySelectorAll("button")).toHaveLength(0);
    // Retiring, not yet wiped: its session may still be ended, or the phone marked lost.
    expect([...cards[2]!.querySelectorAll("button")].map((b) => b.dataset.testid)).toEqual(["device-end-session", "device-lost"]);
  });
});
