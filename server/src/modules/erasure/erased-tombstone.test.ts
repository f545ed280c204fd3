import { describe, expect, it } from "vitest";
import { erasedTombstone } from "./erased-tombstone.js";

/** docs/operating.md, "Erasing a client": what an erased record keeps. */
describe("erasedTombstone", () => {
  it("keeps the uuid and the uuids it names, empties every other field, and still reads as its table's record", () => {
    const plan = { uuid: "p1", client_uuid: "c1", domains: [{ goals: [{ goal: "Ana walks" }] }], diary_items: [{ note: "Ana's mother" }] };
    expect(erasedTombstone("rehabilitations", "p1", plan)).toMatchObject({ uuid: "p1", client_uuid: "c1", domains: [], diary_items: [] });
    expect(erasedTombstone("clients", "c1", { uuid: "c1", clientname: "Ana Banda", age: 7 })).toMatchObject({
      uuid: "c1",
      clientname: "",
      age: null,
      clientFormFields: [],
    });
    expect(erasedTombstone("client_images", "i1", { uuid: "i1", client_uuid: "c1", image: "data:image/png;base64,AAAA" })).toEqual({
      uuid: "i1",
      client_uuid: "c1",
      image: "",
    });
    expect(erasedTombstone("cycle_actions", "a1", { uuid: "a1", description_uuid: "d1", action: "Ana stands" })).toMatchObject({
      uuid: "a1",
      description_uuid: "d1",
      action: null,
    });
  });
});
