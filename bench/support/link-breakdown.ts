import type { SeenRequest } from "./slow-link.js";
import { median } from "./stats.js";

/**
 * Where a first sync's link time goes (docs/PERFORMANCE.md, "New-device first sync", the weak link):
 * every request the phone made from the tap on login to the first sync's last page stored, by kind.
 */
export const KINDS = ["sync pages", "precache", "app chunks", "content", "registration", "login", "sockets", "other"] as const;
export type Kind = (typeof KINDS)[number];

/** The pages, and the first page's foresight of where the next two start (apps/web/src/sync/download-paging.graphql). */
const PAGES = new Set(["DownloadDocuments", "DownloadRecords", "DownloadPaging"]);
/** The deployment's content and its texts, read again after a login. */
const CONTENT = new Set(["CurrentApplication", "Translations", "Articles", "ClientFormTemplate", "MilestoneChecklists", "HiappTree", "LatestContentRelease"]);
/** The install's registration and what the device tells or asks the server about itself. */
const REGISTRATION = new Set([
  "RegisterAppInstall",
  "ReportDeviceStatus",
  "InstallRecordsOffered",
  "AdoptInstallRecords",
  "DeviceOrders",
  "DeviceWipeDecision",
]);

/** A request's kind; the page's requests answered by the service worker's cache never reach the link (null). */
export function kindOf(request: SeenRequest): Kind | null {
  if (request.by === "sw") return "precache";
  if (request.fromServiceWorker) return null;
  if (request.operation) {
    if (PAGES.has(request.operation)) return "sync pages";
    if (CONTENT.has(request.operation)) return "content";
    if (REGISTRATION.has(request.operation)) return "registration";
    if (request.operation === "Login") return "login";
    return "other";
  }
  const pathname = new URL(request.url).pathname;
  if (request.type === "Document") return "login";
  if (/\.(?:js|css|woff2?|wasm)$/.test(pathname) || pathname.startsWith("/assets/")) return "app chunks";
  if (pathname.startsWith("/api/logging") || pathname.startsWith("/api/device")) return "registration";
  return "other";
}

export interface KindFigures {
  requests: number;
  bytes: number;
  /** The time at least one request of the kind was on the link (the union of their spans), ms. */
  linkMs: number;
}

export interface LinkBreakdown {
  byKind: Record<Kind, KindFigures>;
  /** The time any request was on the link, ms (the union over every kind). */
  busyMs: number;
  /** From the tap to the first sync done, ms. */
  spanMs: number;
  /** When the first page was asked for and when the last page's bytes had come, ms after the tap. */
  firstPageSent: number | null;
  lastPageEnd: number | null;
  /** Bytes of other kinds on the link before the first page's bytes had all come. */
  othersBeforeFirstPage: number;
  /** Each request, ms after the tap: start, end, bytes, kind, by whom, its URL or operation. */
  lines: string[];
}

/** A span in ms after the tap; a request still open at the end counts to the end. */
interface Span {
  start: number;
  end: number;
}

function union(spans: Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let total = 0;
  let open: Span | null = null;
  for (const span of sorted) {
    if (open && span.start <= open.end) open.end = Math.max(open.end, span.end);
    else {
      if (open) total += open.end - open.start;
      open = { ...span };
    }
  }
  return total + (open ? open.end - open.start : 0);
}

/**
 * The breakdown of `requests` between `tapped` and `done` (both in the browser's wall clock, ms), with
 * the WebSockets' count and frame bytes (their time on the link is not told by Chromium's events).
 */
export function breakdown(requests: SeenRequest[], tapped: number, done: number, sockets: { count: number; bytes: number }): LinkBreakdown {
  const spanMs = done - tapped;
  const seen = requests
    .map((request) => {
      const sent = request.wallStart - tapped;
      // A worker's script (argon2, the saver's, the documents') is asked by the page's session, answered by the
      // service worker's cache, and never seen to end there: no bytes, no time on the link.
      const unseen = request.end === undefined && request.bytes === 0;
      const end = request.end === undefined ? spanMs : Math.min(spanMs, sent + (request.end - request.start));
      // Only the time between the tap and the first sync done counts (a request begun before the tap, from its tap on).
      return { request, kind: unseen ? null : kindOf(request), start: Math.max(0, sent), end, sent, unseen };
    })
    .filter((r) => r.sent <= spanMs && r.end >= 0);
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, bytes: 0, linkMs: 0 }])) as Record<Kind, KindFigures>;
  for (const kind of KINDS) {
    const mine = seen.filter((r) => r.kind === kind);
    byKind[kind] = { requests: mine.length, bytes: mine.reduce((sum, r) => sum + r.request.bytes, 0), linkMs: union(mine) };
  }
  byKind.sockets.requests += sockets.count;
  byKind.sockets.bytes += sockets.bytes;
  const pages = seen.filter((r) => r.kind === "sync pages");
  const firstPageEnd = pages.length > 0 ? Math.min(...pages.map((r) => r.end)) : spanMs;
  return {
    byKind,
    busyMs: union(seen.filter((r) => r.kind !== null)),
    spanMs,
    firstPageSent: pages.length > 0 ? Math.min(...pages.map((r) => r.start)) : null,
    lastPageEnd: pages.length > 0 ? Math.max(...pages.map((r) => r.end)) : null,
    othersBeforeFirstPage: seen
      .filter((r) => r.kind !== null && r.kind !== "sync pages" && r.start < firstPageEnd)
      .reduce((sum, r) => sum + r.request.bytes, 0),
    lines: seen.map(
      (r) =>
        `${r.sent.toFixed(0).padStart(6)} -> ${r.unseen ? "  none" : r.end.toFixed(0).padStart(6)} ms ${kb(r.request.bytes).padStart(9)} ${(r.kind ?? (r.unseen ? "no end seen" : "from the service worker's cache")).padEnd(12)} ${r.request.by} ${r.request.operation ?? new URL(r.request.url).pathname}`,
    ),
  };
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** One line: each kind's requests, bytes and time on the link, and the milestones. */
export function describe(b: LinkBreakdown): string {
  const kinds = KINDS.filter((kind) => b.byKind[kind].requests > 0)
    .map((kind) => `${kind} ${b.byKind[kind].requests} req, ${kb(b.byKind[kind].bytes)}, ${(b.byKind[kind].linkMs / 1000).toFixed(2)} s`)
    .join("; ");
  const at = (value: number | null) => (value === null ? "-" : `${(value / 1000).toFixed(2)} s`);
  return `${kinds}; link busy ${at(b.busyMs)} of ${at(b.spanMs)}; first page asked at ${at(b.firstPageSent)}, last page's bytes at ${at(b.lastPageEnd)}; other bytes before the first page's ${kb(b.othersBeforeFirstPage)}`;
}

/** The medians of several phones' breakdowns, kind by kind. */
export function medianBreakdown(all: LinkBreakdown[]): string {
  const m = (pick: (b: LinkBreakdown) => number | null) => {
    const values = all.map(pick).filter((v): v is number => v !== null);
    return values.length > 0 ? median(values) : null;
  };
  const byKind = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { requests: m((b) => b.byKind[kind].requests) ?? 0, bytes: m((b) => b.byKind[kind].bytes) ?? 0, linkMs: m((b) => b.byKind[kind].linkMs) ?? 0 },
    ]),
  ) as Record<Kind, KindFigures>;
  return describe({
    byKind,
    busyMs: m((b) => b.busyMs) ?? 0,
    spanMs: m((b) => b.spanMs) ?? 0,
    firstPageSent: m((b) => b.firstPageSent),
    lastPageEnd: m((b) => b.lastPageEnd),
    othersBeforeFirstPage: m((b) => b.othersBeforeFirstPage) ?? 0,
    lines: [],
  });
}
