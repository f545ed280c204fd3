import { describe, expect, it } from "vitest";
import { formatDay, tCount } from "./format.js";

const NY = { MONTH_3: "Malichi", MONTH_11: "Novembala", WEEKDAY_1: "Lolemba", WEEKDAY_2: "Lachiwiri", X: "ntchito {count}", X_ONE: "ntchito imodzi" };
const NL = { CYCLE_DELETE_CONFIRM: "Ja, verwijder dit doel en de {count} acties ervan", CYCLE_DELETE_CONFIRM_ONE: "Ja, verwijder dit doel en de actie ervan" };

describe("dates and plurals in the chosen language", () => {
  it("formats a day through Intl in Dutch", () => {
    expect(formatDay(new Date(2026, 10, 23), { weekday: "long", month: "long" }, "nl", {})).toBe("maandag 23 november");
  });

  it("formats a day in Chichewa from the deployment's month and weekday names, which Intl lacks", () => {
    expect(formatDay(new Date(2026, 10, 23), { weekday: "long", month: "long" }, "ny", NY)).toBe("Lolemba, 23 Novembala");
    expect(formatDay(new Date(2026, 2, 3), { month: "short", year: "numeric" }, "ny", NY)).toBe("3 Malichi 2026");
  });

  it("gives the calendar's week heading in Chichewa, not English-looking abbreviations ('23 Nov – 29 Nov 2026')", () => {
    const heading = `${formatDay(new Date(2026, 10, 23), { month: "short" }, "ny", NY)} – ${formatDay(new Date(2026, 10, 29), { month: "short", year: "numeric" }, "ny", NY)}`;
    expect(heading).toBe("23 Novembala – 29 Novembala 2026");
  });

  it("says 'de actie' for one action and 'de 2 acties' for two, never 'de 1 acties'", () => {
    expect(tCount("CYCLE_DELETE_CONFIRM", 1, {}, "nl", NL)).toBe("Ja, verwijder dit doel en de actie ervan");
    expect(tCount("CYCLE_DELETE_CONFIRM", 2, {}, "nl", NL)).toBe("Ja, verwijder dit doel en de 2 acties ervan");
    expect(tCount("CYCLE_DELETE_CONFIRM", 0, {}, "nl", NL)).toBe("Ja, verwijder dit doel en de 0 acties ervan");
  });

  it("uses the plural rules of Chichewa too", () => {
    expect(tCount("X", 1, {}, "ny", NY)).toBe("ntchito imodzi");
    expect(tCount("X", 3, {}, "ny", NY)).toBe("ntchito 3");
  });
});
