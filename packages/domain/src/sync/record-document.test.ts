import { describe, expect, it } from "vitest";
import { recordOfDocument, type RecordDocument } from "./record-document.js";

/** docs/sync-and-api.md, "Records as documents": a document read as the record the typed answer gives. */
describe("recordOfDocument", () => {
  const consentBox = { uuid: "f-consent", clientField: "consent", component: "checkbox", mandatory: true, answer: null, categories: [] };
  const client: RecordDocument = {
    table: "clients",
    uuid: "c-1",
    dataversion: 42,
    deleted: false,
    updatedAt: "2026-12-06T05:33:18.123Z",
    deletedAt: null,
    content: { uuid: "c-1", clientname: "Grace Banda", clientFormFields: [consentBox] },
  };

  it("gives the content, the table's sync flags, the dataversion, the computed fields and the times", () => {
    expect(recordOfDocument(client)).toEqual({
      uuid: "c-1",
      clientname: "Grace Banda",
      clientFormFields: [consentBox],
      synced: 1,
      saved: "T",
      dataversion: 42,
      // The form's mandatory consent field asks for care, which she has not given.
      lacksRequiredConsent: true,
      updatedAt: "2026-12-06T05:33:18.123Z",
      deletedAt: null,
    });
    expect(recordOfDocument({ ...client, content: { uuid: "c-1", clientFormFields: [{ ...consentBox, answer: 1 }] } }).lacksRequiredConsent).toBe(false);
  });

  it("computes a child's age as of the time given", () => {
    const child: RecordDocument = { ...client, table: "my_children", content: { uuid: "k-1", birthdate: "2025-12-06" } };
    expect(recordOfDocument(child, new Date("2026-12-06T12:00:00Z"))).toEqual({
      uuid: "k-1",
      birthdate: "2025-12-06",
      dataversion: 42,
      ageInMonths: 12,
      updatedAt: "2026-12-06T05:33:18.123Z",
      deletedAt: null,
    });
    expect(recordOfDocument(child, new Date("2026-12-05T12:00:00Z")).ageInMonths).toBe(11);
  });

  it("gives a tombstone its deletedAt, and a document without one null", () => {
    const tombstone = { ...client, table: "favorites", deleted: true, deletedAt: "2026-12-06T06:00:00.000Z", content: { uuid: "f-1" } };
    expect(recordOfDocument(tombstone)).toEqual({ uuid: "f-1", dataversion: 42, updatedAt: client.updatedAt, deletedAt: "2026-12-06T06:00:00.000Z" });
    const { deletedAt: _left, ...without } = tombstone;
    expect(recordOfDocument(without).deletedAt).toBeNull();
  });

  it("copies the content (the document is left as it was), own __proto__ key included, without changing the copy's prototype", () => {
    const content = JSON.parse('{"uuid":"f-2","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const record = recordOfDocument({ ...client, table: "favorites", content });
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.hasOwn(record, "__proto__")).toBe(true);
    expect((record as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.keys(content)).toEqual(["uuid", "__proto__"]);
  });

  it("the stored content wins over nothing: a sync flag or dataversion the content holds is replaced, as the server answers", () => {
    const record = recordOfDocument({ ...client, table: "rehabilitations", content: { uuid: "r-1", synced: 0, dataversion: 1 } });
    expect(record).toMatchObject({ synced: 1, dataversion: 42 });
  });
});
