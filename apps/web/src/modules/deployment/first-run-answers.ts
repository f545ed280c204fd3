import { FIRST_RUN_ANSWERS_ID } from "@stepwise/domain";
import type { CurrentApplicationQuery } from "../../generated/graphql.js";

/** What a first run asks before its welcome, as the page brought it (docs/worker-phone.md, "A weak link"). */
export interface FirstRunAnswers {
  application: CurrentApplicationQuery["application"];
  language: string;
  translations: Array<{ identifier: string; translation: string }>;
}

let taken: FirstRunAnswers | null | undefined;

/**
 * The page's first-run answers, read once and taken out of the page; null when it brought none (the
 * service worker's copy of the page, an older server) or they are not what a first run needs: the
 * app then asks the server, as it always could.
 */
export function firstRunAnswers(): FirstRunAnswers | null {
  if (taken !== undefined) return taken;
  const element = document.getElementById(FIRST_RUN_ANSWERS_ID);
  element?.remove();
  taken = null;
  if (!element?.textContent) return taken;
  try {
    const given: unknown = JSON.parse(element.textContent);
    if (isFirstRunAnswers(given)) taken = given;
    else console.warn("the page's first-run answers are not what the app reads; it asks the server");
  } catch (error) {
    console.warn("the page's first-run answers are not JSON; the app asks the server", error);
  }
  return taken;
}

function isFirstRunAnswers(value: unknown): value is FirstRunAnswers {
  if (typeof value !== "object" || value === null) return false;
  const { application, language, translations } = value as Record<string, unknown>;
  if (typeof language !== "string" || !Array.isArray(translations)) return false;
  const isText = (t: unknown) =>
    typeof t === "object" &&
    t !== null &&
    typeof (t as Record<string, unknown>).identifier === "string" &&
    typeof (t as Record<string, unknown>).translation === "string";
  if (!translations.every(isText)) return false;
  if (typeof application !== "object" || application === null) return false;
  const app = application as Record<string, unknown>;
  return (
    typeof app.id === "number" &&
    typeof app.app_identifier === "string" &&
    typeof app.metadata === "object" &&
    app.metadata !== null &&
    Array.isArray(app.languages) &&
    Array.isArray(app.regions) &&
    Array.isArray(app.forms)
  );
}
