// Prints the SDL of the Pothos schema to schema/schema.graphql (sorted): the contract for clients.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { rootDir } from "../server/src/config.ts";
import { schema } from "../server/src/schema.ts";

export const schemaFile = path.join(rootDir, "schema", "schema.graphql");
writeFileSync(schemaFile, printSchema(schema) + "\n");
console.log(`wrote ${path.relative(rootDir, schemaFile)}`);
