import type { ApolloClient } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentKeptForOffline, loadTranslations } from "./deployment.js";

// The cache's save is faked to fail as a full phone's does; the Apollo client is a stand-in that
// answers the texts and records which content queries were asked for.
vi.mock("../../platform/persisted-cache.js", () => ({ persistNow: () => Promise.reject(new DOMException("the disk is full", "QuotaExceededError")) }));

function clientAnswering(asked: string[]): ApolloClient {
  return {
    query: ({ query }: { query: { definitions: Array<{ name?: { value: string } }> } }) => {
      const name = query.definitions[0]?.name?.value ?? "";
      asked.push(name);
      return Promise.resolve({ data: name === "Translations" ? { translations: [{ identifier: "WELCOME", translation: "Welcome" }] } : {} });
    },
  } as unknown as ApolloClient;
}

describe("the first run's content for offline use (docs/worker-phone.md, 'A weak link')", () => {
  afterEach(() => localStorage.clear());

  it("returns once the texts are in, and its end never fails the recap's Finish, even when the save fails", async () => {
    const asked: string[] = [];
    await loadTranslations(clientAnswering(asked), 1, "en", true, "later");
    expect(asked[0]).toBe("Translations");
    await expect(contentKeptForOffline()).resolves.toBeUndefined();
    expect(asked).toContain("Articles");
  });

  it("fetches only what the deployment offers: no health-issue tree without the form, no checklists without milestones", async () => {
    localStorage.setItem(
      "application",
      JSON.stringify({ id: 1, app_identifier: "MALA", login: false, metadata: { userLogin: false }, forms: [{ formtype: "DEFAULT" }] }),
    );
    const asked: string[] = [];
    await loadTranslations(clientAnswering(asked), 1, "ny", true);
    expect(asked).toEqual(expect.arrayContaining(["Translations", "Articles", "ClientFormTemplate"]));
    expect(asked).not.toContain("HiappTree");
    expect(asked).not.toContain("MilestoneChecklists");
  });
});
