import { mergeDocuments, teamAfterRead, UI_TEXTS_EN, type RecordDocument } from "@stepwise/domain";
import { UI_TEXTS_NY } from "@stepwise/domain/texts";
import { describe, expect, it } from "vitest";
import { milestoneLines, registrationLines } from "./client-lines.js";
import { supervisorTexts } from "./supervisor-texts.js";
import { NO_LABELS } from "./use-deployment-labels.js";

const checklists = [{ id: "12-gross-motor", domain: "gross-motor", ageMonths: 12 }];
const client = {
  clientFormFields: [
    { clientField: "village", component: "text", answer: "Zomba" },
    { clientField: "favourite_tree", component: "text", answer: "Baobab" },
    { clientField: "phone", component: "text", answer: null },
  ],
};
const milestones: RecordDocument = {
  table: "milestones",
  uuid: "form",
  dataversion: 1,
  deleted: false,
  updatedAt: "2026-12-01T10:00:00.000Z",
  deletedAt: null,
  content: {
    uuid: "form",
    client_uuid: "grace",
    categories: [
      { id: "12-gross-motor", indicators: [{ id: "a", status: "yes" }] },
      {
        id: "motor",
        indicators: [
          { id: "a", status: "yes" },
          { id: "b", status: "no" },
          { id: "c", status: null },
        ],
      },
    ],
  },
};
const team = teamAfterRead(
  [{ userId: 7, name: "Ada", teamId: 1, teamName: "North", activeClients: 1, visitsThisMonth: 0, overdueVisits: 0, lastSyncAt: null, waitingEdits: 0 }],
  { 7: { cursor: "c", documents: mergeDocuments({}, [milestones]) } },
  "2026-12-06T09:00:00.000Z",
);

/** docs/teams.md, "In the console": her pages name a client's fields and milestones as the worker's screens do. */
describe("a supervised client's lines in the console", () => {
  it("labels each answer by its field's label in the deployment's texts, a field without one by its raw key", () => {
    expect(registrationLines(client, { dictionary: UI_TEXTS_EN, checklists })).toEqual([
      { field: "Village or area", answer: "Zomba" },
      { field: "favourite_tree", answer: "Baobab" },
    ]);
    expect(registrationLines(client, { dictionary: UI_TEXTS_NY, checklists })[0]).toEqual({ field: "Mudzi kapena dera", answer: "Zomba" });
    expect(registrationLines(client, NO_LABELS)[0]).toEqual({ field: "village", answer: "Zomba" });
  });

  it("names milestone categories by their checklist in the reader's language, one indicator in the singular", () => {
    expect(milestoneLines(team, 7, "grace", supervisorTexts("en"), { dictionary: UI_TEXTS_EN, checklists })).toEqual([
      "Gross motor: By 12 months: 1 indicator scored",
      "motor: 2 indicators scored",
    ]);
    expect(milestoneLines(team, 7, "grace", supervisorTexts("ny"), { dictionary: UI_TEXTS_NY, checklists })).toEqual([
      "Kayendedwe ka thupi lonse: Pofika miyezi 12: chizindikiro 1 chalembedwa",
      "motor: zizindikiro 2 zalembedwa",
    ]);
    expect(milestoneLines(team, 7, "grace", supervisorTexts("nl"), NO_LABELS)).toEqual([
      "12-gross-motor: 1 indicator gescoord",
      "motor: 2 indicatoren gescoord",
    ]);
  });
});
