import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVE_DEBOUNCE_MS } from "../../sync/sync-engine.js";
import { useTestScreen } from "../../test-support/render.js";
import { CommitText } from "./CommitText.js";

function setValue(area: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(area, value);
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("a long plan text and its text editor (docs/product.md §2: the text editor is a toggle)", () => {
  const screen = useTestScreen();
  const onCommit = vi.fn();
  // Null when missing, as the tests assert that the editor is gone.
  const byTestId = <T extends Element>(id: string) => screen.container.querySelector<T>(`[data-testid="${id}"]`);

  beforeEach(async () => {
    onCommit.mockClear();
    await screen.render(<CommitText label="Abilities" testId="domain-abilities" multiline value="Walks with help" onCommit={onCommit} />);
  });

  it("opens and closes with the same button, and Close keeps nothing", async () => {
    const toggle = byTestId<HTMLButtonElement>("domain-abilities-editor")!;
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(byTestId<HTMLTextAreaElement>("text-editor-area")!.value).toBe("Walks with help");
    await act(async () => setValue(byTestId<HTMLTextAreaElement>("text-editor-area")!, "Never kept"));
    await act(async () => byTestId<HTMLButtonElement>("text-editor-close")!.click());
    expect(byTestId("text-editor")).toBeNull();
    await act(async () => toggle.click());
    await act(async () => toggle.click());
    expect(byTestId("text-editor")).toBeNull();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("keeps what was written in the editor as the field's text once saved", async () => {
    await act(async () => byTestId<HTMLButtonElement>("domain-abilities-editor")!.click());
    await act(async () => setValue(byTestId<HTMLTextAreaElement>("text-editor-area")!, "Walks alone to the well\nand back"));
    await act(async () => byTestId<HTMLButtonElement>("text-editor-save")!.click());
    expect(onCommit).toHaveBeenCalledWith("Walks alone to the well\nand back");
    expect(byTestId<HTMLTextAreaElement>("domain-abilities")!.value).toBe("Walks alone to the well\nand back");
    expect(byTestId("text-editor")).toBeNull();
  });
});

describe('a plan text while the record changes under it (docs/worker-phone.md, "Texts being written")', () => {
  const screen = useTestScreen();
  const onCommit = vi.fn();
  const field = () => screen.byTestId<HTMLTextAreaElement>("goal-why");
  /** She leaves the field (React's onBlur listens to focusout). */
  const leave = () => act(async () => field().dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
  const show = (value: string | null | undefined) => screen.render(<CommitText label="Why" testId="goal-why" multiline value={value} onCommit={onCommit} />);

  beforeEach(() => onCommit.mockClear());

  it("keeps what the worker is typing when the sync's answer stores a missing text as null", async () => {
    await show(undefined);
    await act(async () => setValue(field(), "He wants to play with others"));
    await show(null);
    expect(field().value).toBe("He wants to play with others");
    await leave();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("He wants to play with others");
  });

  it("keeps her text when another device's edit of the same text arrives while she writes, and keeps hers on leaving", async () => {
    await show("Walks with help");
    await act(async () => setValue(field(), "Walks alone"));
    await show("Walks with a stick");
    expect(field().value).toBe("Walks alone");
    await leave();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("Walks alone");
  });

  it("shows the stored text again once she has left the field: a clash resolved in the other edit's favour", async () => {
    await show("Walks with help");
    await act(async () => setValue(field(), "Walks alone"));
    await leave();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("Walks alone");
    await show("Walks with a stick");
    expect(field().value).toBe("Walks with a stick");
  });

  it("shows another device's edit when she has not changed the text, and commits nothing", async () => {
    await show("Walks with help");
    await show("Walks with a stick");
    expect(field().value).toBe("Walks with a stick");
    await leave();
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('a plan text kept while she writes (docs/worker-phone.md, "Texts being written")', () => {
  const screen = useTestScreen();
  const onCommit = vi.fn();
  const field = () => screen.byTestId<HTMLTextAreaElement>("goal-why");
  const show = (value: string | null | undefined, validate?: (text: string) => string | null) =>
    screen.render(<CommitText label="Why" testId="goal-why" multiline value={value} validate={validate} onCommit={onCommit} />);
  const type = (text: string) => act(async () => setValue(field(), text));
  const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

  beforeEach(() => {
    onCommit.mockClear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
    vi.useRealTimers();
  });

  it(`keeps her text ${SAVE_DEBOUNCE_MS} ms (1 s) after her last keystroke, without her leaving the field, and again after the next pause`, async () => {
    expect(SAVE_DEBOUNCE_MS).toBe(1000);
    await show("Walks with help");
    await type("Walks alone");
    await wait(SAVE_DEBOUNCE_MS - 1);
    await type("Walks alone to");
    await wait(SAVE_DEBOUNCE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    await wait(1);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("Walks alone to");
    // Her kept text comes back as the stored value while she goes on writing: what she types stays.
    await type("Walks alone to the well");
    await show("Walks alone to");
    expect(field().value).toBe("Walks alone to the well");
    await wait(SAVE_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenLastCalledWith("Walks alone to the well");
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing at a pause while her text is not valid yet, and names the problem only when she leaves", async () => {
    const validate = (text: string) => (/^\d{2}-\d{2}-\d{4}$/.test(text) ? null : "Not a date: write it as day-month-year");
    await show(null, validate);
    await type("12-0");
    await wait(SAVE_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    await act(async () => field().dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toBe("Not a date: write it as day-month-year");
    await type("12-03-2026");
    await wait(SAVE_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("12-03-2026");
  });

  it("keeps her text at once when the app is hidden (a phone may stop a hidden app), and once only", async () => {
    await show("Walks with help");
    await type("Walks alone");
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("Walks alone");
    await wait(SAVE_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it("keeps her text at once when the field goes from the screen before the pause ends", async () => {
    await show("Walks with help");
    await type("Walks alone");
    screen.unmount();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("Walks alone");
    await wait(SAVE_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
