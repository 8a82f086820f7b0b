// A cold load of the fan's key pages in Debian's chromium: a fresh document with an empty HTTP cache,
// at 390×844, against the built client served by a real server process on a seeded database. Per route:
// the time to "settled" (the page's main content visible and no request in flight), the requests it
// took, and the longest serial chain of them (a request that starts after another has ended is after it
// in the chain: the waterfall's depth, what a phone pays in round trips). Run `npm run build` first.
//   npm run bench -- coldload [--runs 15] [--rtt 0] [--chain [--all]]   (--rtt: ms of latency added to every request, a
//   phone's round trip; --chain: print the median run's chain per route; --all: every request of it)
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { rootDir } from "../../server/src/config.ts";
import { seedDemoData } from "../../prisma/seed-data.ts";
import { createFan } from "../../tests/factories/fans.ts";
import { benchDatabases, benchDeps, machineLoad, percentile, printTable, startServer } from "./lib/bench-env.ts";

const APP_PORT = 4230;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// As in playwright.config.ts.
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/** No request in flight for this long after the main content showed: the page has settled. */
const QUIET_MS = 400;

interface Timed {
  name: string;
  start: number;
  end: number;
}

interface Sample {
  settled: number;
  requests: number;
  depth: number;
  chain: Timed[];
  all: Timed[];
}

/** The longest chain of requests each of which started after the one before it had ended. */
export function longestChain(requests: Timed[]): Timed[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const best: { length: number; prev: number }[] = [];
  for (let i = 0; i < sorted.length; i++) {
    best[i] = { length: 1, prev: -1 };
    for (let j = 0; j < i; j++) {
      if (sorted[j].end <= sorted[i].start && best[j].length + 1 > best[i].length) best[i] = { length: best[j].length + 1, prev: j };
    }
  }
  let at = best.reduce((m, b, i) => (b.length > (best[m]?.length ?? 0) ? i : m), 0);
  const chain: Timed[] = [];
  while (at >= 0 && sorted[at]) {
    chain.unshift(sorted[at]);
    at = best[at].prev;
  }
  return chain;
}

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    page.on("request", () => {
      inFlight++;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight--;
      arm();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    page.once("load", arm);
  });
}

/** One cold load of `url` in `page` (a new page: a new document); times are the browser's, from navigation start. */
async function coldLoad(page: Page, url: string, mainContent: string): Promise<Sample> {
  const quiet = networkQuiet(page);
  const operations: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql")) operations.push((r.postDataJSON() as { operationName?: string } | null)?.operationName ?? "?");
  });
  await page.goto(url, { waitUntil: "commit" });
  const visibleAt = await page.waitForFunction(
    (selector) => {
      const el = document.querySelector(selector);
      return el && el.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    mainContent,
    { polling: "raf", timeout: 30_000 },
  );
  await quiet;
  const visible = (await visibleAt.jsonValue()) as number;
  const timed = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const all: { name: string; start: number; end: number }[] = [{ name: "document", start: nav.startTime, end: nav.responseEnd }];
    for (const r of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
      all.push({ name: `${r.initiatorType} ${new URL(r.name).pathname.replace(/^\/assets\//, "")}`, start: r.startTime, end: r.responseEnd });
    }
    return all;
  });
  // Resource Timing names every GraphQL request "/graphql": the operations, in the order they were sent.
  let op = 0;
  for (const t of timed) if (t.name === "fetch /graphql") t.name += ` ${operations[op++] ?? ""}`;
  const chain = longestChain(timed);
  return { settled: Math.max(visible, ...timed.map((t) => t.end)), requests: timed.length, depth: chain.length, chain, all: timed };
}

/**
 * A cold HTTP cache (a signed-in fan's context is reused: its session cannot be copied), and with `rtt`
 * a phone's round trip added to every request (chromium's network emulation), which the depth of the
 * chain then multiplies.
 */
async function prepare(context: BrowserContext, page: Page, opts: { noCache: boolean; rtt: number }): Promise<void> {
  if (!opts.noCache && !opts.rtt) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (opts.noCache) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (opts.rtt) await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: opts.rtt, downloadThroughput: -1, uploadThroughput: -1 });
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  // As the e2e suite: no service worker (it precaches the whole build in every new context).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: "block", isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem("skipInstallApp", "1"));
  return context;
}

interface Route {
  name: string;
  path: string;
  mainContent: string;
  signedIn?: boolean;
}

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({ args: argv, options: { runs: { type: "string", default: "15" }, rtt: { type: "string", default: "0" }, chain: { type: "boolean", default: false }, all: { type: "boolean", default: false } } });
  const runs = Number(args.runs);
  const rtt = Number(args.rtt);
  if (!fs.existsSync(path.join(rootDir, "client", "dist", "index.html"))) {
    console.error("No client build: run `npm run build` first.");
    return 1;
  }
  const [database, ...others] = await benchDatabases({ embedded: true, databaseUrl: undefined });
  for (const d of others) await d.close();
  const deps = await benchDeps(database.url);
  const rows: (string | number)[][] = [["route", "runs", "settled p50 ms", "settled p90 ms", "requests", "chain depth"]];
  const chains: string[] = [];
  try {
    await seedDemoData(deps.db);
    const fan = await createFan(deps);
    const slug = (await deps.db.event.findFirstOrThrow({ where: { ticketTypes: { some: {} } }, orderBy: { startsAt: "asc" }, select: { slug: true } })).slug;
    const app = await startServer({
      port: APP_PORT,
      databaseUrl: database.url,
      env: { SERVE_CLIENT: "true", GRAPHQL_RATE_LIMIT_PER_IP: "0", GRAPHQL_RATE_LIMIT_PER_ACCOUNT: "0" },
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const routes: Route[] = [
        { name: "home #/", path: "/#/", mainContent: "[data-testid=event-card]" },
        { name: "event #/ticket/detail", path: `/#/ticket/detail?slug=${slug}`, mainContent: "[data-testid=event-detail]" },
        { name: "sign-in #/sign-in", path: `/#/sign-in?email=${encodeURIComponent(fan.email)}`, mainContent: "[data-testid=sign-in-submit]" },
        { name: "my tickets (signed in)", path: "/#/order/ticket", mainContent: "[data-testid=ticket-item], [data-testid=no-tickets]", signedIn: true },
      ];
      // The signed-in fan's context: signed in once through the sign-in page.
      const fanContext = await newContext(browser);
      const signIn = await fanContext.newPage();
      await signIn.goto(`${app.url}/#/sign-in?email=${encodeURIComponent(fan.email)}`);
      await signIn.locator("input[type=password]").fill(fan.password);
      await signIn.getByTestId("sign-in-submit").click();
      await signIn.waitForURL((u) => !u.hash.startsWith("#/sign-in"));
      await signIn.close();
      // One warm-up load per route (the server's first queries, chromium's own start).
      for (const route of routes) {
        const context = route.signedIn ? fanContext : await newContext(browser);
        const page = await context.newPage();
        await coldLoad(page, app.url + route.path, route.mainContent);
        await page.close();
        if (!route.signedIn) await context.close();
      }
      const samples = new Map<Route, Sample[]>(routes.map((r) => [r, []]));
      // Routes interleaved, so that a slow moment of a shared machine does not fall on one route only.
      for (let i = 0; i < runs; i++) {
        for (const route of routes) {
          const context = route.signedIn ? fanContext : await newContext(browser);
          const page = await context.newPage();
          await prepare(context, page, { noCache: route.signedIn === true, rtt });
          samples.get(route)!.push(await coldLoad(page, app.url + route.path, route.mainContent));
          await page.close();
          if (!route.signedIn) await context.close();
        }
      }
      for (const route of routes) {
        const s = samples.get(route)!;
        const settled = s.map((x) => x.settled).sort((a, b) => a - b);
        const median = [...s].sort((a, b) => a.settled - b.settled)[Math.floor(s.length / 2)];
        const range = (xs: number[]) => (Math.min(...xs) === Math.max(...xs) ? String(xs[0]) : `${Math.min(...xs)}–${Math.max(...xs)}`);
        rows.push([route.name, s.length, percentile(settled, 50).toFixed(0), percentile(settled, 90).toFixed(0), range(s.map((x) => x.requests)), range(s.map((x) => x.depth))]);
        if (args.chain) {
          chains.push(`${route.name} (median run, ${median.settled.toFixed(0)} ms):`);
          for (const t of args.all ? median.all : median.chain) chains.push(`  ${t.start.toFixed(0).padStart(5)}–${t.end.toFixed(0).padEnd(5)} ${t.name}`);
        }
      }
    } finally {
      await browser.close();
      await app.stop();
    }
  } finally {
    await deps.close();
    await database.close();
  }
  console.log(`cold loads in chromium at 390×844, ${runs} runs per route${rtt ? `, ${rtt} ms added to each request` : ""} (${await machineLoad()})`);
  printTable(rows);
  for (const line of chains) console.log(line);
  return 0;
}
