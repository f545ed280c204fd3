import { describe, expect, it } from "vitest";
import { articleForPage } from "./content-page.js";

const articles = [
  { uuid: "welcome", page: "Start", default: true },
  { uuid: "other-start", page: "Start", default: false },
  { uuid: "about", page: "About", default: false },
  { uuid: "goals", page: "Article", default: false },
];

describe("the article a content route shows", () => {
  it("is the article whose uuid is the pageID, whatever its kind", () => {
    expect(articleForPage(articles, "Article", "goals")?.uuid).toBe("goals");
    expect(articleForPage(articles, "Start", "other-start")?.uuid).toBe("other-start");
  });

  it("falls back to the default Start article and to the About article for an unknown pageID", () => {
    expect(articleForPage(articles, "Start", "1")?.uuid).toBe("welcome");
    expect(articleForPage(articles, "About", "1")?.uuid).toBe("about");
  });

  it("finds nothing for an unknown article or navigation page", () => {
    expect(articleForPage(articles, "Article", "nope")).toBeUndefined();
    expect(articleForPage(articles, "Navigation", "nope")).toBeUndefined();
  });
});
