import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAppSchema, printAppSchema } from "./graphql/schema.js";
import { createChangePubSub } from "./sync/change-feed.js";

/** Writes schema/schema.graphql from the server's code-first schema. */
export const schemaFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../schema/schema.graphql");

const schema = await buildAppSchema(createChangePubSub());
fs.writeFileSync(schemaFile, printAppSchema(schema));
console.info(`wrote ${schemaFile}`);
