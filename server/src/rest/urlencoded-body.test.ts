import { describe, expect, it } from "vitest";
import { MAX_FORM_FIELDS, parseForm } from "./urlencoded-body.js";

const form = (text: string, charset?: "utf8" | "latin1") => parseForm(Buffer.from(text, "latin1"), charset);

describe("parseForm (application/x-www-form-urlencoded)", () => {
  it("decodes what URLSearchParams encodes, for any Unicode text (NUL, emoji, Chichewa, JSON) in names and values", () => {
    const samples = ["", " ", "a+b=c&d", '{"payload":[1,2]}', "Moni! Muli bwanji? ŵ", "🌍🚀 \u0000 \u2028 %41 +", "\r\n\t\\", "名前=値"];
    for (const name of samples.filter(Boolean)) {
      for (const value of samples) {
        const body = new URLSearchParams([[name, value]]).toString();
        expect(parseForm(Buffer.from(body))).toEqual({ [name]: value });
      }
    }
  });

  it("decodes random strings of every plane exactly as URLSearchParams does", () => {
    let seed = 20;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round += 1) {
      const codePoints = Array.from({ length: Math.floor(random() * 40) }, () => {
        const c = Math.floor(random() * 0x110000);
        return c >= 0xd800 && c <= 0xdfff ? 0x41 : c; // lone surrogates cannot be UTF-8
      });
      const value = String.fromCodePoint(...codePoints);
      const body = new URLSearchParams([
        ["payload", value],
        ["other", value.slice(3)],
      ]).toString();
      expect(parseForm(Buffer.from(body))).toEqual(Object.fromEntries(new URLSearchParams(body)));
    }
  });

  it("reads + as a space, keeps a name given twice as a list in order, and takes a name without = as empty", () => {
    expect(form("a=1+2&b=x&a=3&a=4&c&&d=")).toEqual({ a: ["1 2", "3", "4"], b: "x", c: "", d: "" });
    expect(form("")).toEqual({});
  });

  it("keeps a % without two hex digits as it is", () => {
    expect(form("a=100%&b=%zz%4&c=%41%4a%4A")).toEqual({ a: "100%", b: "%zz%4", c: "AJJ" });
  });

  it("refuses a field that is not UTF-8 once percent-decoded, naming it", () => {
    expect(() => form("name=ok&payload=%E9t%E9")).toThrow("payload: is not UTF-8 text once percent-decoded");
    expect(() => form("%FF=1")).toThrow("form (a field name): is not UTF-8");
  });

  it("reads ISO-8859-1 when the charset says so", () => {
    expect(form("payload=%E9t%E9", "latin1")).toEqual({ payload: "été" });
  });

  it("gives names such as __proto__ no special meaning", () => {
    const fields = form("__proto__=x&constructor=y");
    expect(fields.__proto__).toBe("x");
    expect(fields.constructor).toBe("y");
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });

  it(`refuses more than ${MAX_FORM_FIELDS} fields with 413, and takes ${MAX_FORM_FIELDS}`, () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=${i}`).join("&");
    expect(Object.keys(form(fields(MAX_FORM_FIELDS)))).toHaveLength(MAX_FORM_FIELDS);
    expect(() => form(fields(MAX_FORM_FIELDS + 1))).toThrow(expect.objectContaining({ httpStatus: 413, message: `form: more than ${MAX_FORM_FIELDS} fields` }));
  });
});
