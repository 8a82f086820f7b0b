// The wallet buttons on the ticket page (issue 35): shown for the wallets the server has configured, each
// linking to that ticket's pass; none without configuration. At 390×844, English and Traditional Chinese,
// light and dark (screenshots in test-results).
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, languageContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { loadConfig } from "../../server/src/config.ts";

const variants = [
  { lang: "en", theme: "light" },
  { lang: "en", theme: "dark" },
  { lang: "zh_tw", theme: "light" },
  { lang: "zh_tw", theme: "dark" },
] as const;
const labels = { en: { apple: "Add to Apple Wallet", google: "Add to Google Wallet" }, zh_tw: { apple: "加入 Apple 錢包", google: "新增至 Google 錢包" } };

const context = languageContext;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** A wallet configuration the page only needs links of: a real Google key (the link is signed when asked for), Apple's certificates unread until a download. */
function walletConfig() {
  const key = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const google = loadConfig({ GOOGLE_WALLET_ISSUER_ID: "3388000000012345678", GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: JSON.stringify({ client_email: "w@example.iam.gserviceaccount.com", private_key: key }) }).walletPasses.google;
  const pem = "-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n";
  return { google, apple: { passTypeId: "pass.com.fanfare.e2e", teamId: "TEAM123456", signerCert: pem, signerKey: pem, signerKeyPassphrase: null, wwdr: pem, organizationName: "Fanfare", apns: { host: "127.0.0.1:9", ca: null, maxAttempts: 1, retryBaseMs: 10, timeoutMs: 1_000 } } };
}

test("the ticket page offers the configured wallets, and none without configuration", async ({ browser, server, factories }) => {
  // Five sign-ins and ticket pages: 23 s on a quiet machine, past the suite's 45 s on a busy one (the final
  // fresh-clone run of session 17 failed it twice so): its own budget, each step keeping the expect timeout.
  test.setTimeout(120_000);
  const { deps } = server.app;
  const event = await factories.event({ standing: 10 });
  const fan = await factories.fan({ nickname: "Wallet Fan" });
  const ticket = await factories.ticket({ ownerId: fan.id, ticketTypeId: event.standingTypeId });
  const path = `/ticket-detail?id=${encodeURIComponent(ticket.nodeId)}`;
  const before = deps.config.walletPasses;

  // Not configured: no button.
  {
    const c = await context(browser, server.url, variants[0]);
    const page = await c.newPage();
    await signIn(page, fan, path);
    await expect(page.getByTestId("qr-code")).toBeVisible();
    await expect(page.getByTestId("wallet-buttons")).toHaveCount(0);
    await c.close();
  }

  deps.config.walletPasses = walletConfig();
  try {
    for (const v of variants) {
      const c = await context(browser, server.url, v);
      const page = await c.newPage();
      await signIn(page, fan, path);
      await expect(page.getByTestId("qr-code")).toBeVisible();
      await expect(page.getByTestId("wallet-apple")).toHaveText(labels[v.lang].apple);
      await expect(page.getByTestId("wallet-google")).toHaveText(labels[v.lang].google);
      await expect(page.getByTestId("wallet-google")).toHaveAttribute("href", /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
      await expect(page.getByTestId("wallet-apple")).toHaveAttribute("href", /\/passes\/apple\/download\/.+\.pkpass\?v=1&e=\d+&s=/);
      await page.getByTestId("wallet-buttons").scrollIntoViewIfNeeded();
      await shot(page, `wallet-buttons-${v.lang}-${v.theme}`);
      await c.close();
    }
  } finally {
    deps.config.walletPasses = before;
  }
});
