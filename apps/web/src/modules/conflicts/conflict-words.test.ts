import { UI_TEXTS_EN } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { conflictWords } from "./conflict-words.js";

const plan = {
  uuid: "p",
  domains: [
    { domain_id: "1", goals: [] },
    {
      domain_id: "3",
      goals: [
        { uuid: "g1", goal: "Walk" },
        { uuid: "9f1c2d-goal", goal: "Eat", why: "to visit friends" },
      ],
    },
  ],
};

describe("a conflict in words", () => {
  it("names the other worker, the goal and its field's label, the day, and both values; never a uuid", () => {
    const words = conflictWords(
      "rehabilitations",
      plan,
      {
        path: ["domains", "3", "goals", "9f1c2d-goal", "why"],
        labelKey: "GOAL_WHY",
        theirs: '"to go to school"',
        yours: '"to visit friends"',
        theirsBy: "Grace",
        theirsAt: "2026-03-12T09:30:00.000Z",
      },
      "en",
      UI_TEXTS_EN,
    );
    expect(words).toEqual({
      sentence: "Grace also changed Domain 2, Goal 2's ‘Why this goal’ on 12 March",
      theirs: "to go to school",
      yours: "to visit friends",
    });
    expect(JSON.stringify(words)).not.toContain("9f1c2d");
  });

  it("says someone for a device without login, (empty) for no value, and names a deleted goal by its text", () => {
    const words = conflictWords(
      "rehabilitations",
      plan,
      {
        path: ["domains", "3", "goals", "g9"],
        labelKey: "MERGE_ITEM_GOAL",
        theirs: '{"uuid":"g9","goal":"Dress alone"}',
        yours: "null",
        theirsBy: null,
        theirsAt: null,
      },
      "en",
      UI_TEXTS_EN,
    );
    expect(words).toEqual({ sentence: "Someone on another device also changed Domain 2, Goal 3", theirs: "Dress alone", yours: "(deleted or empty)" });
  });

  it("names a client's form field by its own label", () => {
    const client = { uuid: "c", clientFormFields: [{ uuid: "f1", clientField: "village", answer: "Mzuzu" }] };
    const words = conflictWords(
      "clients",
      client,
      { path: ["clientFormFields", "f1", "answer"], labelKey: "FIELD_VILLAGE", theirs: '"Lilongwe"', yours: '"Mzuzu"', theirsBy: "Grace" },
      "en",
      UI_TEXTS_EN,
    );
    expect(words.sentence).toBe("Grace also changed ‘Village or area’");
  });
});
