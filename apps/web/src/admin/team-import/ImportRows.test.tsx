import { describe, expect, it } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import { setAdminLanguage } from "../admin-i18n.js";
import { ImportRows } from "./ImportRows.js";

const rows = [
  {
    __typename: "TeamImportRow" as const,
    row: 2,
    name: "Grace",
    email: "grace@mala.example",
    deployment: "MALA",
    role: "WORKER" as const,
    region: "11",
    team: "North",
    teamRole: "SUPERVISOR" as const,
    outcome: "CREATE" as const,
    errors: [],
  },
  {
    __typename: "TeamImportRow" as const,
    row: 3,
    name: "Lost",
    email: "lost@mala.example",
    deployment: "MALA",
    role: "WORKER" as const,
    region: null,
    team: null,
    teamRole: null,
    outcome: "ERROR" as const,
    errors: [
      {
        __typename: "TeamImportError" as const,
        column: "region",
        problem: "REGION_UNKNOWN" as const,
        message: 'MALA has no region "Atlantis"; its regions are Northern Region',
      },
    ],
  },
  {
    __typename: "TeamImportRow" as const,
    row: 4,
    name: "Ama",
    email: "ama@mala.example",
    deployment: "MALA",
    role: "WORKER" as const,
    region: null,
    team: null,
    teamRole: null,
    outcome: "UNCHANGED" as const,
    errors: [],
  },
];

/** docs/operator-console.md, "Importing a team": the dry run's and the import's rows. */
describe("the team import's rows", () => {
  const screen = useTestScreen();
  const cells = () =>
    [...screen.container.querySelectorAll<HTMLElement>('[data-testid="import-row"]')].map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent));

  it("says what a dry run will do with each row, and what the import did, with each error by its column", async () => {
    setAdminLanguage("en");
    await screen.render(<ImportRows rows={rows} done={false} />);
    expect(cells()).toEqual([
      ["2", "Grace", "grace@mala.example", "MALA", "North (supervisor)", "Will be created", ""],
      ["3", "Lost", "lost@mala.example", "MALA", "", "Error: not imported", 'region: MALA has no region "Atlantis"; its regions are Northern Region'],
      ["4", "Ama", "ama@mala.example", "MALA", "", "Unchanged: already there", ""],
    ]);
    await screen.render(<ImportRows rows={rows} done />);
    expect(cells()[0]![5]).toBe("Created");
    // The table scrolls in a region of its own, reachable by keyboard and named by its caption.
    const region = screen.container.querySelector<HTMLElement>('[role="region"]')!;
    expect([region.tabIndex, region.getAttribute("aria-labelledby"), screen.container.querySelector("caption")!.id]).toEqual([
      0,
      "team-rows-caption",
      "team-rows-caption",
    ]);
  });

  it("names the problem in the operator's language, the server's English words beside it marked as English", async () => {
    setAdminLanguage("nl");
    await screen.render(<ImportRows rows={rows} done={false} />);
    const error = screen.byTestId("import-error");
    expect(error.textContent).toBe('region: de deployment heeft deze regio niet (MALA has no region "Atlantis"; its regions are Northern Region)');
    expect(error.querySelector('[lang="en"]')!.textContent).toBe('(MALA has no region "Atlantis"; its regions are Northern Region)');
    setAdminLanguage("en");
  });
});
