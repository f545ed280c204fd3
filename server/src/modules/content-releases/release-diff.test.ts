import { describe, expect, it } from "vitest";
import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";
import type { ReleaseContent, ReleaseItem } from "./release-content.js";
import { releaseDiff } from "./release-diff.js";
import { seedContent } from "./seed-content.fixture.js";

type Content = Record<string, unknown>;

function item(content: ReleaseContent, kind: string, key: string, language = ""): ReleaseItem & { content: Content } {
  const found = content.items.find((i) => i.kind === kind && i.key === key && i.language === language);
  if (!found) throw new Error(`no ${kind} ${key} (${language})`);
  return found as ReleaseItem & { content: Content };
}

const fields = (content: ReleaseContent, key: string) => item(content, "generic_clients", key).content.clientFormFields as Content[];

describe("releaseDiff", () => {
  it("finds no change between two copies of each seed deployment", () => {
    for (const deployment of SEED_DEPLOYMENTS) {
      const a = seedContent(deployment.app_identifier);
      const b = seedContent(deployment.app_identifier);
      b.items.reverse();
      // As jsonb gives it back: the same object with its keys in another order.
      const first = b.items.find((i) => i.kind === "form_articles")!;
      first.content = Object.fromEntries(Object.entries(first.content as Content).reverse());
      expect(releaseDiff(a, b)).toEqual([]);
    }
  });

  it("reads a changed Chichewa article text and a field made mandatory as those two changes and nothing else", () => {
    const before = seedContent("MALA");
    const after = seedContent("MALA");
    item(after, "articles", "art-mala-play", "ny").content.article = "<h2>Sewerani tsiku lililonse</h2><p>Ana amaphunzira posewera.</p>";
    fields(after, "carer-client").find((f) => f.clientField === "village")!.mandatory = true;
    expect(releaseDiff(before, after)).toEqual([
      { where: "Client form · village · mandatory", change: "changed", before: "off", after: "on" },
      {
        where: "Article art-mala-play (ny) · text",
        change: "changed",
        before:
          "Sewerani tsiku lililonse Ana amaphunzira posewera. Yankhulani, imbani ndi kusewera ndi mwana wanu pa ntchito za tsiku ndi tsiku: tchulani zinthu zomwe mukugwiritsa ntchito, ndipo lolani mwana kuthand…", // cut at 200 characters,
        after: "Sewerani tsiku lililonse Ana amaphunzira posewera.",
      },
    ]);
  });

  it("names settings changes field by field: title, flags, languages and regions added, removed or renamed, form types", () => {
    const before = seedContent("MALA");
    const after = seedContent("MALA");
    after.settings.app_title = "Stepwise Malaŵi";
    after.settings.login = true;
    after.settings.metadata.text2speech = false;
    after.settings.languages.push({ id: "4", name: "Tumbuka", languageCode: "tum" });
    after.settings.regions = after.settings.regions.filter((r) => r.id !== "13");
    after.settings.regions[0]!.name = "North";
    after.settings.forms.push({ formtype: "HI" });
    expect(releaseDiff(before, after)).toEqual([
      { where: "Settings · title", change: "changed", before: "Stepwise Malawi", after: "Stepwise Malaŵi" },
      { where: "Settings · login", change: "changed", before: "off", after: "on" },
      { where: "Settings · read aloud", change: "changed", before: "on", after: "off" },
      { where: "Settings · language tum", change: "added", before: null, after: "Tumbuka (id 4)" },
      { where: "Settings · region 11", change: "changed", before: "Northern Region (country 265)", after: "North (country 265)" },
      { where: "Settings · region 13", change: "removed", before: "Southern Region (country 265)", after: null },
      { where: "Settings · form type HI", change: "added", before: null, after: "HI" },
    ]);
  });

  it("lists texts, client form fields, articles, milestones and the health-issue tree in that order, by item", () => {
    const before = seedContent("MALA");
    const after = seedContent("MALA");
    item(after, "translations", "WELCOME", "ny").content.translation = "Moni!";
    after.items = after.items.filter((i) => !(i.kind === "translations" && i.key === "REGION_13"));
    after.items.push({ kind: "translations", key: "FIELD_PHONE", language: "ny", content: { identifier: "FIELD_PHONE", translation: "Foni" } });
    const form = fields(after, "carer-client");
    form.push({ ...form[3], uuid: "field-phone", clientField: "phone", component: "text", mandatory: false });
    form.splice(
      form.findIndex((f) => f.clientField === "siblings"),
      1,
    );
    (form.find((f) => f.clientField === "gender")!.categories as Content[]).push({ id: "3", text_input: null });
    const checklist = item(after, "milestones", "12-language", "ny").content;
    (checklist.indicators as Content[])[0]!.text = "Amatsanzikana";
    const where = releaseDiff(before, after).map((c) => `${c.change} ${c.where}`);
    expect(where).toEqual([
      "added Text FIELD_PHONE (ny)",
      "removed Text REGION_13 (ny)",
      "changed Text WELCOME (ny)",
      "changed Client form · gender · choices",
      "removed Client form · siblings",
      "added Client form · phone",
      "changed Milestones 12-language (ny) · indicator 12-language-1",
    ]);
    const changes = releaseDiff(before, after);
    expect(changes.find((c) => c.where === "Client form · gender · choices")).toMatchObject({ before: "1, 2", after: "1, 2, 3" });
    expect(changes.find((c) => c.where === "Client form · phone")).toMatchObject({ before: null, after: "text field" });
  });

  it("names a moved field as one change, not every field after it", () => {
    const before = seedContent("MALA");
    const after = seedContent("MALA");
    const form = fields(after, "carer-client");
    form.push(
      form.splice(
        form.findIndex((f) => f.clientField === "name"),
        1,
      )[0]!,
    );
    expect(releaseDiff(before, after).map((c) => [c.where, c.before, c.after])).toEqual([["Client form · name · order", "1", "7"]]);
    // Two swapped: one of them moved.
    const swapped = seedContent("MALA");
    const list = fields(swapped, "carer-client");
    [list[2], list[3]] = [list[3]!, list[2]!];
    expect(releaseDiff(before, swapped).map((c) => [c.where, c.before, c.after])).toEqual([["Client form · gender · order", "3", "4"]]);
  });

  it("abbreviates a long text to 200 characters ending in …, and names a change of images only", () => {
    const before = seedContent("MALA");
    const after = seedContent("MALA");
    const long = "Mawu ".repeat(100);
    item(after, "articles", "art-mala-welcome", "en").content.article = `<p>${long}</p>`;
    const play = item(after, "articles", "art-mala-play", "en").content;
    play.article = `${String(play.article)}<img src="data:image/png;base64,AAAA" />`;
    const changes = releaseDiff(before, after);
    expect(changes.map((c) => c.where)).toEqual(["Article art-mala-play (en) · layout or images", "Article art-mala-welcome (en) · text"]);
    const text = changes[1]!.after!;
    expect([...text].length).toBe(200);
    expect(text.endsWith("…")).toBe(true);
    expect(text.startsWith("Mawu Mawu")).toBe(true);
  });

  it("names the health-issue tree by node and a page or category by item", () => {
    const before = seedContent("HIAPP");
    const after = seedContent("HIAPP");
    const tree = item(after, "hiapp_form", "tree", "nl").content as { hiapp_subjects: { hi_issues: { label: string }[] }[] };
    tree.hiapp_subjects[0]!.hi_issues[0]!.label = "Diarree";
    item(after, "pages", "2").content.component = "Navigation";
    const firstIssue = "101"; // the seed tree's first health issue (hiapp-tree.ts)
    expect(releaseDiff(before, after)).toEqual([
      { where: "Page 2 · component", change: "changed", before: "About", after: "Navigation" },
      { where: `Health issues tree (nl) · subject 1 · issue ${firstIssue}`, change: "changed", before: "Diarree in het gezin", after: "Diarree" },
    ]);
  });
});
