import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../sync/outbox.js";
import { favoritesWithWaiting } from "./favorite-list.js";

const entry = (clientMutationId: number, uuid: string, op: "UPSERT" | "DELETE", article_uuid = "art-1"): OutboxEntry => ({
  clientMutationId,
  appIdentifier: "default",
  user_id: null,
  uuid,
  table: "favorites",
  op,
  record: op === "DELETE" ? null : { uuid, article_uuid, page: "Article" },
  baseDataversion: null,
  queuedAt: "2026-11-23T10:00:00.000Z",
});

describe("favorites with the edits still waiting on the device", () => {
  it("shows a waiting add as waiting and hides a waiting removal", () => {
    const server = [{ uuid: "f1", article_uuid: "art-1", page: "Article", dataversion: 4 }];
    const waiting = new Map([
      ["f1", entry(1, "f1", "DELETE")],
      ["f2", entry(2, "f2", "UPSERT", "art-2")],
    ]);
    expect(favoritesWithWaiting(server, waiting)).toEqual([
      { record: { uuid: "f2", article_uuid: "art-2", page: "Article" }, dataversion: null, waiting: true },
    ]);
  });

  it("ignores waiting edits of other tables and keeps the server's dataversion", () => {
    const server = [{ uuid: "f1", article_uuid: "art-1", page: null, dataversion: 7 }];
    const other = { ...entry(3, "c1", "UPSERT"), table: "clients" };
    expect(favoritesWithWaiting(server, new Map([["c1", other]]))).toEqual([
      { record: { uuid: "f1", article_uuid: "art-1", page: null }, dataversion: 7, waiting: false },
    ]);
  });
});
