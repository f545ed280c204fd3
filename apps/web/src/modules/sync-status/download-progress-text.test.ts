import { UI_TEXTS_EN } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { formatCount } from "../../i18n/format.js";
import { downloadProgressText } from "./download-progress-text.js";

/** The Dutch text as the default and HIAPP deployments seed it (packages/domain/src/texts/nl.ts). */
const NL = { DOWNLOADING_RECORDS: "Je gegevens worden gedownload: {done} van {total}" };
const NY = { DOWNLOADING_RECORDS: "Tikutsitsa zolemba zanu: {done} mwa {total}" };

describe("the first sync's progress in words", () => {
  it("says how many of how many records are downloaded, numbers written the language's way", () => {
    expect(downloadProgressText({ done: 4200, total: 10000 }, "en", UI_TEXTS_EN)).toBe("Downloading your records: 4,200 of 10,000");
    expect(downloadProgressText({ done: 4200, total: 10000 }, "nl", NL)).toBe("Je gegevens worden gedownload: 4.200 van 10.000");
    expect(downloadProgressText({ done: 500, total: 1200 }, "ny", NY)).toBe("Tikutsitsa zolemba zanu: 500 mwa 1,200");
  });

  it("writes a count in English digits for a language tag Intl does not take", () => {
    expect(formatCount(12345, "not a tag!")).toBe("12,345");
    expect(formatCount(0, "nl")).toBe("0");
  });
});
