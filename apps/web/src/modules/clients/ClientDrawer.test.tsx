import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditingProvider } from "../../sync/runtime-context.js";
import { makeEditingPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import { ClientDrawer } from "./ClientDrawer.js";

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the client drawer (outbox first, docs/product.md §4)", () => {
  const screen = useTestScreen();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'Saved on this device' only after the edit is in the outbox, with its derived age and validity", async () => {
    let written!: () => void;
    const queue = vi.fn(() => new Promise<void>((resolve) => (written = resolve)));
    const show = vi.fn();
    const onClose = vi.fn();
    const runtime = makeEditingPorts({ queue, notices: { show, dismiss: vi.fn() } });
    await screen.render(
      <EditingProvider ports={runtime}>
        <ClientDrawer row={null} open onClose={onClose} />
      </EditingProvider>,
    );
    const input = (id: string) => screen.container.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!;
    await act(async () => {
      type(input("client-name"), "  Amina Banda ");
      type(input("client-birthdate"), "15-01-2025");
    });
    await act(async () => {
      screen.container.querySelector<HTMLButtonElement>('[data-testid="client-save"]')!.click();
    });
    expect(queue).toHaveBeenCalledTimes(1);
    const [table, uuid, op, record, base] = queue.mock.calls[0] as unknown as [string, string, string, Record<string, unknown>, number | null];
    expect([table, op, base]).toEqual(["clients", "UPSERT", null]);
    expect(record).toMatchObject({ uuid, clientname: "Amina Banda", age: 22, valid: true });
    expect(show).not.toHaveBeenCalled();
    await act(async () => written());
    expect(show).toHaveBeenCalledWith("Saved on this device", { slot: "saved", textKey: "SAVED_ON_DEVICE" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks for the client's name and queues nothing without it", async () => {
    const queue = vi.fn(async () => {});
    const runtime = makeEditingPorts({ queue, notices: { show: vi.fn(() => 0), dismiss: vi.fn() } });
    await screen.render(
      <EditingProvider ports={runtime}>
        <ClientDrawer row={null} open onClose={() => {}} />
      </EditingProvider>,
    );
    await act(async () => {
      screen.container.querySelector<HTMLButtonElement>('[data-testid="client-save"]')!.click();
    });
    expect(queue).not.toHaveBeenCalled();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toBe("Please give the client's name");
  });
});

describe("deleting a client (docs/product.md §4 Clients)", () => {
  const screen = useTestScreen();

  it("queues a DELETE based on the shown dataversion, after a second press, and says so once it is in the outbox", async () => {
    const queue = vi.fn(async () => {});
    const show = vi.fn();
    const runtime = makeEditingPorts({ queue, notices: { show, dismiss: vi.fn() } });
    const row = { record: { uuid: "c7", clientname: "Bisa", clientFormFields: [] }, dataversion: 12, waiting: false };
    await screen.render(
      <EditingProvider ports={runtime}>
        <ClientDrawer row={row} open onClose={() => {}} />
      </EditingProvider>,
    );
    await act(async () => screen.container.querySelector<HTMLButtonElement>('[data-testid="client-delete"]')!.click());
    expect(queue).not.toHaveBeenCalled();
    await act(async () => screen.container.querySelector<HTMLButtonElement>('[data-testid="client-delete-confirm"]')!.click());
    expect(queue).toHaveBeenCalledWith("clients", "c7", "DELETE", null, 12);
    expect(show).toHaveBeenCalledWith("Deleted on this device", { slot: "saved", textKey: "DELETED_ON_DEVICE" });
  });
});
