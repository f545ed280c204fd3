import { describe, expect, it } from "vitest";
import { RawJson, stringifyAnswer } from "./raw-json.js";

/** docs/sync-and-api.md, "Records as documents": JSON text put into an answer as it is. */
describe("stringifyAnswer", () => {
  it("writes each RawJson as its text, in place, however many and wherever", () => {
    const first = '[{"content":{"note":"a \\"quoted\\" $& $1 $$ text"}}]';
    const answer = { data: { a: { documents: new RawJson(first) }, b: [new RawJson("[]"), new RawJson('{"x":1}')] }, extensions: { n: 1 } };
    const text = stringifyAnswer(answer);
    expect(text).toBe(`{"data":{"a":{"documents":${first}},"b":[[],{"x":1}]},"extensions":{"n":1}}`);
    expect(JSON.parse(text)).toEqual({ data: { a: { documents: JSON.parse(first) as unknown }, b: [[], { x: 1 }] }, extensions: { n: 1 } });
  });

  it("leaves a user's text that looks like a marker as it is", () => {
    const answer = { data: { text: "raw-json:00000000000000000000000000000000:0", documents: new RawJson('["kept"]') } };
    expect(stringifyAnswer(answer)).toBe('{"data":{"text":"raw-json:00000000000000000000000000000000:0","documents":["kept"]}}');
  });

  it("is JSON.stringify for an answer without RawJson", () => {
    const answer = { data: { list: [{ a: "x", b: null, c: 1.5 }] } };
    expect(stringifyAnswer(answer)).toBe(JSON.stringify(answer));
  });

  it("outside stringifyAnswer (graphql-ws's own JSON.stringify) a RawJson is written as its value", () => {
    expect(JSON.stringify({ payload: { documents: new RawJson('[{"a":[1,2]}]') } })).toBe('{"payload":{"documents":[{"a":[1,2]}]}}');
  });
});
