import { describe, expect, it, vi } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { settleAnswers } from "./settle-answers.js";
import type { SyncAnswer } from "./sync-engine.js";

const makeEntry = (clientMutationId: number, uuid: string, table = "clients"): OutboxEntry => ({
  clientMutationId,
  appIdentifier: "default",
  user_id: "1",
  uuid,
  table,
  op: "UPSERT",
  record: { uuid, clientname: `edit ${clientMutationId}` },
  baseDataversion: 3,
  queuedAt: "2026-11-22T10:00:00.000Z",
});

const makeAnswer = (entry: OutboxEntry, dataversion: number, status: SyncAnswer["status"] = "APPLIED"): SyncAnswer => ({
  clientMutationId: entry.clientMutationId,
  table: entry.table,
  uuid: entry.uuid,
  dataversion,
  status,
});

describe("settling a sync answer (spec 4 Records and sync)", () => {
  it("marks each answered record synced with the answer's dataversion", async () => {
    const settle = vi.fn();
    const [a, b] = [makeEntry(1, "c1"), makeEntry(2, "c2")];
    await settleAnswers([makeAnswer(a, 41), makeAnswer(b, 42, "DUPLICATE")], [a, b], [{ table: "clients", settle }], () => {});
    expect(settle.mock.calls).toEqual([
      [a, 41],
      [b, 42],
    ]);
  });

  it("shows only the last of several edits of one record in a batch", async () => {
    const settle = vi.fn();
    const [first, second] = [makeEntry(1, "c1"), makeEntry(2, "c1")];
    await settleAnswers([makeAnswer(first, 41), makeAnswer(second, 42)], [first, second], [{ table: "clients", settle }], () => {});
    expect(settle.mock.calls).toEqual([[second, 42]]);
  });

  it("hands a CONFLICT answer on so the user hears of the other device's version", async () => {
    const onConflict = vi.fn();
    const [a, b] = [makeEntry(1, "c1"), makeEntry(2, "c2")];
    await settleAnswers([makeAnswer(a, 41, "CONFLICT"), makeAnswer(b, 42)], [a, b], [{ table: "clients", settle: () => {} }], onConflict);
    expect(onConflict.mock.calls).toEqual([[a]]);
  });

  it("ignores answers for entries it did not send and tables it does not show", async () => {
    const settle = vi.fn();
    const sent = makeEntry(1, "c1", "milestones");
    const stranger: SyncAnswer = { clientMutationId: 99, table: "clients", uuid: "cx", dataversion: 50, status: "APPLIED" };
    await settleAnswers([makeAnswer(sent, 41), stranger], [sent], [{ table: "clients", settle }], () => {});
    expect(settle).not.toHaveBeenCalled();
  });
});
