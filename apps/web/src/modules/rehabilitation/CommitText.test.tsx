import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
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
