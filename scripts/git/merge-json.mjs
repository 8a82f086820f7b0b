#!/usr/bin/env node
// A git merge driver for the locale files: parallel branches add keys to the same JSON files, and a
// line merge calls that a conflict. This merges the trees key by key (3-way: a key one side removed
// stays removed, one side's change wins over an unchanged base, both changed differently = conflict).
// Enable once per clone: git config merge.json-union.driver "node scripts/git/merge-json.mjs %O %A %B"
// (.gitattributes names the files: packages/shared/locales/**/*.json.)
import fs from "node:fs";

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (p) => {
  try {
    const text = fs.readFileSync(p, "utf8");
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
};
const base = read(basePath) ?? {};
const ours = read(oursPath);
const theirs = read(theirsPath);
if (ours === undefined || theirs === undefined) process.exit(1);

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
let conflict = false;

function merge(b, o, t, path) {
  if (isObj(o) && isObj(t)) {
    const bb = isObj(b) ? b : {};
    const out = {};
    for (const k of [...Object.keys(o), ...Object.keys(t).filter((k) => !(k in o))]) {
      const inO = k in o, inT = k in t, inB = k in bb;
      if (inO && inT) out[k] = merge(bb[k], o[k], t[k], `${path}.${k}`);
      else if (inO && !inT) { if (!inB || !same(bb[k], o[k])) out[k] = o[k]; }
      else if (!inO && inT) { if (!inB || !same(bb[k], t[k])) out[k] = t[k]; }
    }
    return out;
  }
  if (same(o, t)) return o;
  if (same(b, o)) return t;
  if (same(b, t)) return o;
  conflict = true;
  process.stderr.write(`merge-json: ${oursPath}${path} changed on both sides\n`);
  return o;
}

const merged = merge(base, ours, theirs, "");
fs.writeFileSync(oursPath, JSON.stringify(merged, null, 2) + "\n");
process.exit(conflict ? 1 : 0);
