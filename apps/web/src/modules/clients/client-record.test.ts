import { ClientRecordSchema } from "@stepwise/domain/entities";
import { describe, expect, it } from "vitest";
import { cachedClient, flowFormField } from "../../test-support/stored-records.js";
import { newClient, toClientRecord } from "./client-record.js";

describe("a client as the device edits it", () => {
  it("starts new with the values the domain's schema fills for a client given only its uuid and name", () => {
    expect(newClient("c1", "Ada")).toEqual(ClientRecordSchema.parse({ uuid: "c1", clientname: "Ada" }));
  });

  it("is read from the server's client without __typename at any depth, the sync flags or the server's stamps", () => {
    const {
      __typename: _t,
      synced: _s,
      saved: _v,
      dataversion: _d,
      updatedAt: _u,
      deletedAt: _x,
      ...fields
    } = cachedClient("c2", { clientFormFields: [flowFormField("f1")] });
    const { __typename: _f, categories, ...field } = flowFormField("f1");
    expect(toClientRecord(cachedClient("c2", { clientFormFields: [flowFormField("f1")] }))).toEqual({
      ...fields,
      clientFormFields: [{ ...field, categories: categories.map(({ __typename: _c, ...category }) => category) }],
    });
  });
});
