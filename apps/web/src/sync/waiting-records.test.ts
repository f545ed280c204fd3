import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { overlayWaiting } from "./waiting-records.js";

let id = 0;
const entry = (
  table: string,
  uuid: string,
  op: OutboxEntry["op"],
  record: Record<string, unknown> | null,
  baseDataversion: number | null = null,
): [string, OutboxEntry] => [
  `${table}:${uuid}`,
  { clientMutationId: ++id, appIdentifier: "default", user_id: null, uuid, table, op, record, baseDataversion, queuedAt: "2026-11-23T08:00:00.000Z" },
];

describe("records shown with their waiting edits", () => {
  const server = [
    { record: { uuid: "a", goal: "Eat" }, dataversion: 4 },
    { record: { uuid: "b", goal: "Wash" }, dataversion: 5 },
  ];

  it("shows a waiting edit over the server's version, keeping the server's dataversion", () => {
    const waiting = new Map([entry("cycle_descriptions", "a", "UPSERT", { uuid: "a", goal: "Eat alone" }, 3)]);
    expect(overlayWaiting("cycle_descriptions", server, waiting)).toEqual([
      { record: { uuid: "a", goal: "Eat alone" }, dataversion: 4, waiting: true },
      { record: { uuid: "b", goal: "Wash" }, dataversion: 5, waiting: false },
    ]);
  });

  it("adds a record made on this device, hides a waiting delete and ignores other tables", () => {
    const waiting = new Map([
      entry("cycle_descriptions", "c", "UPSERT", { uuid: "c", goal: "Dress" }),
      entry("cycle_descriptions", "b", "DELETE", null, 5),
      entry("cycle_actions", "a", "DELETE", null, 1),
    ]);
    expect(overlayWaiting("cycle_descriptions", server, waiting)).toEqual([
      { record: { uuid: "a", goal: "Eat" }, dataversion: 4, waiting: false },
      { record: { uuid: "c", goal: "Dress" }, dataversion: null, waiting: true },
    ]);
  });
});
