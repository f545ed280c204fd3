import { randomUUID } from "node:crypto";
import { sampleRecord } from "../../server/src/test-support/record-samples.js";
import { clientRecord } from "./api.js";

/** A record as a queue entry names it: its table and the record. */
export interface TableRecord {
  table: string;
  record: Record<string, unknown> & { uuid: string };
}

/** Tables of one client's records, in the order a worker makes them: five records per client. */
export const RECORDS_PER_CLIENT = 5;

const day = (index: number, offset: number) =>
  `${String(1 + ((index + offset) % 28)).padStart(2, "0")}-${String(1 + ((index + offset) % 12)).padStart(2, "0")}-2026`;

type Fields = Record<string, unknown>;

/** The first item of a sample's list. */
const first = (record: Fields, list: string): Fields => (record[list] as Fields[])[0]!;

/**
 * A plan of the F-words approach (form page 3): six domains, goals with steps, a ladder with scores,
 * and diary visits. Each record and item is X
 * with this bench's volumes and values over it, so a field added to a table reaches the benchmarks
 * with no line here.
 */
function rehabilitation(clientUuid: string, index: number) {
  const plan = sampleRecord("rehabilitations");
  const domain = first(plan, "domains");
  const goal = first(domain, "goals");
  const action = first(goal, "actions");
  const ladder = first(plan, "ladder_of_live");
  const measure = first(ladder, "measure");
  const diary = first(plan, "diary_items");
  const satisfaction = first(diary, "satisfactions");
  const domains = ["Function", "Family", "Fitness", "Fun", "Friends", "Future"].map((description, d) => ({
    ...domain,
    domain_id: `1.${d + 1}`,
    order: d + 1,
    description,
    info: `What ${description.toLowerCase()} means for this child`,
    abilities: d % 2 === 0 ? "Sits alone, reaches for toys" : "",
    challenges: d % 3 === 0 ? "Walking without support" : "",
    goals:
      d < 2
        ? [
            {
              ...goal,
              uuid: randomUUID(),
              domain_id: `1.${d + 1}`,
              activationdate: day(index, d),
              description: `Goal ${d + 1} of client ${index}`,
              goal: d === 0 ? "Walk to the door" : "Eat with a spoon",
              why: "To join the family at home",
              actions: [
                { ...action, uuid: randomUUID(), description: "Practise standing at the table daily", ready: false },
                { ...action, uuid: randomUUID(), description: "Hold the spoon with both hands", ready: index % 2 === 0 },
              ],
            },
          ]
        : [],
  }));
  return {
    ...plan,
    uuid: randomUUID(),
    client_uuid: clientUuid,
    domains,
    ladder_of_live: [
      { ...ladder, uuid: randomUUID(), items: [], measure: [0, 1, 2].map((m) => ({ ...measure, uuid: randomUUID(), date: day(index, m * 7), score: 4 + m })) },
    ],
    diary_items: [0, 1, 2, 3].map((visit) => ({
      ...diary,
      uuid: randomUUID(),
      date: day(index, visit * 7),
      note: `Home visit ${visit + 1}: practised walking with the family`,
      satisfactions: [{ ...satisfaction, uuid: randomUUID(), satisfaction: 3 + (visit % 3) }],
    })),
  };
}

/** A milestone checklist of the child: five domains of five indicators (the sample's, as above). */
function milestoneForm(clientUuid: string, index: number) {
  const form = sampleRecord("milestones");
  const category = first(form, "categories");
  const indicator = first(category, "indicators");
  const categories = ["gross-motor", "fine-motor", "language", "social-emotional", "cognitive"].map((id, c) => ({
    ...category,
    id,
    indicators: Array.from({ length: 5 }, (_, i) => ({ ...indicator, id: String(10 * c + i + 1), status: (index + i) % 3 })),
  }));
  return { ...form, uuid: randomUUID(), client_uuid: clientUuid, categories };
}

/**
 * `clients` clients of one worker with the rest of their records: each client, its rehabilitation
 * plan (with diary visits), its milestone checklist, a cycle goal and the goal's action; five
 * records per client, made client by client as a worker does.
 */
export function workerRecords(clients: number): TableRecord[] {
  const records: TableRecord[] = [];
  for (let index = 0; index < clients; index += 1) {
    const client = clientRecord(index);
    const cycle = {
      ...sampleRecord("cycle_descriptions"),
      uuid: randomUUID(),
      client_uuid: client.uuid,
      fillinform_uuid: null,
      goal: "Eat with a spoon at the family meal",
      why: "Independence at meals",
      cycle_start: day(index, 0),
      cycle_end: day(index, 21),
    };
    records.push(
      { table: "clients", record: client },
      { table: "rehabilitations", record: rehabilitation(client.uuid, index) },
      { table: "milestones", record: milestoneForm(client.uuid, index) },
      { table: "cycle_descriptions", record: cycle },
      { table: "cycle_actions", record: { uuid: randomUUID(), description_uuid: cycle.uuid, action: "Practise with the spoon before each meal" } },
    );
  }
  return records;
}

/** Saves records through the REST facade in batches of 500 entries (POST /api/saveTables/<install>), as legacy devices do. */
export async function saveRecords(baseUrl: string, token: string, installId: string, records: readonly TableRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += 500) {
    const payload = records
      .slice(i, i + 500)
      .map(({ table, record }) => ({ appIdentifier: "default", user_id: 1, uuid: record.uuid, table, record, queuedAt: new Date().toISOString() }));
    const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    const post = () =>
      fetch(`${baseUrl}/api/saveTables/${installId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
        body,
      });
    // A socket the server closed while the body was still being sent (seen as EPIPE on a loaded machine) is tried again:
    // the batch is the same entries of the same install, so a second delivery is answered, not applied twice.
    const response = await post().catch(() => post());
    const answer = await response.text();
    if (response.status !== 200 || answer.includes('"rejected"')) throw new Error(`saveTables answered ${response.status}: ${answer.slice(0, 500)}`);
  }
}
