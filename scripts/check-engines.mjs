#!/usr/bin/env node
// Fails when a package in package-lock.json wants a newer Node than the lowest one package.json's
// "engines" promises (README, "On a fresh machine"): `npm ci` there would print EBADENGINE, and the
// package may not run. Each floor of the range (20.19.0 and 22.13.0 for "^20.19.0 || >=22.13.0") is checked.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));

/** The lowest version of each part of a range such as "^20.19.0 || >=22.13.0". */
export function floors(range) {
  return new semver.Range(range).set.map((comparators) => semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(" "))).version);
}

/** Each locked package whose engines.node refuses one of the floors, with that floor. */
export function refusedBy(lock, range) {
  const refused = [];
  for (const floor of floors(range))
    for (const [where, entry] of Object.entries(lock.packages ?? {})) {
      const wanted = entry.engines?.node;
      if (where && typeof wanted === "string" && !semver.satisfies(floor, wanted)) refused.push(`${where}@${entry.version} wants node ${wanted}, not ${floor}`);
    }
  return refused;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const range = read("package.json").engines.node;
  const refused = refusedBy(read("package-lock.json"), range);
  if (refused.length > 0) {
    console.error(`npm ci would print EBADENGINE on a Node that package.json allows (${range}):\n  ${refused.join("\n  ")}`);
    console.error('Pin or override the package (package.json "overrides"), or raise "engines" and the README together.');
    process.exit(1);
  }
  console.log(`engines: every locked package runs on the lowest Node that package.json allows (${floors(range).join(", ")})`);
}
