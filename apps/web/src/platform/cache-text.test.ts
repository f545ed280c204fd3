import { describe, expect, it } from "vitest";
import { ClientsDocument } from "../generated/graphql.js";
import { cachedClient, flowFormField } from "../test-support/stored-records.js";
import { createCache } from "./apollo.js";
import { asciiJson, cacheText, rememberTexts } from "./cache-text.js";

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
    expect(cacheText(data)).toBe(asciiJson(JSON.stringify(data)));

    // Remembered texts stand for their objects (a wrong one is used, which shows that it is)...
    rememberTexts([data['Client:{"uuid":"a"}']], ['{"remembered":true}']);
    expect((JSON.parse(cacheText(data)) as Record<string, unknown>)['Client:{"uuid":"a"}']).toEqual({ remembered: true });
    // ...and never for another object, even an equal one: a changed record is a new object in the store.
    const changed = { ...data, 'Client:{"uuid":"a"}': { ...data['Client:{"uuid":"a"}'] } };
    expect(cacheText(changed)).toBe(asciiJson(JSON.stringify(changed)));
  });

  it("ignores texts that do not match a page's records one for one", () => {
    const record = client("c", "Cy");
    rememberTexts([record], ["{}", "{}"]);
    expect(cacheText({ c: record })).toBe(asciiJson(JSON.stringify({ c: record })));
  });

  it("is ASCII, every other character escaped, and parses back to the same values", () => {
    const answer = 'Grace \u00e9 \u2713 "quoted" \u{1F600} \\u00e9 Chichewa \u0175';
    const data = { 'Client:{"uuid":"d"}': { ...client("d", "D\u00e9"), note: answer }, plain: "ascii only" };
    const text = cacheText(data);
    expect([...text].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(text).toContain("D\\u00e9");
    expect(text).toContain("\\ud83d\\ude00");
    expect(JSON.parse(text)).toEqual(data);
    expect(asciiJson('{"a":"ascii"}')).toBe('{"a":"ascii"}');
  });
});
