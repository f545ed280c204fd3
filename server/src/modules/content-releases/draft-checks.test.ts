import { describe, expect, it } from "vitest";
import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";
import { draftProblems, missingTexts } from "./draft-checks.js";
import type { ReleaseContent, ReleaseItem } from "./release-content.js";
import { seedContent } from "./seed-content.fixture.js";

type Content = Record<string, unknown>;

function item(content: ReleaseContent, kind: string, key: string, language = ""): ReleaseItem & { content: Content } {
  const found = content.items.find((i) => i.kind === kind && i.key === key && i.language === language);
  if (!found) throw new Error(`no ${kind} ${key} (${language})`);
  return found as ReleaseItem & { content: Content };
}

const without = (content: ReleaseContent, kind: string, key: string, language = "") => {
  content.items = content.items.filter((i) => !(i.kind === kind && i.key === key && i.language === language));
};

const fields = (content: ReleaseContent, key: string) => item(content, "generic_clients", key).content.clientFormFields as Content[];

describe("draftProblems", () => {
  it("finds nothing wrong in any seed deployment", () => {
    for (const deployment of SEED_DEPLOYMENTS) expect(draftProblems(seedContent(deployment.app_identifier))).toEqual([]);
  });

  it("names a mandatory client form field without its label text in a language of the deployment", () => {
    const mala = seedContent("MALA");
    fields(mala, "carer-client").push({ ...fields(mala, "carer-client")[3], uuid: "field-phone", clientField: "phone", component: "text", mandatory: true });
    mala.items.push({ kind: "translations", key: "FIELD_PHONE", language: "en", content: { identifier: "FIELD_PHONE", translation: "Phone" } });
    expect(draftProblems(mala)).toEqual([
      { where: "Client form · phone · label (ny)", message: "a mandatory field without its label text FIELD_PHONE in Chichewa" },
    ]);
    // Not mandatory: a missing text is only counted (missingTexts), not a problem.
    fields(mala, "carer-client").at(-1)!.mandatory = false;
    expect(draftProblems(mala)).toEqual([]);
  });

  it("names a client form without its name or birth date field, and a name made optional", () => {
    const mala = seedContent("MALA");
    const carer = item(mala, "generic_clients", "carer-client").content;
    carer.clientFormFields = fields(mala, "carer-client").filter((f) => f.clientField !== "birthdate");
    fields(mala, "carer-client")[0]!.mandatory = false;
    expect(draftProblems(mala)).toEqual([
      { where: "Client form · birthdate", message: "the client form must keep the birthdate field: ages and the milestone checklists are counted from it" },
      { where: "Client form · name · mandatory", message: "the name stays mandatory: the client list, search and reports name clients by it" },
    ]);
    carer.clientFormFields = fields(mala, "carer-client").filter((f) => f.clientField !== "name");
    expect(draftProblems(mala).map((p) => p.where)).toContain("Client form · name");
  });

  it("names a field of a kind with choices but none", () => {
    const mala = seedContent("MALA");
    fields(mala, "carer-client")[2]!.categories = [];
    expect(draftProblems(mala)).toEqual([{ where: "Client form · gender · choices", message: "a radio field without choices" }]);
  });

  it("names a link in an article to an article or page that does not exist, and passes the ones that land", () => {
    const mala = seedContent("MALA");
    const welcome = item(mala, "articles", "art-mala-welcome", "ny");
    welcome.content.article =
      String(welcome.content.article) +
      '<p><a href="/Home/Article/art-mala-play">ok</a> <a href="/Home/Start/whatever">start</a> <a href="https://example.org">web</a>' +
      ' <a href="/Home/Article/99">gone</a> <a href="/Home/Navigation/art-none">nav</a></p>';
    expect(draftProblems(mala)).toEqual([
      { where: "Article art-mala-welcome (ny) · link to page 99", message: "the link /Home/Article/99 leads to nothing" },
      { where: "Article art-mala-welcome (ny) · link to page art-none", message: "the link /Home/Navigation/art-none leads to nothing" },
    ]);
    // A Start link lands on the deployment's start article; without one it leads nowhere.
    for (const language of ["en", "ny"]) item(mala, "articles", "art-mala-welcome", language).content.page = "Article";
    expect(draftProblems(mala).map((p) => p.where)).toContain("Article art-mala-welcome (ny) · link to page whatever");
  });

  it("names an article whose page, parent or child pages point at nothing in its language", () => {
    const mala = seedContent("MALA");
    without(mala, "articles", "art-mala-food", "ny");
    const play = item(mala, "articles", "art-mala-play", "ny");
    play.content.page = "Gallery";
    play.content.parent_id = "art-mala-old";
    expect(draftProblems(mala)).toEqual([
      { where: "Article art-mala-play (ny) · page", message: "page Gallery does not exist" },
      { where: "Article art-mala-play (ny) · parent", message: "parent article art-mala-old does not exist in this language" },
      { where: "Article art-mala-welcome (ny) · child page art-mala-food", message: "article art-mala-food does not exist in this language" },
    ]);
  });

  it("names a category item leading to a form page or milestone domain that does not exist", () => {
    const standard = seedContent("default");
    (item(standard, "categories", "approach", "nl").content.categoryitems as Content[])[1]!.followup = { followuptype: "formpage", category_id: "9" };
    standard.items = standard.items.filter((i) => !(i.kind === "milestones" && (i.content as Content).domain === "language"));
    expect(draftProblems(standard)).toEqual([
      { where: "Category approach (nl) · item 80", message: "leads to form page 9, which does not exist" },
      { where: "Category milestone-domains (en) · item language", message: "leads to milestone domain language, which has no checklist" },
      { where: "Category milestone-domains (nl) · item language", message: "leads to milestone domain language, which has no checklist" },
    ]);
  });

  it("names a form page element naming a client field, category or health-issue tree that does not exist", () => {
    const standard = seedContent("default");
    fields(standard, "generic-client").splice(3, 1); // village
    without(standard, "categories", "approach", "en");
    without(standard, "categories", "approach", "nl");
    const hiapp = seedContent("HIAPP");
    without(hiapp, "hiapp_form", "tree", "en");
    without(hiapp, "hiapp_form", "tree", "nl");
    expect(draftProblems(standard)).toEqual([
      { where: "Form client · page 1 · clientField village", message: "no client form field village" },
      { where: "Form client · page 2 · flowelement approach", message: "no category approach" },
    ]);
    expect(draftProblems(hiapp)).toEqual([{ where: "Form health-issue · page 1 · hiapp_subjects tree", message: "no health-issue tree tree" }]);
  });

  it("names settings without a language, nameless or doubled languages and regions, and unknown form types", () => {
    const mala = seedContent("MALA");
    mala.settings.languages = [];
    expect(draftProblems(mala)).toContainEqual({ where: "Settings · languages", message: "the deployment has no language" });
    const hiapp = seedContent("HIAPP");
    hiapp.settings.languages.push({ id: "9", name: " ", languageCode: "nl" });
    hiapp.settings.regions[1]!.name = "";
    hiapp.settings.regions.push({ id: "21", name: "Midden", countryID: 31 });
    hiapp.settings.forms.push({ formtype: "SURVEY" });
    expect(draftProblems(hiapp)).toEqual([
      { where: "Settings · language nl", message: "the language has no name" },
      { where: "Settings · language nl", message: "language code nl is there twice" },
      { where: "Settings · region 22", message: "the region has no name" },
      { where: "Settings · region 21", message: "region id 21 is there twice" },
      { where: "Settings · form type SURVEY", message: "a form type is one of DEFAULT, MILESTONE, HI" },
    ]);
  });
});

describe("missingTexts", () => {
  it("counts and lists, per language of the deployment, the text keys another language has", () => {
    const mala = seedContent("MALA");
    without(mala, "translations", "WELCOME", "ny");
    without(mala, "translations", "GO_HOME", "ny");
    expect(missingTexts(mala)).toEqual([
      { language: "en", count: 3, keys: ["REGION_11", "REGION_12", "REGION_13"] },
      { language: "ny", count: 2, keys: ["GO_HOME", "WELCOME"] },
    ]);
  });

  it("leaves out texts of a language the deployment no longer has", () => {
    const mala = seedContent("MALA");
    mala.items.push({ kind: "translations", key: "ONLY_FRENCH", language: "fr", content: { identifier: "ONLY_FRENCH", translation: "Bonjour" } });
    expect(missingTexts(mala).map((m) => m.keys)).toEqual([["REGION_11", "REGION_12", "REGION_13"], []]);
  });

  it("counts a language of the deployment without any text as missing every key", () => {
    const standard = seedContent("default");
    standard.settings.languages.push({ id: "7", name: "Français", languageCode: "fr" });
    const fr = missingTexts(standard).find((m) => m.language === "fr")!;
    expect(fr.count).toBe(new Set(standard.items.filter((i) => i.kind === "translations").map((i) => i.key)).size);
    expect(fr.keys).toEqual([...fr.keys].sort());
    expect(missingTexts(standard).filter((m) => m.language !== "fr")).toEqual([
      { language: "en", count: 0, keys: [] },
      { language: "nl", count: 0, keys: [] },
    ]);
  });
});
