// Every Prisma connection (t.prismaConnection, t.relatedConnection) carries `extensions: prismaCursorRows(…)`,
// so that platform/cursor-guard.ts reads its after and before cursors before Pothos does (without it, junk in
// `before` together with `first` was a silent list) and refuses a cursor whose row the connection does not
// list (a deleted row's, another connection's or fan's: Prisma answered those with an empty or shifted page)
// (issue 35). Read from the source, as the lint reads it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../server/src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : []));
}

/** The text of each call of `name(` in `text`, to its closing parenthesis. */
function calls(text: string, name: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf(`${name}(`); at >= 0; at = text.indexOf(`${name}(`, at + 1)) {
    let depth = 0;
    for (let i = at + name.length; i < text.length; i++) {
      if (text[i] === "(") depth++;
      else if (text[i] === ")" && --depth === 0) {
        out.push(text.slice(at, i + 1));
        break;
      }
    }
  }
  return out;
}

describe("Prisma connections", () => {
  it("each one says which rows its cursors may name, for the cursor guard", () => {
    const found: string[] = [];
    const unmarked: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, "utf8");
      for (const name of ["t.prismaConnection", "t.relatedConnection"]) {
        for (const call of calls(text, name)) {
          const where = `${path.relative(root, file)}: ${call.slice(0, 60)}`;
          found.push(where);
          if (!/extensions: prismaCursorRows[<(]/.test(call)) unmarked.push(where);
        }
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(9);
    expect(unmarked).toEqual([]);
  });
});
