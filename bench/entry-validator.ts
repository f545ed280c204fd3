import { Ajv2020 } from "ajv/dist/2020.js";
import { ClientRecordSchema } from "@stepwise/domain/entities";
import { z } from "zod";
import { clientRecord } from "./support/api.js";
import { median, type BenchRow } from "./support/stats.js";

/** A sync batch's worth of clients. */
const RECORDS = 500;
const ROUNDS = 15;

/**
 * Wrong records of the kinds the tests assert a REJECTED message for (docs/sync-and-api.md, "What an
 * entry is judged on (REJECTED)"): each checker must refuse every one.
 */
function wrongRecords(): Array<Record<string, unknown>> {
  const good = clientRecord(0) as unknown as Record<string, unknown>;
  return [
    { ...good, age: "forty" },
    { ...good, age: 1.5 },
    { ...good, clientname: 42 },
    { ...good, archived: "maybe" },
    { ...good, clientFormFields: "none" },
    { ...good, clientFormFields: [{ uuid: {}, answer: [] }] },
    { ...good, uuid: "" },
  ];
}

/**
 * docs/PERFORMANCE.md, "Checking a sync entry: zod against a compiled validator": the clients
 * table's record check as the sync engine runs it (ClientRecordSchema.safeParse, zod 4) against a
 * validator compiled ahead by ajv 8 from the same schema's JSON Schema (z.toJSONSchema, input side),
 * by turns on the same 500 clients. The JSON Schema carries the checks only: zod's transforms (the
 * defaults of docs/product.md §3, dropping device flags, a client's validity) and its messages have
 * no counterpart there, so ajv's time is a floor of what a compiled check with the same results costs.
 */
export function benchEntryValidator(): Promise<BenchRow[]> {
  const records = Array.from({ length: RECORDS }, (_, i) => clientRecord(i) as unknown as Record<string, unknown>);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const validate = ajv.compile(z.toJSONSchema(ClientRecordSchema, { io: "input", unrepresentable: "any" }));
  const verdicts = (check: (record: unknown) => boolean) => [...records, ...wrongRecords()].map(check);
  const zodVerdicts = verdicts((r) => ClientRecordSchema.safeParse(r).success);
  const ajvVerdicts = verdicts((r) => validate(r));
  const disagree = zodVerdicts.filter((verdict, i) => verdict !== ajvVerdicts[i]).length;
  const time = (check: (record: unknown) => unknown) => {
    const start = performance.now();
    for (const record of records) check(record);
    return ((performance.now() - start) * 1000) / RECORDS;
  };
  const zodTimes: number[] = [];
  const ajvTimes: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round += 1) {
    const [zodTime, ajvTime] = [time((r) => ClientRecordSchema.safeParse(r)), time((r) => validate(r))];
    // The first two rounds warm both up (V8 optimises each check).
    if (round < 2) continue;
    zodTimes.push(zodTime);
    ajvTimes.push(ajvTime);
  }
  const [figure, baseline] = [median(ajvTimes), median(zodTimes)];
  return Promise.resolve([
    {
      benchmark: `Sync entry check, ${RECORDS} clients: ajv 8 compiled from the schema's JSON Schema (B) against zod 4 safeParse (A), by turns; verdicts on ${zodVerdicts.length} records (${wrongRecords().length} wrong) differ on ${disagree}`,
      figure: `${figure.toFixed(2)} µs a record (checks only: no defaults, no messages)`,
      baseline: `${baseline.toFixed(2)} µs a record`,
      ratio: `${(figure / baseline).toFixed(3)}x`,
      target: "<= 0.5x with the same verdicts (and then the same messages, which ajv does not give)",
      met: figure / baseline <= 0.5 && disagree === 0,
    },
  ]);
}
