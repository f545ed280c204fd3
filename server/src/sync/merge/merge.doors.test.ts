import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { anotherSession, createWorker, graphql, postForm, useTestServer } from "../../test-support/test-server.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results {
  clientMutationId uuid dataversion status
  record { ... on Rehabilitation { domains { domain_id goals { uuid goal why } } } ... on Client { clientname valid } }
  conflicts { path labelKey base theirs yours theirsBy theirsAt }
} } }`;

type Goal = { uuid: string; goal: string; why: string };
/** One entry's answer, with the fields SYNC asks for. */
interface MergeAnswer {
  clientMutationId: number;
  uuid: string;
  dataversion: number;
  status: string;
  record: { domains?: { domain_id: string; goals: Goal[] }[]; clientname?: string; valid?: boolean } | null;
  conflicts: { path: string; labelKey: string; base: unknown; theirs: unknown; yours: unknown; theirsBy: string | null; theirsAt: string | null }[] | null;
}
const makeGoal = (goal: string, why = ""): Goal => ({ uuid: randomUUID(), goal, why });
/** Goals both devices added after the same goal come in the order of their uuids, whichever device was first. */
const inMergedOrder = (...goals: Goal[]) => [...goals].sort((x, y) => (x.uuid < y.uuid ? -1 : 1));
const makePlan = (uuid: string, clientUuid: string, goals: Goal[]) => ({ uuid, client_uuid: clientUuid, domains: [{ domain_id: "3", goals }] });

/** docs/sync-and-api.md, "Merging concurrent edits" through both doors: an edit based on a version another device replaced is merged three ways. */
describe.each(databaseKinds)("three-way merge through GraphQL sync and REST saveTables on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** Two devices of one worker, each with her session of its own (a session acts as its own install only). */
  async function twoDevices() {
    const worker = await createWorker(server.baseUrl);
    const device = (token: string) => {
      const installId = randomUUID();
      let nextId = 1;
      const headers = { authorization: `Bearer ${token}`, "x-app-install-id": installId };
      const sync = async (table: string, field: string, record: Record<string, unknown>, baseDataversion: number | null) => {
        const input = { appInstallId: installId, entries: [{ clientMutationId: nextId++, table, uuid: record.uuid, [field]: record, baseDataversion }] };
        const answer = await graphql<{ sync: { results: MergeAnswer[] } }>(server.baseUrl, SYNC, { input }, headers);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data!.sync.results[0]!;
      };
      /** Several edits in one batch, each with its own base. */
      const syncAll = async (table: string, field: string, edits: { record: Record<string, unknown>; base: number | null }[]) => {
        const entries = edits.map(({ record, base }) => ({ clientMutationId: nextId++, table, uuid: record.uuid, [field]: record, baseDataversion: base }));
        const answer = await graphql<{ sync: { results: MergeAnswer[] } }>(server.baseUrl, SYNC, { input: { appInstallId: installId, entries } }, headers);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data!.sync.results;
      };
      return { installId, token, headers, sync, syncAll };
    };
    return [device(worker.token), device(await anotherSession(server.baseUrl, worker))] as const;
  }

  async function storedContent(table: string, uuid: string) {
    const row = await database.handle.db
      .selectFrom("records")
      .select(["content", "dataversion"])
      .where("table_name", "=", table)
      .where("uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    return { content: row.content, dataversion: Number(row.dataversion) };
  }

  it("keeps both goals when two devices add different goals to one plan: MERGED with the merged record, stored and answered", async () => {
    const [a, b] = await twoDevices();
    const planUuid = randomUUID();
    const clientUuid = randomUUID();
    const first = makeGoal("Walk to the well");
    const created = await a.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first]), null);
    const fromB = makeGoal("Eat with a spoon");
    const online = await b.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first, fromB]), created.dataversion);
    expect(online.status).toBe("APPLIED");
    const fromA = makeGoal("Dress alone");
    const back = await a.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first, fromA]), created.dataversion);

    expect(back.status).toBe("MERGED");
    expect(back.conflicts).toBeNull();
    expect(back.record!.domains![0]!.goals.map((g) => g.uuid)).toEqual([first, ...inMergedOrder(fromA, fromB)].map((g) => g.uuid));
    const stored = await storedContent("rehabilitations", planUuid);
    expect(stored.dataversion).toBe(back.dataversion);
    expect((stored.content.domains as { goals: Goal[] }[])[0]!.goals.map((g) => g.goal)).toEqual([first, ...inMergedOrder(fromA, fromB)].map((g) => g.goal));
    const history = await database.handle.db.selectFrom("record_history").select(["dataversion"]).where("uuid", "=", planUuid).orderBy("dataversion").execute();
    expect(history.map((h) => Number(h.dataversion))).toEqual([created.dataversion, online.dataversion]);
  });

  it("merges each of a device's offline edits of one plan sent in one batch, so the second keeps the other device's goal", async () => {
    const [a, b] = await twoDevices();
    const planUuid = randomUUID();
    const clientUuid = randomUUID();
    const first = makeGoal("Walk to the well");
    const created = await a.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first]), null);
    const fromB = makeGoal("Eat with a spoon");
    await b.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first, fromB]), created.dataversion);
    const fromA = makeGoal("Dress alone");
    const renamed = { ...first, goal: "Walk to the well and back" };
    const results = await a.syncAll("rehabilitations", "rehabilitation", [
      { record: makePlan(planUuid, clientUuid, [first, fromA]), base: created.dataversion },
      { record: makePlan(planUuid, clientUuid, [renamed, fromA]), base: created.dataversion },
    ]);

    expect(results.map((r) => r.status)).toEqual(["MERGED", "MERGED"]);
    const stored = await storedContent("rehabilitations", planUuid);
    expect((stored.content.domains as { goals: Goal[] }[])[0]!.goals.map((g) => g.goal)).toEqual([renamed, ...inMergedOrder(fromA, fromB)].map((g) => g.goal));
  });

  it("answers CONFLICT for the same goal's 'Why' changed on both devices: the later write kept, both values, who and when", async () => {
    const [a, b] = await twoDevices();
    const planUuid = randomUUID();
    const clientUuid = randomUUID();
    const goal = makeGoal("Walk to the well", "to fetch water");
    const created = await a.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [goal]), null);
    await b.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [{ ...goal, why: "to go to school" }]), created.dataversion);
    const clash = await a.sync(
      "rehabilitations",
      "rehabilitation",
      makePlan(planUuid, clientUuid, [{ ...goal, why: "to visit friends" }]),
      created.dataversion,
    );

    expect(clash.status).toBe("CONFLICT");
    expect(clash.record!.domains![0]!.goals[0]!.why).toBe("to visit friends");
    expect(clash.conflicts).toEqual([
      {
        path: ["domains", "3", "goals", goal.uuid, "why"],
        labelKey: "GOAL_WHY",
        base: JSON.stringify("to fetch water"),
        theirs: JSON.stringify("to go to school"),
        yours: JSON.stringify("to visit friends"),
        theirsBy: "Worker",
        theirsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const stored = await storedContent("rehabilitations", planUuid);
    expect((stored.content.domains as { goals: Goal[] }[])[0]!.goals[0]!.why).toBe("to visit friends");
    const replaced = await database.handle.db
      .selectFrom("record_history")
      .select(["content"])
      .where("uuid", "=", planUuid)
      .orderBy("dataversion", "desc")
      .executeTakeFirstOrThrow();
    expect((replaced.content.domains as { goals: Goal[] }[])[0]!.goals[0]!.why).toBe("to go to school");
  });

  it("merges two people typing in different fields of one client, and recomputes whether its form is complete", async () => {
    const [a, b] = await twoDevices();
    const uuid = randomUUID();
    const fields = [
      { uuid: "f-name", clientField: "name", mandatory: true, answer: "Grace" },
      { uuid: "f-village", clientField: "village", mandatory: true, answer: null },
      { uuid: "f-gender", clientField: "gender", mandatory: false, answer: null },
    ];
    const created = await a.sync("clients", "client", { uuid, clientname: "Grace", clientFormFields: fields }, null);
    expect(created.status).toBe("APPLIED");
    const withVillage = fields.map((f) => (f.uuid === "f-village" ? { ...f, answer: "Mzuzu" } : f));
    await b.sync("clients", "client", { uuid, clientname: "Grace", clientFormFields: withVillage }, created.dataversion);
    const withGender = fields.map((f) => (f.uuid === "f-gender" ? { ...f, answer: "female" } : f));
    const merged = await a.sync("clients", "client", { uuid, clientname: "Grace Banda", clientFormFields: withGender }, created.dataversion);

    expect(merged.status).toBe("MERGED");
    expect(merged.record).toEqual({ clientname: "Grace Banda", valid: true });
    const stored = await storedContent("clients", uuid);
    expect((stored.content.clientFormFields as { answer: unknown }[]).map((f) => f.answer)).toEqual(["Grace", "Mzuzu", "female"]);
  });

  it("gives a legacy REST client the merged dataversion, and requestMutatedRecords the merged content", async () => {
    const [a, b] = await twoDevices();
    const planUuid = randomUUID();
    const clientUuid = randomUUID();
    const first = makeGoal("Walk to the well");
    const created = await a.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first]), null);
    const fromB = makeGoal("Eat with a spoon");
    await b.sync("rehabilitations", "rehabilitation", makePlan(planUuid, clientUuid, [first, fromB]), created.dataversion);
    const fromA = makeGoal("Dress alone");
    const entry = {
      appIdentifier: "default",
      user_id: 1,
      table: "rehabilitations",
      uuid: planUuid,
      record: makePlan(planUuid, clientUuid, [first, fromA]),
      baseDataversion: created.dataversion,
    };
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${a.installId}`,
      { payload: JSON.stringify([entry]) },
      { token: a.token, installId: a.installId },
    );

    const stored = await storedContent("rehabilitations", planUuid);
    expect(saved).toEqual({
      status: 200,
      body: { status: 200, dataversions: [{ table: "rehabilitations", uuid: planUuid, dataversion: stored.dataversion, merged: true }] },
    });
    const fetched = await postForm(
      `${server.baseUrl}/api/requestMutatedRecords`,
      { mutatedRecords: JSON.stringify([{ table: "rehabilitations", uuid: planUuid }]) },
      { token: a.token, installId: a.installId, multipart: true },
    );
    const [record] = fetched.body as { recordcontent: string }[];
    const content = JSON.parse(record!.recordcontent) as { domains: { goals: Goal[] }[] };
    expect(content.domains[0]!.goals.map((g) => g.goal)).toEqual([first, ...inMergedOrder(fromA, fromB)].map((g) => g.goal));
  });
});
