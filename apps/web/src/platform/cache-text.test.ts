import { describe, expect, it } from "vitest";
import { ClientsDocument } from "../generated/graphql.js";
import { cachedClient, flowFormField } from "../test-support/stored-records.js";
import { createCache } from "./apollo.js";
import { cacheSlices, cacheText, rememberTexts } from "./cache-text.js";

const client = (uuid: string, clientname: string) =>
  cachedClient(uuid, {
    clientname,
    age: 30,
    dataversion: 1,
    updatedAt: "2026-11-23T08:00:00.000Z",
    clientFormFields: [{ ...flowFormField("f"), answer: 'Grace \u00e9 \u2713 "quoted"' }],
  });

describe("the persisted cache's text", () => {
  it("is JSON.stringify of the cache, a remembered text used only while the store holds that very object", () => {
    const cache = createCache();
    cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [] } });
    const data = {
      ...cache.extract(),
      'Client:{"uuid":"a"}': client("a", "Ada"),
      'Client:{"uuid":"b"}': client("b", "Bo"),
      __META: { extraRootIds: ["x"] },
      gone: undefined,
    };
    expect(cacheText(data)).toBe(JSON.stringify(data));

    // Remembered texts stand for their objects (a wrong one is used, which shows that it is)...
    rememberTexts([data['Client:{"uuid":"a"}']], ['{"remembered":true}']);
    expect((JSON.parse(cacheText(data)) as Record<string, unknown>)['Client:{"uuid":"a"}']).toEqual({ remembered: true });
    // ...and never for another object, even an equal one: a changed record is a new object in the store.
    const changed = { ...data, 'Client:{"uuid":"a"}': { ...data['Client:{"uuid":"a"}'] } };
    expect(cacheText(changed)).toBe(JSON.stringify(changed));
  });

  it("ignores texts that do not match a page's records one for one", () => {
    const record = client("c", "Cy");
    rememberTexts([record], ["{}", "{}"]);
    expect(cacheText({ c: record })).toBe(JSON.stringify({ c: record }));
  });
});

describe("the persisted cache's text, made a slice at a time", () => {
  const slicesOf = async (data: Record<string, unknown>, sliceMs?: number) => {
    const slices: string[] = [];
    await cacheSlices(data, (text) => slices.push(text), sliceMs);
    return slices;
  };

  it("is cacheText's JSON whether made in one slice or in many", async () => {
    const data: Record<string, unknown> = { ROOT_QUERY: { __typename: "Query" }, gone: undefined };
    for (let i = 0; i < 300; i += 1) data[`Client:{"uuid":"${i}"}`] = client(String(i), `Na\u00efve ${i}`);
    const whole = await slicesOf(data);
    expect(whole).toHaveLength(1);
    // A slice of 0 ms: the page is given back after every 64 entries.
    const sliced = await slicesOf(data, 0);
    expect(sliced.length).toBeGreaterThanOrEqual(4);
    expect(sliced.join("")).toBe(JSON.stringify(data));
    expect(whole.join("")).toBe(cacheText(data));
    expect((await slicesOf({}, 0)).join("")).toBe("{}");
  });
});
