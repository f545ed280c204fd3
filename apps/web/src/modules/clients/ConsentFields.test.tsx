import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Consent } from "@stepwise/domain";
import { EditingProvider } from "../../sync/runtime-context.js";
import { makeEditingPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import { clearLogin, storeLogin } from "../../vault/storage-keys.js";
import type { FormField } from "./client-form.js";
import type { ClientRecord } from "./client-record.js";
import { ClientDrawer } from "./ClientDrawer.js";

/* docs/operating.md, "Consent": the client form's consent, a box per scope, as the phone shows and saves it. */

const consentField = (answer: number | null, scopes: string[]): FormField => ({
  uuid: "field-consent",
  answer,
  mandatory: true,
  clientField: "consent",
  component: "checkbox",
  categories: scopes.map((id) => ({ id, text_input: null })),
  flowelement: false,
});

const amina: Consent = {
  scope: "care",
  givenAt: "2026-06-01T09:00:00.000Z",
  givenBy: "7",
  givenByName: "Amina",
  withdrawnAt: null,
  withdrawnBy: null,
  withdrawnByName: null,
};

function client(consents: Consent[], answer: number | null): ClientRecord {
  return {
    uuid: "c1",
    clientname: "Chikondi",
    age: null,
    valid: true,
    archived: false,
    status: null,
    consents,
    clientFormFields: [consentField(answer, ["care"])],
  };
}

type Queued = [string, string, string, ClientRecord];

describe("the client form's consent", () => {
  const screen = useTestScreen();
  const queue = vi.fn(async () => {});
  const runtime = makeEditingPorts({ queue, notices: { show: vi.fn(() => 0), dismiss: vi.fn() } });
  const el = <T extends Element>(testId: string) => screen.container.querySelector<T>(`[data-testid="${testId}"]`);
  const click = (testId: string) => act(async () => el<HTMLElement>(testId)!.click());

  async function open(record: ClientRecord | null, template: FormField[]) {
    await screen.render(
      <EditingProvider ports={runtime}>
        <ClientDrawer row={record && { record, dataversion: 3, waiting: false }} open onClose={() => {}} template={template} />
      </EditingProvider>,
    );
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00.000Z"));
    queue.mockClear();
    storeLogin("token", { id: "9", email: "grace@example.org", name: "Grace", application: "default" });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearLogin();
  });

  it("does not save a new client without the scopes the form requires, naming them; saved with who took them and when", async () => {
    await open(null, [consentField(null, ["care", "reporting"])]);
    expect(screen.container.querySelector('[data-testid="client-field-consent"]')).toBeNull();
    expect(["care", "photos", "reporting"].map((s) => el(`consent-${s}-box`)!.getAttribute("aria-required"))).toEqual(["true", "false", "true"]);
    await act(async () => {
      const name = el<HTMLInputElement>("client-name")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(name, "Amina Banda");
      name.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click("client-save");
    expect(el("client-error")!.textContent).toBe("This client cannot be saved without consent to care, reporting: tick it once the family agrees");
    expect(queue).not.toHaveBeenCalled();

    await click("consent-care-box");
    await click("client-save");
    expect(el("client-error")!.textContent).toBe("This client cannot be saved without consent to reporting: tick it once the family agrees");
    await click("consent-reporting-box");
    expect(el("consent-reporting-status")!.textContent).toBe("Given on November 22, 2026 by Grace");
    await click("client-save");

    const [table, , , record] = queue.mock.calls[0] as unknown as Queued;
    expect(table).toBe("clients");
    const given = { givenAt: "2026-11-22T12:00:00.000Z", givenBy: "9", givenByName: "Grace", withdrawnAt: null, withdrawnBy: null, withdrawnByName: null };
    expect(record.consents).toEqual([
      { scope: "care", ...given },
      { scope: "reporting", ...given },
    ]);
    expect(record.clientFormFields!.find((f) => f.clientField === "consent")!.answer).toBe(1);
  });

  it("withdraws a saved consent only by its button and a confirmation, and saves the withdrawal though care is required", async () => {
    await open(client([amina], 1), [consentField(null, ["care"])]);
    expect(el("consent-care-status")!.textContent).toBe("Given on June 1, 2026 by Amina");
    expect(el<HTMLInputElement>("consent-care-box")!.disabled).toBe(true);
    expect(el("consent-care-withdraw-confirm")).toBeNull();

    await click("consent-care-withdraw");
    expect(el("consent-care-withdraw-confirm")!.textContent).toBe("Yes, withdraw the consent to care");
    expect(el("consent-care")!.getAttribute("data-standing")).toBe("true");
    await click("consent-care-withdraw-confirm");
    expect(el("consent-care")!.getAttribute("data-standing")).toBe("false");
    expect(el("consent-care-status")!.textContent).toBe("Withdrawn on November 22, 2026 by Grace");
    await click("client-save");

    const [, , , record] = queue.mock.calls[0] as unknown as Queued;
    expect(record.consents).toEqual([{ ...amina, withdrawnAt: "2026-11-22T12:00:00.000Z", withdrawnBy: "9", withdrawnByName: "Grace" }]);
    expect(record.clientFormFields!.find((f) => f.clientField === "consent")!.answer).toBeNull();
    expect(record.valid).toBe(false);
  });

  it("shows an old phone's ticked box as care given at registration, and lets a consent ticked by mistake be unticked before saving", async () => {
    await open(client([], 1), [consentField(null, ["care"])]);
    expect(el("consent-care-status")!.textContent).toBe("Given when the client was registered");
    expect(el("consent-photos-status")).toBeNull();
    await click("consent-photos-box");
    expect(el<HTMLInputElement>("consent-photos-box")!.checked).toBe(true);
    expect(el("consent-photos-withdraw")).toBeNull();
    await click("consent-photos-box");
    expect(el<HTMLInputElement>("consent-photos-box")!.checked).toBe(false);
    await click("client-save");
    const [, , , record] = queue.mock.calls[0] as unknown as Queued;
    expect(record.consents).toEqual([]);
    expect(record.clientFormFields!.find((f) => f.clientField === "consent")!.answer).toBe(1);
  });

  it("saves without consent where the form's mandatory consent names no scope (every form from before scopes), marked incomplete", async () => {
    await open(null, [consentField(null, [])]);
    expect(el("consent-care-box")!.getAttribute("aria-required")).toBe("true");
    await act(async () => {
      const name = el<HTMLInputElement>("client-name")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(name, "Tadala");
      name.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click("client-save");
    const [, , , record] = queue.mock.calls[0] as unknown as Queued;
    expect([record.valid, record.consents]).toEqual([false, []]);
  });
});
