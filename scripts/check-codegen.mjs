#!/usr/bin/env node
// Fails when the committed codegen output (apps/web/src/generated) differs from what codegen.ts
// makes from schema/schema.graphql and the web's operations. Generates in memory: the working tree
// is never written.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate, loadCodegenConfig } from "@graphql-codegen/cli";
import { OUTPUT as SYNCED_SELECTIONS, syncedSelections } from "./emit-synced-selections.mjs";
import { recordShapes, SHAPES_OUTPUT } from "./emit-record-shapes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const { config } = await loadCodegenConfig({ configFilePath: path.join(root, "codegen.ts") });
const outputs = await generate({ ...config, cwd: root, silent: true, watch: false }, false);

const fresh = new Map(outputs.map((o) => [path.resolve(root, o.filename), o.content]));
// The synced tables' selections, made from the schema and the web's fragments before codegen reads them.
fresh.set(SYNCED_SELECTIONS, syncedSelections());
// Each shown table's record shape, for the first sync's documents (apps/web/src/sync/document-entities.ts).
fresh.set(SHAPES_OUTPUT, recordShapes());
const stale = [];
for (const [file, content] of fresh) {
  if (!fs.existsSync(file)) stale.push(`${path.relative(root, file)} (missing)`);
  else if (fs.readFileSync(file, "utf8") !== content) stale.push(`${path.relative(root, file)} (differs)`);
}
// A folder output holds only what codegen makes: a leftover file there is stale too.
for (const target of Object.keys(config.generates ?? {})) {
  const dir = path.resolve(root, target);
  if (!target.endsWith("/") || !fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile() && !fresh.has(file)) stale.push(`${path.relative(root, file)} (not generated)`);
  }
}

if (stale.length > 0) {
  console.error(`Generated web operations are stale: ${stale.join(", ")}. Run npm run codegen and commit the result.`);
  process.exit(1);
}
console.log(`Generated web operations match the schema and the operations (${fresh.size} files).`);
