import { ApolloClient, ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ArticlesDocument,
  ClientFormTemplateDocument,
  CurrentApplicationDocument,
  MilestoneChecklistsDocument,
  TranslationsDocument,
} from "../../generated/graphql.js";
import { texts } from "../../i18n/t.js";
import { createCache } from "../../platform/apollo.js";
import { contentReleaseLink } from "../../platform/content-release-link.js";
import { heldContentRelease, saveReleaseUnder } from "../../vault/content-release.js";
import { adoptRelease, takeLatestRelease } from "./release-adoption.js";

/**
 * docs/worker-phone.md, "Content releases on the phone". The Apollo client and cache are the app's own
 * (createCache, the release link); only the server is a stand-in: releases of one deployment, each
 * answered from its own copy as the server's `release` argument does, the live one without it.
 */
class ReleasesServer {
  latest = 1;
  /** Content queries answered so far (the configuration and the latest-release check not counted). */
  answered = 0;
  /** The content query after this many answered fails, as a dropped connection does. */
  failAfter: number | null = null;
  /** Called after the server answered a configuration (a publish in between). */
  onApplication: (() => void) | null = null;
  /** Every operation as sent: its name and release. */
  readonly sent: { name: string; release: unknown }[] = [];

  link(): ApolloLink {
    return new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          const { release } = operation.variables;
          this.sent.push({ name: operation.operationName ?? "", release });
          const number = typeof release === "number" ? release : this.latest;
          if (operation.operationName === "LatestContentRelease") {
            observer.next({ data: { application: { __typename: "Application", id: 7, contentVersion: this.latest } } });
          } else if (operation.operationName === "CurrentApplication") {
            observer.next({ data: { application: applicationOf(number) } });
            this.onApplication?.();
          } else {
            if (this.failAfter !== null && this.answered >= this.failAfter) {
              observer.error(new TypeError("Failed to fetch"));
              return;
            }
            this.answered += 1;
            observer.next({ data: contentOf(operation.operationName ?? "", number) });
          }
          observer.complete();
        }),
    );
  }
}

function applicationOf(release: number) {
  return {
    __typename: "Application",
    id: 7,
    app_identifier: "MALA",
    app_title: `Stepwise release ${release}`,
    login: true,
    version: "2.05.0",
    contentVersion: release,
    metadata: { __typename: "ApplicationMetadata", text2speech: true, userLogin: true, introText: null },
    languages: [{ __typename: "Language", id: "1", name: "English", languageCode: "en" }],
    regions: [],
    forms: [
      { __typename: "ApplicationForm", formtype: "DEFAULT" },
      { __typename: "ApplicationForm", formtype: "MILESTONE" },
      { __typename: "ApplicationForm", formtype: "HI" },
    ],
  };
}

/** Each content query's answer in release `release`: its texts name the release. */
function contentOf(name: string, release: number): Record<string, unknown> {
  switch (name) {
    case "Translations":
      return { translations: [{ __typename: "Translation", identifier: "WELCOME", translation: `Welcome (release ${release})` }] };
    case "Articles":
      return {
        articles: [
          { __typename: "Article", uuid: "a1", parent_id: null, default: true, page: "home", childpages: [], article: `<p>Article of release ${release}</p>` },
        ],
      };
    case "ClientFormTemplate":
      return { genericClients: [{ __typename: "GenericClient", uuid: `form-${release}`, clientFormFields: [] }] };
    case "MilestoneChecklists":
      return {
        milestoneChecklists: [
          {
            __typename: "MilestoneChecklist",
            id: "1",
            ageMonths: 3,
            domain: "motor",
            indicators: [{ __typename: "MilestoneIndicatorText", id: "1", text: `Lifts the head (release ${release})` }],
          },
        ],
      };
    case "HiappTree":
      return { hiappForm: null };
    default:
      throw new Error(`no content query ${name}`);
  }
}

const usual = { applicationId: 7, language: "en" };

/** What the screens read from the cache, each under its usual variables, as the release each comes from. */
function releasesOnScreen(client: ApolloClient): Record<string, number | null> {
  const numberIn = (text: string | undefined) => (text === undefined ? null : Number(/release (\d+)/.exec(text)?.[1] ?? Number.NaN));
  const form = client.readQuery({ query: ClientFormTemplateDocument, variables: usual })?.genericClients[0]?.uuid;
  return {
    application: client.readQuery({ query: CurrentApplicationDocument })?.application.contentVersion ?? null,
    translations: numberIn(client.readQuery({ query: TranslationsDocument, variables: usual })?.translations[0]?.translation),
    articles: numberIn(client.readQuery({ query: ArticlesDocument, variables: usual })?.articles[0]?.article),
    form: form === undefined ? null : Number(form.slice("form-".length)),
    milestones: numberIn(client.readQuery({ query: MilestoneChecklistsDocument, variables: usual })?.milestoneChecklists[0]?.indicators[0]?.text),
    stored: heldContentRelease(),
    texts: numberIn(texts.get().dictionary.WELCOME),
  };
}

const whole = (release: number) => ({
  application: release,
  translations: release,
  articles: release,
  form: release,
  milestones: release,
  stored: release,
  texts: release,
});

describe('a phone takes a content release whole or not at all (docs/worker-phone.md, "Content releases on the phone")', () => {
  let server: ReleasesServer;
  let client: ApolloClient;
  // The texts are the page's one store: the other test files of this worker read the app's own again after these.
  const appTexts = texts.get();
  afterAll(() => texts.set(appTexts));

  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem("settings", JSON.stringify({ languageCode: "en" }));
    server = new ReleasesServer();
    client = new ApolloClient({ cache: createCache(), link: ApolloLink.from([contentReleaseLink(), server.link()]) });
    await adoptRelease(client, 1);
    server.answered = 0;
    server.sent.length = 0;
  });
  afterEach(() => localStorage.clear());

  it("holds release 1 whole after adopting it", () => {
    expect(releasesOnScreen(client)).toEqual(whole(1));
  });

  it("keeps release 1 whole when a fetch fails after 3 of the 6 queries, and takes release 2 whole at the next contact", async () => {
    server.latest = 2;
    server.failAfter = 2; // The configuration, then 2 content queries answered: the 4th of 6 fails.
    await expect(takeLatestRelease(client)).rejects.toThrow("Failed to fetch");
    expect(server.answered).toBe(2);
    expect(releasesOnScreen(client)).toEqual(whole(1));

    server.failAfter = null;
    await expect(takeLatestRelease(client)).resolves.toBe(2);
    expect(releasesOnScreen(client)).toEqual(whole(2));
  });

  it("never mixes when a publish comes between the configuration and the content: release 2 whole, then release 3 at the next contact", async () => {
    server.latest = 2;
    server.onApplication = () => {
      server.latest = 3;
      server.onApplication = null;
    };
    await expect(takeLatestRelease(client)).resolves.toBe(2);
    expect(releasesOnScreen(client)).toEqual(whole(2));
    // Every content query named the release it belongs to.
    const content = server.sent.filter((s) => !["LatestContentRelease", "CurrentApplication"].includes(s.name));
    expect(content.map((s) => s.release)).toEqual(content.map(() => 2));

    await expect(takeLatestRelease(client)).resolves.toBe(3);
    expect(releasesOnScreen(client)).toEqual(whole(3));
  });

  it("refuses a configuration of another release than the one asked for, and keeps the one it holds", async () => {
    await expect(adoptRelease(client, 5)).resolves.toBeUndefined();
    server.latest = 6;
    // A server that answered the live configuration for an old release (no stored copy of it) is not believed.
    const wrong = new ApolloClient({
      cache: client.cache,
      link: new ApolloLink((operation, forward) => forward(Object.assign(operation, { variables: {} }))).concat(server.link()),
    });
    await expect(adoptRelease(wrong, 5)).rejects.toThrow("release 5: the server answered release 6");
    expect(releasesOnScreen(client)).toEqual(whole(5));
  });

  it("sends a screen's own refresh for the release the phone holds, so a newer release never reaches one screen alone", async () => {
    server.latest = 2;
    await client.query({ query: ArticlesDocument, variables: usual, fetchPolicy: "network-only" });
    expect(server.sent.at(-1)).toEqual({ name: "Articles", release: 1 });
    expect(releasesOnScreen(client)).toEqual(whole(1));
  });

  it("sends what the screens ask while a taken release is being saved for that release, and for the stored one once the saving ended", async () => {
    server.latest = 2;
    saveReleaseUnder(2);
    try {
      await client.query({ query: ArticlesDocument, variables: usual, fetchPolicy: "network-only" });
      expect(server.sent.at(-1)).toEqual({ name: "Articles", release: 2 });
    } finally {
      saveReleaseUnder(null);
    }
    await client.query({ query: ArticlesDocument, variables: usual, fetchPolicy: "network-only" });
    expect(server.sent.at(-1)).toEqual({ name: "Articles", release: 1 });
  });
});
