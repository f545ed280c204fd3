import { sql, type RawBuilder } from "kysely";

/** SQL pieces the reports share; each reads the JSONB content of `records` in the database. */

/** A stored flag (true/false, 1/0, "T"/"F") as a boolean; anything else is false. */
export function truthy(text: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(lower(coalesce(${text}, 'false')) in ('true', 't', '1'))`;
}

/** A JSON value as a number, when it is one (a number or numeric text); else null. */
export function numeric(value: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(case when jsonb_typeof(${value}) = 'number' then (${value})::text::numeric
    when jsonb_typeof(${value}) = 'string' and (${value}) #>> '{}' ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' then ((${value}) #>> '{}')::numeric end)`;
}

/** A JSON value as an array to unnest; anything else counts as empty. */
export function array(value: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end)`;
}

const DAY_MONTH_YEAR = "^\\s*[0-9]{1,2}[-/.][0-9]{1,2}[-/.][0-9]{4}\\s*$";

/**
 * The [day, month, year] texts of a day-month-year date, or null: computed once per row in a
 * lateral join (`cross join lateral (select ${dayMonthYear(...)} as p) d`) and read by the two below.
 * A plain match and a split: regexp_match with groups took twice as long (bench/reporting.ts).
 */
export function dayMonthYear(text: RawBuilder<unknown>): RawBuilder<string[] | null> {
  return sql<string[] | null>`(case when ${text} ~ ${DAY_MONTH_YEAR} then string_to_array(translate(btrim(${text}), '/.', '--'), '-') end)`;
}

/**
 * Whole months from the date parts `p` to the report date, never below 0 (docs/product.md §4, §5, as
 * `ageInMonths` in @stepwise/domain); null when there is no date or its month is not 1-12.
 */
export function monthsSince(p: RawBuilder<unknown>, asOf: string): RawBuilder<number | null> {
  const on = sql`${asOf}::date`;
  return sql<number | null>`(case when ${p} is not null and (${p})[2]::int between 1 and 12 then greatest(0,
    (extract(year from ${on})::int - (${p})[3]::int) * 12 + (extract(month from ${on})::int - (${p})[2]::int)
    - (case when extract(day from ${on})::int < (${p})[1]::int then 1 else 0 end)) end)`;
}

/** "YYYY-MM" of the date parts `p` (the month a ladder score was measured). */
export function monthOf(p: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`((${p})[3] || '-' || lpad((${p})[2], 2, '0'))`;
}
