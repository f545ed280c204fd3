import { UI_TEXTS_EN } from "@stepwise/domain";
import { HIAPP_ARTICLES, MALA_ARTICLES, REHABILITATION_ARTICLES, type SeedArticle } from "./articles.js";
import { APPROACH_CATEGORY, CLIENT_FORM, GENERIC_CLIENT, HI_FORM, MILESTONE_DOMAIN_CATEGORY, MILESTONE_FORM } from "./client-form.js";
import { HIAPP_TREE } from "./hiapp-tree.js";
import { MILESTONE_CHECKLISTS } from "./milestones.js";
import { UI_TEXTS_NL } from "./translations-nl.js";
import { UI_TEXTS_NY } from "./translations-ny.js";

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
  content: SeedContentItem[];
}

const translations = (language: string, texts: Readonly<Record<string, string>>): SeedContentItem[] =>
  Object.entries(texts).map(([identifier, translation]) => ({ kind: "translations", key: identifier, language, content: { identifier, translation } }));

const pages = ["Start", "About", "Article", "Navigation"].map((component, i) => ({ kind: "pages", key: String(i + 1), language: "", content: { id: String(i + 1), component } }));

const articles = (list: SeedArticle[]): SeedContentItem[] => list.map((a) => ({ kind: "articles", key: a.uuid, language: "en", content: a }));

const forms = (list: object[]): SeedContentItem[] => list.map((f) => ({ kind: "forms", key: (f as { formkey: string }).formkey, language: "", content: f }));

const categories = (list: Array<{ categorykey: string }>): SeedContentItem[] => list.map((c) => ({ kind: "categories", key: c.categorykey, language: "en", content: c }));

const milestones: SeedContentItem[] = MILESTONE_CHECKLISTS.map((m) => ({ kind: "milestones", key: m.id, language: "en", content: m }));

const formArticles = (pairs: Array<[string, string]>): SeedContentItem[] =>
  pairs.map(([formtype, articletype]) => ({ kind: "form_articles", key: formtype, language: "", content: { formtype, articletype } }));

const english = { id: "1", name: "English", languageCode: "en" };

/** The three deployments of spec 1, chosen by host: hiapp.localhost, mala.localhost, any other. */
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
      ...pages,
      ...forms([CLIENT_FORM, MILESTONE_FORM]),
      ...categories([APPROACH_CATEGORY, MILESTONE_DOMAIN_CATEGORY]),
      ...articles(REHABILITATION_ARTICLES),
      ...formArticles([["DEFAULT", "rehabilitation"], ["MILESTONE", "development"]]),
      ...milestones,
      { kind: "generic_clients", key: GENERIC_CLIENT.uuid, language: "", content: GENERIC_CLIENT },
    ],
  },
  {
    app_identifier: "MALA",
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
      ...pages,
      ...forms([MILESTONE_FORM]),
      ...categories([MILESTONE_DOMAIN_CATEGORY]),
      ...articles(MALA_ARTICLES),
      ...formArticles([["MILESTONE", "development"]]),
      ...milestones,
    ],
  },
  {
    app_identifier: "HIAPP",
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
      ...pages,
      ...forms([HI_FORM]),
      ...articles(HIAPP_ARTICLES),
      ...formArticles([["HI", "health"]]),
      { kind: "hiapp_form", key: "tree", language: "en", content: HIAPP_TREE },
    ],
  },
];
