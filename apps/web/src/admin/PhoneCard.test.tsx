import { describe, expect, it, vi } from "vitest";
import { useTestScreen } from "../test-support/render.js";
import { setAdminLanguage } from "./admin-i18n.js";
import { makeDevice, makePhone } from "./device-fixtures.js";
import { PhoneCard } from "./PhoneCard.js";

const bea = makeDevice({
  installId: "b0000000-0000-4000-8000-000000000001",
  workerName: "Bea Phiri",
  workerEmail: "bea@example.org",
  waitingEdits: 1,
  vaultLocked: true,
  statusReportedAt: "2026-12-05T10:00:00.000Z",
});
const chi = makeDevice({ installId: "c0000000-0000-4000-8000-000000000002", workerName: "Chi Banda", workerEmail: "chi@example.org" });
const locked = [{ __typename: "LockedEdits" as const, installId: bea.installId, workerName: "Bea Phiri", workerEmail: "bea@example.org", edits: 1 }];

/** docs/shared-phone.md, "Phones, as the operator sees them" and "Retiring a phone". */
describe("a phone on the console's devices page", () => {
  const screen = useTestScreen();
  const buttons = () => [...screen.container.querySelectorAll("button")].map((b) => b.dataset.testid);

  it("is one card with each worker on it, her locked edits as the phone reported them, and earlier installs folded in without actions", async () => {
    setAdminLanguage("en");
    const phone = makePhone({ installs: [...makePhone().installs, bea, chi], staleInstalls: [{ ...chi, installId: "old" }] });
    await screen.render(<PhoneCard phone={phone} waitChosen={false} onAction={() => {}} onWait={() => {}} />);
    expect(screen.container.querySelectorAll('[data-testid="phone-card"]')).toHaveLength(1);
    expect(screen.byTestId("phone-title").textContent).toBe("Bea Phiri, Chi Banda");
    const installs = [...screen.container.querySelectorAll<HTMLElement>('[data-testid="device-card"]')];
    expect(installs.map((i) => i.querySelector('[data-testid="device-worker"]')!.textContent)).toEqual([
      "Without a login (the phone's own install)",
      "Bea Phiri (bea@example.org)",
      "Chi Banda (chi@example.org)",
    ]);
    expect(installs[1]!.querySelector('[data-testid="device-waiting"]')!.textContent).toMatch(/^1 locked, as the phone reported .*2026/);
    expect(screen.byTestId("phone-stale").textContent).toContain("Earlier installs, no longer used: 1");
    expect(buttons()).toEqual(["device-end-session", "device-retire", "device-lost"]);
  });

  it("asks, while retiring waits for locked edits, whether to wait or wipe now, naming each worker and her count", async () => {
    const onAction = vi.fn();
    const onWait = vi.fn();
    const phone = makePhone({ wipeOrder: "RETIRE", installs: [...makePhone().installs, bea, chi], lockedEdits: locked });
    for (const [code, text] of [
      ["en", "Bea Phiri (bea@example.org): 1 edit"],
      ["nl", "Bea Phiri (bea@example.org): 1 wijziging"],
      ["ny", "Bea Phiri (bea@example.org): chosintha 1"],
    ] as const) {
      setAdminLanguage(code);
      await screen.render(<PhoneCard phone={phone} waitChosen={false} onAction={onAction} onWait={onWait} />);
      expect(screen.byTestId("phone-locked-edits").textContent).toBe(text);
    }
    setAdminLanguage("en");
    await screen.render(<PhoneCard phone={phone} waitChosen={false} onAction={onAction} onWait={onWait} />);
    expect(screen.byTestId("phone-retire-waits").textContent).toContain("The phone waits: these edits are locked on it, and a wipe loses them:");
    expect(buttons()).toEqual(["phone-wait", "phone-wipe-now", "device-end-session", "device-lost"]);
    screen.byTestId("phone-wipe-now").click();
    expect(onAction).toHaveBeenCalledWith(phone, "WIPE_NOW");
    screen.byTestId("phone-wait").click();
    expect(onWait).toHaveBeenCalledWith(phone);

    await screen.render(<PhoneCard phone={phone} waitChosen={true} onAction={onAction} onWait={onWait} />);
    expect(screen.byTestId("phone-wait-chosen").textContent).toMatch(/^The phone keeps waiting/);
    expect(screen.container.querySelector('[data-testid="phone-wipe-now"]')).toBeNull();
  });

  it("asks nothing once a wipe was chosen, and offers no action on a phone that wiped itself or is lost", async () => {
    setAdminLanguage("en");
    const phone = makePhone({ wipeOrder: "RETIRE", installs: [bea], lockedEdits: locked, wipeNowAt: "2026-12-05T11:00:00.000Z" });
    await screen.render(<PhoneCard phone={phone} waitChosen={false} onAction={() => {}} onWait={() => {}} />);
    expect(screen.container.querySelector('[data-testid="phone-retire-waits"]')).toBeNull();
    expect(screen.byTestId("phone-wipe-now-chosen").textContent).toMatch(/^Wipe ordered .*2026/);
    await screen.render(<PhoneCard phone={{ ...phone, wipedAt: "2026-12-05T12:00:00.000Z" }} waitChosen={false} onAction={() => {}} onWait={() => {}} />);
    expect(buttons()).toEqual([]);
    await screen.render(<PhoneCard phone={{ ...phone, wipeOrder: "LOST", wipeNowAt: null }} waitChosen={false} onAction={() => {}} onWait={() => {}} />);
    expect(buttons()).toEqual([]);
  });
});
