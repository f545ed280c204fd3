import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditingProvider } from "../../sync/runtime-context.js";
import { makeEditingPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import type { FormField } from "./client-form.js";
import { ClientDrawer } from "./ClientDrawer.js";

// happy-dom has neither createImageBitmap nor a drawing canvas: the resize itself runs in Chromium (e2e).
vi.mock("./resize-image.js", () => ({ resizeImage: vi.fn(async () => "data:image/jpeg;base64,AAAA") }));

const field = (clientField: string, component: string, mandatory: boolean, options: string[] = [], flowelement = false): FormField => ({
  uuid: `field-${clientField}`,
  answer: null,
  mandatory,
  clientField,
  component,
  categories: options.map((id) => ({ id, text_input: null })),
  flowelement,
});

const TEMPLATE = [
  field("name", "text", true),
  field("birthdate", "date", true),
  field("gender", "radio", true, ["1", "2"]),
  field("siblings", "number", false),
  field("school", "select", false, ["1", "2"]),
  field("conditions", "categories", false, ["1", "2"]),
  field("notes", "textarea", false),
  field("consent", "checkbox", true),
  field("approach", "select", false, ["79", "80"], true),
];

function setValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

describe("the client drawer renders the deployment's client form", () => {
  const screen = useTestScreen();
  const queue = vi.fn(async () => {});
  const runtime = makeEditingPorts({ queue, notices: { show: vi.fn(() => 0), dismiss: vi.fn() } });
  const el = <T extends Element>(testId: string) => screen.container.querySelector<T>(`[data-testid="${testId}"]`)!;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
    queue.mockClear();
    await screen.render(
      <EditingProvider ports={runtime}>
        <ClientDrawer row={null} open onClose={() => {}} template={TEMPLATE} />
      </EditingProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws each component, marks the mandatory ones and is invalid until they are answered", async () => {
    expect(el("client-field-gender").querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(el("client-field-siblings").getAttribute("type")).toBe("number");
    expect(el("client-field-school").tagName).toBe("SELECT");
    expect(el("client-field-notes").tagName).toBe("TEXTAREA");
    // docs/operating.md, "Consent": the consent field is a box per scope; the template's mandatory one requires care.
    expect(el<HTMLInputElement>("consent-care-box").type).toBe("checkbox");
    expect(el("client-flow").querySelectorAll("option")).toHaveLength(3);
    expect(screen.container.querySelectorAll("abbr.mandatory")).toHaveLength(4);
    expect(el("client-validity").getAttribute("data-valid")).toBe("false");

    await act(async () => {
      setValue(el("client-name"), "Amina Banda");
      setValue(el("client-birthdate"), "15-01-2025");
      el<HTMLInputElement>("client-field-gender").querySelector<HTMLInputElement>('input[value="1"]')!.click();
    });
    expect(el("client-age").textContent).toBe("22 months");
    expect(el("client-validity").textContent).toBe("Form not complete");
    await act(async () => el<HTMLInputElement>("consent-care-box").click());
    expect(el("client-validity").textContent).toBe("Form complete");

    await act(async () => {
      setValue(el("client-field-siblings"), "3");
      setValue(el("client-flow"), "80");
      el("client-field-conditions").querySelector<HTMLInputElement>('input[value="2"]')!.click();
    });
    await act(async () => setValue(el("client-field-conditions-note-2"), "since birth"));
    await act(async () => el<HTMLButtonElement>("client-save").click());

    const [, , , record] = queue.mock.calls[0] as unknown as [string, string, string, { valid: boolean; age: number; clientFormFields: FormField[] }];
    const answers = Object.fromEntries(record.clientFormFields.map((f): [string, unknown] => [String(f.clientField), f.answer]));
    expect(answers).toMatchObject({
      name: "Amina Banda",
      birthdate: "15-01-2025",
      gender: 1,
      siblings: 3,
      consent: 1,
      approach: 80,
      conditions: "2",
      notes: null,
    });
    expect(record.clientFormFields.find((f) => f.clientField === "conditions")!.categories).toEqual([
      { id: "1", text_input: null },
      { id: "2", text_input: "since birth" },
    ]);
    expect([record.valid, record.age]).toEqual([true, 22]);
  });

  it("queues a picked photo as a client_images record of the client, after the client", async () => {
    const input = el<HTMLInputElement>("client-photo-input");
    expect([input.accept, input.getAttribute("capture")]).toEqual(["image/*", "environment"]);
    Object.defineProperty(input, "files", { value: [new File(["x"], "photo.jpg", { type: "image/jpeg" })] });
    await act(async () => el<HTMLInputElement>("consent-care-box").click());
    await act(async () => {
      setValue(el("client-name"), "Chikondi");
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(el<HTMLImageElement>("client-photo-preview").alt).toBe("Photo of Chikondi");
    await act(async () => el<HTMLButtonElement>("client-save").click());
    expect(queue.mock.calls.map((c) => (c as unknown[])[0])).toEqual(["clients", "client_images"]);
    const [[, clientUuid], [, imageUuid, op, image, base]] = queue.mock.calls as unknown as [[string, string], [string, string, string, object, null]];
    expect([op, base]).toEqual(["UPSERT", null]);
    expect(image).toEqual({ uuid: imageUuid, client_uuid: clientUuid, image: "data:image/jpeg;base64,AAAA" });
  });
});
