import { describe, expect, it } from "vitest";
import { useTestScreen } from "../test-support/render.js";
import { setAdminLanguage } from "./admin-i18n.js";
import { DeviceCard } from "./DeviceCard.js";
import { makeDevice } from "./device-fixtures.js";

describe('an install on a phone on the console\'s devices page (docs/operator-console.md; docs/sync-and-api.md, "The holdings check")', () => {
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
      await screen.render(<DeviceCard device={device} />);
      expect(healed()?.textContent).toMatch(text);
      expect(healed()?.getAttribute("data-records")).toBe("3");
    }
    setAdminLanguage("en");
    await screen.render(<DeviceCard device={{ ...device, healedRecords: 1 }} />);
    expect(healed()?.textContent).toMatch(/^healed 1 record on /);
  });

  it('shows the content release the phone holds, in each language, and "unknown" before it reported one (docs/worker-phone.md, "Content releases on the phone")', async () => {
    const release = () => screen.container.querySelector('[data-testid="device-content-release"]');
    for (const [code, text] of [
      ["en", "Content release 3"],
      ["nl", "Inhoudsversie 3"],
      ["ny", "Zamkati zotulutsidwa 3"],
    ] as const) {
      setAdminLanguage(code);
      await screen.render(<DeviceCard device={makeDevice({ contentRelease: 3 })} />);
      expect(release()?.textContent).toBe(text);
    }
    setAdminLanguage("en");
    await screen.render(<DeviceCard device={makeDevice({ contentRelease: null })} />);
    expect(release()?.textContent).toBe("unknown");
  });

  it("shows nothing of a holdings check for a device that never had to heal", async () => {
    setAdminLanguage("en");
    await screen.render(<DeviceCard device={makeDevice()} />);
    expect(healed()).toBeNull();
  });

  it("says when the phone reported her waiting edits, and that they are locked when her vault is", async () => {
    setAdminLanguage("en");
    await screen.render(
      <ul>
        <DeviceCard device={makeDevice({ waitingEdits: 1, statusReportedAt: "2026-12-05T10:00:00.000Z" })} />
        <DeviceCard device={makeDevice({ installId: "locked", waitingEdits: 2, vaultLocked: true, statusReportedAt: "2026-12-05T10:00:00.000Z" })} />
        <DeviceCard device={makeDevice({ installId: "own", workerName: null, workerEmail: null })} own />
      </ul>,
    );
    const cards = [...screen.container.querySelectorAll<HTMLElement>('[data-testid="device-card"]')];
    expect(cards[0]!.querySelector('[data-testid="device-waiting"]')!.textContent).toMatch(/^1, as the phone reported .*2026/);
    expect(cards[1]!.querySelector('[data-testid="device-waiting"]')!.textContent).toMatch(/^2 locked, as the phone reported .*2026/);
    expect(cards[2]!.querySelector('[data-testid="device-worker"]')!.textContent).toBe("Without a login (the phone's own install)");
    // The actions are the phone's: an install offers none of its own.
    expect(screen.container.querySelectorAll("button")).toHaveLength(0);
  });

  it("shows a failure's reason in the console's language, the server's text only as its title", async () => {
    const reason = "BAD_USER_INPUT: entries[0].client.clientname: must be at most 200 characters";
    const device = makeDevice({
      lastFailureAt: "2026-12-05T09:00:00.000Z",
      lastFailureReason: reason,
      attention: { __typename: "DeviceAttention", kind: "SYNC_FAILING", since: "2026-12-05T09:00:00.000Z", reason },
    });
    for (const [code, text] of [
      ["en", "The server refused an edit as invalid (BAD_USER_INPUT)"],
      ["nl", "De server weigerde een wijziging als ongeldig (BAD_USER_INPUT)"],
      ["ny", "Seva inakana chosintha chosayenera (BAD_USER_INPUT)"],
    ] as const) {
      setAdminLanguage(code);
      await screen.render(<DeviceCard device={device} />);
      expect(screen.byTestId("device-attention-reason").textContent.trim()).toBe(text);
      expect(screen.byTestId("device-last-failure").textContent).toContain(`: ${text}`);
      expect(screen.byTestId("device-last-failure").textContent).not.toContain("must be at most");
      expect(screen.byTestId("device-last-failure").getAttribute("title")).toBe(reason);
    }
    setAdminLanguage("nl");
    await screen.render(<DeviceCard device={makeDevice({ lastFailureAt: "2026-12-05T09:00:00.000Z", lastFailureReason: "Failed to fetch" })} />);
    expect(screen.byTestId("device-last-failure").textContent).toMatch(/: De synchronisatie mislukte$/);
    setAdminLanguage("en");
  });
});
