import type { Page } from "puppeteer-core";

/** The GraphQL operations a page sends by POST from now on, by name, with their variables. */
export function recordGraphQL(page: Page): Array<{ operationName?: string; variables?: Record<string, unknown> }> {
  const sent: Array<{ operationName?: string; variables?: Record<string, unknown> }> = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    try {
      sent.push(JSON.parse(request.postData() ?? "{}") as (typeof sent)[number]);
    } catch {
      // not a JSON body: not an operation of ours
    }
  });
  return sent;
}
