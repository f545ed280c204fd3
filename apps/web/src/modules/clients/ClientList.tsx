import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement } from "react";
import { tCount } from "../../i18n/format.js";
import type { ClientListRow } from "./waiting-clients.js";

/** Where one row sits in the windowed list. */
export interface RowPlace {
  index: number;
  setSize: number;
  top: number;
  measure: (element: HTMLLIElement | null) => void;
}

/** A first guess of a row's height before it is measured (a row at 360 px wide wraps its buttons). */
const ROW_ESTIMATE_PX = 96;
/** Rows drawn beyond each edge of the window, so keyboard focus always finds the next row drawn. */
const OVERSCAN = 8;
/** The gap between rows, as in the stylesheet (0.4rem). */
const GAP_REM = 0.4;

const rootFontPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * The client list, windowed: only the rows in and near the window are drawn, so thousands of clients
 * open as fast as a few. It stays a real list: each item tells its place and the list's size
 * (aria-posinset, aria-setsize), the count is announced, and the row holding focus is always kept.
 */
export function ClientList({ rows, item }: { rows: readonly ClientListRow[]; item: (row: ClientListRow, place: RowPlace) => ReactElement }) {
  const listRef = useRef<HTMLUListElement>(null);
  const focused = useRef<number | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [gap] = useState(() => GAP_REM * rootFontPx());
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    gap,
    scrollMargin,
    initialRect: { width: innerWidth, height: innerHeight },
    getItemKey: (index) => rows[index]!.record.uuid,
    rangeExtractor: (range: Range) => withFocused(defaultRangeExtractor(range), focused.current, rows.length),
  });
  // The list's distance from the top of the page, which the window's scroll position is read against.
  // Measured after every render (rows above it may have changed); it sets state only on a change of 1px or more, so it settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + scrollY;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });
  const noteFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("li[data-index]");
    focused.current = row ? Number(row.dataset.index) : null;
  };
  const dropFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null;
  };
  return (
    <>
      <p className="client-count" role="status" data-testid="client-count" data-count={rows.length}>
        {rows.length === 0 ? "" : tCount("CLIENT_COUNT", rows.length)}
      </p>
      <ul
        ref={listRef}
        className="client-list windowed"
        data-testid="client-list"
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={noteFocus}
        onBlur={dropFocus}
      >
        {virtualizer
          .getVirtualItems()
          .map((v) => item(rows[v.index]!, { index: v.index, setSize: rows.length, top: v.start - scrollMargin, measure: virtualizer.measureElement }))}
      </ul>
    </>
  );
}

/** The drawn rows plus the one holding focus, wherever the window is: a focused row is never taken away. */
export function withFocused(indexes: number[], focusedIndex: number | null, count: number): number[] {
  if (focusedIndex === null || focusedIndex >= count || indexes.includes(focusedIndex)) return indexes;
  return [...indexes, focusedIndex].sort((a, b) => a - b);
}
