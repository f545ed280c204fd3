import { ERROR_LOG_LIMITS } from "@stepwise/domain";
import type { ErrorReport } from "./app-usage-db.js";

/**
 * Files of the frameworks rather than the app (docs/product.md §5: their errors are not logged): anything from
 * node_modules or Vite's dependency cache and dev client, React, Vite, vendor or bundler-runtime chunks, the
 * service worker and its Workbox runtime, and browser extensions.
 */
const FRAMEWORK_FILES = [
  /\/node_modules\//,
  /\/\.vite\/deps\//,
  /\/@vite\//,
  /\/@react-refresh/,
  /\/(react|react-dom|scheduler|vendor|vite|chunk|rolldown-runtime)[-.][^/]*\.m?js/,
  /\/(sw|registerSW|workbox-[^/]*)\.js/,
  /^(chrome|moz|safari(-web)?)-extension:/,
];

/** Error names of the HTTP client (Apollo Client 4's link errors, fetch aborts). */
const HTTP_CLIENT_ERRORS = new Set([
  "ApolloError",
  "CombinedGraphQLErrors",
  "CombinedProtocolErrors",
  "ServerError",
  "ServerParseError",
  "LinkError",
  "LocalStateError",
  "UnconventionalError",
  "AbortError",
  "NetworkError",
]);

/** What fetch says when the network, not the server, failed (Chromium, Firefox, Safari, Node). */
const NETWORK_FAILURE = /^(?:failed to fetch|fetch failed|load failed|networkerror when attempting to fetch resource\.?)$/i;

/** React's own invariant errors, which a production bundle throws from the app's one chunk. */
const REACT_INTERNAL = /Minified React error #\d+|react\.dev\/errors\//;

export function isFrameworkFile(fileName: string | null): boolean {
  return fileName !== null && FRAMEWORK_FILES.some((pattern) => pattern.test(fileName));
}

/** docs/product.md §5: errors from framework-internal files or from the HTTP client are not logged; nor the browser's opaque cross-origin "Script error.". */
export function isReportable(report: ErrorReport): boolean {
  if (isFrameworkFile(report.fileName)) return false;
  if (HTTP_CLIENT_ERRORS.has(report.name) || NETWORK_FAILURE.test(report.message.trim())) return false;
  if (REACT_INTERNAL.test(report.message)) return false;
  return !(report.message === "Script error." && !report.fileName);
}

/** The first stack frame's file and line, in Chromium's "at f (url:line:col)" or Firefox/Safari's "f@url:line:col" form. */
export function topFrame(stack: string | undefined): { fileName: string; lineNumber: number } | null {
  for (const line of (stack ?? "").split("\n")) {
    const match = /(?:\(|@|at )((?:[a-z][\w+.-]*:\/\/|\/)[^\s()]*?):(\d+)(?::\d+)?\)?\s*$/i.exec(line.trim());
    if (match) return { fileName: match[1]!, lineNumber: Number(match[2]) };
  }
  return null;
}

/** An error report from whatever was thrown, with the event's file and line when the browser gave them. */
export function reportOf(thrown: unknown, where: { fileName?: string | null; lineNumber?: number | null } = {}): ErrorReport {
  const error = thrown instanceof Error ? thrown : null;
  const frame = topFrame(error?.stack);
  const fileName = where.fileName || frame?.fileName || null;
  // Clipped to what the server takes (ERROR_LOG_LIMITS): a longer report would be refused and kept for ever.
  return {
    name: (error?.name ?? typeof thrown).slice(0, ERROR_LOG_LIMITS.name),
    message: (error ? error.message : typeof thrown === "string" ? thrown : safeJson(thrown)).slice(0, ERROR_LOG_LIMITS.message),
    fileName: fileName && fileName.slice(0, ERROR_LOG_LIMITS.fileName),
    lineNumber: where.lineNumber || frame?.lineNumber || null,
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
