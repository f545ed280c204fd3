import { clientRecords, type HeldTeam } from "@stepwise/domain";
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
  archived: boolean;
  domains: { name: string; goals: { text: string; state: string; actions: string[] }[] }[];
  ladder: string[];
}

function goalState(goal: Rec, s: Say): string {
  if (goal.achieved === true) return s("GOAL_ACHIEVED");
  if (goal.finished === true) return s("GOAL_FINISHED");
  return goal.active === true ? s("GOAL_ACTIVE") : "";
}

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

/** Each milestone category by its checklist's name, as the worker's milestone screens head it, with how many indicators are scored. */
export function milestoneLines(team: HeldTeam, workerId: number, clientUuid: string, s: Say, labels: DeploymentLabels): string[] {
  return clientRecords(team, workerId, "milestones", clientUuid).flatMap((form) =>
    list(form.categories).map((c) => {
      const count = list(c.indicators).filter((i) => i.status !== null && i.status !== undefined && i.status !== "").length;
      const category = checklistName(text(c.id), labels.checklists, labels.dictionary);
      return s(count === 1 ? "MILESTONE_CATEGORY_ONE" : "MILESTONE_CATEGORY", { category, count });
    }),
  );
}
