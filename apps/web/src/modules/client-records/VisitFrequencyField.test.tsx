import { UI_TEXTS_EN } from "@stepwise/domain";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import { everyWeeksFrom, selectOf, visitFrequencyText } from "./visit-frequency-form.js";
import { VisitFrequencyField } from "./VisitFrequencyField.js";

const english = (key: string, values: Record<string, string | number> = {}) =>
  (UI_TEXTS_EN as Record<string, string>)[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('the visit frequency\'s values (docs/product.md §4 "Visits due")', () => {
  it("reads the stored codes as choices and anything else as old free text", () => {
    expect([selectOf("weekly"), selectOf("every 6 weeks"), selectOf(null), selectOf(" "), selectOf("Every two weeks")]).toEqual([
      "weekly",
      "weeks",
      "",
      "",
      "free",
    ]);
  });

  it("keeps every N weeks only for a whole number from 1 to 52", () => {
    expect([everyWeeksFrom("1"), everyWeeksFrom(" 52 "), everyWeeksFrom("0"), everyWeeksFrom("53"), everyWeeksFrom("2.5"), everyWeeksFrom("")]).toEqual([
      "every 1 weeks",
      "every 52 weeks",
      null,
      null,
      null,
      null,
    ]);
  });

  it("shows a choice in the worker's words and old free text as written", () => {
    expect(visitFrequencyText("every 3 weeks", english)).toBe("Every 3 weeks");
    expect(visitFrequencyText("monthly", english)).toBe("Every month");
    expect(visitFrequencyText("Tuesdays, twice a month", english)).toBe("Tuesdays, twice a month");
    expect(visitFrequencyText(null, english)).toBe("Not set");
  });
});

describe("the visit frequency field", () => {
  const screen = useTestScreen();
  const select = () => screen.byTestId<HTMLSelectElement>("freq");
  const weeks = () => screen.byTestId<HTMLInputElement>("freq-weeks");
  const choose = (value: string) =>
    act(async () => {
      select().value = value;
      select().dispatchEvent(new Event("change", { bubbles: true }));
    });
  const type = (text: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(weeks(), text);
      weeks().dispatchEvent(new Event("input", { bubbles: true }));
    });
  const leave = () => act(async () => weeks().dispatchEvent(new FocusEvent("focusout", { bubbles: true })));

  it("keeps a choice at once and every N weeks once a valid number is typed, refusing 53 with an error naming the field", async () => {
    const kept: (string | null)[] = [];
    await screen.render(<VisitFrequencyField value={null} testId="freq" onCommit={(next) => kept.push(next)} />);
    await choose("fortnightly");
    expect(kept).toEqual(["fortnightly"]);
    await choose("weeks");
    expect(kept).toEqual(["fortnightly"]);
    await type("53");
    await leave();
    expect(screen.byTestId("freq-error").textContent).toBe("Visit frequency: the number of weeks must be a whole number from 1 to 52.");
    expect(weeks().getAttribute("aria-invalid")).toBe("true");
    expect(kept).toEqual(["fortnightly"]);
    await type("6");
    await leave();
    expect(kept).toEqual(["fortnightly", "every 6 weeks"]);
    expect(screen.container.querySelector('[data-testid="freq-error"]')).toBeNull();
  });

  it("shows old free text as written, as the chosen option, until another is chosen", async () => {
    const kept: (string | null)[] = [];
    await screen.render(<VisitFrequencyField value="Every two weeks, Tuesdays" testId="freq" onCommit={(next) => kept.push(next)} />);
    expect(select().value).toBe("free");
    expect(select().selectedOptions[0]?.textContent).toBe("Every two weeks, Tuesdays");
    expect(screen.byTestId("freq-free").textContent).toBe("Written before as “Every two weeks, Tuesdays”: choose a frequency to see when her visits are due.");
    await choose("monthly");
    expect(kept).toEqual(["monthly"]);
  });
});
