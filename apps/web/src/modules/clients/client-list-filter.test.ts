import { describe, expect, it } from "vitest";
import type { ClientRecord } from "./client-record.js";
import { visibleClients } from "./client-list-filter.js";
import type { ClientRow } from "./waiting-clients.js";

const makeRow = (clientname: string, overrides: Partial<ClientRecord> = {}): ClientRow => ({
  record: { uuid: clientname, clientname, archived: false, clientFormFields: [], ...overrides },
  dataversion: null,
  waiting: false,
});

const ROWS = [makeRow("Amina Banda"), makeRow("Chikondi Phiri", { archived: true }), makeRow("Thoko Mwale"), makeRow("Zoë Banda")];
const names = (rows: ClientRow[]) => rows.map((r) => r.record.clientname);

describe("searching and filtering the client list", () => {
  it("hides archived clients by default and shows them when asked for", () => {
    expect(names(visibleClients(ROWS, { search: "", showArchived: false }))).toEqual(["Amina Banda", "Thoko Mwale", "Zoë Banda"]);
    expect(names(visibleClients(ROWS, { search: "", showArchived: true }))).toEqual(["Amina Banda", "Chikondi Phiri", "Thoko Mwale", "Zoë Banda"]);
  });

  it("finds names holding every searched word, in any case and without accents", () => {
    expect(names(visibleClients(ROWS, { search: "banda", showArchived: false }))).toEqual(["Amina Banda", "Zoë Banda"]);
    expect(names(visibleClients(ROWS, { search: "  ZOE  band ", showArchived: false }))).toEqual(["Zoë Banda"]);
    expect(names(visibleClients(ROWS, { search: "phiri", showArchived: false }))).toEqual([]);
    expect(names(visibleClients(ROWS, { search: "phiri", showArchived: true }))).toEqual(["Chikondi Phiri"]);
  });
});
