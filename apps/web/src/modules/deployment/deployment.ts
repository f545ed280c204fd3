import type { ApolloClient } from "@apollo/client";
import { themeFor } from "@stepwise/domain";
import { CurrentApplicationDocument, TranslationsDocument, type CurrentApplicationQuery } from "../../generated/graphql.js";
import { setTexts } from "../../i18n/t.js";
import { persistNow } from "../../platform/persisted-cache.js";
import type { FirstRunAnswers } from "./first-run-answers.js";
import { featuresOf } from "./navigation.js";
import { prefetchContent } from "./offline-content.js";
import { KEYS as AUTH_KEYS } from "../../vault/storage-keys.js";

export type CurrentApplication = CurrentApplicationQuery["application"];

/** Browser storage keys of docs/product.md §3 for the deployment, plus the flavour and the start-up state. */
const KEYS = {
  version: "version",
  initialization: "initialization",
  applicationID: "applicationID",
  appData: "APP-DATA",
  languages: "languages",
  regions: "regions",
  settings: "settings",
  application: "application",
} as const;

export interface Settings {
  languageCode: string;
  regionID: string | null;
  /**
   * Whether the region was chosen in Settings, by a worker on this phone: a login's default region
   * (her team's area) replaces the first run's choice, never this one (docs/teams.md, "Her default region").
   */
  regionChosenInSettings: boolean;
  fontSize: number;
  /** The worker's own switch for read-aloud, where the deployment offers it (docs/decisions/0003-undo-and-the-missing-actions.md); on unless turned off. */
  readAloud: boolean;
}

export const DEFAULT_FONT_SIZE = 16;

export function storedApplication(): CurrentApplication | null {
  const raw = localStorage.getItem(KEYS.application);
  return raw ? (JSON.parse(raw) as CurrentApplication) : null;
}

export function storedSettings(): Settings {
  const raw = localStorage.getItem(KEYS.settings);
  const parsed = raw ? (JSON.parse(raw) as Partial<Settings>) : {};
  return {
    languageCode: parsed.languageCode ?? "en",
    regionID: parsed.regionID ?? null,
    regionChosenInSettings: parsed.regionChosenInSettings ?? false,
    fontSize: parsed.fontSize ?? DEFAULT_FONT_SIZE,
    readAloud: parsed.readAloud ?? true,
  };
}

/** Read-aloud speaks when the deployment offers it and the worker has not turned it off in the settings. */
export function text2speechOn(): boolean {
  return deploymentOffersSpeech() && storedSettings().readAloud;
}

/** docs/product.md §1: read-aloud is on unless the stored application data (APP-DATA) turns text2speech off; on when absent. */
export function deploymentOffersSpeech(): boolean {
  const raw = localStorage.getItem(KEYS.appData);
  if (!raw) return true;
  try {
    return (JSON.parse(raw) as { text2speech?: unknown }).text2speech !== false;
  } catch {
    return true;
  }
}

export function saveSettings(settings: Settings): void {
  localStorage.setItem(KEYS.settings, JSON.stringify(settings));
  applySettings(settings);
}

export function startupState() {
  return { version: localStorage.getItem(KEYS.version), initialization: localStorage.getItem(KEYS.initialization) };
}

export function markInitialization(state: "STARTED" | "INITIALIZED", version?: string): void {
  localStorage.setItem(KEYS.initialization, state);
  if (version) localStorage.setItem(KEYS.version, version);
}

export function storeVersion(version: string): void {
  localStorage.setItem(KEYS.version, version);
}

/** docs/product.md §4 first run: fetches the configuration by host (the request's Host) and keeps it for offline use. */
export async function fetchApplication(client: ApolloClient): Promise<CurrentApplication> {
  const { data } = await client.query({ query: CurrentApplicationDocument, fetchPolicy: "network-only" });
  if (!data) throw new Error("the server sent no configuration");
  rememberApplication(data.application);
  return data.application;
}

export function rememberApplication(app: CurrentApplication): void {
  localStorage.setItem(KEYS.application, JSON.stringify(app));
  localStorage.setItem(KEYS.applicationID, String(app.id));
  localStorage.setItem(AUTH_KEYS.appIdentifier, app.app_identifier);
  localStorage.setItem(KEYS.appData, JSON.stringify({ text2speech: app.metadata.text2speech }));
  localStorage.setItem(KEYS.languages, JSON.stringify(app.languages));
  localStorage.setItem(KEYS.regions, JSON.stringify(app.regions));
  applyTheme(app.app_identifier);
}

/** docs/product.md §9 colours as CSS custom properties on the document root, used by every screen. */
export function applyTheme(appIdentifier: string | null): void {
  const colours = themeFor(appIdentifier);
  const root = document.documentElement.style;
  root.setProperty("--primary", colours.primary);
  root.setProperty("--secondary", colours.secondary);
  root.setProperty("--accent", colours.accent);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", colours.primary);
}

/** docs/product.md §2: fontSize from the settings is applied to the page. */
export function applySettings(settings: Settings): void {
  document.documentElement.style.fontSize = `${settings.fontSize}px`;
}

/** The last keeping of the deployment's content for offline use (keepContentOffline), ended or not. */
let contentKept: Promise<void> = Promise.resolve();

/**
 * Loads a language's translations: from the persisted cache when offline, from the server when
 * the content changed (`fresh`), then with the rest of the content screens need offline. Keeps the
 * current texts when neither has them. With `content: "later"` it returns once the texts are in
 * and the content is kept in the background: the first run shows its welcome without waiting for
 * it, and its last step waits (contentKeptForOffline; docs/worker-phone.md, "A weak link").
 */
export async function loadTranslations(
  client: ApolloClient,
  applicationId: number,
  language: string,
  fresh = false,
  content: "wait" | "later" = "wait",
): Promise<void> {
  const { data } = await client.query({
    query: TranslationsDocument,
    variables: { applicationId, language },
    fetchPolicy: fresh ? "network-only" : "cache-first",
  });
  if (!data || data.translations.length === 0) return;
  applyTexts(language, data.translations);
  if (!fresh) return;
  const kept = keepContentOffline(client, applicationId, language);
  if (content === "wait") await kept;
}

/**
 * A first run's configuration and texts as the page brought them (first-run-answers.ts): kept as
 * fetched ones are, in storage and in the cache for offline starts, with the content for offline use
 * following in the background (docs/worker-phone.md, "A weak link").
 */
export function keepFirstRunAnswers(client: ApolloClient, answers: FirstRunAnswers): void {
  const { application, language, translations } = answers;
  rememberApplication(application);
  client.writeQuery({
    query: TranslationsDocument,
    variables: { applicationId: application.id, language },
    data: { __typename: "Query", translations: translations.map((text) => ({ __typename: "Translation" as const, ...text })) },
  });
  if (translations.length > 0) applyTexts(language, translations);
  void keepContentOffline(client, application.id, language);
}

export function applyTexts(language: string, translations: ReadonlyArray<{ identifier: string; translation: string }>): void {
  setTexts(language, Object.fromEntries(translations.map((text) => [text.identifier, text.translation])));
}

function keepContentOffline(client: ApolloClient, applicationId: number, language: string): Promise<void> {
  const features = featuresOf(storedApplication());
  const prefetched = prefetchContent(client, applicationId, language, features).catch((error) => console.warn("content for offline use not loaded", error));
  // Never rejects: every caller only warns, and the recap's Finish waits for it (a full phone must not hold the first run).
  contentKept = prefetched.then(() => persistNow()).catch((error) => console.warn("content for offline use not saved", error));
  return contentKept;
}

/** Ends when the content last asked for is kept for offline use (or could not be fetched). */
export function contentKeptForOffline(): Promise<void> {
  return contentKept;
}

/** A first run wipes local storage (docs/product.md §4), but never an install whose edits still wait. */
export function wipeLocalStorage(keepInstall: boolean): void {
  // The secret goes with the id: an id kept without it is refused by the server (docs/shared-phone.md).
  const keep = keepInstall ? [AUTH_KEYS.appId, AUTH_KEYS.appSecret, AUTH_KEYS.authToken, AUTH_KEYS.user, AUTH_KEYS.loggedIn] : [];
  const kept = keep.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
}

/** After a login emptied the cache (a new owner): the configuration and translations are read again and kept for offline use. */
export async function reloadContent(client: ApolloClient): Promise<void> {
  const app = storedApplication();
  if (!app) return;
  await Promise.all([fetchApplication(client), loadTranslations(client, app.id, storedSettings().languageCode, true)]).catch((error) =>
    console.warn("reloading the configuration after login failed", error),
  );
  await persistNow();
}
