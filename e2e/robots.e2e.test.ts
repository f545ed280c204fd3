import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

/**
 * /robots.txt answered the app's HTML (every unknown path is the app), which
 * Lighthouse's SEO audit counts as an invalid robots.txt on every page. The build ships a real one.
 */
describe("robots.txt", () => {
  it("is a plain-text file of rules keeping crawlers out of the console and the APIs, not the app's page", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").filter((line) => line !== "" && !line.startsWith("#"));
    expect(lines).toEqual(["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /graphql"]);
  });
});
