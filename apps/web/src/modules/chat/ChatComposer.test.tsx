import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditingProvider } from "../../sync/runtime-context.js";
import { makeEditingPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import { ChatComposer } from "./ChatComposer.js";

function type(area: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(area, value);
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the chat composer (outbox first, docs/product.md §4)", () => {
  const screen = useTestScreen();
  const queue = vi.fn(async () => undefined);
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T08:15:00.000Z"));
    queue.mockClear();
    await screen.render(
      <EditingProvider ports={makeEditingPorts({ queue })}>
        <ChatComposer />
      </EditingProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const area = () => screen.byTestId<HTMLTextAreaElement>("chat-input");
  const sendButton = () => screen.byTestId<HTMLButtonElement>("chat-send");

  it("has a labelled text box and a named send button", () => {
    expect(screen.container.querySelector(`label[for="${area().id}"]`)?.textContent).toBe("Message");
    expect(sendButton().textContent).toBe("Send");
  });

  it("queues the trimmed message with the time it was written, then empties the box", async () => {
    await act(async () => type(area(), "  Home visit at 10  "));
    await act(async () => sendButton().click());
    expect(queue).toHaveBeenCalledTimes(1);
    const [table, uuid, op, record, base] = queue.mock.calls[0] as unknown as [string, string, string, Record<string, unknown>, null];
    expect([table, op, base]).toEqual(["chat_messages", "UPSERT", null]);
    expect(record).toEqual({ uuid, text: "Home visit at 10", sent_at: "2026-11-23T08:15:00.000Z" });
    expect(area().value).toBe("");
  });

  it("sends with Enter, and Shift+Enter does not send", async () => {
    await act(async () => type(area(), "First line"));
    await act(async () => area().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", shiftKey: true, bubbles: true })));
    expect(queue).not.toHaveBeenCalled();
    await act(async () => area().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true })));
    expect(queue).toHaveBeenCalledTimes(1);
  });

  it("refuses an empty message with a message of its own, and queues nothing", async () => {
    await act(async () => type(area(), "   "));
    await act(async () => sendButton().click());
    expect(queue).not.toHaveBeenCalled();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toBe("Write a message first");
    expect(area().getAttribute("aria-invalid")).toBe("true");
  });
});
