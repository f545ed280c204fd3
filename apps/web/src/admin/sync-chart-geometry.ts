/** One line of the sync health chart: a value per day. */
export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

/** The top of the value axis: the largest value rounded up to 1, 2 or 5 times a power of ten (at least 1). */
export function niceMax(series: ChartSeries[]): number {
  const largest = Math.max(1, ...series.flatMap((s) => s.values));
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) if (largest <= step * power) return step * power;
  return 10 * power;
}

/** The SVG path of one series over `days` days: x by day, y by value from 0 to `max`. */
export function linePath(values: number[], days: number, max: number, box: ChartBox): string {
  const innerWidth = box.width - box.padding.left - box.padding.right;
  const innerHeight = box.height - box.padding.top - box.padding.bottom;
  const x = (i: number) => box.padding.left + (days <= 1 ? innerWidth / 2 : (i * innerWidth) / (days - 1));
  const y = (v: number) => box.padding.top + innerHeight - (v / max) * innerHeight;
  return values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
}

/** The value axis's labelled lines: 0, the middle when it is a whole number, and the top. */
export function axisTicks(max: number): number[] {
  return max % 2 === 0 ? [0, max / 2, max] : [0, max];
}
