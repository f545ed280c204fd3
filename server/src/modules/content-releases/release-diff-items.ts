import { clientFieldLabelKey } from "@stepwise/domain";
import type { ReleaseItem } from "./release-content.js";
import { change, compare, compareValues, inLanguage, matchItems, obj, str, type ReleaseChange } from "./release-diff-text.js";

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(obj) : []);
const onOff = (value: unknown) => (value === true ? "on" : "off");

/**
 * The client form's fields (generic_clients), by field: added or removed, and each of mandatory,
 * label key, kind, choices and order: a field is named as moved when it left the longest run of
 * fields that kept their order among those both releases have (one field moved is one change). "Client form · phone · mandatory" off → on.
 */
export function clientFormChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  const several = new Set([...before, ...after].map((i) => i.key)).size > 1;
  return matchItems(before, after).flatMap(({ key, before: a, after: b }) => {
    const form = several ? `Client form ${key}` : "Client form";
    const x = list(obj(a?.content).clientFormFields);
    const y = list(obj(b?.content).clientFormFields);
    const name = (field: Record<string, unknown>) => str(field.clientField) || str(field.uuid);
    const names = [...new Set([...x.map(name), ...y.map(name)])];
    // A field's order among the fields both releases have: adding or removing one moves no other.
    const kept = (fields: Record<string, unknown>[], other: Record<string, unknown>[]) => fields.map(name).filter((n) => other.some((f) => name(f) === n));
    const keptBefore = kept(x, y);
    const keptAfter = kept(y, x);
    const stayed = longestCommonOrder(keptBefore, keptAfter);
    return names.flatMap((fieldName) => {
      const where = `${form} · ${fieldName}`;
      const p = x.find((f) => name(f) === fieldName);
      const q = y.find((f) => name(f) === fieldName);
      const summary = (f: Record<string, unknown>) => `${str(f.component)} field${f.mandatory === true ? ", mandatory" : ""}`;
      if (!p || !q) return [change(where, p ? summary(p) : null, q ? summary(q) : null)];
      const choices = (f: Record<string, unknown>) => list(f.categories).map((c) => str(c.id));
      return [
        ...compareValues(`${where} · mandatory`, onOff(p.mandatory), onOff(q.mandatory)),
        ...compareValues(`${where} · label`, clientFieldLabelKey(p), clientFieldLabelKey(q)),
        ...compareValues(`${where} · kind`, p.component, q.component),
        ...compareValues(`${where} · choices`, choices(p), choices(q)),
        ...(stayed.has(fieldName) ? [] : [change(`${where} · order`, String(keptBefore.indexOf(fieldName) + 1), String(keptAfter.indexOf(fieldName) + 1))]),
      ];
    });
  });
}

/** The names in the longest sequence both lists hold in the same order (the fields that did not move). */
function longestCommonOrder(a: string[], b: string[]): Set<string> {
  const lengths = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < a.length && j < b.length ? lengths[i]![j]! : 0);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

/** The forms' pages, by page: what each page shows (its elements, in order). */
export function formChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, before: a, after: b }) => {
    const where = `Form ${key}`;
    if (!a || !b) return [change(where, a ? str(obj(a.content).formtype) : null, b ? str(obj(b.content).formtype) : null)];
    const changes = compareValues(`${where} · type`, obj(a.content).formtype, obj(b.content).formtype);
    const x = list(obj(a.content).formpages);
    const y = list(obj(b.content).formpages);
    const ids = [...new Set([...x.map((p) => str(p.id)), ...y.map((p) => str(p.id))])];
    const elements = (page: Record<string, unknown> | undefined) => (page ? list(page.formpagelements).map((e) => `${str(e.entity)} ${str(e.id)}`) : undefined);
    for (const id of ids) {
      changes.push(...compareValues(`${where} · page ${id}`, elements(x.find((p) => str(p.id) === id)), elements(y.find((p) => str(p.id) === id))));
    }
    return changes;
  });
}

/** The milestone checklists, by checklist and indicator. */
export function milestoneChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, language, before: a, after: b }) => {
    const where = `Milestones ${key}${inLanguage(language)}`;
    const title = (item: ReleaseItem) => `${str(obj(item.content).domain)}, ${str(obj(item.content).ageMonths)} months`;
    if (!a || !b) return [change(where, a ? title(a) : null, b ? title(b) : null)];
    const changes = [
      ...compareValues(`${where} · age in months`, obj(a.content).ageMonths, obj(b.content).ageMonths),
      ...compareValues(`${where} · domain`, obj(a.content).domain, obj(b.content).domain),
    ];
    const x = list(obj(a.content).indicators);
    const y = list(obj(b.content).indicators);
    const ids = [...new Set([...x.map((i) => str(i.id)), ...y.map((i) => str(i.id))])];
    for (const id of ids) {
      const text = (items: Record<string, unknown>[]) => {
        const found = items.find((i) => str(i.id) === id);
        return found ? str(found.text) : undefined;
      };
      changes.push(...compareValues(`${where} · indicator ${id}`, text(x), text(y)));
    }
    return changes;
  });
}

/** The health-issue tree, by subject, issue, cause and solution: each one's label (and prescription). */
export function healthIssueChanges(before: ReleaseItem[], after: ReleaseItem[]): ReleaseChange[] {
  return matchItems(before, after).flatMap(({ key, language, before: a, after: b }) => {
    const x = treeNodes(a?.content);
    const y = treeNodes(b?.content);
    const where = (path: string) => `Health issues ${key}${inLanguage(language)} · ${path}`;
    const paths = [...new Set([...x.keys(), ...y.keys()])].sort(compare);
    return paths.flatMap((path) => compareValues(where(path), x.get(path), y.get(path)));
  });
}

/** Each node of the tree by its path (subject order, then the ids of issue, cause and solution, each named), as one line. */
function treeNodes(content: unknown): Map<string, string> {
  const nodes = new Map<string, string>();
  for (const subject of list(obj(content).hiapp_subjects)) {
    const s = `subject ${str(subject.order)}`;
    nodes.set(s, str(subject.label));
    for (const issue of list(subject.hi_issues)) {
      const i = `${s} · issue ${str(issue.id)}`;
      nodes.set(i, str(issue.label));
      for (const cause of list(issue.hi_causes)) {
        const c = `${i} · cause ${str(cause.id)}`;
        nodes.set(c, str(cause.label));
        for (const solution of list(cause.hi_solutions)) {
          const prescription = solution.prescriptionTxt ? `: ${str(solution.prescriptionTxt)}` : "";
          nodes.set(`${c} · solution ${str(solution.id)}`, `${str(solution.label)}${prescription}`);
        }
      }
    }
  }
  return nodes;
}
