// Prints the home route's initial JavaScript (gzip), when the first event card shows on a cold load and
// when the home's data request starts (median of 5 cold loads at 390×844), and Lighthouse's mobile
// performance score, measured on the local production build in Debian's chromium. Run `npm run build` first.
//   npm run bench:home            budgets: 170 KB gzip, first card ≤ 500 ms, score ≥ 90
//   npm run bench:home -- --js-only --scripts   the JavaScript alone (no Lighthouse), one line per script
//   npm run bench:home -- --card-only           the first card alone
//   npm run bench:home -- --card-only --baseline <dir>   beside another build's client/dist (e.g. the
//                                               previous commit's), served by a second server on the same
//                                               database, loads interleaved: the ratio holds on a busy machine
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../../server/src/app.ts";
import { rootDir } from "../../server/src/config.ts";
import { createTestDatabase, startTestPostgres } from "../../tests/helpers/test-postgres.ts";
import { describeHomeJavaScript, HOME_JS_BUDGET_KB, measureHomeJavaScript } from "../../tests/helpers/home-javascript.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const MIN_SCORE = 90;
/** The first event card on a cold load, median of COLD_LOADS, on localhost (issue 31). */
const FIRST_CARD_BUDGET_MS = 500;
const COLD_LOADS = 5;

if (!fs.existsSync(path.join(rootDir, "client", "dist", "index.html"))) {
  console.error("No client build: run `npm run build` first.");
  process.exit(1);
}

const pg = await startTestPostgres("bench-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({ databaseUrl: db.url, port: 0, host: "127.0.0.1", seedDemo: true, logLevel: "warn" }).start();
const home = `${app.url}/#/home/index`;
const baselineDir = process.argv.includes("--baseline") ? path.resolve(process.argv[process.argv.indexOf("--baseline") + 1]!) : null;
const baselineApp = baselineDir ? await buildApp({ databaseUrl: db.url, port: 0, host: "127.0.0.1", seedDemo: false, logLevel: "warn", clientDist: baselineDir }).start() : null;
let failed = false;

try {
  // 1. JavaScript the browser fetches to show the home route (before any interaction).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== "--headless=new") });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (!process.argv.includes("--card-only")) {
    const measured = await measureHomeJavaScript(page, home);
    console.log(describeHomeJavaScript(measured, process.argv.includes("--scripts")));
    if (measured.gzipKb > HOME_JS_BUDGET_KB) failed = true;
  }

  // 2. The first event card on a cold load (a new context each time: empty HTTP cache, no service worker).
  type Load = { card: number; request: number; script: number };
  const loads: Load[] = [];
  const baseline: Load[] = [];
  await coldLoad(browser, home); // chromium's and the server's first time
  if (baselineApp) await coldLoad(browser, `${baselineApp.url}/#/home/index`);
  for (let i = 0; i < COLD_LOADS; i++) {
    loads.push(await coldLoad(browser, home));
    if (baselineApp) baseline.push(await coldLoad(browser, `${baselineApp.url}/#/home/index`));
  }
  await browser.close();
  const medianOf = (of: Load[], pick: (l: Load) => number) => of.map(pick).sort((a, b) => a - b)[Math.floor(of.length / 2)]!;
  const median = (pick: (l: Load) => number) => medianOf(loads, pick);
  const card = median((l) => l.card);
  console.log(`first event card on a cold load: median ${Math.round(card)} ms of ${COLD_LOADS} (budget ${FIRST_CARD_BUDGET_MS} ms; runs ${loads.map((l) => Math.round(l.card)).join(", ")})`);
  console.log(`  its data request starts at ${Math.round(median((l) => l.request))} ms, the entry script has arrived at ${Math.round(median((l) => l.script))} ms (medians, from navigation start)`);
  if (baselineApp) {
    const before = medianOf(baseline, (l) => l.card);
    console.log(`  baseline ${baselineDir}: median ${Math.round(before)} ms (runs ${baseline.map((l) => Math.round(l.card)).join(", ")}), its data request at ${Math.round(medianOf(baseline, (l) => l.request))} ms; this build / baseline = ${(card / before).toFixed(2)}`);
  }
  console.log(`  load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")} on ${os.cpus().length} CPUs`);
  if (card > FIRST_CARD_BUDGET_MS) failed = true;

  // 3. Lighthouse, mobile form factor with its default simulated throttling.
  if (!process.argv.includes("--js-only") && !process.argv.includes("--card-only")) await lighthouseScore();
} finally {
  await app.stop();
  await baselineApp?.stop();
  await db.drop();
  await pg.stop();
}
process.exit(failed ? 1 : 0);

/** One cold load of the home at 390×844: when the first event card is visible, when the home's event list request started, when the entry script had arrived. */
async function coldLoad(browser: Browser, url: string): Promise<{ card: number; request: number; script: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  await context.addInitScript(() => localStorage.setItem("skipInstallApp", "1"));
  const page = await context.newPage();
  const operations: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql")) operations.push((r.postDataJSON() as { operationName?: string } | null)?.operationName ?? "?");
  });
  await page.goto(url, { waitUntil: "commit" });
  const card = (await (
    await page.waitForFunction(
      () => {
        const el = document.querySelector("[data-testid=event-card]");
        return el && el.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    )
  ).jsonValue()) as number;
  const { graphql, script } = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const entry = resources.find((r) => r.initiatorType === "script" && /\/assets\/index-[^/]*\.js$/.test(r.name));
    return { graphql: resources.filter((r) => r.name.endsWith("/graphql")).map((r) => r.startTime), script: entry?.responseEnd ?? NaN };
  });
  // Resource Timing names every GraphQL request "/graphql", in the order they were sent.
  const request = graphql[operations.indexOf("EventList")] ?? NaN;
  await context.close();
  return { card, request, script };
}

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
