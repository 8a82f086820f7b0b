// Prints the home route's initial JavaScript (gzip) and Lighthouse's mobile performance score,
// measured on the local production build in Debian's chromium. Run `npm run build` first.
//   npm run bench:home            budget: 170 KB gzip, score ≥ 90
//   npm run bench:home -- --js-only --scripts   the JavaScript alone (no Lighthouse), one line per script
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../../server/src/app.ts";
import { rootDir } from "../../server/src/config.ts";
import { createTestDatabase, startTestPostgres } from "../../tests/helpers/test-postgres.ts";
import { describeHomeJavaScript, HOME_JS_BUDGET_KB, measureHomeJavaScript } from "../../tests/helpers/home-javascript.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const MIN_SCORE = 90;

if (!fs.existsSync(path.join(rootDir, "client", "dist", "index.html"))) {
  console.error("No client build: run `npm run build` first.");
  process.exit(1);
}

const pg = await startTestPostgres("bench-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({ databaseUrl: db.url, port: 0, host: "127.0.0.1", seedDemo: false, logLevel: "warn" }).start();
const home = `${app.url}/#/home/index`;
let failed = false;

try {
  // 1. JavaScript the browser fetches to show the home route (before any interaction).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== "--headless=new") });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const measured = await measureHomeJavaScript(page, home);
  await browser.close();
  console.log(describeHomeJavaScript(measured, process.argv.includes("--scripts")));
  if (measured.gzipKb > HOME_JS_BUDGET_KB) failed = true;

  // 2. Lighthouse, mobile form factor with its default simulated throttling.
  if (!process.argv.includes("--js-only")) await lighthouseScore();
} finally {
  await app.stop();
  await db.drop();
  await pg.stop();
}
process.exit(failed ? 1 : 0);

async function lighthouseScore() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(home, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile" });
    const lhr = result!.lhr;
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
    console.log(`lighthouse performance (mobile): ${score} (minimum ${MIN_SCORE})`);
    console.log(`  FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`);
    if (process.argv.includes("--details")) {
      for (const id of ["render-blocking-resources", "bootup-time", "mainthread-work-breakdown", "largest-contentful-paint-element", "network-dependency-tree-insight", "critical-request-chains"]) {
        const a = lhr.audits[id];
        if (a) console.log(`  ${id}: ${a.displayValue ?? ""} ${JSON.stringify((a.details as { items?: unknown[] } | undefined)?.items?.slice(0, 6) ?? "").slice(0, 900)}`);
      }
    }
    if (score < MIN_SCORE) failed = true;
  } finally {
    chrome.kill();
  }
}
