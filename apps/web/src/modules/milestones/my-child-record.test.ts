import { describe, expect, it } from "vitest";
import { checkBirthdate } from "./my-child-record.js";

describe("a my-child birthdate", () => {
  const today = new Date(2026, 10, 23);

  it("is kept as day-month-year text, whichever way a valid date was typed", () => {
    expect(checkBirthdate("1-2-2025", today)).toEqual({ birthdate: "01-02-2025" });
    expect(checkBirthdate("2025-02-01", today)).toEqual({ birthdate: "01-02-2025" });
    expect(checkBirthdate("23-11-2026", today)).toEqual({ birthdate: "23-11-2026" });
  });

  it("is refused when it is not a valid date or lies in the future", () => {
    expect(checkBirthdate("31-02-2025", today)).toEqual({ error: "CHILD_BIRTHDATE_INVALID" });
    expect(checkBirthdate("soon", today)).toEqual({ error: "CHILD_BIRTHDATE_INVALID" });
    expect(checkBirthdate("24-11-2026", today)).toEqual({ error: "CHILD_BIRTHDATE_FUTURE" });
  });
});
