// The relation fields of prisma/schema.prisma, read once: model → (field → the model it leads to). The
// rule fanfare/own-models-only uses it to see `include: { event: true }` in the queue module reach Event.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const schemaPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../prisma/schema.prisma");

/** model → (field → related model), from the text of a Prisma schema. */
export function parseRelations(text) {
  const blocks = [...text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)];
  const models = new Set(blocks.map((b) => b[1]));
  const relations = new Map();
  for (const [, model, body] of blocks) {
    const fields = new Map();
    for (const line of body.split("\n")) {
      const m = /^\s*(\w+)\s+(\w+)(\[\])?\??/.exec(line);
      if (m && models.has(m[2])) fields.set(m[1], m[2]);
    }
    relations.set(model, fields);
  }
  return relations;
}

export const prismaRelations = parseRelations(fs.readFileSync(schemaPath, "utf8"));
