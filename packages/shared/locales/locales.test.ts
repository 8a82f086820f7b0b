import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../src/languages.ts";

const localesDir = fileURLToPath(new URL(".", import.meta.url));

type Tree = { [key: string]: string | Tree };

function readNamespaces(lng: string): Record<string, Tree> {
  const dir = join(localesDir, lng);
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  return Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8")) as Tree]));
}

/** Flattens to "namespace:path.to.key" → text. */
function flatten(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function flatLocale(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ns, tree] of Object.entries(readNamespaces(lng))) flatten(tree, `${ns}:`, out);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const english = flatLocale("en");

/** The <tag>…</tag> components a text hands to react-i18next's Trans. */
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

/** Countdowns set inside their sentence (not concatenated after it: "Your pass expires in10:00"). */
const countdownKeys = ["queue:pre.opensIn", "queue:admitted.passLeft", "queue:offered.left"];

describe("locale files", () => {
  it("has a folder for each supported language and no other", () => {
    const folders = readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(folders).toEqual(languages.map((l) => l.id).sort());
  });

  it("English has texts", () => {
    expect(english.size).toBeGreaterThan(50);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
  });

  it("sets each countdown inside its sentence, in every language", () => {
    for (const { id } of languages) {
      const locale = flatLocale(id);
      for (const key of countdownKeys) expect(locale.get(key), `${id} ${key}`).toContain("<time>{{time}}</time>");
    }
  });

  for (const { id } of languages.filter((l) => l.id !== "en")) {
    describe(id, () => {
      const locale = flatLocale(id);

      it("has exactly the English keys", () => {
        expect([...locale.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it("keeps every placeholder and translates every text", () => {
        for (const [key, text] of english) {
          const translated = locale.get(key) ?? "";
          expect(translated.trim(), `${id} ${key} is empty`).not.toBe("");
          expect(placeholders(translated), `${id} ${key} placeholders`).toEqual(placeholders(text));
          expect(tags(translated), `${id} ${key} components`).toEqual(tags(text));
        }
      });
    });
  }
});
