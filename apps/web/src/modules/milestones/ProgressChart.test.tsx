import { describe, expect, it } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import type { Checklist } from "./milestone-record.js";
import ProgressChart from "./ProgressChart.js";

const checklist = (ageMonths: number, domain: string): Checklist => ({
  __typename: "MilestoneChecklist",
  id: `${ageMonths}-${domain}`,
  ageMonths,
  domain,
  indicators: [1, 2].map((i) => ({ __typename: "MilestoneIndicatorText", id: `${ageMonths}-${domain}-${i}`, text: "" })),
});

const checklists = [checklist(6, "gross-motor"), checklist(6, "language"), checklist(12, "gross-motor"), checklist(12, "language")];
const form = {
  uuid: "m",
  client_uuid: "c",
  categories: [
    {
      id: "6-gross-motor",
      indicators: [
        { id: "6-gross-motor-1", status: 2 },
        { id: "6-gross-motor-2", status: 2 },
      ],
    },
    {
      id: "6-language",
      indicators: [
        { id: "6-language-1", status: 2 },
        { id: "6-language-2", status: 1 },
      ],
    },
    { id: "12-language", indicators: [{ id: "12-language-1", status: 0 }] },
  ],
};

describe("a child's progress chart", () => {
  const screen = useTestScreen();

  it("stacks the achieved indicators of each domain per age band, marks the child's band, and gives the figures as a table", async () => {
    await screen.render(<ProgressChart checklists={checklists} form={form} ageInMonths={8} />);
    const chart = screen.container.querySelector('[data-testid="progress-chart"]')!;
    expect(chart.getAttribute("data-achieved")).toBe("3");
    const segments = [...chart.querySelectorAll("svg rect title")].map((title) => title.textContent);
    expect(segments).toEqual(["Gross motor, By 6 months: 2 of 2 achieved", "Language, By 6 months: 1 of 2 achieved"]);
    // Both bands hold 4 indicators: the 6-month bar is filled 3/4 of its height, gross motor at the bottom.
    const [grossMotor, language] = [...chart.querySelectorAll("svg rect[fill^='#']")].filter((r) => r.querySelector("title"));
    expect(Number(grossMotor!.getAttribute("height"))).toBeCloseTo(Number(language!.getAttribute("height")) * 2);
    expect(Number(language!.getAttribute("y")) + Number(language!.getAttribute("height"))).toBeCloseTo(Number(grossMotor!.getAttribute("y")));
    expect([...chart.querySelectorAll("svg text[font-weight='700']")].map((t) => t.textContent)).toEqual(["6"]);
    const rows = [...chart.querySelectorAll('[data-testid="progress-table"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ["6", "2/2", "1/2"],
      ["12", "0/2", "0/2"],
    ]);
    expect(chart.querySelector("figcaption p")!.textContent).toBe("3 of 8 milestones achieved");
  });

  it("says there are no checklists instead of drawing an empty chart", async () => {
    await screen.render(<ProgressChart checklists={[]} form={null} ageInMonths={3} />);
    expect(screen.container.textContent).toBe("No milestone checklists on this device yet. Connect to the internet once to load them.");
  });
});
