import { FIRST_RUN_PATHS, WORKER_SCREEN_PATHS } from "@stepwise/domain";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routes } from "./routes.js";

/** The path pattern of the deepest route a location lands on. */
function landsOn(pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches[matches.length - 1];
  return last?.route.index ? `${last.pathnameBase} (index)` : (last?.route.path ?? "none");
}

describe("routes of docs/product.md §2", () => {
  it("gives every route of docs/product.md §2 a screen of its own", () => {
    const named = [...FIRST_RUN_PATHS, ...WORKER_SCREEN_PATHS];
    expect(named.filter((path) => landsOn(path) === "*")).toEqual([]);
  });

  it("lands /forms/clients on the client list and /Home/Article/5 on a content page", () => {
    expect(landsOn("/forms/clients")).toBe("clients");
    expect(landsOn("/Home/Article/5")).toBe("Article/:pageID");
    expect(landsOn("/Home")).toBe("/Home (index)");
  });

  it("shows the 404 page for any other path", () => {
    expect(["/nothing", "/forms/unknown", "/Home/Start", "/milestones/milestoneindicators"].map(landsOn)).toEqual(["*", "*", "*", "*"]);
  });
});
