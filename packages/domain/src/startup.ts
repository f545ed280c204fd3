import { F_WORDS_DOMAIN_ID, ICF_DOMAIN_ID } from "./milestones.js";

/** docs/product.md §9: the start screen goes on to /home after 500 ms; the version is checked again every 24 h. */
export const START_DELAY_MS = 500;
export const VERSION_RECHECK_MS = 24 * 60 * 60 * 1000;

export const INITIALIZED = "INITIALIZED";

/**
 * docs/worker-phone.md, "A weak link": the element of a navigation's page that carries the first
 * run's answers (the server writes it, the app reads it once), and their language, the one every
 * first run starts in.
 */
export const FIRST_RUN_ANSWERS_ID = "stepwise-first-run";
export const FIRST_RUN_LANGUAGE = "en";

export interface StartupState {
  version: string | null;
  initialization: string | null;
}

/** docs/product.md §4: a first run has no version, is not INITIALIZED, or left an initialization unfinished. */
export function isFirstRun(state: StartupState): boolean {
  return !state.version || state.initialization !== INITIALIZED;
}

/** docs/product.md §4: the version is compared once online, and again when 24 h have passed since the last check. */
export function versionCheckDue(lastCheckedAt: number | null, now: number): boolean {
  return lastCheckedAt === null || now - lastCheckedAt >= VERSION_RECHECK_MS;
}

/** docs/product.md §4: a server version starting with 2.04, with a user logged in, runs the one-time conversion. */
export function needsMilestonesConversion(serverVersion: string, loggedIn: boolean, alreadyConverted: boolean): boolean {
  return serverVersion.startsWith("2.04") && loggedIn && !alreadyConverted;
}

interface ConvertibleDomain {
  domain_id?: string | null;
  type?: string | null;
  description?: string | null;
  goals?: unknown[] | null;
}

const isMilestonesDomain = (d: ConvertibleDomain) => [d.domain_id, d.type, d.description].some((v) => v?.toUpperCase() === "MILESTONES");
const inSet = (d: ConvertibleDomain, setId: number) => d.domain_id === String(setId) || (d.domain_id ?? "").startsWith(`${setId}.`);

/**
 * docs/product.md §4, version 2.04: a MILESTONES domain is folded into the F-words domain (id 1) or, when the
 * plan has no F-words domain, the ICF domain (id 7): its goals move there and it disappears.
 * A plan with neither, or without a MILESTONES domain, is returned unchanged.
 */
export function foldMilestonesDomain<P extends { domains?: ConvertibleDomain[] | null }>(plan: P): P {
  const domains = plan.domains ?? [];
  const milestones = domains.find(isMilestonesDomain);
  if (!milestones) return plan;
  const target = domains.find((d) => inSet(d, F_WORDS_DOMAIN_ID)) ?? domains.find((d) => inSet(d, ICF_DOMAIN_ID));
  if (!target) return plan;
  return {
    ...plan,
    domains: domains.filter((d) => d !== milestones).map((d) => (d === target ? { ...d, goals: [...(d.goals ?? []), ...(milestones.goals ?? [])] } : d)),
  };
}

/** The most outbox entries one sync batch carries; the server refuses bigger batches. */
export const MAX_SYNC_BATCH = 500;
