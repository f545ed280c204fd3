import { FIRST_RUN_ANSWERS_ID } from "@stepwise/domain";

/**
 * The first run's answers written into a navigation's page (graphql/first-run-answers.ts makes them;
 * docs/worker-phone.md, "A weak link").
 */

/** A page is never held longer than this for them: without them the app asks as before. */
export const FIRST_RUN_ANSWERS_TIMEOUT_MS = 1000;

/**
 * The JSON written into the page as a data block: every `<`, `>` and `&` and the two line separators
 * escaped, so no text of the deployment's (an operator's) can end the element or start markup.
 */
export function dataBlock(json: string): string {
  const escaped = json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script type="application/json" id="${FIRST_RUN_ANSWERS_ID}">${escaped}</script>`;
}
