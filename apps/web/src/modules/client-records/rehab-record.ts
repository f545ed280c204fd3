import { addMeasure, domainsForFlowAnswer, formatDayMonthYear, newGoal } from "@stepwise/domain";
import type { RehabilitationFieldsFragment } from "../../generated/graphql.js";
import type { RehabilitationInput, RehabGoalInput } from "../../generated/schema-inputs.js";
import { toInput } from "../../platform/strip-typename.js";
import type { ClientRecord } from "../clients/client-record.js";

/** A plan as the device edits and queues it: the RehabilitationInput shape. */
export type RehabRecord = RehabilitationInput;

export function toRehabRecord(plan: RehabilitationFieldsFragment): RehabRecord {
  return toInput<RehabRecord>(plan, ["synced", "dataversion", "updatedAt", "deletedAt"]);
}

export const LADDER_ROWS = 10;

/** docs/product.md §4: a new plan; its domains come from the client's flow-element answer. */
export function newRehabilitation(client: ClientRecord): RehabRecord {
  const flowAnswer = client.clientFormFields?.find((f) => f.flowelement)?.answer ?? null;
  return {
    uuid: crypto.randomUUID(),
    client_uuid: client.uuid,
    archive: false,
    visitFrequency: null,
    domains: domainsForFlowAnswer(flowAnswer).map((d) => ({ ...d, abilities: null, challenges: null, goals: [] })),
    ladder_of_live: [{ uuid: crypto.randomUUID(), label: "Ladder of life", component: "ladder", rows: LADDER_ROWS, mandatory: false, items: [], measure: [] }],
    diary_items: [],
  };
}

/**
 * A plan made before the client's approach (F-words or ICF, the flow-element answer) was chosen has
 * no domains: once it is chosen, the plan takes that approach's domains. Null when there is nothing
 * to do: the plan has domains already, or the answer gives none.
 */
export function withApproachDomains(plan: RehabRecord, client: ClientRecord): RehabRecord | null {
  if ((plan.domains ?? []).length > 0) return null;
  const domains = newRehabilitation(client).domains ?? [];
  return domains.length > 0 ? { ...plan, domains } : null;
}

/** docs/product.md §4: goals are created inactive, unfinished and unachieved. */
export function addGoal(plan: RehabRecord, domainId: string, text: string, today: Date): RehabRecord {
  const goal = newGoal({
    uuid: crypto.randomUUID(),
    domain_id: domainId,
    goal: text,
    activationdate: formatDayMonthYear(today),
    actions: [],
  }) as RehabGoalInput;
  return mapGoals(plan, (domain) => (domain.domain_id === domainId ? [...(domain.goals ?? []), goal] : (domain.goals ?? [])));
}

export function addAction(plan: RehabRecord, goalUuid: string, description: string): RehabRecord {
  return mapGoals(plan, (domain) =>
    (domain.goals ?? []).map((g) =>
      g.uuid === goalUuid ? { ...g, actions: [...(g.actions ?? []), { uuid: crypto.randomUUID(), description, ready: false }] } : g,
    ),
  );
}

export function toggleAction(plan: RehabRecord, goalUuid: string, actionUuid: string): RehabRecord {
  return mapGoals(plan, (domain) =>
    (domain.goals ?? []).map((g) =>
      g.uuid === goalUuid ? { ...g, actions: (g.actions ?? []).map((a) => (a.uuid === actionUuid ? { ...a, ready: !a.ready } : a)) } : g,
    ),
  );
}

/** Where a removed goal or action stood, so an undo puts it back in its place (docs/decisions/0003-undo-and-the-missing-actions.md). */
export interface Removed<T> {
  item: T;
  /** The domain's id for a goal, the goal's uuid for an action. */
  parent: string;
  index: number;
}

export type RehabAction = NonNullable<RehabGoalInput["actions"]>[number];

export function removeGoal(plan: RehabRecord, goalUuid: string): { plan: RehabRecord; removed: Removed<RehabGoalInput> | null } {
  let removed: Removed<RehabGoalInput> | null = null;
  const next = mapGoals(plan, (domain) => {
    const goals = domain.goals ?? [];
    const index = goals.findIndex((g) => g.uuid === goalUuid);
    if (index < 0) return goals;
    removed = { item: goals[index]!, parent: domain.domain_id ?? "", index };
    return goals.filter((g) => g.uuid !== goalUuid);
  });
  return { plan: next, removed };
}

export function restoreGoal(plan: RehabRecord, { item, parent, index }: Removed<RehabGoalInput>): RehabRecord {
  return mapGoals(plan, (domain) => {
    const goals = domain.goals ?? [];
    if ((domain.domain_id ?? "") !== parent || goals.some((g) => g.uuid === item.uuid)) return goals;
    return [...goals.slice(0, index), item, ...goals.slice(index)];
  });
}

export function removeAction(plan: RehabRecord, goalUuid: string, actionUuid: string): { plan: RehabRecord; removed: Removed<RehabAction> | null } {
  let removed: Removed<RehabAction> | null = null;
  const next = mapGoals(plan, (domain) =>
    (domain.goals ?? []).map((g) => {
      const actions = g.actions ?? [];
      const index = actions.findIndex((a) => a.uuid === actionUuid);
      if (g.uuid !== goalUuid || index < 0) return g;
      removed = { item: actions[index]!, parent: goalUuid, index };
      return { ...g, actions: actions.filter((a) => a.uuid !== actionUuid) };
    }),
  );
  return { plan: next, removed };
}

export function restoreAction(plan: RehabRecord, { item, parent, index }: Removed<RehabAction>): RehabRecord {
  return mapGoals(plan, (domain) =>
    (domain.goals ?? []).map((g) => {
      const actions = g.actions ?? [];
      if (g.uuid !== parent || actions.some((a) => a.uuid === item.uuid)) return g;
      return { ...g, actions: [...actions.slice(0, index), item, ...actions.slice(index)] };
    }),
  );
}

/** docs/product.md §4: a score on the same date replaces the last measurement; a later date appends. */
export function addLadderScore(plan: RehabRecord, ladderUuid: string, date: string, score: number): RehabRecord {
  return {
    ...plan,
    ladder_of_live: (plan.ladder_of_live ?? []).map((item) =>
      item.uuid === ladderUuid ? { ...item, measure: addMeasure(item.measure ?? [], { uuid: crypto.randomUUID(), date, score }) } : item,
    ),
  };
}

type Domain = NonNullable<RehabRecord["domains"]>[number];
export type GoalPatch = Partial<
  Pick<RehabGoalInput, "activationdate" | "completiondate" | "why" | "evaluation" | "satisfaction" | "achieved" | "active" | "finished" | "goal">
>;

/** A domain's abilities and challenges (docs/product.md §3): what the client can do and what is hard. */
export function setDomainNotes(plan: RehabRecord, domainId: string, notes: Partial<Pick<Domain, "abilities" | "challenges">>): RehabRecord {
  return { ...plan, domains: (plan.domains ?? []).map((domain) => (domain.domain_id === domainId ? { ...domain, ...notes } : domain)) };
}

/** Changes a goal; finishing one without a completion date dates it today. */
export function updateGoal(plan: RehabRecord, goalUuid: string, patch: GoalPatch, today: Date): RehabRecord {
  return mapGoals(plan, (domain) =>
    (domain.goals ?? []).map((g) => {
      if (g.uuid !== goalUuid) return g;
      const next = { ...g, ...patch };
      return patch.finished && !next.completiondate ? { ...next, completiondate: formatDayMonthYear(today) } : next;
    }),
  );
}

function mapGoals(plan: RehabRecord, goals: (domain: Domain) => RehabGoalInput[]): RehabRecord {
  return { ...plan, domains: (plan.domains ?? []).map((domain) => ({ ...domain, goals: goals(domain) })) };
}
