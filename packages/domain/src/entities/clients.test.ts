import { describe, expect, it } from "vitest";
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
