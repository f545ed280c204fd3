import { recordOfDocument, type RecordDocument } from "./sync/record-document.js";

/*
 * What a supervisor's phone holds of her team (docs/teams.md, "On the supervisor's phone"), and what
 * the console reads of it for her (docs/teams.md, "In the console"): the workers as the server
 * counted them, and each worker's records as documents, merged page by page from
 * supervisedRecords. Shared here as the console may not use the worker app's modules (docs/layers.md). Kept apart from her own records (never in her client lists), sealed in
 * her vault (team-keeper.ts). Plain JSON, so it is sealed and opened as it is.
 */

/** One worker of her teams, as supervisedWorkers answers (docs/teams.md). */
export interface HeldWorker {
  userId: number;
  name: string;
  teamId: number;
  teamName: string;
  activeClients: number;
  visitsThisMonth: number;
  overdueVisits: number;
  lastSyncAt: string | null;
  waitingEdits: number;
}

/** One worker's records: the cursor of the last page read and her documents by `table:uuid`. */
export interface HeldRecords {
  cursor: string | null;
  documents: Record<string, RecordDocument>;
}

export interface HeldTeam {
  workers: HeldWorker[];
  /** By the worker's user id. */
  records: Record<string, HeldRecords>;
  /** When the server was last read (ISO), null: never. */
  readAt: string | null;
}

export const NO_TEAM: HeldTeam = { workers: [], records: {}, readAt: null };

const keyOf = (doc: Pick<RecordDocument, "table" | "uuid">) => `${doc.table}:${doc.uuid}`;

/**
 * A page of documents laid over those held: a tombstone drops its record, a newer version replaces
 * the held one, an older one (a page read out of order) leaves it.
 */
export function mergeDocuments(held: Readonly<Record<string, RecordDocument>>, page: readonly RecordDocument[]): Record<string, RecordDocument> {
  const merged: Record<string, RecordDocument> = { ...held };
  for (const doc of page) {
    const key = keyOf(doc);
    const known = merged[key];
    if (known && known.dataversion > doc.dataversion) continue;
    if (doc.deleted) delete merged[key];
    else merged[key] = doc;
  }
  return merged;
}

/** The team as read now: workers no longer supervised leave with their records. */
export function teamAfterRead(workers: HeldWorker[], records: Readonly<Record<string, HeldRecords>>, readAt: string): HeldTeam {
  const kept: Record<string, HeldRecords> = {};
  for (const worker of workers) {
    const held = records[worker.userId];
    if (held) kept[worker.userId] = held;
  }
  return { workers, records: kept, readAt };
}

export interface HeldClient {
  uuid: string;
  name: string;
  archived: boolean;
}

function recordsOf(team: HeldTeam, workerId: number, table: string): Record<string, unknown>[] {
  const docs = Object.values(team.records[workerId]?.documents ?? {});
  return docs.filter((d) => d.table === table && !d.deleted).map((d) => recordOfDocument(d));
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** A worker's clients, by name; archived ones last. */
export function clientsOf(team: HeldTeam, workerId: number): HeldClient[] {
  return recordsOf(team, workerId, "clients")
    .map((r) => ({ uuid: String(r.uuid), name: textOf(r.clientname), archived: r.archived === true || r.archived === 1 }))
    .sort((a, b) => Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name));
}

/** One of her client's records of a table (plans: rehabilitations; milestones), live ones only. */
export function clientRecords(team: HeldTeam, workerId: number, table: "rehabilitations" | "milestones", clientUuid: string): Record<string, unknown>[] {
  return recordsOf(team, workerId, table).filter((r) => r.client_uuid === clientUuid && r.archive !== true);
}

export function workerOf(team: HeldTeam, workerId: number): HeldWorker | undefined {
  return team.workers.find((w) => w.userId === workerId);
}

type Rec = Record<string, unknown>;
const listOf = (value: unknown): Rec[] => (Array.isArray(value) ? (value as Rec[]) : []);
/** A ladder score's date or score as read: a number as its digits. */
const shownOf = (value: unknown): string => (typeof value === "number" ? String(value) : textOf(value));

/** A goal's state as the plan screens name it (docs/teams.md, "What a supervisor sees"). */
export type GoalState = "achieved" | "finished" | "active" | null;

/** A plan as a supervisor reads it, on her phone and in the console; each screen puts it in its own words. */
export interface PlanOutline {
  /** Its domains that have goals, each goal with its state and its actions. */
  domains: { name: string; goals: { text: string; state: GoalState; actions: { description: string; done: boolean }[] }[] }[];
  /** Every ladder score: the step's label, the day and the score. */
  ladder: { label: string; date: string; score: string }[];
  /** The dates of its diary entries, as stored. */
  diaryDates: unknown[];
}

function goalStateOf(goal: Rec): GoalState {
  if (goal.achieved === true) return "achieved";
  if (goal.finished === true) return "finished";
  return goal.active === true ? "active" : null;
}

/** Her client's live plans as outlines. */
export function planOutlines(team: HeldTeam, workerId: number, clientUuid: string): PlanOutline[] {
  return clientRecords(team, workerId, "rehabilitations", clientUuid).map((plan) => ({
    domains: listOf(plan.domains)
      .map((d) => ({
        name: textOf(d.description) || textOf(d.domain_id),
        goals: listOf(d.goals).map((g) => ({
          text: textOf(g.goal) || textOf(g.description),
          state: goalStateOf(g),
          actions: listOf(g.actions).map((a) => ({ description: textOf(a.description), done: a.ready === true })),
        })),
      }))
      .filter((d) => d.goals.length > 0),
    ladder: listOf(plan.ladder_of_live).flatMap((step) =>
      listOf(step.measure).map((m) => ({ label: textOf(step.label) || textOf(step.editortext), date: shownOf(m.date), score: shownOf(m.score) })),
    ),
    diaryDates: listOf(plan.diary_items).map((item) => item.date),
  }));
}

/** Her client's milestone categories, each by its id with how many of its indicators are answered. */
export function milestoneCounts(team: HeldTeam, workerId: number, clientUuid: string): { category: string; answered: number }[] {
  return clientRecords(team, workerId, "milestones", clientUuid).flatMap((form) =>
    listOf(form.categories).map((c) => ({
      category: textOf(c.id),
      answered: listOf(c.indicators).filter((i) => i.status !== null && i.status !== undefined && i.status !== "").length,
    })),
  );
}
