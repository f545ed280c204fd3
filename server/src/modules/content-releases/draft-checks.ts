import { clientFieldLabelKey } from "@stepwise/domain";
import type { ReleaseContent, ReleaseItem, ReleaseSettings } from "./release-content.js";
import { CHOICE_COMPONENTS } from "./item-shapes.js";
import { articleLinks } from "./article-links.js";

/**
 * What stops a draft from being published (docs/operator-console.md, "What a draft is checked for"):
 * each problem says where, in words an operator knows, and what is wrong.
 */
export interface DraftProblem {
  where: string;
  message: string;
}

export const FORM_TYPES = ["DEFAULT", "MILESTONE", "HI"];

export function draftProblems(content: ReleaseContent): DraftProblem[] {
  const index = new ContentIndex(content);
  // Settings in their own order; the rest by where, so the list does not follow the order items were stored in.
  const byWhere = (problems: DraftProblem[]) => problems.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0));
  return [
    ...settingsProblems(content.settings),
    ...byWhere(clientFormProblems(index)),
    ...byWhere(formProblems(index)),
    ...byWhere(categoryProblems(index)),
    ...byWhere(articleProblems(index)),
  ];
}

export interface MissingTexts {
  language: string;
  count: number;
  keys: string[];
}

/** Per language of the deployment: the text keys some other language has and this one lacks. */
export function missingTexts(content: ReleaseContent): MissingTexts[] {
  const byLanguage = new Map<string, Set<string>>();
  const all = new Set<string>();
  const codes = new Set(content.settings.languages.map((l) => l.languageCode));
  for (const item of content.items) {
    // Texts left in a language the deployment no longer has do not count as missing elsewhere.
    if (item.kind !== "translations" || !codes.has(item.language)) continue;
    all.add(item.key);
    const keys = byLanguage.get(item.language) ?? new Set<string>();
    keys.add(item.key);
    byLanguage.set(item.language, keys);
  }
  return content.settings.languages.map(({ languageCode }) => {
    const have = byLanguage.get(languageCode) ?? new Set<string>();
    const keys = [...all].filter((key) => !have.has(key)).sort();
    return { language: languageCode, count: keys.length, keys };
  });
}

/** The items of a release looked up by kind, key and language. */
class ContentIndex {
  readonly languages: { code: string; name: string }[];
  private readonly byKind = new Map<string, ReleaseItem[]>();
  private readonly keys = new Set<string>();

  constructor(readonly content: ReleaseContent) {
    this.languages = content.settings.languages.map((l) => ({ code: l.languageCode, name: l.name || l.languageCode }));
    for (const item of content.items) {
      const list = this.byKind.get(item.kind) ?? [];
      list.push(item);
      this.byKind.set(item.kind, list);
      this.keys.add(`${item.kind}\u0000${item.key}\u0000${item.language}`);
    }
  }

  of(kind: string): ReleaseItem[] {
    return this.byKind.get(kind) ?? [];
  }

  has(kind: string, key: string, language: string): boolean {
    return this.keys.has(`${kind}\u0000${key}\u0000${language}`);
  }

  hasKey(kind: string, key: string): boolean {
    return this.of(kind).some((item) => item.key === key);
  }
}

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(obj) : []);
const str = (value: unknown): string => (typeof value === "string" ? value : value === null || value === undefined ? "" : JSON.stringify(value));

function settingsProblems(settings: ReleaseSettings): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (settings.languages.length === 0) problems.push({ where: "Settings · languages", message: "the deployment has no language" });
  const codes = new Set<string>();
  settings.languages.forEach((language, i) => {
    const where = `Settings · language ${language.languageCode || i + 1}`;
    if (!language.name.trim()) problems.push({ where, message: "the language has no name" });
    if (!language.languageCode.trim()) problems.push({ where, message: "the language has no code" });
    else if (codes.has(language.languageCode)) problems.push({ where, message: `language code ${language.languageCode} is there twice` });
    codes.add(language.languageCode);
  });
  const regionIds = new Set<string>();
  settings.regions.forEach((region) => {
    const where = `Settings · region ${region.id}`;
    if (!region.name.trim()) problems.push({ where, message: "the region has no name" });
    if (regionIds.has(region.id)) problems.push({ where, message: `region id ${region.id} is there twice` });
    regionIds.add(region.id);
  });
  for (const { formtype } of settings.forms) {
    if (!FORM_TYPES.includes(formtype)) {
      problems.push({ where: `Settings · form type ${formtype}`, message: `a form type is one of ${FORM_TYPES.join(", ")}` });
    }
  }
  return problems;
}

/** The client fields the app is built on: a client form without one of them would make clients it cannot show. */
const KEPT_CLIENT_FIELDS: Readonly<Record<string, string>> = {
  name: "the client list, search and reports name clients by it",
  birthdate: "ages and the milestone checklists are counted from it",
};

/**
 * A mandatory field needs its label (a text key) in every language; a field with choices needs
 * choices; the name and birth date stay, and the name stays mandatory.
 */
function clientFormProblems(index: ContentIndex): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const client of index.of("generic_clients")) {
    const clientFields = list(obj(client.content).clientFormFields);
    for (const [kept, why] of Object.entries(KEPT_CLIENT_FIELDS)) {
      const field = clientFields.find((f) => str(f.clientField) === kept);
      if (!field) problems.push({ where: `Client form · ${kept}`, message: `the client form must keep the ${kept} field: ${why}` });
      else if (kept === "name" && field.mandatory !== true)
        problems.push({ where: "Client form · name · mandatory", message: `the name stays mandatory: ${why}` });
    }
    for (const field of clientFields) {
      const name = str(field.clientField) || str(field.uuid);
      if (field.mandatory === true) {
        const labelKey = clientFieldLabelKey(field);
        for (const language of index.languages) {
          if (!index.has("translations", labelKey, language.code)) {
            problems.push({
              where: `Client form · ${name} · label (${language.code})`,
              message: `a mandatory field without its label text ${labelKey} in ${language.name}`,
            });
          }
        }
      }
      if (CHOICE_COMPONENTS.includes(str(field.component)) && list(field.categories).length === 0) {
        problems.push({ where: `Client form · ${name} · choices`, message: `a ${str(field.component)} field without choices` });
      }
    }
  }
  return problems;
}

/** What a form page element names must exist: a client field, a category, the health-issue tree. */
function formProblems(index: ContentIndex): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const clientFields = new Set(index.of("generic_clients").flatMap((c) => list(obj(c.content).clientFormFields).map((f) => str(f.clientField))));
  for (const formItem of index.of("forms")) {
    for (const page of list(obj(formItem.content).formpages)) {
      for (const element of list(page.formpagelements)) {
        const entity = str(element.entity);
        const id = str(element.id);
        const where = `Form ${formItem.key} · page ${str(page.id)} · ${entity} ${id}`;
        if (entity === "clientField" && !clientFields.has(id)) problems.push({ where, message: `no client form field ${id}` });
        if (entity === "flowelement" && !index.hasKey("categories", id)) problems.push({ where, message: `no category ${id}` });
        if (entity === "hiapp_subjects" && !index.hasKey("hiapp_form", id)) problems.push({ where, message: `no health-issue tree ${id}` });
      }
    }
  }
  return problems;
}

/** A category item leads to a form page or a milestone domain that must exist. */
function categoryProblems(index: ContentIndex): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const formPages = new Set(index.of("forms").flatMap((f) => list(obj(f.content).formpages).map((p) => str(p.id))));
  const domains = new Set(index.of("milestones").map((m) => str(obj(m.content).domain)));
  for (const category of index.of("categories")) {
    for (const item of list(obj(category.content).categoryitems)) {
      const followup = obj(item.followup);
      const target = str(followup.category_id);
      const where = `Category ${category.key} (${category.language}) · item ${str(item.id)}`;
      if (followup.followuptype === "formpage" && !formPages.has(target))
        problems.push({ where, message: `leads to form page ${target}, which does not exist` });
      if (followup.followuptype === "milestonecategory" && !domains.has(target)) {
        problems.push({ where, message: `leads to milestone domain ${target}, which has no checklist` });
      }
    }
  }
  return problems;
}

/** An article's page kind, parent, child pages and links must name what exists in its language. */
function articleProblems(index: ContentIndex): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const pageKinds = new Set(index.of("pages").map((p) => str(obj(p.content).component)));
  for (const item of index.of("articles")) {
    const article = obj(item.content);
    const at = `Article ${item.key} (${item.language})`;
    const exists = (uuid: string) => index.has("articles", uuid, item.language);
    const page = str(article.page);
    if (page && !pageKinds.has(page)) problems.push({ where: `${at} · page`, message: `page ${page} does not exist` });
    const parent = str(article.parent_id);
    if (parent && !exists(parent)) problems.push({ where: `${at} · parent`, message: `parent article ${parent} does not exist in this language` });
    for (const child of Array.isArray(article.childpages) ? article.childpages.map(str) : []) {
      if (!exists(child)) problems.push({ where: `${at} · child page ${child}`, message: `article ${child} does not exist in this language` });
    }
    for (const link of articleLinks(str(article.article))) {
      if (link.uuid !== null && exists(link.uuid)) continue;
      // /Home/Start/x and /Home/About/x land on the deployment's article of that kind when x is not one.
      if (link.fallbackKind && index.of("articles").some((a) => a.language === item.language && str(obj(a.content).page) === link.fallbackKind)) continue;
      const target = link.uuid ?? link.href;
      problems.push({ where: `${at} · link to page ${target}`, message: `the link ${link.href} leads to nothing` });
    }
  }
  return problems;
}
