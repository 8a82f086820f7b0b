// The desktop site has no dead ends (issue 15): at 1280×800 the settings pages show the settings
// navigation, the pages a purchase leads to open instead of the marketing page, every desktop page has
// the top bar (Home, Buy tickets, sign-in) and the footer with the configured contact details, and the
// marketing page offers sign-in and /purchase.
import { devices } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";

// A computer's browser, not the suite's phone at a desktop width: a phone or a tablet (its User-Agent) is
// never offered a desktop-only event's tickets, as the server never sells them to it (issue 31).
test.use({ viewport: { width: 1280, height: 800 }, userAgent: devices["Desktop Chrome"].userAgent, isMobile: false, hasTouch: false });

test("the marketing page offers sign-in and buying on /purchase, with the contact footer", async ({ page }) => {
  await page.goto("/#/home/index");
  await expect(page.getByTestId("marketing-page")).toBeVisible();
  await expect(page.getByTestId("marketing-buy")).toHaveAttribute("href", "#/purchase");
  await expect(page.getByTestId("desktop-footer")).toBeVisible();
  await expect(page.getByTestId("footer-hotline")).toHaveText("+852 3000 0000");
  await expect(page.getByTestId("footer-address")).toContainText("Hong Kong");
  await expect(page.getByTestId("footer-email")).toHaveText("support@fanfare.test");
  await page.getByTestId("marketing-sign-in").click();
  await expect(page).toHaveURL(/#\/sign/);
  await expect(page.getByTestId("marketing-page")).toHaveCount(0);
  await expect(page.getByTestId("desktop-nav")).toBeVisible();
});

test("a signed-in fan reaches settings, payment steps and their tickets on a wide screen", async ({ page, factories }) => {
  const event = await factories.event({ standing: 10, desktopOnly: true });
  await signIn(page, await factories.fan(), "/purchase");
  for (const path of ["/setting", "/personal", "/security", "/lang", "/contact", "/change-payment-pwd"]) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId("marketing-page"), path).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Settings navigation" }), path).toBeVisible();
    await expect(page.getByTestId("page-title"), path).toBeVisible();
  }
  for (const path of ["/payment/addCard", "/payment/recharge", "/payment/rechargeResult", "/order/ticket", "/wallet", `/ticket/detail?slug=${event.slug}`, "/organiser-application"]) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId("marketing-page"), path).toHaveCount(0);
    await expect(page.getByTestId("desktop-nav"), path).toBeVisible();
    await expect(page.getByTestId("desktop-footer"), path).toBeVisible();
  }
  // The desktop-only event can be bought from its own page on a wide screen.
  await page.goto(`/#/ticket/detail?slug=${event.slug}`);
  await expect(page.getByTestId("buy-tickets")).toBeVisible();
  // The top bar's Home leads to the desktop home (the marketing page), which leads on again.
  await page.getByTestId("desktop-nav").getByRole("link", { name: "Home" }).click();
  await expect(page.getByTestId("marketing-page")).toBeVisible();
  await page.getByTestId("marketing-buy").click();
  await expect(page).toHaveURL(/#\/purchase/);
  await expect(page.getByTestId("purchase-guide")).toBeVisible();
});
