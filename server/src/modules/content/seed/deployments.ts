import { UI_TEXTS_EN, UI_TEXTS_NL, UI_TEXTS_NY } from "@stepwise/domain/texts";
import { HIAPP_ARTICLES, MALA_ARTICLES, REHABILITATION_ARTICLES, type SeedArticle } from "./articles.js";
import { APPROACH_CATEGORY, CARER_CLIENT, CLIENT_FORM, GENERIC_CLIENT, HI_FORM, MILESTONE_DOMAIN_CATEGORY, MILESTONE_FORM } from "./client-form.js";
import { HIAPP_NL, MALA_NY, REHABILITATION_NL, translatedArticles } from "./articles-translated.js";
import { HIAPP_TREE, HIAPP_TREE_NL } from "./hiapp-tree.js";
import { milestoneChecklists, type ChecklistTexts } from "./milestones.js";
import { BY_AGE_NL } from "./milestones-nl.js";
import { BY_AGE_NY } from "./milestones-ny.js";

export interface SeedContentItem {
  kind: string;
  key: string;
  language: string;
  content: unknown;
}

export interface SeedDeployment {
  app_identifier: string;
  host: string | null;
  app_title: string;
  login: boolean;
  version: string;
  metadata: { text2speech: boolean; userLogin: boolean; introText: string };
  languages: Array<{ id: string; name: string; languageCode: string }>;
  regions: Array<{ id: string; name: string; countryID: number }>;
  forms: Array<{ formtype: string }>;
  /** docs/operating.md, "The deployment's time zone": the IANA zone its days are counted in (none: UTC). */
  time_zone?: string;
  /** docs/product.md §4 "One reminder a day": the hour phones show the day's visits due (none: no reminder). */
  reminder_hour?: number;
  content: SeedContentItem[];
}

const translations = (language: string, texts: Readonly<Record<string, string>>): SeedContentItem[] =>
  Object.entries(texts).map(([identifier, translation]) => ({ kind: "translations", key: identifier, language, content: { identifier, translation } }));

const pages = ["Start", "About", "Article", "Navigation"].map((component, i) => ({
  kind: "pages",
  key: String(i + 1),
  language: "",
  content: { id: String(i + 1), component },
}));

const articles = (list: SeedArticle[], language = "en"): SeedContentItem[] => list.map((a) => ({ kind: "articles", key: a.uuid, language, content: a }));

const forms = (list: object[]): SeedContentItem[] => list.map((f) => ({ kind: "forms", key: (f as { formkey: string }).formkey, language: "", content: f }));

interface Category {
  categorykey: string;
  categoryitems: Array<{ id: string; translation: string }>;
}

/** A category in a language: each item's text from that language's OPTION_/MILESTONE_DOMAIN_ key. */
const categories = (list: Category[], language: string, texts: Readonly<Record<string, string>>): SeedContentItem[] =>
  list.map((c) => ({
    kind: "categories",
    key: c.categorykey,
    language,
    content: {
      ...c,
      categoryitems: c.categoryitems.map((item) => ({ ...item, translation: categoryText(c.categorykey, item.id, texts) ?? item.translation })),
    },
  }));

function categoryText(categorykey: string, id: string, texts: Readonly<Record<string, string>>): string | undefined {
  if (categorykey === "approach") return texts[`OPTION_APPROACH_${id}`];
  return texts[`MILESTONE_DOMAIN_${id.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}`];
}

/** The checklists in a language (English without texts given). */
const milestones = (language: string, byAge?: ChecklistTexts): SeedContentItem[] =>
  milestoneChecklists(byAge).map((m) => ({ kind: "milestones", key: m.id, language, content: m }));

/** The deployment's own texts (its introduction) besides the app's, per language. */
const ownTexts = (language: string, intro: string): SeedContentItem[] => translations(language, { DEPLOYMENT_INTRO: intro });

const formArticles = (pairs: Array<[string, string]>): SeedContentItem[] =>
  pairs.map(([formtype, articletype]) => ({ kind: "form_articles", key: formtype, language: "", content: { formtype, articletype } }));

const english = { id: "1", name: "English", languageCode: "en" };

/** The three deployments of docs/product.md §1, chosen by host: hiapp.localhost, mala.localhost, any other. */
export const SEED_DEPLOYMENTS: SeedDeployment[] = [
  {
    app_identifier: "default",
    host: null,
    app_title: "Stepwise",
    login: false,
    version: "2.05.0",
    metadata: { text2speech: true, userLogin: true, introText: "Rehabilitation support for workers and families" },
    languages: [english, { id: "2", name: "Nederlands", languageCode: "nl" }],
    regions: [
      { id: "1", name: "Noord", countryID: 31 },
      { id: "2", name: "Oost", countryID: 31 },
      { id: "3", name: "Zuid", countryID: 31 },
      { id: "4", name: "West", countryID: 31 },
    ],
    forms: [{ formtype: "DEFAULT" }, { formtype: "MILESTONE" }],
    content: [
      ...translations("en", UI_TEXTS_EN),
      ...translations("nl", UI_TEXTS_NL),
      ...ownTexts("en", "Rehabilitation support for workers and families"),
      ...ownTexts("nl", "Ondersteuning bij revalidatie voor werkers en gezinnen"),
      ...pages,
      ...forms([CLIENT_FORM, MILESTONE_FORM]),
      ...categories([APPROACH_CATEGORY, MILESTONE_DOMAIN_CATEGORY], "en", UI_TEXTS_EN),
      ...categories([APPROACH_CATEGORY, MILESTONE_DOMAIN_CATEGORY], "nl", UI_TEXTS_NL),
      ...articles(REHABILITATION_ARTICLES),
      ...articles(translatedArticles(REHABILITATION_ARTICLES, REHABILITATION_NL), "nl"),
      ...formArticles([
        ["DEFAULT", "rehabilitation"],
        ["MILESTONE", "development"],
      ]),
      ...milestones("en"),
      ...milestones("nl", BY_AGE_NL),
      { kind: "generic_clients", key: GENERIC_CLIENT.uuid, language: "", content: GENERIC_CLIENT },
    ],
  },
  {
    app_identifier: "MALA",
    time_zone: "Africa/Blantyre",
    reminder_hour: 7,
    host: "mala.localhost",
    app_title: "Stepwise Malawi",
    login: false,
    version: "2.05.0",
    metadata: { text2speech: true, userLogin: false, introText: "Follow your child's development, step by step" },
    languages: [english, { id: "3", name: "Chichewa", languageCode: "ny" }],
    regions: [
      { id: "11", name: "Northern Region", countryID: 265 },
      { id: "12", name: "Central Region", countryID: 265 },
      { id: "13", name: "Southern Region", countryID: 265 },
    ],
    forms: [{ formtype: "MILESTONE" }],
    content: [
      ...translations("en", UI_TEXTS_EN),
      ...translations("ny", UI_TEXTS_NY),
      ...ownTexts("en", "Follow your child's development, step by step"),
      ...ownTexts("ny", "Tsatirani kukula kwa mwana wanu, pang'onopang'ono"),
      ...translations("ny", { REGION_11: "Chigawo cha Kumpoto", REGION_12: "Chigawo Chapakati", REGION_13: "Chigawo cha Kummwera" }),
      ...pages,
      ...forms([MILESTONE_FORM]),
      ...categories([MILESTONE_DOMAIN_CATEGORY], "en", UI_TEXTS_EN),
      ...categories([MILESTONE_DOMAIN_CATEGORY], "ny", UI_TEXTS_NY),
      ...articles(MALA_ARTICLES),
      ...articles(translatedArticles(MALA_ARTICLES, MALA_NY), "ny"),
      ...formArticles([["MILESTONE", "development"]]),
      ...milestones("en"),
      ...milestones("ny", BY_AGE_NY),
      { kind: "generic_clients", key: CARER_CLIENT.uuid, language: "", content: CARER_CLIENT },
    ],
  },
  {
    app_identifier: "HIAPP",
    time_zone: "Europe/Amsterdam",
    reminder_hour: 7,
    host: "hiapp.localhost",
    app_title: "HIAPP",
    login: true,
    version: "2.05.0",
    metadata: { text2speech: false, userLogin: true, introText: "Practical solutions for health issues at home" },
    languages: [english, { id: "2", name: "Nederlands", languageCode: "nl" }],
    regions: [
      { id: "21", name: "Noord", countryID: 31 },
      { id: "22", name: "Zuid", countryID: 31 },
    ],
    forms: [{ formtype: "HI" }],
    content: [
      ...translations("en", UI_TEXTS_EN),
      ...translations("nl", UI_TEXTS_NL),
      ...ownTexts("en", "Practical solutions for health issues at home"),
      ...ownTexts("nl", "Praktische oplossingen voor gezondheidsproblemen thuis"),
      ...pages,
      ...forms([HI_FORM]),
      ...articles(HIAPP_ARTICLES),
      ...articles(translatedArticles(HIAPP_ARTICLES, HIAPP_NL), "nl"),
      ...formArticles([["HI", "health"]]),
      { kind: "hiapp_form", key: "tree", language: "en", content: HIAPP_TREE },
      { kind: "hiapp_form", key: "tree", language: "nl", content: HIAPP_TREE_NL },
      { kind: "generic_clients", key: CARER_CLIENT.uuid, language: "", content: CARER_CLIENT },
    ],
  },
];
