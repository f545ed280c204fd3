import { clientRecords, type HeldTeam } from "@stepwise/domain";
import type { SupervisorTextKey } from "./supervisor-texts.js";

/*
 * A supervised client's record as lines to read in the console (docs/teams.md, "In the console"):
 * her registration answers, her plans' domains, goals, actions and ladder scores, her milestones.
 */
type Rec = Record<string, unknown>;
type Say = (key: SupervisorTextKey, values?: Record<string, string | number>) => string;
const list = (value: unknown): Rec[] => (Array.isArray(value) ? (value as Rec[]) : []);
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

export interface PlanLines {
  archived: boolean;
  domains: { name: string; goals: { text: string; state: string; actions: string[] }[] }[];
  ladder: string[];
}

function goalState(goal: Rec, s: Say): string {
  if (goal.achieved === true) return s("GOAL_ACHIEVED");
  if (goal.finished === true) return s("GOAL_FINISHED");
  return goal.active === true ? s("GOAL_ACTIVE") : "";
}

/** The registration form's answers: each field with its answer, those without one left out. */
export function registrationLines(client: Rec | undefined): { field: string; answer: string }[] {
  return list(client?.clientFormFields)
    .map((f) => ({ field: text(f.clientField) || text(f.component), answer: text(f.answer) }))
    .filter((f) => f.answer !== "");
}

export function planLines(team: HeldTeam, workerId: number, clientUuid: string, s: Say): PlanLines[] {
  return clientRecords(team, workerId, "rehabilitations", clientUuid).map((plan) => ({
    archived: plan.archive === true,
    domains: list(plan.domains)
      .map((d) => ({
        name: text(d.description) || text(d.domain_id),
        goals: list(d.goals).map((g) => ({
          text: text(g.goal) || text(g.description),
          state: goalState(g, s),
          actions: list(g.actions).map((a) => [text(a.description), a.ready === true ? s("ACTION_DONE") : ""].filter(Boolean).join(": ")),
        })),
      }))
      .filter((d) => d.goals.length > 0),
    ladder: list(plan.ladder_of_live).flatMap((step) =>
      list(step.measure).map((m) => [text(step.label) || text(step.editortext), text(m.date), text(m.score)].filter(Boolean).join(" · ")),
    ),
  }));
}

export function milestoneLines(team: HeldTeam, workerId: number, clientUuid: string, s: Say): string[] {
  return clientRecords(team, workerId, "milestones", clientUuid).flatMap((form) =>
    list(form.categories).map((c) =>
      s("MILESTONE_CATEGORY", {
        category: text(c.id),
        count: list(c.indicators).filter((i) => i.status !== null && i.status !== undefined && i.status !== "").length,
      }),
    ),
  );
}
