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

  it("hands MERGED and CONFLICT answers on so the worker hears what was merged or clashed", async () => {
    const onMerged = vi.fn();
    const [a, b, c] = [makeEntry(1, "c1"), makeEntry(2, "c2"), makeEntry(3, "c3")];
    const answers = [makeAnswer(a, 41, "CONFLICT"), makeAnswer(b, 42), makeAnswer(c, 43, "MERGED")];
    await settleAnswers(answers, [a, b, c], [{ table: "clients", settle: () => {} }], onMerged);
    expect(onMerged.mock.calls).toEqual([
      [a, answers[0]],
      [c, answers[2]],
    ]);
  });

  it("shows a MERGED answer's record at once, without the server's fields, instead of the device's own edit", async () => {
    const settle = vi.fn();
    const a = makeEntry(1, "c1");
    const record = {
      __typename: "Client",
      uuid: "c1",
      clientname: "Merged",
      dataversion: 44,
      synced: 1,
      clientFormFields: [{ __typename: "ClientFormField", uuid: "f1", answer: "x" }],
    };
    await settleAnswers([{ ...makeAnswer(a, 44, "MERGED"), record }], [a], [{ table: "clients", settle }], () => {});
    expect(settle.mock.calls).toEqual([[{ ...a, record: { uuid: "c1", clientname: "Merged", clientFormFields: [{ uuid: "f1", answer: "x" }] } }, 44]]);
  });

  it("reads a merged record back when the answer carries only its type", async () => {
    const refresh = vi.fn(async () => {});
    const a = makeEntry(1, "m1", "milestones");
    await settleAnswers(
      [{ ...makeAnswer(a, 45, "MERGED"), record: { __typename: "MilestoneForm" } }],
      [a],
      [{ table: "milestones", settle: () => {}, refresh }],
      () => {},
    );
    expect(refresh.mock.calls).toEqual([["m1"]]);
  });

  it("ignores answers for entries it did not send and tables it does not show", async () => {
    const settle = vi.fn();
    const sent = makeEntry(1, "c1", "milestones");
    const stranger: SyncAnswer = { clientMutationId: 99, table: "clients", uuid: "cx", dataversion: 50, status: "APPLIED" };
    await settleAnswers([makeAnswer(sent, 41), stranger], [sent], [{ table: "clients", settle }], () => {});
    expect(settle).not.toHaveBeenCalled();
  });
});
