import { describe, expect, it } from "vitest";
import type { StoredVersion } from "../db/schema.js";
import { entityManifests } from "@stepwise/domain/entities";
import type { RecordsRepository } from "./records.repository.js";
import { RecordsService } from "./records.service.js";
import { TableRegistry } from "./synced-table.js";

const service = new RecordsService({} as RecordsRepository, new TableRegistry(entityManifests.filter((m) => m.table === "clients")));

function stored(content: Record<string, unknown>): StoredVersion {
  return { table_name: "clients", content, dataversion: 12 } as unknown as StoredVersion;
}

describe("RecordsService.deviceRecord", () => {
  it("answers the content with the table's synced flags and the dataversion, as a new object", () => {
    const content = { uuid: "c1", clientname: "Chikondi", synced: 0, saved: "F" };
    const record = service.deviceRecord(stored(content));
    expect(record).toEqual({ uuid: "c1", clientname: "Chikondi", synced: 1, saved: "T", dataversion: 12 });
    expect(content).toEqual({ uuid: "c1", clientname: "Chikondi", synced: 0, saved: "F" });
  });

  it("keeps a stored __proto__ key as a plain field: it never becomes the record's prototype", () => {
    const content = JSON.parse('{"uuid": "c2", "__proto__": {"clientname": "inherited"}}') as Record<string, unknown>;
    const record = service.deviceRecord(stored(content));
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(record.clientname).toBeUndefined();
    expect(Object.hasOwn(record, "__proto__")).toBe(true);
    expect(record.dataversion).toBe(12);
  });
});
