import { INITIALIZED } from "@stepwise/domain";
import { act, lazy, Suspense } from "react";
import { BrowserRouter, Link, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../sync/runtime-context.js";
import { makeSessionPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import { beginStartWait, endStartWait } from "./start-wait.js";
import { StartScreen } from "./StartScreen.js";

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe("the start screen (docs/product.md §2, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem("version", "2.05.0");
    localStorage.setItem("initialization", INITIALIZED);
    history.replaceState(null, "", "/");
  });
  afterEach(() => {
    endStartWait();
    vi.useRealTimers();
    localStorage.clear();
  });
  // Declared after the hooks above, so its afterEach runs before theirs: the screen is unmounted
  // while the clock is still fake, as each test used to do at its end.
  const screen = useTestScreen();

  async function showStart() {
    // The initialized path never touches the runtime; the first-run path is covered end to end.
    const session = makeSessionPorts();
    await screen.render(
      <SessionProvider ports={session}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<StartScreen />} />
            <Route path="/Home" element={<p>home</p>} />
          </Routes>
          <Where />
        </BrowserRouter>
      </SessionProvider>,
    );
    return { where: () => screen.container.querySelector('[data-testid="where"]')?.textContent };
  }

  it("goes on to /home exactly 500 ms after start when the app is initialized", async () => {
    const { where } = await showStart();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(where()).toBe("/");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(where()).toBe("/Home");
  });

  it("counts the 500 ms from the app's start, so what loads before the start screen shows loads during the wait", async () => {
    void beginStartWait();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    const { where } = await showStart();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(where()).toBe("/");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(where()).toBe("/Home");
  });

  it("counts the 500 ms of the app's first start from the navigation that opened it, so loading the code shortens the wait", async () => {
    // The code took 350 ms to load and run: main.tsx begins the wait from time 0, not from now.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    void beginStartWait(0);
    const { where } = await showStart();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(149);
    });
    expect(where()).toBe("/");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(where()).toBe("/Home");
  });

  it("stays on the screen the worker opened during the wait, even while that screen's code still loads", async () => {
    // The menu is shown on the start screen. A tap on Clients in the first 500 ms navigates in a
    // transition that waits for the screen's code; the start screen, still shown meanwhile, must not
    // then send the worker to /home (the e2e reload in login-transitions landed on /home this way).
    let loaded: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Clients = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (loaded = resolve)));
    await screen.render(
      <SessionProvider ports={makeSessionPorts()}>
        <BrowserRouter>
          <Link to="/forms/clients" data-testid="menu-clients">
            Clients
          </Link>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route path="/" element={<StartScreen />} />
              <Route path="/Home" element={<p>home</p>} />
              <Route path="/forms/clients" element={<Clients />} />
            </Routes>
          </Suspense>
          <Where />
        </BrowserRouter>
      </SessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await act(async () => {
      screen.container.querySelector<HTMLAnchorElement>('[data-testid="menu-clients"]')!.click();
      await vi.advanceTimersByTimeAsync(400);
    });
    await act(async () => {
      loaded({ default: () => <p data-testid="client-list">clients</p> });
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(location.pathname).toBe("/forms/clients");
    expect(screen.container.querySelector('[data-testid="where"]')?.textContent).toBe("/forms/clients");
    expect(screen.container.querySelector('[data-testid="client-list"]')).not.toBeNull();
  });
});
