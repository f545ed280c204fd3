import { BadInput, PayloadTooLarge } from "../errors.js";

/**
 * The cost limit (docs/sync-and-api.md, "Paged lists and the answer's cost limit"): every list of records is paged, and one request may ask for
 * at most ANSWER_LIMITS.maxRows rows and be answered with at most ANSWER_LIMITS.maxBytes bytes of
 * records. Fifteen aliases of `clientImages { image }` once built a 472 MB answer.
 */
export const ANSWER_LIMITS = {
  /** The most records one page of a list holds (`first`), and a page's size when `first` is not given. */
  maxPage: 500,
  /** The most rows all the lists of one request may ask for, counted before it runs (`first`, or maxPage). */
  maxRows: 2000,
  /** The most bytes of records (their stored JSON) one page holds; a page ends before the record that would pass it (its first record always comes). */
  maxPageBytes: 8 * 1024 * 1024,
  /** The most bytes of records one request's lists may read, counted as they are read. */
  maxBytes: 16 * 1024 * 1024,
} as const;

/** A list's page as asked: `first` records after the cursor `after` (the last dataversion of the page before). */
export interface Page {
  first: number;
  after: number | null;
}

/** Checks a list's `first` and `after` arguments, naming the one at fault. */
export function pageOf(first: number | null | undefined, after: string | null | undefined): Page {
  const size = first ?? ANSWER_LIMITS.maxPage;
  if (!Number.isInteger(size) || size < 1 || size > ANSWER_LIMITS.maxPage) {
    throw new BadInput(`first must be a whole number from 1 to ${ANSWER_LIMITS.maxPage}`);
  }
  if (after === null || after === undefined) return { first: size, after: null };
  if (!/^\d{1,18}$/.test(after)) throw new BadInput("after must be a cursor: the dataversion of the last record of the previous page");
  return { first: size, after: Number(after) };
}

/** What one request's lists have read so far, and the next page's cursor of each list that has more, kept per request context. */
const spent = new WeakMap<object, { rows: number; bytes: number; nextPages: Record<string, string> }>();

/**
 * Counts a page's rows and bytes against the request's budget (keyed by its GraphQL context), and
 * refuses the list that takes the request over ANSWER_LIMITS.maxBytes, before it is built.
 */
export function chargeAnswer(context: object, page: { rows: number; bytes: number; responseKey: string; next: string | null }): void {
  const budget = spent.get(context) ?? { rows: 0, bytes: 0, nextPages: {} };
  if (page.next !== null) budget.nextPages[page.responseKey] = page.next;
  const { rows, bytes } = page;
  budget.rows += rows;
  budget.bytes += bytes;
  spent.set(context, budget);
  if (budget.bytes > ANSWER_LIMITS.maxBytes) {
    throw new PayloadTooLarge(
      `this request's lists hold more than ${ANSWER_LIMITS.maxBytes / 1024 / 1024} MB of records; ask for fewer lists or smaller pages (first)`,
    );
  }
}

/** The next page's cursor of each list of this request that has more, by the list's response key. */
export function nextPagesOf(context: object): Record<string, string> | undefined {
  return spent.get(context)?.nextPages;
}
