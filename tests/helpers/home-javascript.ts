// The home route's JavaScript budget, measured one way for the suite (tests/e2e/shell.spec.ts) and for
// `npm run bench:home`: a cold load of the home route at 390×844, every script the page fetched until
// the network went quiet, each gzipped (level 9, what the server's static files would be sent as).
import zlib from "node:zlib";
import type { Page } from "@playwright/test";

/** The budget of issue 19: the organiser console and every later feature stay out of the fan's first load. */
export const HOME_JS_BUDGET_KB = 170;

export interface ScriptSize {
  /** The script's path on the server (/assets/vendor-….js). */
  path: string;
  raw: number;
  gzip: number;
}

export interface HomeJavaScript {
  scripts: ScriptSize[];
  rawBytes: number;
  gzipBytes: number;
  gzipKb: number;
}

/**
 * Loads `url` (the home route) in `page`, which must be a fresh tab of a context with an empty cache, and
 * sums the scripts it fetched. The add-to-home-screen popup is skipped: it is a chunk the home loads
 * only on a fan's second visit, never on the first paint the budget is about.
 */
export async function measureHomeJavaScript(page: Page, url: string): Promise<HomeJavaScript> {
  await page.addInitScript(() => localStorage.setItem("skipInstallApp", "1"));
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const path = new URL(response.url()).pathname;
    if (!bodies.has(path)) bodies.set(path, response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const scripts: ScriptSize[] = [];
  for (const [path, body] of bodies) {
    const buf = await body;
    if (!buf) continue;
    scripts.push({ path, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length });
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const gzipBytes = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { scripts, rawBytes: scripts.reduce((sum, s) => sum + s.raw, 0), gzipBytes, gzipKb: gzipBytes / 1024 };
}

/** "home route JavaScript: N files, … KB raw, … KB gzip (budget 170 KB)", and one line per script with `perScript`. */
export function describeHomeJavaScript(measured: HomeJavaScript, perScript = false): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const head = `home route JavaScript: ${measured.scripts.length} files, ${kb(measured.rawBytes)} KB raw, ${measured.gzipKb.toFixed(1)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB)`;
  if (!perScript) return head;
  return [head, ...measured.scripts.map((s) => `  ${kb(s.gzip).padStart(6)} KB gzip  ${kb(s.raw).padStart(6)} KB raw  ${s.path}`)].join("\n");
}
