import { describe, expect, it } from "vitest";
import { TEAM_OVERVIEW_TEXTS_EN, teamOverviewTexts } from "./team-overview-texts.js";

describe("the team overview's words (docs/teams.md)", () => {
  it("has every key in Dutch and Chichewa, with English's placeholders, and English for a language it lacks", () => {
    for (const code of ["nl", "ny"]) {
      const texts = teamOverviewTexts(code);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(TEAM_OVERVIEW_TEXTS_EN).sort());
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe("");
    }
    expect(teamOverviewTexts("nl").TEAM_OVERVIEW_TITLE).toBe("Teamoverzicht");
    expect(teamOverviewTexts("fr")).toBe(TEAM_OVERVIEW_TEXTS_EN);
  });
});
