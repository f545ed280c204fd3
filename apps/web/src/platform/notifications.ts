/** docs/product.md §5: where a notification may stand. */
export const NOTIFICATION_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right", "top", "bottom", "left", "right", "center"] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

/** Where a notification stands when its caller does not say: bottom centre, above the thumbs. */
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = "bottom";

/** docs/product.md §5, §9: a notification without a timeout stays 5000 ms. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;

/** docs/product.md §8: the errors of a wrong call, exactly. */
export const NOTIFICATION_ERRORS = {
  position: "wrong position",
  timeout: "wrong timeout",
  groupedUpdate: "grouped notifications cannot be updated",
} as const;

/** docs/product.md §5: one of the nine positions, the default when none is given; anything else throws 'wrong position'. */
export function checkedPosition(position: unknown): NotificationPosition {
  if (position === undefined) return DEFAULT_NOTIFICATION_POSITION;
  if (typeof position === "string" && (NOTIFICATION_POSITIONS as readonly string[]).includes(position)) return position as NotificationPosition;
  throw new Error(NOTIFICATION_ERRORS.position);
}

/**
 * docs/product.md §5: a number of at least 0 (ms; 0 keeps the notification until it is closed), 5000 when
 * none is given; anything else throws 'wrong timeout'.
 */
export function checkedTimeout(timeout: unknown): number {
  if (timeout === undefined) return DEFAULT_NOTIFICATION_TIMEOUT_MS;
  if (typeof timeout === "number" && Number.isFinite(timeout) && timeout >= 0) return timeout;
  throw new Error(NOTIFICATION_ERRORS.timeout);
}

/** At most this many notices stand at one place; the others wait their turn (docs/decisions/0005-phone-layout-and-dialogs.md: they stacked over the buttons). */
export const MAX_VISIBLE_NOTICES = 2;

/** The notices shown at a place: warnings first, then the oldest, at most MAX_VISIBLE_NOTICES. */
export function visibleNotices<T extends { tone: string }>(queue: readonly T[]): T[] {
  const warnings = queue.filter((n) => n.tone === "negative");
  return [...warnings, ...queue.filter((n) => n.tone !== "negative")].slice(0, MAX_VISIBLE_NOTICES);
}
