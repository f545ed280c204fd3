import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_DEFAULTS, emptySimpleFields } from "./client-simple-fields.js";
import { ClientRecordSchema } from "./clients.js";

describe("client record schema (docs/product.md §3)", () => {
  it("fills the defaults of docs/product.md §3 and drops the device-only sync flags", () => {
    const parsed = ClientRecordSchema.parse({ uuid: "c1", synced: 0, saved: "F", clientFormFields: [{ uuid: "f1", mandatory: 1 }] });
    expect(parsed).toEqual({
      uuid: "c1",
      clientname: "",
      age: null,
      valid: false,
      archived: false,
      status: null,
      ...emptySimpleFields(),
      clientFormFields: [
        { uuid: "f1", answer: null, mandatory: true, clientField: null, birthdate: null, component: null, categories: [], flowelement: false },
      ],
      consents: [],
    });
  });

  it("fills the values a new client starts with (CLIENT_DEFAULTS, the simple fields empty)", () => {
    expect(ClientRecordSchema.parse({ uuid: "c1", clientname: "Ada" })).toEqual({ uuid: "c1", clientname: "Ada", ...CLIENT_DEFAULTS, ...emptySimpleFields() });
  });

  it("keeps fields it does not know (nothing a device sends is lost)", () => {
    expect(ClientRecordSchema.parse({ uuid: "c1", archive: 1, id: 12 })).toMatchObject({ archive: 1, id: 12 });
  });

  it("refuses an age below 0 months, naming the field", () => {
    const result = ClientRecordSchema.safeParse({ uuid: "c1", age: -1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["age"], message: "is never below 0" });
  });
});

/** docs/product.md §10: the server's clock at 22:30 UTC, a worker in Malawi (UTC+2) already on the next day. */
describe("the day a client's dates are judged by", () => {
  afterEach(() => vi.useRealTimers());
  const born = (birthdate: string) =>
    ClientRecordSchema.parse({
      uuid: "c1",
      clientname: "Born today",
      clientFormFields: [{ uuid: "f1", mandatory: 1, component: "date", clientField: "birthdate", answer: birthdate }],
    });

  it("a client born today in Malawi, entered at 00:34 there while the server's UTC day is still yesterday, is valid", () => {
    vi.useFakeTimers({ now: new Date("2026-12-06T22:34:00Z"), toFake: ["Date"] });
    expect(born("07-12-2026").valid).toBe(true);
    expect(born("06-12-2026").valid).toBe(true);
  });

  it("a day that has begun nowhere on Earth is still in the future", () => {
    vi.useFakeTimers({ now: new Date("2026-12-06T22:34:00Z"), toFake: ["Date"] });
    // 22:34 UTC is 12:34 on the 7th at UTC+14, the earliest zone: the 8th has begun nowhere.
    expect(born("08-12-2026").valid).toBe(false);
  });
});
