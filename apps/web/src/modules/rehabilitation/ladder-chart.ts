import { parseCalendarDate, type Measure } from "@stepwise/domain";

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the score labels on the left and the dates below. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export const LADDER_CHART_BOX: ChartBox = { width: 320, height: 170, left: 30, bottom: 26, top: 10, right: 14 };

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  score: number;
}

const dayNumber = (text: string): number | null => {
  const date = parseCalendarDate(text);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / 86_400_000 : null;
};

/**
 * A ladder's scores over time as points of a chart: x by the measurement's calendar date (a lone
 * date in the middle), y by the score on the ladder's 0..rows scale (the top rung at the top).
 * Measurements whose date cannot be read are left out rather than drawn at a made-up place.
 */
export function ladderChartPoints(measures: readonly Measure[], rows: number, box: ChartBox = LADDER_CHART_BOX): ChartPoint[] {
  const dated = measures.flatMap((m) => {
    const day = dayNumber(m.date);
    return day === null ? [] : [{ ...m, day }];
  });
  if (dated.length === 0) return [];
  const first = Math.min(...dated.map((m) => m.day));
  const span = Math.max(...dated.map((m) => m.day)) - first;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const scale = Math.max(1, rows);
  return dated.map((m) => ({
    x: round(box.left + (span === 0 ? plotWidth / 2 : ((m.day - first) / span) * plotWidth)),
    y: round(box.top + (1 - Math.min(Math.max(m.score, 0), scale) / scale) * plotHeight),
    date: m.date,
    score: m.score,
  }));
}

/** The y of a score on the chart's scale, for the rung lines and their labels. */
export function scoreY(score: number, rows: number, box: ChartBox = LADDER_CHART_BOX): number {
  const plotHeight = box.height - box.top - box.bottom;
  return round(box.top + (1 - score / Math.max(1, rows)) * plotHeight);
}

const round = (value: number) => Math.round(value * 10) / 10;
