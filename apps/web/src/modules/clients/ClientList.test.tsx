import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import { ClientList, withFocused, type RowPlace } from "./ClientList.js";
import type { ClientListRow } from "./waiting-clients.js";

const makeRow = (i: number): ClientListRow => ({
  record: { uuid: `c${i}`, clientname: `Client ${String(i).padStart(5, "0")}`, archived: false },
  dataversion: i,
  waiting: false,
});

function Item({ row, place }: { row: ClientListRow; place: RowPlace }) {
  const { measure, index, setSize } = place;
  return (
    <li ref={measure} data-index={index} aria-posinset={index + 1} aria-setsize={setSize} data-testid="client-item">
      <button type="button">{row.record.clientname}</button>
    </li>
  );
}

describe("the windowed client list", () => {
  const screen = useTestScreen();
  beforeEach(() => {
    // happy-dom lays nothing out: every row measures 90 px high, as a row does in a browser.
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "LI" ? 90 : 0;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function render(rows: ClientListRow[]) {
    await screen.render(<ClientList rows={rows} item={(row, place) => <Item key={row.record.uuid} row={row} place={place} />} />);
    return {
      items: [...screen.container.querySelectorAll<HTMLLIElement>('[data-testid="client-item"]')],
      count: screen.container.querySelector<HTMLElement>('[data-testid="client-count"]')!,
    };
  }

  it("draws only the rows in and near the window of 5,000, each telling its place in the whole list", async () => {
    const { items } = await render(Array.from({ length: 5000 }, (_, i) => makeRow(i)));
    // happy-dom's window is 768 px high: rows of 90 px and a 6.4 px gap reach into it 9 times, plus 8 drawn beyond.
    expect(items).toHaveLength(17);
    expect(items[0]!.textContent).toBe("Client 00000");
    expect(items[0]!.getAttribute("aria-posinset")).toBe("1");
    expect(items[16]!.getAttribute("aria-posinset")).toBe("17");
    expect(items.every((item) => item.getAttribute("aria-setsize") === "5000")).toBe(true);
    expect(screen.container.querySelector("ul")!.tagName).toBe("UL");
  });

  it("announces how many clients it holds", async () => {
    const { count } = await render(Array.from({ length: 5000 }, (_, i) => makeRow(i)));
    expect(count.getAttribute("role")).toBe("status");
    expect(count.textContent).toBe("5000 clients");
    expect(count.dataset.count).toBe("5000");
    expect((await render([makeRow(1)])).count.textContent).toBe("1 client");
    expect((await render([])).count.textContent).toBe("");
  });

  it("draws every row of a short list", async () => {
    const { items } = await render(Array.from({ length: 3 }, (_, i) => makeRow(i)));
    expect(items.map((item) => item.textContent)).toEqual(["Client 00000", "Client 00001", "Client 00002"]);
  });
});

describe("keeping the focused row drawn", () => {
  it("adds the focused row, wherever it is, in order", () => {
    expect(withFocused([10, 11, 12], 3, 5000)).toEqual([3, 10, 11, 12]);
    expect(withFocused([10, 11, 12], 40, 5000)).toEqual([10, 11, 12, 40]);
  });

  it("changes nothing when no row has focus, it is drawn already, or the list got shorter", () => {
    expect(withFocused([10, 11, 12], null, 5000)).toEqual([10, 11, 12]);
    expect(withFocused([10, 11, 12], 11, 5000)).toEqual([10, 11, 12]);
    expect(withFocused([0, 1], 40, 2)).toEqual([0, 1]);
  });
});
