import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { UI_TEXTS_EN, type RecordDocument } from "@stepwise/domain";
import { UI_TEXTS_NY } from "@stepwise/domain/texts";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { of } from "rxjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MilestoneChecklistsDocument } from "../../generated/graphql.js";
import { setTexts } from "../../i18n/t.js";
import { createCache } from "../../platform/apollo.js";
import { useTestScreen } from "../../test-support/render.js";
import { TeamClientScreen } from "./TeamClientScreen.js";
import { TeamWorkerScreen } from "./TeamWorkerScreen.js";
import { mergeDocuments, NO_TEAM, teamAfterRead } from "./team-records.js";
import { teamState } from "./team-state.js";

const doc = (table: string, uuid: string, content: Record<string, unknown>): RecordDocument => ({
  table,
  uuid,
  dataversion: 1,
  deleted: false,
  updatedAt: "2026-12-01T10:00:00.000Z",
  deletedAt: null,
  content: { uuid, ...content },
});

const team = teamAfterRead(
  [{ userId: 7, name: "Grace Banda", teamId: 1, teamName: "North", activeClients: 1, visitsThisMonth: 2, overdueVisits: 1, lastSyncAt: null, waitingEdits: 0 }],
  {
    7: {
      cursor: "c",
      documents: mergeDocuments({}, [
        doc("clients", "amara", { clientname: "Amara" }),
        doc("rehabilitations", "plan", {
          client_uuid: "amara",
          archive: false,
          domains: [
            { domain_id: "f.1", description: "Function", goals: [{ uuid: "g1", goal: "Walks to school", active: true }] },
            { domain_id: "f.2", description: "Family", goals: [] },
          ],
          diary_items: [{ date: "02-11-2026" }, { date: "20-11-2026" }],
        }),
        doc("clients", "bo", { clientname: "Bo" }),
        doc("rehabilitations", "plan-bo", { client_uuid: "bo", archive: false, domains: [], diary_items: [{ date: "03-11-2026" }] }),
        doc("milestones", "form", {
          client_uuid: "amara",
          categories: [
            {
              id: "12-gross-motor",
              indicators: [
                { id: "12-gross-motor-1", status: "yes" },
                { id: "12-gross-motor-2", status: null },
              ],
            },
            // A category the deployment's checklists do not have: its raw id.
            {
              id: "motor",
              indicators: [
                { id: "1", status: "yes" },
                { id: "2", status: "no" },
              ],
            },
          ],
        }),
      ]),
    },
  },
  "2026-12-06T09:00:00.000Z",
);

/** docs/teams.md, "On the supervisor's phone": a worker's client, read only. */
describe("a supervised worker's screens", () => {
  const screen = useTestScreen();
  // The deployment's checklists her phone holds for offline use, as the milestone screens read them.
  const checklists = [{ __typename: "MilestoneChecklist" as const, id: "12-gross-motor", ageMonths: 12, domain: "gross-motor", indicators: [] }];
  let apollo: ApolloClient;
  beforeEach(() => {
    localStorage.setItem("application", JSON.stringify({ id: 5, languages: [] }));
    apollo = new ApolloClient({ cache: createCache(), link: new ApolloLink(() => of({ data: { milestoneChecklists: checklists } })) });
    for (const language of ["en", "ny"]) {
      apollo.writeQuery({
        query: MilestoneChecklistsDocument,
        variables: { applicationId: 5, language },
        data: { __typename: "Query", milestoneChecklists: checklists },
      });
    }
  });
  afterEach(() => {
    teamState.set({ team: NO_TEAM, loaded: false });
    setTexts("en", UI_TEXTS_EN);
    localStorage.clear();
  });

  const at = (path: string) => (
    <ApolloProvider client={apollo}>
      <MemoryRouter key={path} initialEntries={[path]}>
        <Routes>
          <Route path="/team/:workerId" element={<TeamWorkerScreen />} />
          <Route path="/team/:workerId/:clientUuid" element={<TeamClientScreen />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>
  );

  it("shows her client's plan and milestones under the read-only line, with no control that changes anything", async () => {
    teamState.set({ team, loaded: true });
    await screen.render(at("/team/7/amara"));
    expect(screen.byTestId("team-read-only").textContent).toBe("Read only: Grace Banda's client");
    expect(screen.container.querySelector("h1")?.textContent).toBe("Amara");
    expect([...screen.container.querySelectorAll('[data-testid="team-goal"]')].map((li) => li.textContent)).toEqual(["Walks to school: Active"]);
    expect(screen.byTestId("team-plan").textContent).toContain("Diary: 2 entries, the last on 20-11-2026");
    expect([...screen.byTestId("team-milestones").querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Gross motor: By 12 months: 1 answered",
      "motor: 2 answered",
    ]);
    expect(screen.container.querySelectorAll("input, textarea, select, [contenteditable], button:not([data-testid='read-aloud'])")).toHaveLength(0);
  });

  it("lists her clients read only, and says so for a worker she no longer supervises", async () => {
    teamState.set({ team, loaded: true });
    await screen.render(at("/team/7"));
    expect(screen.byTestId("team-read-only").textContent).toBe("Read only: Grace Banda's clients");
    expect([...screen.container.querySelectorAll('[data-testid="team-client"] a')].map((a) => a.getAttribute("href"))).toEqual(["/team/7/amara", "/team/7/bo"]);
    await screen.render(at("/team/8"));
    expect(screen.container.textContent).toBe("This worker or client is not in your teams any more.");
  });

  it("names the categories in her language, and counts one diary entry as one", async () => {
    teamState.set({ team, loaded: true });
    setTexts("ny", UI_TEXTS_NY);
    localStorage.setItem("settings", JSON.stringify({ languageCode: "ny" }));
    await screen.render(at("/team/7/amara"));
    expect([...screen.byTestId("team-milestones").querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Kayendedwe ka thupi lonse: Pofika miyezi 12: 1 chayankhidwa",
      "motor: 2 zayankhidwa",
    ]);
    setTexts("en", UI_TEXTS_EN);
    await screen.render(at("/team/7/bo"));
    expect(screen.byTestId("team-plan").textContent).toContain("Diary: 1 entry, on 03-11-2026");
  });
});
