import type { ReleaseContent, ReleaseItem, ReleaseSettings } from "./release-content.js";
import { clientFormChanges, formChanges, healthIssueChanges, milestoneChanges } from "./release-diff-items.js";
import { abbreviate, change, compare, compareValues, htmlText, inLanguage, matchItems, obj, str, type ReleaseChange } from "./release-diff-text.js";

export type { ReleaseChange } from "./release-diff-text.js";

/**
 * What changed from one release to another, in an operator's words (docs/operator-console.md,
 * "What a draft is checked for"): settings first, then texts, the forms, articles and the rest, each
 * in a fixed order, so the same two releases always read the same.
 */
export function releaseDiff(from: ReleaseContent, to: ReleaseContent): ReleaseChange[] {
  const before = byKind(from.items);
  const after = byKind(to.items);
  const pair = (kind: string) => [before.get(kind) ?? [], after.get(kind) ?? []] as const;
  return [
    ...settingsChanges(from.settings, to.settings),
    ...textChanges(...pair("translations")),
    ...clientFormChanges(...pair("generic_clients")),
    ...formChanges(...pair("forms")),
    ...articleChanges(...pair("articles")),
    ...pageChanges(...pair("pages")),
    ...categoryChanges(...pair("categories")),
    ...itemChanges("Form articles", ...pair("form_articles")),
    ...milestoneChanges(...pair("milestones")),
    ...healthIssueChanges(...pair("hiapp_form")),
    ...otherKindChanges(before, after),
  ];
}

const KNOWN = ["translations", "generic_clients", "forms", "articles", "pages", "categories", "form_articles", "milestones", "hiapp_form"];

function byKind(items: ReleaseItem[]): Map<string, ReleaseItem[]> {
  const map = new Map<string, ReleaseItem[]>();
  for (const item of items) map.set(item.kind, [...(map.get(item.kind) ?? []), item]);
  return map;
}

const onOff = (value: boolean) => (value ? "on" : "off");

function settingsChanges(from: ReleaseSettings, to: ReleaseSettings): ReleaseChange[] {
  const changes: ReleaseChange[] = [];
  const field = (where: string, a: string | null, b: string | null) => {
    if (a !== b) changes.push(change(where, a, b));
  };
  field("Settings · title", from.app_title, to.app_title);
  field("Settings · login", onOff(from.login), onOff(to.login));
  field("Settings · read aloud", onOff(from.metadata.text2speech), onOff(to.metadata.text2speech));
  field("Settings · user login", onOff(from.metadata.userLogin), onOff(to.metadata.userLogin));
  field("Settings · introduction", from.metadata.introText, to.metadata.introText);
  const named = <T>(where: string, a: T[], b: T[], idOf: (x: T) => string, nameOf: (x: T) => string) => {
    const ids = [...new Set([...a.map(idOf), ...b.map(idOf)])];
    for (const id of ids) {
      const x = a.find((v) => idOf(v) === id);
      const y = b.find((v) => idOf(v) === id);
      field(`Settings · ${where} ${id}`, x ? nameOf(x) : null, y ? nameOf(y) : null);
    }
  };
  named(
    "language",
    from.languages,
    to.languages,
    (l) => l.languageCode,
    (l) => `${l.name} (id ${l.id})`,
  );
  named(
    "region",
    from.regions,
    to.regions,
    (r) => r.id,
    (r) => `${r.name}${r.countryID === null ? "" : ` (country ${r.countryID})`}`,
  );
  named(
    "form type",
    from.forms,
    to.forms,
    (f) => f.formtype,
    (f) => f.formtype,
  );
  return changes;
}

function textChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, language, before: a, after: b }) => {
    const x = a ? str(obj(a.content).translation) : null;
    const y = b ? str(obj(b.content).translation) : null;
    return x === y ? [] : [change(`Text ${key}${inLanguage(language)}`, x === null ? null : abbreviate(x), y === null ? null : abbreviate(y))];
  });
}

const ARTICLE_FIELDS: [string, string][] = [
  ["page", "page"],
  ["parent_id", "parent"],
  ["childpages", "child pages"],
  ["default", "default"],
];

function articleChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, language, before: a, after: b }) => {
    const where = `Article ${key}${inLanguage(language)}`;
    if (!a || !b)
      return [change(where, a ? abbreviate(htmlText(str(obj(a.content).article))) : null, b ? abbreviate(htmlText(str(obj(b.content).article))) : null)];
    const x = obj(a.content);
    const y = obj(b.content);
    const changes: ReleaseChange[] = [];
    const textA = htmlText(str(x.article));
    const textB = htmlText(str(y.article));
    if (textA !== textB) changes.push(change(`${where} · text`, abbreviate(textA), abbreviate(textB)));
    else if (x.article !== y.article) changes.push(change(`${where} · layout or images`, abbreviate(str(x.article)), abbreviate(str(y.article))));
    for (const [field, name] of ARTICLE_FIELDS) changes.push(...compareValues(`${where} · ${name}`, x[field], y[field]));
    return changes;
  });
}

function pageChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, before: a, after: b }) =>
    compareValues(`Page ${key} · component`, a ? obj(a.content).component : undefined, b ? obj(b.content).component : undefined),
  );
}

function categoryChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, language, before: a, after: b }) => {
    const where = `Category ${key}${inLanguage(language)}`;
    if (!a || !b) return [change(where, a ? "category" : null, b ? "category" : null)];
    const items = (item: ReleaseItem) => (Array.isArray(obj(item.content).categoryitems) ? (obj(item.content).categoryitems as unknown[]).map(obj) : []);
    const x = items(a);
    const y = items(b);
    const ids = [...new Set([...x.map((i) => str(i.id)), ...y.map((i) => str(i.id))])];
    return ids.flatMap((id) => {
      const i = x.find((v) => str(v.id) === id);
      const j = y.find((v) => str(v.id) === id);
      if (!i || !j) return [change(`${where} · item ${id}`, i ? str(i.translation) : null, j ? str(j.translation) : null)];
      return ["translation", "imagepath", "trees", "followup"].flatMap((field) => compareValues(`${where} · item ${id} · ${field}`, i[field], j[field]));
    });
  });
}

/** Any item compared as a whole (its JSON abbreviated). */
function itemChanges(label: string, before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, language, before: a, after: b }) =>
    compareValues(`${label} · ${key}${inLanguage(language)}`, a?.content, b?.content),
  );
}

function otherKindChanges(before: Map<string, ReleaseItem[]>, after: Map<string, ReleaseItem[]>): ReleaseChange[] {
  const kinds = [...new Set([...before.keys(), ...after.keys()])].filter((k) => !KNOWN.includes(k)).sort(compare);
  return kinds.flatMap((kind) => itemChanges(kind, before.get(kind) ?? [], after.get(kind) ?? []));
}
