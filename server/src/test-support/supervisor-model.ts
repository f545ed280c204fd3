import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Login } from "./sync-device.js";

/** A supervisor of a team whose workers are the model's users, on her own install (docs/teams.md). */
export interface ModelSupervisor {
  login: Login;
  installId: string;
  /** Her next client mutation id. */
  nextMutation: number;
  /** What she read of each worker so far, as her phone keeps it: the last cursor, and each record's latest document. */
  held: Map<number, { cursor: string | null; documents: Map<string, Document> }>;
}

/** Makes a team of the workers with `supervisor` as its supervisor, and her install. */
export async function superviseWorkers(db: Kysely<Database>, supervisor: Login, workers: readonly Login[]): Promise<ModelSupervisor> {
  const team = await db
    .insertInto("teams")
    .values({ application: "default", name: `model ${randomUUID()}`, area: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("team_members")
    .values([
      { team_id: team.id, user_id: supervisor.id, role: "supervisor" },
      ...workers.map((w) => ({ team_id: team.id, user_id: w.id, role: "worker" as const })),
    ])
    .execute();
  return { login: supervisor, installId: randomUUID(), nextMutation: 1, held: new Map() };
}

const RECORDS = `query($workerId: Int!, $after: String) { supervisedRecords(workerId: $workerId, after: $after) { documents cursor done } }`;
const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { status reason dataversion } } }`;

interface Document {
  table: string;
  uuid: string;
  dataversion: number;
  deleted: boolean;
  content: { clientname?: string };
}

/** A GraphQL request as the supervisor, asked again while a schedule beside this one restarts the server. */
async function ask<T>(baseUrl: () => string, supervisor: ModelSupervisor, query: string, variables: Record<string, unknown>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${baseUrl()}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${supervisor.login.token}`, "x-app-install-id": supervisor.installId },
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await response.json()) as { data?: T; errors?: unknown[] };
      if (answer.errors) throw new Error(`supervisor's request refused: ${JSON.stringify(answer.errors)}`);
      return answer.data!;
    } catch (error) {
      if (attempt >= 20 || (error as Error).message.startsWith("supervisor's request refused")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The model test's supervisor (docs/sync-and-api.md, "Proving it: the model-based test"): once a
 * schedule has quiesced she reads, for each worker, from the cursor she kept after the schedules
 * before (only what changed since, as her phone reads), and then holds exactly the rule's records of this schedule
 * (the worker's, live ones and tombstones, as the server holds them; nothing of an anonymous phone),
 * and her write of one of them is REJECTED as read-only and changes nothing.
 */
export async function checkSupervisor(
  db: Kysely<Database>,
  baseUrl: () => string,
  supervisor: ModelSupervisor,
  workers: readonly Login[],
  uuids: readonly string[],
): Promise<void> {
  if (uuids.length === 0) return;
  const current = await db
    .selectFrom("records")
    .selectAll()
    .where("table_name", "=", "clients")
    .where("uuid", "in", [...uuids])
    .execute();
  for (const worker of workers) {
    // From where she stopped after the schedules before: only what changed since (a phone's way).
    const kept = supervisor.held.get(worker.id) ?? { cursor: null, documents: new Map<string, Document>() };
    supervisor.held.set(worker.id, kept);
    for (let page = 0; ; page++) {
      const answer: { supervisedRecords: { documents: Document[]; cursor: string; done: boolean } } = await ask(baseUrl, supervisor, RECORDS, {
        workerId: worker.id,
        after: kept.cursor,
      });
      for (const doc of answer.supervisedRecords.documents) if (doc.table === "clients") kept.documents.set(doc.uuid, doc);
      kept.cursor = answer.supervisedRecords.cursor;
      if (answer.supervisedRecords.done) break;
      if (page > 1000) throw new Error("supervisedRecords never said done");
    }
    const state = (deleted: boolean, dataversion: number, clientname: unknown) => JSON.stringify([deleted, dataversion, deleted ? null : clientname]);
    const expected = Object.fromEntries(
      current
        .filter((row) => row.owner_user_id === worker.id)
        .map((row): [string, string] => [row.uuid, state(row.deleted_at !== null, Number(row.dataversion), row.content.clientname)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    const held = Object.fromEntries(
      [...kept.documents.values()]
        .filter((doc) => uuids.includes(doc.uuid))
        .map((doc): [string, string] => [doc.uuid, state(doc.deleted, doc.dataversion, doc.content.clientname)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    if (JSON.stringify(held) !== JSON.stringify(expected)) {
      throw new Error(`the supervisor read of worker ${worker.id} ${JSON.stringify(held)}, the rule gives ${JSON.stringify(expected)}`);
    }
    // She may not write one: REJECTED naming it read-only, and it stays as it was.
    const target = current.find((row) => row.owner_user_id === worker.id && row.deleted_at === null);
    if (!target) continue;
    const written: { sync: { results: Array<{ status: string; reason: string | null }> } } = await ask(baseUrl, supervisor, SYNC, {
      input: {
        appInstallId: supervisor.installId,
        entries: [
          { clientMutationId: supervisor.nextMutation++, table: "clients", uuid: target.uuid, client: { uuid: target.uuid, clientname: "by the supervisor" } },
        ],
      },
    });
    const result = written.sync.results[0]!;
    if (result.status !== "REJECTED" || !result.reason?.includes("read-only for you")) {
      throw new Error(`the supervisor's write of ${target.uuid} was answered ${JSON.stringify(result)}, not REJECTED as read-only`);
    }
    const after_ = await db
      .selectFrom("records")
      .select(["dataversion", "content"])
      .where("table_name", "=", "clients")
      .where("uuid", "=", target.uuid)
      .executeTakeFirstOrThrow();
    if (Number(after_.dataversion) !== Number(target.dataversion) || after_.content.clientname !== target.content.clientname) {
      throw new Error(`the supervisor's refused write of ${target.uuid} changed it`);
    }
  }
}
