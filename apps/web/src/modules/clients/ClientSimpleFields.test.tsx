import type { SimpleField } from "@stepwise/domain";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { EditingProvider } from "../../sync/runtime-context.js";
import { makeEditingPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import { ClientDrawer } from "./ClientDrawer.js";
import { simpleValueFrom } from "./ClientSimpleFields.js";

/*
 * docs/adding-an-entity.md, "Adding a field": a simple field of the client is drawn from its
 * declaration, by its kind. The domain's list may be empty; these declare their own, as a new
 * field would.
 */
const FIELDS: SimpleField[] = [
  { field: "note", kind: "text", label: "DIARY_NOTE", report: null },
  { field: "score", kind: "number", label: "LADDER_SCORE", report: "number" },
];

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the client's simple fields in the drawer", () => {
  const screen = useTestScreen();
  const input = (id: string) => screen.container.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!;

  async function open(row: Parameters<typeof ClientDrawer>[0]["row"]) {
    const queue = vi.fn(async () => {});
    const runtime = makeEditingPorts({ queue, notices: { show: vi.fn(() => 0), dismiss: vi.fn() } });
    await screen.render(
      <EditingProvider ports={runtime}>
        <ClientDrawer row={row} open onClose={() => {}} simpleFields={FIELDS} />
      </EditingProvider>,
    );
    return queue;
  }

  it("draws each by its kind inside its label, and saves what was typed", async () => {
    const queue = await open(null);
    expect(input("client-note").type).toBe("text");
    expect(input("client-note").closest("label")!.textContent).toBe("Note or appointment");
    expect(input("client-score").type).toBe("number");
    expect(input("client-score").closest("label")!.textContent).toBe("Score");
    await act(async () => {
      type(input("client-name"), "Amina Banda");
      type(input("client-note"), "Call before 10 ");
      type(input("client-score"), "4.5");
    });
    await act(async () => screen.container.querySelector<HTMLButtonElement>('[data-testid="client-save"]')!.click());
    const record = (queue.mock.calls[0] as unknown as [string, string, string, Record<string, unknown>])[3];
    expect(record).toMatchObject({ clientname: "Amina Banda", note: "Call before 10 ", score: 4.5 });
  });

  it("shows a client's values, and an emptied field is saved as null", async () => {
    const queue = await open({
      record: { uuid: "c7", clientname: "Bisa", clientFormFields: [], note: "By the well", score: 2 } as never,
      dataversion: 3,
      waiting: false,
    });
    expect(input("client-note").value).toBe("By the well");
    expect(input("client-score").value).toBe("2");
    await act(async () => type(input("client-note"), ""));
    await act(async () => screen.container.querySelector<HTMLButtonElement>('[data-testid="client-save"]')!.click());
    const record = (queue.mock.calls[0] as unknown as [string, string, string, Record<string, unknown>])[3];
    expect(record).toMatchObject({ uuid: "c7", note: null, score: 2 });
  });

  it("stores empty text as null, and a number field's text as its number", () => {
    expect([simpleValueFrom("text", "  "), simpleValueFrom("text", " 0999 "), simpleValueFrom("number", "12"), simpleValueFrom("number", "")]).toEqual([
      null,
      " 0999 ",
      12,
      null,
    ]);
  });
});
