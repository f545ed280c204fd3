/**
 * A release file as the console reads it before importing (docs/operator-console.md, "Articles,
 * milestones and the health-issue tree"): what it brings, told to the operator before the server
 * checks it all (server/src/modules/content-releases/release-file.ts writes and reads it).
 */
export const RELEASE_FILE_FORMAT = "stepwise-release";

export interface ReleaseFileSummary {
  appIdentifier: string;
  number: number;
  items: number;
  /** Items per kind, by kind's name. */
  kinds: Array<{ kind: string; count: number }>;
  /** The language codes its settings name. */
  languages: string[];
}

/** The name an exported release is saved as: `<app_identifier>-release-<N>.json`. */
export function releaseFileName(appIdentifier: string, number: number): string {
  const safe = appIdentifier.replace(/[^\w-]+/g, "_") || "deployment";
  return `${safe}-release-${number}.json`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What a file brings, or why it is no release file (in English, as the server's reasons are). */
export function summariseReleaseFile(text: string): { summary: ReleaseFileSummary } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "not JSON" };
  }
  if (!isObject(parsed) || parsed.format !== RELEASE_FILE_FORMAT) return { error: `its format is not "${RELEASE_FILE_FORMAT}"` };
  if (typeof parsed.app_identifier !== "string" || typeof parsed.number !== "number") return { error: "it names no deployment and release number" };
  if (!Array.isArray(parsed.items)) return { error: "it has no items" };
  const counts = new Map<string, number>();
  for (const item of parsed.items as unknown[]) {
    const kind = isObject(item) && typeof item.kind === "string" ? item.kind : "?";
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const settings = isObject(parsed.settings) ? parsed.settings : {};
  const languages = Array.isArray(settings.languages)
    ? settings.languages.flatMap((l) => (isObject(l) && typeof l.languageCode === "string" ? [l.languageCode] : []))
    : [];
  return {
    summary: {
      appIdentifier: parsed.app_identifier,
      number: parsed.number,
      items: parsed.items.length,
      kinds: [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => a.kind.localeCompare(b.kind)),
      languages,
    },
  };
}
