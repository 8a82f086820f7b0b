// The organiser console's texts: every language has every key, none empty, and the other languages are
// translated (no English sentence left in them; product names, codes and formats aside).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "@fanfare/shared/languages";
import { rootDir } from "../../server/src/config.ts";
import { webhookEventTypes } from "../../server/src/modules/webhooks/index.ts";

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, prefix = ""): Record<string, string> =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const texts = (id: string) => flat(JSON.parse(fs.readFileSync(path.join(rootDir, "packages/shared/locales", id, "console.json"), "utf8")) as Tree);

describe("console texts", () => {
  const en = texts("en");
  it.each(languages.map((l) => l.id))("%s has every key, none empty", (id) => {
    const t = texts(id);
    expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(t).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it.each(languages.filter((l) => l.id !== "en").map((l) => l.id))("%s is translated", (id) => {
    const t = texts(id);
    // Same as English only where the word is a name or a code in every language ("Status" in Malay, "Hot" in Vietnamese…).
    const same = Object.keys(en).filter((k) => t[k] === en[k] && /[a-z]{4,}\s+[a-z]{3,}/i.test(en[k]!));
    expect(same).toEqual([]);
  });

  it("name every webhook event type the console's endpoint form lists", () => {
    const keys = Object.keys(webhookEventTypes).map((type) => `webhooks.type.${type.replaceAll(".", "_")}`);
    expect(keys).toContain("webhooks.type.ticket_checked_in");
    expect(keys.filter((k) => !en[k])).toEqual([]);
  });
});
