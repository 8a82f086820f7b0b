import { defineConfig, devices } from "@playwright/test";

// Debian's chromium, never a downloaded browser (no internet on our machines).
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Each worker starts its own server on its own copy of the seeded database (tests/e2e/fixtures.ts):
// baseURL and the storage state come from there, on a port the system picks.
//
// Signing in: why the "setup" project makes accounts and no storage state.
// The client keeps its session (token, fan) in localStorage as AES-GCM ciphertext under a key that is
// generated in the browser, not extractable, and kept in IndexedDB (client/src/session/secureStorage.ts):
// a copied localStorage is useless without the browser profile's key store. Playwright's
// `storageState({ indexedDB: true })` (1.51+) serialises IndexedDB records as JSON; a CryptoKey comes
// out as `{}` and goes back in as a plain object, so a restored context holds the ciphertext and no key,
// and the client rightly treats the session as not its own (tried with 1.65: `valueEncoded: {"o":[]}`,
// decrypt → "parameter 2 is not of type 'CryptoKey'"; tests/e2e/security.spec.ts keeps that true). No
// serialiser could do better: a non-extractable key cannot be exported, which is the point of it. Making
// the key extractable, or a test-only way to plant a session, would weaken the product for its tests.
// So: the "setup" project (auth.setup.ts) makes the suite's fans once per run through the factories in
// the template every worker copies, and records them (suite-fans.ts); the `fanContext` fixture signs the
// returning fan in through the sign-in page once per worker and every `fanPage` is a tab of that
// context. Journeys that need a fan of their own (a balance, a ticket, a nickname) make one with
// `factories.fan()` and sign in with the SignInPage object.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    { name: "chromium", testMatch: /.*\.spec\.ts$/, dependencies: ["setup"] },
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    // The app's service worker precaches the whole build (300+ files) in every new context; a journey
    // needs none of it, and every context paid for it. Blocked here; security.spec.ts lets it register
    // (and shell.spec.ts fetches /sw.js), so the service worker itself stays tested.
    serviceWorkers: "block",
    // The app honours reduced motion (0.01 ms transitions, no spinner animation): nothing to repaint while a test waits.
    reducedMotion: "reduce",
    // A trace records every action's DOM snapshot and a screencast: it was a quarter of the run's CPU
    // when recorded for every test. In CI (one retry) the retry of a failing test records it; locally
    // (no retries) a failing test keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
