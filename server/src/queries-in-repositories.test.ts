import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * docs/style.md, "Server (`server/src`)": queries live in repositories. A statement (a Kysely select, insert, update or
 * delete, or raw SQL run with `.execute`) written anywhere else in the server's own code fails here.
 * Migrations, test support, fixtures for tests and benchmarks (*.fixture.ts, reporting-volume.ts)
 * and tests are not the request path.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const notRequestPath = [/\.test\.ts$/, /^db\/migrations\//, /^test-support\//, /\.fixture\.ts$/, /^modules\/reporting\/reporting-volume\.ts$/];
const statement = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|sql(?:<[^>]*>)?`[^`]*`\s*\.execute/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [path.relative(src, full)] : [];
  });
}

/** The server's files outside repositories that run a statement, each with its first such line. */
export function queriesOutsideRepositories(files: ReadonlyMap<string, string>): string[] {
  return [...files]
    .filter(([file]) => !file.endsWith(".repository.ts") && !notRequestPath.some((rule) => rule.test(file)))
    .flatMap(([file, text]) => {
      const match = statement.exec(text);
      return match ? [`${file}:${text.slice(0, match.index).split("\n").length}`] : [];
    });
}

describe("queries live in repositories", () => {
  it("no file of the server's own code outside a repository runs a statement", () => {
    const files = new Map(sourceFiles(src).map((file) => [file.split(path.sep).join("/"), fs.readFileSync(path.join(src, file), "utf8")]));
    expect(files.size).toBeGreaterThan(100);
    expect(queriesOutsideRepositories(files)).toEqual([]);
  });

  it("finds a select, an insert and raw SQL run outside a repository, and leaves repositories and tests alone", () => {
    const files = new Map([
      ["modules/content/seed.ts", 'const a = 1;\nawait trx.selectFrom("applications").select("id");'],
      ["logging/error-log.ts", 'await db\n  .insertInto("error_log")'],
      ["modules/content/lock.ts", "await sql`select pg_advisory_xact_lock(7302)`.execute(trx);"],
      ["modules/content/seed.repository.ts", 'await db.selectFrom("applications")'],
      ["modules/content/seed.test.ts", 'await db.selectFrom("applications")'],
      ["modules/reporting/age-bands.ts", "return sql`(case when ${months} is null then 1 end)`;"],
    ]);
    expect(queriesOutsideRepositories(files)).toEqual(["modules/content/seed.ts:2", "logging/error-log.ts:2", "modules/content/lock.ts:1"]);
  });
});
