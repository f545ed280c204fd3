import { parseCalendarDate, UI_TEXTS_EN, type CalendarDate } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { dueRows, dueSpeech } from "./visits-due-rows.js";

const d = (text: string): CalendarDate => parseCalendarDate(text)!;
const english = (key: string, values: Record<string, string | number> = {}) =>
  (UI_TEXTS_EN as Record<string, string>)[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const day = (date: CalendarDate) => `${date.day}/${date.month}`;

describe('the Visits due screen\'s rows and what it reads aloud (docs/product.md §4 "Visits due")', () => {
  const today = d("06-12-2026");
  const clients = [
    { uuid: "c-amara", clientname: "Amara" },
    { uuid: "c-bongani", clientname: "Bongani" },
    { uuid: "c-chikondi", clientname: "Chikondi", archived: true },
  ];
  const plans = [
    { client_uuid: "c-amara", visitFrequency: "weekly", diary_items: [{ date: "20-11-2026" }] },
    { client_uuid: "c-bongani", visitFrequency: "every 2 weeks", ladder_of_live: [{ measure: [{ date: "24-11-2026" }] }] },
    { client_uuid: "c-chikondi", visitFrequency: "weekly", diary_items: [{ date: "01-11-2026" }] },
  ];

  it("names each client due, with her day and group, from the domain's rule", () => {
    expect(dueRows(clients, plans, [], today)).toEqual([
      { clientUuid: "c-amara", name: "Amara", due: d("27-11-2026"), when: "overdue" },
      { clientUuid: "c-bongani", name: "Bongani", due: d("08-12-2026"), when: "week" },
    ]);
  });

  it("reads the groups in order with each client's day, or that none is due", () => {
    expect(dueSpeech(dueRows(clients, plans, [], today), english, day)).toBe("Visits due. Overdue: Amara, Due 27/11. This week: Bongani, Due 8/12.");
    expect(dueSpeech([], english, day)).toBe("Visits due. No visits are due this week.");
  });
});
