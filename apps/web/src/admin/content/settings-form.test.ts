import { describe, expect, it } from "vitest";
import { nextId, settingsInputOf } from "./settings-form.js";

describe("the content page's settings form", () => {
  it("takes the draft's settings as updateDraftSettings wants them, without the cache's type names", () => {
    const settings = {
      app_title: "Stepwise Malawi",
      login: false,
      metadata: { text2speech: true, userLogin: false, introText: null },
      languages: [{ __typename: "Language", id: "1", name: "English", languageCode: "en" }],
      regions: [{ __typename: "Region", id: "11", name: "Northern Region", countryID: 265 }],
      forms: [{ __typename: "ApplicationForm", formtype: "MILESTONE" }],
    };
    expect(settingsInputOf(settings)).toEqual({
      app_title: "Stepwise Malawi",
      login: false,
      text2speech: true,
      userLogin: false,
      introText: null,
      languages: [{ id: "1", name: "English", languageCode: "en" }],
      regions: [{ id: "11", name: "Northern Region", countryID: 265 }],
      forms: ["MILESTONE"],
    });
  });

  it("gives a new language or region the id past the highest", () => {
    expect(nextId([{ id: "1" }, { id: "3" }])).toBe("4");
    expect(nextId([{ id: "x" }])).toBe("1");
    expect(nextId([])).toBe("1");
  });
});
