import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UI_TEXTS_EN } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { SEED_DEPLOYMENTS, type SeedDeployment } from "./deployments.js";

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../apps/web/src");

/** Every .tsx file of the web app, read once. */
function screens(dir = webSource): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : screens(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [fs.readFileSync(full, "utf8")] : [];
  });
}

/**
 * The translation keys a worker taps: the texts of buttons and links and their aria-labels, found in
 * the screens' source (a `<button …>` or `<Link …>` whose first content or aria-label is t("KEY")).
 */
function actionKeys(): string[] {
  const keys = new Set<string>();
  for (const source of screens()) {
    for (const match of source.matchAll(/<(button|Link|NavLink)\b([^>]*)>([\s\S]{0,200}?)<\/\1>/g)) {
      const [, , attributes, body] = match;
      for (const key of [...(attributes ?? "").matchAll(/aria-label=\{t\("([A-Z0-9_]+)"/g), ...(body ?? "").matchAll(/t\("([A-Z0-9_]+)"/g)]) keys.add(key[1]!);
    }
  }
  return [...keys].sort();
}

const textsOf = (deployment: SeedDeployment, language: string) =>
  Object.fromEntries(
    deployment.content
      .filter((c) => c.kind === "translations" && c.language === language)
      .map((c) => [c.key, (c.content as { translation: string }).translation]),
  );

const contentOf = (deployment: SeedDeployment, kind: string, language: string) => deployment.content.filter((c) => c.kind === kind && c.language === language);

describe("each deployment speaks each of its languages", () => {
  const actions = actionKeys();

  it("finds the action labels in the screens", () => {
    expect(actions).toEqual(expect.arrayContaining(["SAVE", "CLIENT_ARCHIVE", "DELETE", "NEW_CLIENT", "LOGIN", "NEXT", "BACK"]));
    expect(actions.length).toBeGreaterThan(40);
  });

  for (const deployment of SEED_DEPLOYMENTS) {
    for (const { languageCode } of deployment.languages) {
      it(`${deployment.app_identifier} ${languageCode}: two actions with different English labels never share a label`, () => {
        const texts = textsOf(deployment, languageCode);
        const byLabel = new Map<string, string[]>();
        for (const key of actions) {
          const label = (texts[key] ?? "").toLocaleLowerCase(languageCode);
          byLabel.set(label, [...(byLabel.get(label) ?? []), key]);
        }
        const clashes = [...byLabel.entries()]
          .filter(([, keys]) => new Set(keys.map((k) => UI_TEXTS_EN[k])).size > 1)
          .map(([label, keys]) => `"${label}": ${keys.join(", ")}`);
        expect(clashes).toEqual([]);
      });

      if (languageCode === "en") continue;

      it(`${deployment.app_identifier} ${languageCode}: its content exists in the language, and none of it is the English text`, () => {
        for (const kind of ["articles", "milestones", "hiapp_form", "categories"]) {
          const english = contentOf(deployment, kind, "en");
          const translated = new Map(contentOf(deployment, kind, languageCode).map((c) => [c.key, JSON.stringify(c.content)]));
          expect([...translated.keys()].sort(), kind).toEqual(english.map((c) => c.key).sort());
          for (const item of english) expect(translated.get(item.key), `${kind} ${item.key}`).not.toEqual(JSON.stringify(item.content));
        }
        expect(textsOf(deployment, languageCode).DEPLOYMENT_INTRO).not.toEqual(textsOf(deployment, "en").DEPLOYMENT_INTRO);
      });

      it(`${deployment.app_identifier} ${languageCode}: no article page, milestone or health-issue text is left in English`, () => {
        const englishTexts = new Set<string>();
        const collect = (value: unknown, into: Set<string>) => {
          if (typeof value === "string" && /\s/.test(value)) into.add(value);
          else if (Array.isArray(value)) value.forEach((v) => collect(v, into));
          else if (value && typeof value === "object") Object.values(value).forEach((v) => collect(v, into));
        };
        for (const kind of ["articles", "milestones", "hiapp_form"]) for (const item of contentOf(deployment, kind, "en")) collect(item.content, englishTexts);
        const translatedTexts = new Set<string>();
        for (const kind of ["articles", "milestones", "hiapp_form"])
          for (const item of contentOf(deployment, kind, languageCode)) collect(item.content, translatedTexts);
        expect([...translatedTexts].filter((text) => englishTexts.has(text))).toEqual([]);
      });
    }
  }
});
