import { milestoneCounts, planOutlines, type HeldTeam } from "@stepwise/domain";
import { answerLabel, checklistName, fieldLabel } from "../../i18n/content-labels.js";
import type { DeploymentLabels } from "./use-deployment-labels.js";
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
  domains: { name: string; goals: { text: string; state: string; actions: string[] }[] }[];
  ladder: string[];
}

const goalWords = { achieved: "GOAL_ACHIEVED", finished: "GOAL_FINISHED", active: "GOAL_ACTIVE" } as const;

/**
 * The registration form's answers, those without one left out: each field by its label in the
 * deployment's texts (a chosen option by its label), as the worker's registration form shows it;
 * a field the texts do not name by its raw key.
 */
export function registrationLines(client: Rec | undefined, labels: DeploymentLabels): { field: string; answer: string }[] {
  return list(client?.clientFormFields)
    .map((f) => {
      const field = { clientField: text(f.clientField) || null, component: text(f.component) || null, flowelement: f.flowelement === true };
      return { field: fieldLabel(field, labels.dictionary), answer: answerLabel(field, text(f.answer), labels.dictionary) };
    })
    .filter((f) => f.answer !== "");
}

export function planLines(team: HeldTeam, workerId: number, clientUuid: string, s: Say): PlanLines[] {
  return planOutlines(team, workerId, clientUuid).map((plan) => ({
    domains: plan.domains.map((d) => ({
      name: d.name,
      goals: d.goals.map((g) => ({
        text: g.text,
        state: g.state ? s(goalWords[g.state]) : "",
        actions: g.actions.map((a) => [a.description, a.done ? s("ACTION_DONE") : ""].filter(Boolean).join(": ")),
      })),
    })),
    ladder: plan.ladder.map((m) => [m.label, m.date, m.score].filter(Boolean).join(" · ")),
  }));
}

/** Each milestone category by its checklist's name, as the worker's milestone screens head it, with how many indicators are scored. */
export function milestoneLines(team: HeldTeam, workerId: number, clientUuid: string, s: Say, labels: DeploymentLabels): string[] {
  return milestoneCounts(team, workerId, clientUuid).map(({ category, answered }) =>
    s(answered === 1 ? "MILESTONE_CATEGORY_ONE" : "MILESTONE_CATEGORY", {
      category: checklistName(category, labels.checklists, labels.dictionary),
      count: answered,
    }),
  );
}
