import { UI_TEXTS_EN } from "@stepwise/domain";
import { UI_TEXTS_NL, UI_TEXTS_NY } from "@stepwise/domain/texts";
import { describe, expect, it } from "vitest";
import { answerLabel, checklistName, countText, fieldLabel } from "./content-labels.js";

const checklists = [
  { id: "12-gross-motor", domain: "gross-motor", ageMonths: 12 },
  { id: "24-extra", domain: "swimming", ageMonths: 24 },
];

/** docs/teams.md: a supervisor's pages name a client's fields and milestones as the worker's own screens do. */
describe("the content's names for a client's fields and milestones", () => {
  it("labels a registration field by the form's label, in the reader's language", () => {
    expect(fieldLabel({ clientField: "village", component: "text" }, UI_TEXTS_EN)).toBe("Village or area");
    expect(fieldLabel({ clientField: "village", component: "text" }, UI_TEXTS_NL)).toBe("Dorp of wijk");
    expect(fieldLabel({ clientField: "village", component: "text" }, UI_TEXTS_NY)).toBe("Mudzi kapena dera");
    expect(fieldLabel({ clientField: "birthdate" }, UI_TEXTS_EN)).toBe(UI_TEXTS_EN.CLIENT_BIRTHDATE);
    expect(fieldLabel({ clientField: "x", flowelement: true }, UI_TEXTS_EN)).toBe(UI_TEXTS_EN.REHAB_APPROACH);
  });

  it("falls back to the raw key when the content has no label for it", () => {
    expect(fieldLabel({ clientField: "favourite_tree", component: "text" }, UI_TEXTS_EN)).toBe("favourite_tree");
    expect(fieldLabel({ clientField: null, component: "text" }, UI_TEXTS_EN)).toBe("text");
    expect(fieldLabel({ clientField: "village" }, {})).toBe("village");
    expect(answerLabel({ clientField: "village" }, "Zomba", UI_TEXTS_EN)).toBe("Zomba");
    expect(answerLabel({ clientField: "tree" }, "1", { OPTION_TREE_1: "Baobab" })).toBe("Baobab");
  });

  it("names a milestone category by its checklist, as the checklist's screen heads it, else by its raw id", () => {
    expect(checklistName("12-gross-motor", checklists, UI_TEXTS_EN)).toBe("Gross motor: By 12 months");
    expect(checklistName("12-gross-motor", checklists, UI_TEXTS_NL)).toBe("Grove motoriek: Met 12 maanden");
    expect(checklistName("12-gross-motor", checklists, UI_TEXTS_NY)).toBe("Kayendedwe ka thupi lonse: Pofika miyezi 12");
    // A domain the texts do not name keeps its id; a category no checklist has keeps its own.
    expect(checklistName("24-extra", checklists, UI_TEXTS_EN)).toBe("swimming: By 24 months");
    expect(checklistName("motor", checklists, UI_TEXTS_EN)).toBe("motor");
    expect(checklistName("12-gross-motor", [], UI_TEXTS_EN)).toBe("12-gross-motor");
  });

  it("says one in the singular, where the texts have it", () => {
    expect(countText("TEAM_DIARY_COUNT", 1, { date: "03-11-2026" }, UI_TEXTS_EN)).toBe("Diary: 1 entry, on 03-11-2026");
    expect(countText("TEAM_DIARY_COUNT", 2, { date: "03-11-2026" }, UI_TEXTS_EN)).toBe("Diary: 2 entries, the last on 03-11-2026");
    expect(countText("TEAM_MILESTONE_CATEGORY", 1, { category: "A" }, UI_TEXTS_NY)).toBe("A: 1 chayankhidwa");
    expect(countText("TEAM_MILESTONE_CATEGORY", 0, { category: "A" }, UI_TEXTS_NY)).toBe("A: 0 zayankhidwa");
    expect(countText("K", 1, {}, { K: "{count} things" })).toBe("1 things");
  });
});
