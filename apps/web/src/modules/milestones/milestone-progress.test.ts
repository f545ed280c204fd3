import { describe, expect, it } from "vitest";
import { achievedIn, ageBands, bandForAge, domainsOf, progressByBand } from "./milestone-progress.js";
import type { Checklist } from "./milestone-record.js";

const checklist = (ageMonths: number, domain: string, count = 2): Checklist => ({
  __typename: "MilestoneChecklist",
  id: `${ageMonths}-${domain}`,
  ageMonths,
  domain,
  indicators: Array.from({ length: count }, (_, i) => ({ __typename: "MilestoneIndicatorText", id: `${ageMonths}-${domain}-${i + 1}`, text: "" })),
});

const checklists = [
  checklist(2, "language"),
  checklist(2, "gross-motor"),
  checklist(12, "gross-motor"),
  checklist(12, "language"),
  checklist(9, "gross-motor"),
];

describe("milestone progress by age band", () => {
  it("lists the known domains from gross motor to social-emotional, others after them, and age bands youngest first", () => {
    expect(domainsOf(checklists)).toEqual(["gross-motor", "language"]);
    expect(domainsOf([checklist(2, "play"), checklist(2, "social-emotional"), checklist(2, "cognitive"), checklist(2, "fine-motor")])).toEqual([
      "fine-motor",
      "cognitive",
      "social-emotional",
      "play",
    ]);
    expect(ageBands(checklists)).toEqual([2, 9, 12]);
  });

  it("picks the oldest band a child has reached, the youngest for a younger child, none without an age", () => {
    expect(bandForAge([2, 9, 12], 11)).toBe(9);
    expect(bandForAge([2, 9, 12], 12)).toBe(12);
    expect(bandForAge([2, 9, 12], 70)).toBe(12);
    expect(bandForAge([2, 9, 12], 0)).toBe(2);
    expect(bandForAge([2, 9, 12], null)).toBeNull();
    expect(bandForAge([], 5)).toBeNull();
  });

  it("counts only indicators marked YES as achieved, per domain and band", () => {
    const form = {
      uuid: "m",
      client_uuid: "c",
      categories: [
        {
          id: "12-gross-motor",
          indicators: [
            { id: "12-gross-motor-1", status: 2 },
            { id: "12-gross-motor-2", status: 1 },
          ],
        },
        {
          id: "2-language",
          indicators: [
            { id: "2-language-1", status: 2 },
            { id: "2-language-2", status: "2" },
          ],
        },
      ],
    };
    expect(achievedIn(checklists[2]!, form)).toBe(1);
    expect(achievedIn(checklists[0]!, form)).toBe(2);
    expect(progressByBand(checklists, form)).toEqual([
      {
        ageMonths: 2,
        domains: [
          { domain: "gross-motor", checklistId: "2-gross-motor", achieved: 0, total: 2 },
          { domain: "language", checklistId: "2-language", achieved: 2, total: 2 },
        ],
      },
      { ageMonths: 9, domains: [{ domain: "gross-motor", checklistId: "9-gross-motor", achieved: 0, total: 2 }] },
      {
        ageMonths: 12,
        domains: [
          { domain: "gross-motor", checklistId: "12-gross-motor", achieved: 1, total: 2 },
          { domain: "language", checklistId: "12-language", achieved: 0, total: 2 },
        ],
      },
    ]);
  });
});
