import { describe, expect, it } from "vitest";
import { articleTitle } from "./article-title.js";

// safeHtml itself is tested in Chromium (e2e/articles.e2e.test.ts): DOMPurify needs a real browser DOM.
describe("articleTitle", () => {
  it("is the text of the first heading", () => {
    expect(articleTitle("<h2>Play <em>every</em> day</h2><p>Children learn by playing.</p>")).toBe("Play every day");
  });

  it("is the first words when there is no heading, cut at 80 characters", () => {
    expect(articleTitle(`<p>${"word ".repeat(30)}</p>`)).toHaveLength(78);
  });
});
