// Every "validation.<key>" / "validation:<key>" the server and the client name in their source is a text of
// the "validation" namespace in all six languages: a key missing there reaches the user raw (issue 34 found
// "validation.tooLong" and "validation.invalid" shown as they are).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../packages/shared/src/languages.ts";

const root = join(import.meta.dirname, "../..");

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "generated" || name === "gql" || name === "node_modules" || name === "dist") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const named = new Map<string, string>();
for (const file of [...sources(join(root, "server/src")), ...sources(join(root, "client/src")), ...sources(join(root, "packages/shared/src"))]) {
  for (const m of readFileSync(file, "utf8").matchAll(/["'`]validation[.:]([A-Za-z][A-Za-z0-9]*)["'`]/g)) named.set(m[1]!, file.slice(root.length + 1));
}
named.delete("x"); // errors.ts's doc comment: "validation.x"

describe("validation keys named in the code", () => {
  it("finds the keys (the scan works)", () => {
    expect(named.has("required")).toBe(true);
    expect(named.has("tooLong")).toBe(true);
    expect(named.has("invalid")).toBe(true);
  });
  for (const { id: lng } of languages) {
    it(`${lng}: each is in validation.json`, () => {
      const texts = JSON.parse(readFileSync(join(root, "packages/shared/locales", lng, "validation.json"), "utf8")) as Record<string, unknown>;
      const missing = [...named].filter(([key]) => typeof texts[key] !== "string" || !(texts[key] as string).trim()).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
