import { addTypenameToDocument } from "@apollo/client/utilities";
import { print } from "graphql";
import { DownloadRecordsDocument } from "../../apps/web/src/generated/graphql.js";

/** Every page of the app's own download query (with the __typename fields Apollo adds), from Node: a first sync's raw baseline. */
export async function downloadAll(baseUrl: string, token: string): Promise<{ records: unknown[]; pages: number; total: number }> {
  const query = print(addTypenameToDocument(DownloadRecordsDocument));
  const records: unknown[] = [];
  let after: string | null = null;
  let pages = 0;
  let total = 0;
  for (;;) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables: { after, first: 500, counts: pages === 0 } }),
    });
    const body = (await response.json()) as {
      data?: { downloadRecords: Record<string, unknown> & { cursor: string | null; hasMore: boolean; total?: number } };
      errors?: unknown;
    };
    if (!body.data) throw new Error(`downloadRecords failed: ${JSON.stringify(body.errors)}`);
    const page = body.data.downloadRecords;
    for (const value of Object.values(page)) if (Array.isArray(value)) records.push(...(value as unknown[]));
    if (pages === 0) total = page.total ?? 0;
    pages += 1;
    after = page.cursor;
    if (!page.hasMore) return { records, pages, total };
  }
}

/**
 * Notes the tap on the login button in the browser's clock (ms since the epoch), in sessionStorage:
 * a login starts the app again in the same tab (docs/shared-phone.md), so a value kept on `window`
 * or a time from this page's navigation start would be gone by the first sync's mark.
 */
export const NOTE_LOGIN_TAP = `document.addEventListener("click", (event) => {
  if (event.target.closest('[data-testid="login-submit"]')) sessionStorage.setItem("bench-login-tapped", String(performance.timeOrigin + performance.now()));
}, true)`;

/** A page expression: the noted tap, in the browser's clock (0 when none was noted). */
export const LOGIN_TAPPED = `Number(sessionStorage.getItem("bench-login-tapped"))`;
