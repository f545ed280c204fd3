import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

// The only place a web test makes a React root; test-support/render.test.ts fails on any other
// (docs/testing.md, "Component tests").

/** A component test's screen: a container in happy-dom's document with its own React root. */
export interface TestScreen {
  readonly container: HTMLDivElement;
  /** Renders inside act(), so effects and the state updates they cause have run on return. */
  render: (node: ReactNode) => Promise<void>;
  /** The element with this data-testid; a test fails at once when it is missing. */
  byTestId<T extends Element = HTMLElement>(testId: string): T;
  unmount: () => void;
}

export function mountScreen(): TestScreen {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  return {
    container,
    render: (node) => act(async () => root.render(node)),
    byTestId<T extends Element>(testId: string): T {
      const element = container.querySelector<T>(`[data-testid="${testId}"]`);
      if (!element) throw new Error(`no element with data-testid="${testId}"`);
      return element;
    },
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** A fresh screen for each test of the calling describe block, unmounted after it. */
export function useTestScreen(): TestScreen {
  let current: TestScreen | undefined;
  const screen = (): TestScreen => {
    if (!current) throw new Error("the test screen exists only inside a test");
    return current;
  };
  beforeEach(() => {
    current = mountScreen();
  });
  afterEach(() => {
    current?.unmount();
    current = undefined;
  });
  return {
    get container() {
      return screen().container;
    },
    render: (node) => screen().render(node),
    byTestId: (testId) => screen().byTestId(testId),
    unmount: () => screen().unmount(),
  };
}
