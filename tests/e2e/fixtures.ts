// The fixtures every spec imports instead of @playwright/test's: each worker has its own server on its
// own copy of the run's template database (the seeded one plus the suite's fans, made by the "setup"
// project, auth.setup.ts), as vitest gives each test file, so parallel journeys never see each other's
// orders, stock or tickets. baseURL and the storage state follow the worker's server; `factories`
// write what a journey needs into that database; `fanPage` is a tab of the worker's signed-in context.
import { test as base, expect, devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { buildApp, type App } from "../../server/src/app.ts";
import { loadConfig, type Config } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createProduct } from "../factories/merch.ts";
import { createTicket } from "../factories/tickets.ts";
import { createGiveawayCampaign } from "../factories/giveaway.ts";
import { createInvitation } from "../factories/organisations.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { readSuiteFans } from "./suite-fans.ts";
import { StripeDouble } from "../helpers/stripe-double.ts";

export interface E2EServer {
  /** http://localhost:<port>, the browser's origin. */
  url: string;
  app: App;
  /** A staff token for the gate and operator journeys. */
  staffToken: string;
  /** The worker's database, for what no factory or screen makes. */
  databaseUrl: string;
}

/** What every context starts with: the add-to-home-screen popup skipped (shell.spec.ts tests it on its own). */
export function skipInstallState(origin: string, extra: { name: string; value: string }[] = []) {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: "skipInstallApp", value: "1" }, ...extra] }] };
}

/** A cold phone context (390×844) in a language and a theme, for walks that look at a screen in several of them. */
export function languageContext(browser: Browser, baseURL: string, v: { lang: string; theme: "light" | "dark" }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    colorScheme: v.theme,
    reducedMotion: "reduce",
    storageState: skipInstallState(baseURL, [
      { name: "lang", value: v.lang },
      { name: "isDarkMode", value: v.theme === "dark" ? "1" : "0" },
    ]),
  });
}

/** The page's language and theme from now on, stored as the app's own switches store them (read at the next load). */
export async function lookAs(page: Page, v: { lang: string; theme: "light" | "dark" }): Promise<void> {
  await page.evaluate(([lang, dark]) => {
    localStorage.setItem("lang", lang!);
    localStorage.setItem("isDarkMode", dark!);
  }, [v.lang, v.theme === "dark" ? "1" : "0"]);
  await page.emulateMedia({ colorScheme: v.theme });
}

/** A fresh document at `hash` in a language and a theme (lookAs, then a new document: nothing kept from the page before). */
export async function coldLoadAs(page: Page, hash: string, v: { lang: string; theme: "light" | "dark" }): Promise<void> {
  await lookAs(page, v);
  await page.goto("about:blank");
  await page.goto(`/#${hash}`);
}

const { defaultBrowserType: _browserType, ...pixel7 } = devices["Pixel 7"];

/** The phone-sized context the suite's pages run in (playwright.config.ts `use`), for a context a test opens itself. */
export function phoneContext(browser: Browser, baseURL: string, options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ ...pixel7, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, baseURL, serviceWorkers: "block", storageState: skipInstallState(baseURL), ...options });
}

/**
 * A journey's server on `databaseUrl` (a copy of the run's template), as every worker's is; `overrides`
 * change its configuration (a journey's own server with a payment provider, say).
 */
/** A journey's own server: its own database, copied from the suite's seeded template, and an app with these
 * settings. `close()` stops the app and drops the database. */
export interface OwnE2EApp {
  app: App;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startOwnE2EApp(overrides: Partial<Config> = {}): Promise<OwnE2EApp> {
  const serverUrl = process.env.E2E_PG_SERVER_URL;
  if (!serverUrl) throw new Error("tests/e2e/global-setup.ts did not run (E2E_PG_SERVER_URL)");
  const database = await createTestDatabase((name) => withDatabase(serverUrl, name), readSuiteFans().template);
  const app = await startE2EApp(database.url, overrides).catch(async (e: unknown) => {
    await database.drop();
    throw e;
  });
  return {
    app,
    databaseUrl: database.url,
    async close() {
      await app.stop();
      await database.drop();
    },
  };
}

/**
 * For the tests of a describe: the local Stripe double, and an own app whose routes (`PAYMENT_ROUTES`, as a
 * production server is configured: no sandbox) go through it, its webhooks pointed at the app. Started before
 * the describe's first test, stopped after its last; read them inside the tests.
 */
export function useStripeDoubleApp(routes = "card:stripe,alipay:stripe"): { readonly stripe: StripeDouble; readonly app: App } {
  let stripe: StripeDouble | undefined;
  let own: OwnE2EApp | undefined;
  base.beforeAll(async () => {
    stripe = await StripeDouble.start();
    own = await startOwnE2EApp({ payments: loadConfig(stripe.env({ PAYMENT_ROUTES: routes })).payments });
    stripe.webhookUrl = `${own.app.url}/webhooks/stripe`;
  });
  base.afterAll(async () => {
    await own?.close();
    await stripe?.stop();
  });
  return {
    get stripe() {
      if (!stripe) throw new Error("useStripeDoubleApp: read inside a test");
      return stripe;
    },
    get app() {
      if (!own) throw new Error("useStripeDoubleApp: read inside a test");
      return own.app;
    },
  };
}

export function startE2EApp(databaseUrl: string, overrides: Partial<Config> = {}): Promise<App> {
  return buildApp({
    databaseUrl,
    // A port the system picks: two runs on one machine (or a port some other program holds) never collide.
    port: 0,
    host: "127.0.0.1",
    seedDemo: false,
    logLevel: "warn",
    humanCheck: { maxNumber: 5000 },
    // Every browser of the worker shares 127.0.0.1: a per-IP budget (GraphQL requests, sign-in
    // failures, code sends) would be one fan's for all of them. Per-account and per-address limits stay on.
    graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 },
    accountLimitsPerIp: false,
    ...overrides,
  }).start();
}

function bind(deps: App["deps"]) {
  return {
    fan: (opts?: Parameters<typeof createFan>[1]) => createFan(deps, opts),
    event: (opts: Parameters<typeof createOnSaleEvent>[1]) => createOnSaleEvent(deps, opts),
    product: (opts: Parameters<typeof createProduct>[1]) => createProduct(deps, opts),
    ticket: (opts: Parameters<typeof createTicket>[1]) => createTicket(deps, opts),
    giveaway: (opts: Parameters<typeof createGiveawayCampaign>[1]) => createGiveawayCampaign(deps, opts),
    invitation: (opts: Parameters<typeof createInvitation>[1]) => createInvitation(deps, opts),
  };
}
export type Factories = ReturnType<typeof bind>;

interface WorkerFixtures {
  server: E2EServer;
  /** The suite's returning fan (auth.setup.ts), for specs that only need someone signed in: in every worker's database. */
  workerFan: SignableFan;
  /**
   * A browser context where workerFan signed in through the sign-in page once per worker and which every
   * `fanPage` reuses: the session key is a non-extractable CryptoKey in IndexedDB, which no storage state
   * can carry (playwright.config.ts), so the page the fan uses is the only way in.
   */
  fanContext: BrowserContext;
}

interface TestFixtures {
  factories: Factories;
  /** A new tab in the worker's signed-in context. */
  fanPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const { app, databaseUrl, close } = await startOwnE2EApp();
      const staff = await createStaffToken(app.deps.db, `e2e staff ${workerInfo.parallelIndex}`, ["gate:scan", "entry:manage"]);
      await use({ url: app.url, app, staffToken: staff.token, databaseUrl });
      await close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  storageState: async ({ server }, use) => use(skipInstallState(server.url)),
  factories: async ({ server }, use) => use(bind(server.app.deps)),

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  workerFan: [async ({}, use) => use(readSuiteFans().returning), { scope: "worker" }],
  fanContext: [
    async ({ browser, server, workerFan }, use) => {
      const context = await phoneContext(browser, server.url);
      const page = await context.newPage();
      await new SignInPage(page).signIn(workerFan);
      await page.close();
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  fanPage: async ({ fanContext }, use) => {
    const page = await fanContext.newPage();
    await use(page);
    await page.close();
  },
});

export { expect };
