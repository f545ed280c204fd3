import { describe, expect, it } from "vitest";
import { BadInput } from "../../errors.js";
import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";
import { checkedItem, CONTENT_KINDS, MAX_ITEM_BYTES, type ItemInput } from "./item-shapes.js";

const MALA = SEED_DEPLOYMENTS.find((d) => d.app_identifier === "MALA")!;
const languages = ["en", "ny"];

/** A seed item of MALA (or HIAPP for the health-issue tree) as the console sends it. */
function seedItem(kind: string): ItemInput & { parsed: Record<string, unknown> } {
  const item = [...MALA.content, ...SEED_DEPLOYMENTS.find((d) => d.app_identifier === "HIAPP")!.content].find((i) => i.kind === kind)!;
  const parsed = structuredClone(item.content) as Record<string, unknown>;
  return { kind: item.kind, key: item.key, language: item.language, content: JSON.stringify(parsed), parsed };
}

/** The BadInput message checkedItem throws (fails the test when it does not throw one). */
function refusal(item: ItemInput, langs = languages): string {
  try {
    checkedItem(item, langs);
  } catch (error) {
    expect(error).toBeInstanceOf(BadInput);
    return (error as Error).message;
  }
  throw new Error("the item was accepted");
}

describe("checkedItem", () => {
  it("accepts every seed item of every deployment as it is, HTML included", () => {
    let checked = 0;
    for (const deployment of SEED_DEPLOYMENTS) {
      const codes = deployment.languages.map((l) => l.languageCode);
      for (const item of deployment.content) {
        const result = checkedItem({ ...item, content: JSON.stringify(item.content) }, codes);
        expect(result).toEqual({ kind: item.kind, key: item.key, language: item.language, content: item.content });
        checked++;
      }
    }
    const kinds = new Set(SEED_DEPLOYMENTS.flatMap((d) => d.content.map((i) => i.kind)));
    expect([...kinds].sort()).toEqual([...CONTENT_KINDS].sort());
    expect(checked).toBeGreaterThan(500);
  });

  const DELETE = Symbol("delete");
  it.each<[string, (string | number)[], unknown, string]>([
    ["translations", ["translation"], 5, "content.translation: Invalid input: expected string, received number"],
    ["pages", ["component"], DELETE, "content.component: Invalid input: expected string, received undefined"],
    ["categories", ["categoryitems", 1, "trees"], "milestones", "content.categoryitems[1].trees: Invalid input: expected array, received string"],
    ["forms", ["formpages", 0, "formpagelements", 0, "entity"], "", "content.formpages[0].formpagelements[0].entity: is required"],
    ["articles", ["childpages"], [3], "content.childpages[0]: Invalid input: expected string, received number"],
    ["form_articles", ["colour"], "red", 'content: Unrecognized key: "colour"'],
    ["generic_clients", ["clientFormFields", 2, "mandatory"], "yes", "content.clientFormFields[2].mandatory: Invalid input: expected boolean, received string"],
    ["generic_clients", ["clientFormFields", 0, "component"], "slider", "content.clientFormFields[0].component: Invalid option"],
    [
      "hiapp_form",
      ["hiapp_subjects", 0, "hi_issues", 0, "hi_causes", 0, "hi_solutions", 0, "prescriptionTxt"],
      1,
      "content.hiapp_subjects[0].hi_issues[0].hi_causes[0].hi_solutions[0].prescriptionTxt: Invalid input: expected string, received number",
    ],
    ["milestones", ["domain"], "motor", "content.domain: Invalid option"],
  ])("refuses a broken %s naming the field (%j)", (kind, path, value, message) => {
    const item = seedItem(kind);
    let parent = item.parsed as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (value === DELETE) delete parent[last];
    else parent[last] = value;
    expect(refusal({ ...item, content: JSON.stringify(item.parsed) })).toContain(message);
  });

  it("refuses an unknown kind, a language not of the deployment, a language on an item of every language, and no language", () => {
    const text = { kind: "translations", key: "WELCOME", language: "ny", content: JSON.stringify({ identifier: "WELCOME", translation: "Moni" }) };
    expect(checkedItem(text, languages).content).toEqual({ identifier: "WELCOME", translation: "Moni" });
    expect(refusal({ ...text, kind: "videos" })).toMatch(/^kind: "videos" is not a kind of content \(translations, pages, /);
    expect(refusal({ ...text, language: "nl" })).toBe('language: "nl" is not a language of this deployment (en, ny)');
    expect(refusal({ ...text, language: "" })).toBe('language: "" is not a language of this deployment (en, ny)');
    const page = { kind: "pages", key: "1", language: "ny", content: JSON.stringify({ id: "1", component: "Start" }) };
    expect(refusal(page)).toBe('language: pages are the same in every language: language must be ""');
    expect(checkedItem({ ...page, language: "" }, languages).language).toBe("");
  });

  it("refuses a key that differs from the content's own id, an empty key, and content that is not JSON", () => {
    const text = { kind: "translations", key: "WELCOME", language: "en", content: JSON.stringify({ identifier: "GOODBYE", translation: "Bye" }) };
    expect(refusal(text)).toBe('key: "WELCOME" differs from the content\'s identifier "GOODBYE"');
    const article = seedItem("articles");
    expect(refusal({ ...article, key: "art-other" })).toBe('key: "art-other" differs from the content\'s uuid "art-mala-welcome"');
    expect(refusal({ ...text, key: " " })).toBe("key: a key of 1 to 200 characters is required");
    expect(refusal({ ...text, content: "{identifier:" })).toBe("content: not JSON");
  });

  it(`refuses an item over ${MAX_ITEM_BYTES} bytes of JSON, naming the limit`, () => {
    const big = "x".repeat(MAX_ITEM_BYTES);
    const text = { kind: "translations", key: "BIG", language: "en", content: JSON.stringify({ identifier: "BIG", translation: big }) };
    expect(refusal(text)).toBe("content: 2.0 MB of JSON; an item may hold at most 2 MB");
    const fits = "x".repeat(MAX_ITEM_BYTES - 100);
    expect(checkedItem({ ...text, content: JSON.stringify({ identifier: "BIG", translation: fits }) }, languages).key).toBe("BIG");
  });
});

describe("checkedItem sanitises an article's HTML (docs/decisions/0007-server-html-is-sanitised.md)", () => {
  const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  const withHtml = (html: string) => {
    const item = seedItem("articles");
    return checkedItem({ ...item, content: JSON.stringify({ ...item.parsed, article: html }) }, languages).content as { article: string };
  };

  it("drops script, event handlers, style and javascript: links, keeping the text and the allowed tags", () => {
    const html =
      '<h2 style="color:red">Moni</h2><p onclick="steal()">Tsatirani<script>alert(1)</script> <a href="javascript:alert(1)">apa</a></p><img src="/x.png" onerror="steal()">';
    expect(withHtml(html).article).toBe('<h2>Moni</h2><p>Tsatirani <a>apa</a></p><img src="/x.png" />');
  });

  it("keeps a base64 PNG, JPEG or WebP image and links within the app", () => {
    const html = `<p><img src="${png}" alt="Mwana" /><a href="/Home/Article/art-mala-play">Sewerani</a></p>`;
    expect(withHtml(html).article).toBe(html);
    for (const type of ["jpeg", "webp"])
      expect(withHtml(`<img src="data:image/${type};base64,AAAA" />`).article).toBe(`<img src="data:image/${type};base64,AAAA" />`);
  });

  it("refuses other data: URLs and images from other sites", () => {
    expect(withHtml('<p>a<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" />b</p>').article).toBe("<p>ab</p>");
    expect(withHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" />').article).toBe("");
    expect(withHtml('<a href="data:text/html,hi">x</a>').article).toBe("<a>x</a>");
    expect(withHtml('<img src="https://tracker.example/p.gif" /><img src="//tracker.example/p.gif" />').article).toBe("");
  });
});
