import type { RecordDocument } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { clientRecords, clientsOf, mergeDocuments, NO_TEAM, teamAfterRead, type HeldTeam, type HeldWorker } from "./team-records.js";

const doc = (table: string, uuid: string, dataversion: number, content: Record<string, unknown>, deleted = false): RecordDocument => ({
  table,
  uuid,
  dataversion,
  deleted,
  updatedAt: "2026-12-01T10:00:00.000Z",
  deletedAt: deleted ? "2026-12-02T10:00:00.000Z" : null,
  content,
});

const worker = (userId: number, name: string): HeldWorker => ({
  userId,
  name,
  teamId: 1,
  teamName: "North",
  activeClients: 0,
  visitsThisMonth: 0,
  overdueVisits: 0,
  lastSyncAt: null,
  waitingEdits: 0,
});

describe("a supervisor's held team (docs/teams.md, \"On the supervisor's phone\")", () => {
  it("merges pages: a newer version replaces, an older one is ignored, a tombstone drops the record", () => {
    const first = mergeDocuments({}, [doc("clients", "a", 3, { clientname: "Amara" }), doc("clients", "b", 4, { clientname: "Bongani" })]);
    const second = mergeDocuments(first, [
      doc("clients", "a", 2, { clientname: "Amara (old)" }),
      doc("clients", "b", 5, {}, true),
      doc("rehabilitations", "a", 6, { client_uuid: "a" }),
    ]);
    expect(Object.keys(second).sort()).toEqual(["clients:a", "rehabilitations:a"]);
    expect(second["clients:a"]!.content).toEqual({ clientname: "Amara" });
    // The held map is never changed in place.
    expect(Object.keys(first).sort()).toEqual(["clients:a", "clients:b"]);
  });

  it("lists a worker's clients by name with archived ones last, and a client's live plans and milestones, never another worker's", () => {
    const team: HeldTeam = teamAfterRead(
      [worker(7, "Grace"), worker(8, "Tiwonge")],
      {
        7: {
          cursor: "c7",
          documents: mergeDocuments({}, [
            doc("clients", "z", 1, { uuid: "z", clientname: "Zola" }),
            doc("clients", "y", 1, { uuid: "y", clientname: "Yamikani", archived: true }),
            doc("clients", "m", 1, { uuid: "m", clientname: "Mphatso" }),
            doc("rehabilitations", "p1", 1, { uuid: "p1", client_uuid: "z", archive: false }),
            doc("rehabilitations", "p2", 1, { uuid: "p2", client_uuid: "z", archive: true }),
            doc("milestones", "f1", 1, { uuid: "f1", client_uuid: "z", categories: [] }),
          ]),
        },
        8: { cursor: "c8", documents: mergeDocuments({}, [doc("clients", "q", 1, { uuid: "q", clientname: "Other" })]) },
        9: { cursor: "c9", documents: {} },
      },
      "2026-12-06T09:00:00.000Z",
    );
    expect(Object.keys(team.records)).toEqual(["7", "8"]);
    expect(clientsOf(team, 7)).toEqual([
      { uuid: "m", name: "Mphatso", archived: false },
      { uuid: "z", name: "Zola", archived: false },
      { uuid: "y", name: "Yamikani", archived: true },
    ]);
    expect(clientRecords(team, 7, "rehabilitations", "z").map((r) => r.uuid)).toEqual(["p1"]);
    expect(clientRecords(team, 7, "milestones", "z").map((r) => r.uuid)).toEqual(["f1"]);
    expect(clientRecords(team, 8, "rehabilitations", "z")).toEqual([]);
    expect(clientsOf(NO_TEAM, 7)).toEqual([]);
  });
});
