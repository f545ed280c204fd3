import { INITIALIZED } from "@stepwise/domain";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../sync/runtime-context.js";
import { makeSessionPorts } from "../../test-support/factories.js";
import { beginStartWait, endStartWait } from "../../app/start-wait.js";
import { StartScreen } from "./StartScreen.js";

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe("the start screen (spec 2, 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.setItem("version", "2.05.0");
    localStorage.setItem("initialization", INITIALIZED);
  });
  afterEach(() => {
    endStartWait();
    vi.useRealTimers();
    localStorage.clear();
  });

  async function showStart() {
    const container = document.createElement("div");
    const root = createRoot(container);
    // The initialized path never touches the runtime; the first-run path is covered end to end.
    const session = makeSessionPorts();
    await act(async () => {
      root.render(
        <SessionProvider ports={session}>
          <MemoryRouter initialEntries={["/"]}>
            <Routes>
              <Route path="/" element={<StartScreen />} />
              <Route path="/Home" element={<p>home</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </SessionProvider>,
      );
    });
    return { root, where: () => container.querySelector('[data-testid="where"]')?.textContent };
  }

  it("goes on to /home exactly 500 ms after start when the app is initialized", async () => {
    const { root, where } = await showStart();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(where()).toBe("/");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(where()).toBe("/Home");
    root.unmount();
  });

  it("counts the 500 ms from the app's start, so what loads before the start screen shows loads during the wait", async () => {
    void beginStartWait();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    const { root, where } = await showStart();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(where()).toBe("/");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(where()).toBe("/Home");
    root.unmount();
  });
});
