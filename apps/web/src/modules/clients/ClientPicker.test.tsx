import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import { newClient } from "./client-record.js";
import { ClientPicker } from "./ClientPicker.js";

const row = (uuid: string, name: string) => ({ record: newClient(uuid, name), dataversion: 1, waiting: false });

describe("the client picker of the cycle form and the diary: no dead end", () => {
  const screen = useTestScreen();
  const render = (props: Parameters<typeof ClientPicker>[0]) =>
    screen.render(
      <MemoryRouter>
        <ClientPicker {...props} />
      </MemoryRouter>,
    );

  it("with no client yet, says so and links to the client list, where one is added", async () => {
    await render({ rows: [], client: undefined, choose: () => undefined });
    expect(screen.byTestId("picker-no-clients").textContent).toBe("No clients yet. Add one on the Clients screen first. Go to Clients");
    expect(screen.byTestId("picker-no-clients").querySelector("a")!.getAttribute("href")).toBe("/forms/clients");
    expect(screen.container.querySelector("select")).toBeNull();
  });

  it("with clients and none chosen, asks for one; once one is chosen, the hint goes", async () => {
    const rows = [row("a", "Amina"), row("b", "Bisa")];
    await render({ rows, client: undefined, choose: () => undefined });
    expect(screen.byTestId("picker-choose-first").textContent).toBe("Choose a client above first.");
    expect([...screen.byTestId<HTMLSelectElement>("client-picker").options].map((o) => o.text)).toEqual(["Choose a client", "Amina", "Bisa"]);
    await render({ rows, client: rows[1], choose: () => undefined });
    expect(screen.container.querySelector('[data-testid="picker-choose-first"]')).toBeNull();
    expect(screen.byTestId<HTMLSelectElement>("client-picker").value).toBe("b");
  });
});
