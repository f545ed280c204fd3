import { randomUUID } from "node:crypto";
import { entityManifests } from "@stepwise/domain/entities";
import { sampleDefaultsOf, sampleRecordOf, selectionOf } from "./generated-sample.js";

/**
 * A full sample record per synced table (docs/product.md §3), and the GraphQL selection that reads it back;
 * record-samples.test.ts checks each against its manifest's schema. The selection is every field of
 * the table's GraphQL type. A table without a realistic sample below gets one generated from its
 * manifest's schema (generated-sample.ts), so a new entity needs no line here; a realistic sample
 * is laid over the generated one, so a field added to a table is sent with no line here either
 * (docs/adding-an-entity.md, "Adding a field").
 */
export interface TableSample {
  table: string;
  record: () => Record<string, unknown>;
  selection: string;
  /** Fields the server fills when a device leaves them out. */
  defaults?: Record<string, unknown>;
}

type HandSample = Omit<TableSample, "selection">;

const clientUuid = "client-of-samples";

/**
 * Realistic samples, with the values the server stamps (the sender of a chat message). The tables
 * left out (client elements, client milestones, cycle actions, favorites) are tested with generated
 * samples, as a new entity is.
 */
const handSamples: HandSample[] = [
  {
    table: "clients",
    record: () => ({
      uuid: randomUUID(),
      clientname: "Tiyamike Phiri",
      age: 40,
      archived: false,
      status: "active",
      clientFormFields: [
        {
          uuid: randomUUID(),
          answer: "12-03-2023",
          mandatory: true,
          clientField: "birthdate",
          birthdate: "12-03-2023",
          component: "date",
          categories: [{ id: "3", text_input: "note" }],
          flowelement: false,
        },
        { uuid: randomUUID(), answer: 79, mandatory: true, clientField: "flow", component: "radio", categories: [], flowelement: true },
      ],
      // docs/operating.md, "Consent": every scope's fields, the reporting consent standing.
      consents: [
        {
          scope: "reporting",
          givenAt: "2026-11-23T08:15:00.000Z",
          givenBy: "7",
          givenByName: "Amina Banda",
          withdrawnAt: "2026-11-24T08:15:00.000Z",
          withdrawnBy: "8",
          withdrawnByName: "Grace Banda",
        },
      ],
    }),
    /** docs/product.md §3: every mandatory field answered, so the client is valid. */
    defaults: { valid: true },
  },
  {
    table: "client_images",
    record: () => ({ uuid: randomUUID(), client_uuid: clientUuid, image: "data:image/png;base64,iVBORw0KGgo=" }),
  },
  {
    table: "rehabilitations",
    record: () => ({
      uuid: randomUUID(),
      client_uuid: clientUuid,
      archive: false,
      visitFrequency: "weekly",
      domains: [
        {
          domain_id: "1",
          order: 1,
          description: "Function",
          info: "What the child does",
          abilities: "Sits alone",
          challenges: "Walking",
          type: "F-words",
          goals: [
            {
              uuid: randomUUID(),
              type: "goal",
              domain_id: "1",
              activationdate: "01-11-2026",
              completiondate: null,
              description: "Walk with support",
              goal: "Walk to the door",
              why: "To play outside",
              evaluation: null,
              actions: [{ uuid: randomUUID(), description: "Practise standing daily", ready: false }],
              satisfaction: 3,
              achieved: false,
              active: true,
              finished: false,
            },
          ],
        },
      ],
      ladder_of_live: [
        {
          uuid: randomUUID(),
          editortext: "How is life today?",
          elementypekey: "ladder",
          component: "ladder",
          columns: 1,
          content: "ladder",
          items: [{ id: "1", label: "Low", value: "1" }],
          itemtype: "scale",
          categoryID: 4,
          itemStyle: "vertical",
          mandatory: false,
          rows: 10,
          label: "Ladder of life",
          answer: 6,
          measure: [{ uuid: randomUUID(), date: "01-11-2026", score: 6 }],
        },
      ],
      diary_items: [{ uuid: randomUUID(), date: "03-11-2026", note: "Home visit", satisfactions: [{ uuid: randomUUID(), satisfaction: 4 }] }],
    }),
  },
  {
    table: "milestones",
    record: () => ({
      uuid: randomUUID(),
      client_uuid: clientUuid,
      categories: [
        {
          id: "gross-motor",
          indicators: [
            { id: "12", status: 1 },
            { id: "13", status: 0 },
          ],
        },
      ],
    }),
  },
  {
    table: "my_children",
    record: () => ({ uuid: randomUUID(), birthdate: "05-06-2024" }),
  },
  {
    table: "hiapp_client_forms",
    record: () => ({
      uuid: randomUUID(),
      client_reference: "HI-0042",
      hiapp_subjects: [
        {
          order: 1,
          hi_issues: [
            { id: "5", chosen: true, hi_causes: [{ id: "9", chosen: true, hi_solutions: [{ id: "14", chosen: true, prescriptionTxt: "Drink clean water" }] }] },
          ],
        },
      ],
    }),
  },
  {
    table: "cycle_descriptions",
    record: () => ({
      uuid: randomUUID(),
      client_uuid: clientUuid,
      cycledomain_id: 1,
      fillinform_uuid: "form-1",
      type: "goal",
      description: "Eating",
      goal: "Eat with a spoon",
      why: "Independence",
      cycle_rhythm: "weekly",
      cycle_start: "01-11-2026",
      cycle_end: "29-11-2026",
      goal_evaluation: null,
      archive_date: null,
    }),
    defaults: { goal_status: "X", goal_achievement: 1, archived: "F", goal_editted: "F", active: "R", saved: "T" },
  },
  {
    table: "chat_messages",
    record: () => ({ uuid: randomUUID(), text: "Muli bwanji? The visit is at 10.", sent_at: "2026-11-23T08:15:00.000Z" }),
    /** The sender is the logged-in worker (createWorker names every worker "Worker"). */
    defaults: { sender_name: "Worker", application: "default" },
  },
];

export const tableSamples: TableSample[] = entityManifests.map((manifest) => {
  const selection = selectionOf(manifest.typeName);
  const hand = handSamples.find((sample) => sample.table === manifest.table);
  if (hand) {
    // The generated record under the realistic one, without the fields the server is to fill.
    const generated = () => Object.fromEntries(Object.entries(sampleRecordOf(manifest)).filter(([field]) => !(field in (hand.defaults ?? {}))));
    return { ...hand, record: () => ({ ...generated(), ...hand.record() }), selection };
  }
  const record = () => sampleRecordOf(manifest);
  return { table: manifest.table, record, selection, defaults: sampleDefaultsOf(manifest, record()) };
});

/** A realistic record of the table (generated for one with no hand sample): what the benchmarks build their volumes from. */
export function sampleRecord(table: string): Record<string, unknown> {
  const sample = tableSamples.find((s) => s.table === table);
  if (!sample) throw new Error(`no sample of ${table}`);
  return sample.record();
}
