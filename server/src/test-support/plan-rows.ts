import { CompiledQuery, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

interface PlanNode {
  "Node Type": string;
  "Actual Rows": number;
  "Actual Loops": number;
  /** Rows a scan read and its filter dropped (per loop). */
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

/** The rows every scan of the plan read (index entries or table rows, kept or filtered out), summed over its loops. */
function rowsScanned(node: PlanNode): number {
  const scan = /Scan/.test(node["Node Type"]) && node["Node Type"] !== "Subquery Scan";
  const own = scan ? (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)) * node["Actual Loops"] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child), 0);
}

/** Runs the statement under EXPLAIN ANALYZE: the rows its scans read, and the rows it answered. */
export async function scannedRows(db: Kysely<Database>, query: CompiledQuery): Promise<{ scanned: number; rows: number }> {
  const { rows } = await db.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const plan = rows[0]!["QUERY PLAN"][0].Plan;
  return { scanned: rowsScanned(plan), rows: plan["Actual Rows"] };
}
