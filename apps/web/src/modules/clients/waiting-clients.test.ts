import { describe, expect, it } from "vitest";
import type { ClientFieldsFragment } from "../../generated/graphql.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { makeStoredRecord } from "../../test-support/stored-records.js";
import { summariesWithWaitingEdits, withWaitingEdits } from "./waiting-clients.js";

const server = (uuid: string, clientname: string, dataversion: number) =>
  makeStoredRecord("clients", uuid, dataversion, { clientname, clientFormFields: [] }) as unknown as ClientFieldsFragment;

const entry = (uuid: string, op: "UPSERT" | "DELETE", clientname = ""): OutboxEntry => ({
  clientMutationId: 1,
  appIdentifier: "default",
  user_id: "1",
  uuid,
  table: "clients",
  op,
  record: op === "UPSERT" ? { uuid, clientname, clientFormFields: [] } : null,
  baseDataversion: 4,
  queuedAt: "2026-11-22T10:00:00.000Z",
});

describe("the client list with waiting edits", () => {
  it("shows a waiting edit over the server's version (an incoming change never overwrites it)", () => {
    const rows = withWaitingEdits([server("c1", "From the server", 9)], new Map([["clients:c1", entry("c1", "UPSERT", "Local edit")]]));
    expect(rows).toEqual([{ record: expect.objectContaining({ clientname: "Local edit" }), dataversion: 9, waiting: true }]);
  });

  it("adds clients created on this device and hides ones deleted here", () => {
    const waiting = new Map([
      ["clients:new", entry("new", "UPSERT", "Amina")],
      ["clients:gone", entry("gone", "DELETE")],
    ]);
    const rows = withWaitingEdits([server("gone", "Bisa", 3), server("kept", "Chifundo", 5)], waiting);
    expect(rows.map((r) => [r.record.clientname, r.waiting])).toEqual([
      ["Amina", true],
      ["Chifundo", false],
    ]);
  });

  it("gives the list's rows (no form fields) sorted by name, with the same waiting edits laid over them", () => {
    const summary = (uuid: string, clientname: string, dataversion: number) => ({
      __typename: "Client" as const,
      uuid,
      clientname,
      archived: false,
      dataversion,
    });
    const waiting = new Map([
      ["clients:c2", entry("c2", "UPSERT", "Élan")],
      ["clients:c3", entry("c3", "DELETE")],
    ]);
    const rows = summariesWithWaitingEdits(
      [summary("c1", "zola", 2), summary("c2", "Bisa", 6), summary("c3", "Amina", 1), summary("c4", "Chifundo", 8)],
      waiting,
    );
    expect(rows).toEqual([
      { record: { uuid: "c4", clientname: "Chifundo", archived: false }, dataversion: 8, waiting: false },
      { record: expect.objectContaining({ uuid: "c2", clientname: "Élan" }), dataversion: 6, waiting: true },
      { record: { uuid: "c1", clientname: "zola", archived: false }, dataversion: 2, waiting: false },
    ]);
  });
});
