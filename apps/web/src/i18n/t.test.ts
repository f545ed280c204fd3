import { describe, expect, it } from "vitest";
import { t } from "./t.js";

describe("t()", () => {
  it("shows NB for a missing key (spec 8)", () => {
    expect(t("NO_SUCH_KEY")).toBe("NB");
  });

  it("gives the exact connectivity notices of spec 4", () => {
    expect(t("OFFLINE")).toBe("You are offline");
    expect(t("BACK_ONLINE")).toBe("You are back online");
  });

  it("fills placeholders", () => {
    expect(t("SYNC_WAITING_MANY", { count: 3 })).toBe("3 changes waiting");
  });
});
