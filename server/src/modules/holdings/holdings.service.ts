import {
  DIGEST_HASH_PATTERN,
  digestRecord,
  KEYS_PER_RANGE,
  MAX_RANGE_PREFIX,
  MAX_RANGES_PER_CHECK,
  RANGE_PREFIX_PATTERN,
  rangeDigests,
  sameDigest,
  type DigestedRecord,
} from "@stepwise/domain";
import { z } from "zod";
import type { Identity } from "../../auth/identity.js";
import { BadInput } from "../../errors.js";
import { requireCaller } from "../../sync/records.service.js";
import { describeZodError } from "../../zod-errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { HoldingsRepository } from "./holdings.repository.js";

/** More records than any device holds of one table: a count above it is no device's. */
const MAX_COUNT = 10_000_000;
/** More tables than the app syncs: each is named once anyway, and must be one of them. */
const MAX_TABLES = 64;

const wholeNumber = (max: number) =>
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, `must be a whole number from 0 to ${max}`)
    .max(max, `must be a whole number from 0 to ${max}`);

const DigestInput = z.object({
  tables: z
    .array(
      z.object({
        table: z.string({ error: "is required" }),
        ranges: z
          .array(
            z.object({
              prefix: z.string({ error: "is required" }).regex(RANGE_PREFIX_PATTERN, `must be 0 to ${MAX_RANGE_PREFIX} lowercase hex digits`),
              count: wholeNumber(MAX_COUNT),
              hash: z.string({ error: "is required" }).regex(DIGEST_HASH_PATTERN, "must be 16 lowercase hex digits"),
            }),
          )
          .min(1, "must name at least one range")
          .max(MAX_RANGES_PER_CHECK, `must name at most ${MAX_RANGES_PER_CHECK} ranges`),
      }),
    )
    .min(1, "must name at least one table")
    .max(MAX_TABLES, `must name at most ${MAX_TABLES} tables`),
});

const HealedInput = z.object({
  tables: z
    .array(z.object({ table: z.string({ error: "is required" }), fetched: wholeNumber(MAX_COUNT), dropped: wholeNumber(MAX_COUNT) }))
    .min(1, "must name at least one table")
    .max(MAX_TABLES, `must name at most ${MAX_TABLES} tables`),
});

/** A range of the caller's holdings that differs from the device's digest of it. */
export interface RangeDifference {
  table: string;
  prefix: string;
  count: number;
  records: Array<{ uuid: string; dataversion: number }> | null;
}

/**
 * docs/sync-and-api.md, "The holdings check": a device's digest of what it holds is compared with the
 * same digest of what the server holds for it; the device then fetches and drops what differs, and
 * tells the server what it healed.
 */
export class HoldingsService {
  constructor(
    private readonly holdings: HoldingsRepository,
    /** The synced tables' names (TableRegistry.names()). */
    private readonly tables: readonly string[],
    private readonly audit: AuditLog,
  ) {}

  /**
   * The ranges of the device's digest that differ from what the caller may read, each with the
   * server's count and, for a range of at most KEYS_PER_RANGE records (or a whole position), its
   * records' keys and versions, by uuid; a bigger one without, for the device to split.
   */
  async compare(identity: Identity, raw: unknown): Promise<RangeDifference[]> {
    requireCaller(identity);
    const input = this.checked(DigestInput, raw);
    let ranges = 0;
    const named = new Set<string>();
    for (const [t, { table, ranges: asked }] of input.tables.entries()) {
      this.known(table, `input.tables[${t}].table`);
      if (named.has(table)) throw new BadInput(`input.tables[${t}].table: "${table}" is named twice`);
      named.add(table);
      const prefixes = new Set<string>();
      for (const [r, { prefix }] of asked.entries()) {
        if (prefixes.has(prefix)) throw new BadInput(`input.tables[${t}].ranges[${r}].prefix: "${prefix}" is named twice for ${table}`);
        prefixes.add(prefix);
      }
      ranges += asked.length;
      if (ranges > MAX_RANGES_PER_CHECK) throw new BadInput(`input.tables: at most ${MAX_RANGES_PER_CHECK} ranges in all`);
    }
    const held = new Map<string, DigestedRecord[]>(input.tables.map((t) => [t.table, []]));
    for (const row of await this.holdings.heldKeys(identity, [...named])) {
      held.get(row.table_name)!.push(digestRecord({ uuid: row.uuid, dataversion: Number(row.dataversion) }));
    }
    const differences: RangeDifference[] = [];
    for (const { table, ranges: asked } of input.tables) {
      const records = held.get(table)!;
      const ours = rangeDigests(
        records,
        asked.map((r) => r.prefix),
      );
      for (const theirs of asked) {
        const digest = ours.get(theirs.prefix)!;
        if (sameDigest(digest, theirs)) continue;
        const listed = digest.count <= KEYS_PER_RANGE || theirs.prefix.length === MAX_RANGE_PREFIX;
        differences.push({ table, prefix: theirs.prefix, count: digest.count, records: listed ? keysIn(records, theirs.prefix) : null });
      }
    }
    return differences;
  }

  /**
   * The device fetched or dropped records after a check: kept on its install (the devices page) and
   * in the audit log, with the device as the actor. Answers how many records in all.
   */
  async healed(identity: Identity, raw: unknown): Promise<number> {
    if (!identity.installId) throw new BadInput("X-App-Install-Id: is required (the install that healed)");
    const input = this.checked(HealedInput, raw);
    const named = new Set<string>();
    for (const [t, { table }] of input.tables.entries()) {
      this.known(table, `input.tables[${t}].table`);
      if (named.has(table)) throw new BadInput(`input.tables[${t}].table: "${table}" is named twice`);
      named.add(table);
    }
    const records = input.tables.reduce((sum, t) => sum + t.fetched + t.dropped, 0);
    if (records === 0) throw new BadInput("input.tables: no record was fetched or dropped");
    const installId = identity.installId;
    const stored = await this.holdings.recordHeal(installId, identity.user?.application ?? null, records, new Date());
    const worker = identity.user ? `worker ${identity.user.email}` : "no worker";
    const tables = input.tables
      .filter((t) => t.fetched + t.dropped > 0)
      .map((t) => `${t.table} ${t.fetched} fetched, ${t.dropped} dropped`)
      .join("; ");
    await this.audit.record(
      { user: null, installId, isAdmin: false, address: identity.address },
      {
        action: "device.holdings-healed",
        application: identity.user?.application ?? stored,
        target: installId,
        detail: `${worker}; ${records === 1 ? "1 record" : `${records} records`}: ${tables}`,
      },
    );
    return records;
  }

  private checked<T>(schema: z.ZodType<T>, raw: unknown): T {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "input"));
    return parsed.data;
  }

  private known(table: string, where: string): void {
    if (!this.tables.includes(table)) throw new BadInput(`${where}: unknown table "${table}"`);
  }
}

/** The records of the range, by uuid. */
function keysIn(records: readonly DigestedRecord[], prefix: string): Array<{ uuid: string; dataversion: number }> {
  return records
    .filter((r) => r.position.startsWith(prefix))
    .map((r) => ({ uuid: r.uuid, dataversion: r.dataversion }))
    .sort((x, y) => (x.uuid < y.uuid ? -1 : x.uuid > y.uuid ? 1 : 0));
}
