import { sql, type RawBuilder } from "kysely";

/** Age bands of every report (months, docs/REPORTING.md): each band's label and the first month past it. */
export const AGE_BANDS: ReadonlyArray<{ label: string; below: number }> = [
  { label: "0-11 months", below: 12 },
  { label: "12-23 months", below: 24 },
  { label: "24-35 months", below: 36 },
  { label: "36-59 months", below: 60 },
  { label: "60+ months", below: Number.POSITIVE_INFINITY },
];
export const UNKNOWN_AGE_BAND = "unknown";

/** The band of an age in months; "unknown" when there is none. */
export function ageBandOf(months: unknown): string {
  if (typeof months !== "number" || !Number.isFinite(months)) return UNKNOWN_AGE_BAND;
  return AGE_BANDS.find((band) => months < band.below)!.label;
}

/** The same bands in SQL, for the aggregates. */
export function ageBand(months: RawBuilder<unknown>): RawBuilder<string> {
  const bounded = AGE_BANDS.filter((band) => Number.isFinite(band.below));
  const last = AGE_BANDS[AGE_BANDS.length - 1]!.label;
  const cases = bounded.map((band) => sql`when ${months} < ${sql.lit(band.below)} then ${sql.lit(band.label)}`);
  return sql<string>`(case when ${months} is null then ${sql.lit(UNKNOWN_AGE_BAND)} ${sql.join(cases, sql` `)} else ${sql.lit(last)} end)`;
}
