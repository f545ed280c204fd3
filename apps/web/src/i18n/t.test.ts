import { afterEach, describe, expect, it } from "vitest";
import { UI_TEXTS_EN } from "@stepwise/domain";
import { setTexts, t } from "./t.js";

describe("t()", () => {
  afterEach(() => setTexts("en", UI_TEXTS_EN));

  it("shows NB for a missing key (docs/product.md §8)", () => {
    expect(t("NO_SUCH_KEY")).toBe("NB");
  });

  it("gives the exact connectivity notices of docs/product.md §4", () => {
    expect(t("OFFLINE")).toBe("You are offline");
    expect(t("BACK_ONLINE")).toBe("You are back online");
  });

  it("fills placeholders", () => {
    expect(t("SYNC_WAITING_MANY", { count: 3 })).toBe("3 changes waiting");
  });

  it("uses the deployment's translations once loaded, and shows NB for a key they lack", () => {
    setTexts("ny", { OFFLINE: "Mulibe pa intaneti" });
    expect([t("OFFLINE"), t("PAGE_CHAT")]).toEqual(["Mulibe pa intaneti", "NB"]);
  });

  it("marks the page with the language of its texts", () => {
    setTexts("ny", { OFFLINE: "Mulibe pa intaneti" });
    expect(document.documentElement.lang).toBe("ny");
  });
});
