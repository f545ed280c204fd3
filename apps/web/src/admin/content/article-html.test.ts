import { describe, expect, it } from "vitest";
import { applyFormat, articleHref, articlesPointingAt, articleTitle, linkChoices, linkedUuids, problemsOfArticle, type DraftArticle } from "./article-html.js";

const makeArticle = (overrides: Partial<DraftArticle> & { uuid: string }): DraftArticle => ({
  article: `<h2>${overrides.uuid}</h2>`,
  page: "Article",
  parent_id: null,
  childpages: [],
  default: false,
  ...overrides,
});

describe("the article editor's links", () => {
  const welcome = makeArticle({ uuid: "art-welcome", page: "Start", article: "<h2>Takulandirani</h2><p>…</p>", childpages: ["art-play"] });
  const play = makeArticle({ uuid: "art-play", article: "<h2>Sewerani</h2>", parent_id: "art-welcome" });
  const about = makeArticle({ uuid: "art-about", page: "About", article: "<h2>About &amp; us</h2>" });

  it("offers every other article of the language, by title, each at the route the app shows it on", () => {
    expect(linkChoices([welcome, play, about], "art-play")).toEqual([
      { href: "/Home/About/art-about", label: "About & us (About)" },
      { href: "/Home/Start/art-welcome", label: "Takulandirani (Start)" },
    ]);
  });

  it("routes an article of an unknown page kind as an article, and encodes its uuid", () => {
    expect(articleHref({ uuid: "a b", page: "Custom" })).toBe("/Home/Article/a%20b");
    expect(articleHref({ uuid: "x", page: "Navigation" })).toBe("/Home/Navigation/x");
  });

  it("names the articles a delete would break: parent, child page or link", () => {
    const linking = makeArticle({ uuid: "art-link", article: '<p><a href="/Home/Article/art-play">play</a></p>' });
    expect(linkedUuids(linking.article)).toEqual(["art-play"]);
    expect(articlesPointingAt([welcome, play, about, linking], "art-play").map((a) => a.uuid)).toEqual(["art-welcome", "art-link"]);
    expect(articlesPointingAt([welcome, play, about, linking], "art-welcome").map((a) => a.uuid)).toEqual(["art-play"]);
    expect(articlesPointingAt([welcome, play, about, linking], "art-about")).toEqual([]);
  });

  it("shows next to an article the server's problems with it in its language, and no other's", () => {
    const problems = [
      { where: "Article art-play (ny) · link to page art-gone", message: "the link /Home/Article/art-gone leads to nothing" },
      { where: "Article art-play (en) · parent", message: "parent article x does not exist in this language" },
      { where: "Article art-play-2 (ny) · page", message: "page Odd does not exist" },
      { where: "Settings · languages", message: "the deployment has no language" },
    ];
    expect(problemsOfArticle(problems, "art-play", "ny")).toEqual([problems[0]]);
    expect(problemsOfArticle(problems, "art-play", "en")).toEqual([problems[1]]);
    expect(problemsOfArticle(problems, "art-welcome", "ny")).toEqual([]);
  });

  it("titles an article by its first heading, else its first words", () => {
    expect(articleTitle("<h2>Play <em>every</em> day</h2><p>x</p>")).toBe("Play every day");
    expect(articleTitle("<p>No heading here</p>")).toBe("No heading here");
  });
});

describe("the article editor's toolbar", () => {
  it("wraps the selection in its tag and selects the wrapped text", () => {
    const text = "<p>Wash hands</p>";
    expect(applyFormat(text, 3, 7, { kind: "bold" })).toEqual({ text: "<p><strong>Wash</strong> hands</p>", start: 11, end: 15 });
    expect(applyFormat(text, 3, 7, { kind: "italic" }).text).toBe("<p><em>Wash</em> hands</p>");
    expect(applyFormat("Title", 0, 5, { kind: "heading" }).text).toBe("<h2>Title</h2>");
  });

  it("makes a list of the selected lines", () => {
    expect(applyFormat("one\ntwo\n\nthree", 0, 14, { kind: "list" }).text).toBe("<ul><li>one</li><li>two</li><li>three</li></ul>");
    expect(applyFormat("", 0, 0, { kind: "list" }).text).toBe("<ul><li></li></ul>");
  });

  it("links the selection to the chosen page, quoting its address", () => {
    expect(applyFormat("see this", 4, 8, { kind: "link", href: '/Home/Article/a"b' }).text).toBe('see <a href="/Home/Article/a&quot;b">this</a>');
  });

  it("puts an image after the selection, its description quoted", () => {
    const edited = applyFormat("<p>x</p>", 8, 8, { kind: "image", src: "data:image/jpeg;base64,AAAA", alt: 'a "cup"' });
    expect(edited.text).toBe('<p>x</p><img src="data:image/jpeg;base64,AAAA" alt="a &quot;cup&quot;">');
    expect(edited.text.slice(edited.start, edited.end)).toBe('<img src="data:image/jpeg;base64,AAAA" alt="a &quot;cup&quot;">');
  });
});
