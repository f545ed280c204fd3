import { afterEach, describe, expect, it, vi } from "vitest";

/** The page as the server writes it: a JSON data block with the first-run answers (server/src/http/page-data-block.ts). */
function pageWith(text: string): void {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "stepwise-first-run";
  block.textContent = text;
  document.head.append(block);
}

const APPLICATION = {
  __typename: "Application",
  id: 3,
  app_identifier: "MALA",
  app_title: "Stepwise Malawi",
  login: false,
  version: "2.05.0",
  contentVersion: 1,
  metadata: { text2speech: true, userLogin: false, introText: null },
  languages: [{ id: "1", name: "English", languageCode: "en" }],
  regions: [],
  forms: [{ formtype: "MILESTONE" }],
};
const TEXTS = [{ identifier: "WELCOME", translation: "Welcome" }];

/** The module afresh: it reads the page once. */
async function read() {
  vi.resetModules();
  return (await import("./first-run-answers.js")).firstRunAnswers;
}

describe("the first-run answers a page brings (docs/worker-phone.md, 'A weak link')", () => {
  afterEach(() => {
    document.getElementById("stepwise-first-run")?.remove();
    vi.restoreAllMocks();
  });

  it("reads them once and takes them out of the page", async () => {
    pageWith(JSON.stringify({ application: APPLICATION, language: "en", translations: TEXTS }));
    const firstRunAnswers = await read();
    const answers = firstRunAnswers();
    expect(answers).toEqual({ application: APPLICATION, language: "en", translations: TEXTS });
    expect(document.getElementById("stepwise-first-run")).toBeNull();
    expect(firstRunAnswers()).toBe(answers);
  });

  it("gives none for a page without them (the service worker's copy)", async () => {
    expect((await read())()).toBeNull();
  });

  it("gives none, and says why, for answers that are not JSON or not what a first run reads: the app then asks the server", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const wrong = [
      "{not json",
      JSON.stringify({ application: APPLICATION, language: "en", translations: [{ identifier: "WELCOME" }] }),
      JSON.stringify({ application: { ...APPLICATION, id: "3" }, language: "en", translations: TEXTS }),
      JSON.stringify({ application: { ...APPLICATION, languages: null }, language: "en", translations: TEXTS }),
      JSON.stringify({ application: APPLICATION, translations: TEXTS }),
      "null",
    ];
    for (const text of wrong) {
      pageWith(text);
      expect((await read())(), text).toBeNull();
      expect(document.getElementById("stepwise-first-run")).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(wrong.length);
  });
});
