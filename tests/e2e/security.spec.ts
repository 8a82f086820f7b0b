// The Content-Security-Policy in a real browser: the app's first-paint inline scripts run (allowed by
// hash), and home, an event page, the wallet, the sandbox payment page, the human check (ALTCHA's
// worker) and the gate load without a single CSP violation; the service worker and graphql-ws work.
import type { Page } from "@playwright/test";
import { expect, phoneContext, test } from "./fixtures.ts";
import { WalletPage } from "./pages/wallet.page.ts";

function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|connect|create|apply)/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test("every response carries the security headers; the page's CSP has no 'unsafe-inline' for scripts", async ({ request }) => {
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers()["permissions-policy"]).toContain("camera=(self)");
});

test.describe("with the service worker", () => {
  // The suite blocks service workers (playwright.config.ts); here the app registers its own, as on a fan's phone.
  test.use({ serviceWorkers: "allow" });

  test("home paints its first-paint outline and the app runs under the CSP, with no violations", async ({ page, factories }) => {
    const event = await factories.event({ standing: 10 });
    const violations = recordViolations(page);
    await page.goto("/");
    // The inline loader (allowed by hash) started the app: React rendered the home page.
    await expect(page.getByTestId("home-page").or(page.locator("main")).first()).toBeVisible();
    await page.goto(`/#/ticket/detail?slug=${event.slug}`);
    await expect(page.getByText(event.title).first()).toBeVisible();
    // The service worker registers (registerSW.js is a file, not an inline script).
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())), { timeout: 15_000 }).toBe(true);
    expect(violations).toEqual([]);
  });
});

test("wallet, the sandbox payment page, the human check and the gate run without CSP violations", async ({ fanPage: page }) => {
  const violations = recordViolations(page);
  const wallet = new WalletPage(page);
  await wallet.goto();
  await expect(wallet.balance()).toContainText("HK$");
  await page.getByTestId("top-up").click();
  await wallet.topUpWithNewCard("100", "Worker Fan");
  await expect(page.getByTestId("sandbox-amount")).toHaveText("HKD 100.00");
  expect(page.url()).toContain("/sandbox-pay/");
  await page.getByRole("button", { name: "Succeed" }).click();
  // The result comes back over graphql-ws (or the page's poll) and the balance is shown again.
  await expect(page.getByTestId("payment-success")).toBeVisible();

  // ALTCHA solves its proof of work in a worker.
  await page.goto("/#/business-cooperation");
  await page.getByTestId("human-check").getByText("I'm not a robot").click();
  await expect(page.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible({ timeout: 20_000 });

  await page.goto("/#/gate");
  await expect(page.locator("main").first()).toBeVisible();
  expect(violations).toEqual([]);
});

// Why the suite signs in through the page once per worker instead of saving a storage state
// (playwright.config.ts): the session is ciphertext under a non-extractable key, and a copy of the
// origin's storage, IndexedDB included, does not carry the key.
test("a copied storage state (localStorage and IndexedDB) does not carry the fan's session", async ({ fanContext, browser, server }) => {
  const page = await fanContext.newPage();
  const wallet = new WalletPage(page);
  await wallet.goto();
  await expect(wallet.balance()).toBeVisible();
  const state = await fanContext.storageState({ indexedDB: true });
  await page.close();
  const origin = state.origins.find((o) => o.origin === server.url)!;
  // The encrypted session and the key store did travel…
  expect(origin.localStorage.map((e) => e.name)).toEqual(expect.arrayContaining(["isLoggedIn", "token", "userInfo"]));
  // (Playwright's typings leave the indexedDB part of a state out; it is there at run time.)
  expect(JSON.stringify(origin)).toContain('"name":"fanfare-keys"');

  // …but the key came out as a plain object: in another context the session does not decrypt, the
  // client drops it and the wallet asks to sign in.
  const copy = await phoneContext(browser, server.url, { storageState: state });
  try {
    const other = await copy.newPage();
    await other.goto("/#/wallet");
    await expect(other).toHaveURL(/#\/sign\?redirectUrl=%2Fwallet/);
    await expect.poll(() => other.evaluate(() => localStorage.getItem("token"))).toBeNull();
  } finally {
    await copy.close();
  }
});
