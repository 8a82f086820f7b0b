// Temporary walk (not committed): screenshots of the screens changed for issue 31.
import type { Page } from "@playwright/test";
import { expect, languageContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { passHumanCheck } from "./pages/human-check.ts";

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/h31a-shots/${name}.png`, fullPage: true });

for (const walk of [{ lang: "en", theme: "light" }, { lang: "zh_tw", theme: "dark" }] as const) {
  test(`walk ${walk.lang}`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const event = await factories.event({ standing: 10, pickup: true });
    const product = await factories.product({ eventId: event.id, name: "Official Light Stick", price: 35_000, pickupOnly: true });
    const fan = await factories.fan({ payPassword: "246810", balance: 1_000_00 });
    const context = await languageContext(browser, server.url, walk);
    const page = await context.newPage();
    await page.goto(`/#/ticket/detail?slug=${event.slug}`);
    await expect(page.getByTestId("event-actions")).toBeVisible();
    await shot(page, `event-${walk.lang}`);
    await signIn(page, fan, `/merch/detail?slug=${product.slug}`);
    await passHumanCheck(page);
    await page.getByTestId("secure-merch").click();
    await expect(page.getByTestId("order-no")).toBeVisible();
    await shot(page, `merch-order-awaiting-${walk.lang}`);
    const orderNo = (await page.getByTestId("order-no").textContent())!.trim();
    await page.getByTestId("pay-now").click();
    await expect(page).toHaveURL(/#\/payment\/buy\?orderNo=/);
    await page.waitForTimeout(1000);
    await shot(page, `pay-${walk.lang}`);
    await page.locator('input[name="method"][value="wallet"]').check();
    await page.getByTestId("pay-submit").click();
    await page.locator('input[inputmode="numeric"]').first().fill("246810");
    await page.getByTestId("pay-password-submit").click();
    await page.waitForTimeout(2000);
    await page.goto(`/#/merch-order?orderNo=${orderNo}`);
    await page.waitForTimeout(1500);
    await shot(page, `merch-order-paid-${walk.lang}`);
    await page.goto("/#/wallet");
    await page.waitForTimeout(1500);
    await shot(page, `wallet-${walk.lang}`);
    await page.goto("/#/change-payment-pwd");
    await page.waitForTimeout(1000);
    await shot(page, `paypwd-${walk.lang}`);
    await context.close();
  });
}
