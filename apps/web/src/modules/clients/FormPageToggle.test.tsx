import { act } from "react";
import { describe, expect, it } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import type { FormField } from "./client-form.js";
import { FormPageToggle } from "./FormPageToggle.js";

const flow = (answer: FormField["answer"]): FormField => ({
  uuid: "f",
  clientField: "approach",
  component: "select",
  mandatory: false,
  flowelement: true,
  answer,
  categories: [{ id: "79" }, { id: "80" }],
});

describe("the form page a flow-element answer selects (docs/product.md §2, a toggle; §4: 79 page 3, 80 page 4)", () => {
  const screen = useTestScreen();
  const render = (field: FormField) => screen.render(<FormPageToggle field={field} />);
  const domains = () => [...screen.container.querySelectorAll(".form-page-domains strong")].map((s) => s.textContent);
  const toggle = () => screen.container.querySelector<HTMLButtonElement>('[data-testid="form-page-toggle"]');

  it("shows page 3, the F-words, for answer 79, and closes with the same button", async () => {
    await render(flow(79));
    await act(async () => toggle()!.click());
    expect(domains()).toEqual(["Function", "Family", "Fitness", "Fun", "Friends", "Future"]);
    await act(async () => toggle()!.click());
    expect(screen.container.querySelector('[data-testid="form-page"]')).toBeNull();
  });

  it("shows page 4, the ICF domains, for answer 80", async () => {
    await render(flow("80"));
    await act(async () => toggle()!.click());
    expect(domains()).toEqual(["Body functions", "Body structures", "Activities", "Participation", "Environmental factors", "Personal factors"]);
  });

  it("offers no form page for any other answer", async () => {
    await render(flow(5));
    expect(toggle()).toBeNull();
    await render(flow(null));
    expect(toggle()).toBeNull();
  });
});
