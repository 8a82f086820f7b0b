// The fan's payment result and the detours of the buying flow, at 390×844 with the real browser history
// (issue 31): one result page per payment, reached once, that the back button never turns into a second
// payment or the pay form again, and that says when it is an earlier result; the ticket chooser keeps the
// fan's choice across a detour to add an identity and shows the waiting-room pass's time left; the pay page
// preselects Fan Coin when it covers the order and keeps "Pay now" on screen; the Security page never
// scrolls sideways. Screenshots (English light, Traditional Chinese dark) go to test-results/payment-result/.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createFan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { signIn } from "./accounts.ts";
import { expect, languageContext, phoneContext, test, type Factories, useStripeDoubleApp } from "./fixtures.ts";
import { SECURE_TICKETS } from "./paid-order.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";

const shots = "test-results/payment-result";

/** Standing tickets of a new event, secured through the chooser; returns the order number (on its order page). */
async function secureStanding(page: Page, factories: Factories): Promise<string> {
  const event = await factories.event({ standing: 10, standingPrice: 30_000 });
  const choose = new ChooseTicketsPage(page);
  await choose.goto(event.slug);
  await choose.type(event.standing.name).click();
  await choose.agreeAndPassHumanCheck();
  return choose.secure();
}

const resultUrl = (orderNo: string) => new RegExp(`#/payment/result\\?orderNo=${orderNo}`);

test("Fan Coin: preselected when it covers the order, the result shown once, back never shows the pay form again", async ({ page, factories }) => {
  const fan = await factories.fan({ payPassword: "246810", balance: 1_000_00 });
  await signIn(page, fan);
  const orderNo = await secureStanding(page, factories);
  await page.getByTestId("pay-now").click();
  await expect(page).toHaveURL(/#\/payment\/buy\?orderNo=/);

  // Fan Coin covers HK$300: chosen already, and "Pay now" is on the first screen without scrolling.
  await expect(page.getByRole("radio", { name: /Fan Coin wallet/ })).toBeChecked();
  await expect(page.getByTestId("pay-submit")).toBeInViewport();
  await page.mouse.wheel(0, 2000);
  await expect(page.getByTestId("pay-submit")).toBeInViewport();
  await page.screenshot({ path: `${shots}/pay-en-light.png` });

  await page.getByTestId("pay-submit").click();
  await page.getByLabel("Enter your 6-digit payment password").fill("246810");
  await page.getByTestId("pay-password-submit").click();
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
  // News, not an old result.
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);

  // Back: the pay page is not in the history any more; the fan is where they chose the tickets.
  await page.goBack();
  await expect(page).not.toHaveURL(/#\/payment\/(buy|result)/);
  await expect(page.getByTestId("pay-submit")).toHaveCount(0);

  // The pay page of the paid order, opened again (an old link), opens the order instead of a pay form.
  await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
  await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByTestId("pay-submit")).toHaveCount(0);

  // The result opened again later says it is an earlier result, with the order's state now.
  await page.goto(`/#/payment/result?orderNo=${orderNo}`);
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expect(page.getByTestId("payment-result-stale")).toHaveText("This is an earlier result of this order. The order now: paid.");

  // The balance went down once.
  await page.goto("/#/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText(/^\D*700\.00$/);
});

test("a redirect wallet: the provider's page, the result once; back shows the finished checkout, then the order, never a second payment", async ({ page, factories }) => {
  const fan = await factories.fan({ payPassword: "246810", balance: 0 });
  await signIn(page, fan);
  const orderNo = await secureStanding(page, factories);
  await page.getByTestId("pay-now").click();
  // No Fan Coin to cover it: nothing is preselected.
  await expect(page.getByRole("radio", { name: /Fan Coin wallet/ })).not.toBeChecked();
  await page.getByRole("radio", { name: "MPay" }).check();
  await page.getByTestId("pay-submit").click();

  // The provider's page fails the first try: the one result page, with a retry.
  await page.getByRole("button", { name: "Fail" }).click();
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-failure")).toContainText("Sorry, the payment failed");
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
  await page.getByTestId("payment-retry").click();
  await expect(page).toHaveURL(/#\/payment\/buy\?orderNo=/);
  await page.getByRole("radio", { name: "MPay" }).check();
  await page.getByTestId("pay-submit").click();
  await page.getByRole("button", { name: "Succeed" }).click();
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);

  // Back: the provider's checkout is finished (no buttons to pay again).
  await page.goBack();
  await expect(page.getByTestId("sandbox-finished")).toBeVisible();
  await expect(page.getByRole("button", { name: "Succeed" })).toHaveCount(0);
  // Back again: the pay page of the paid order opens the order, not the form.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));
  await expect(page.getByTestId("order-status")).toHaveText("Paid");

  // A reload of the result is an earlier result.
  await page.goto(`/#/payment/result?orderNo=${orderNo}`);
  await expect(page.getByTestId("payment-result-stale")).toContainText("The order now: paid.");
});

test("an expired hold: the result says so, the pay page of it shows no form", async ({ page, factories, server }) => {
  const fan = await factories.fan({ payPassword: "246810", balance: 1_000_00 });
  await signIn(page, fan);
  const orderNo = await secureStanding(page, factories);
  await server.app.deps.db.order.update({ where: { orderNo }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-expired")).toBeVisible();
  await expect(page.getByTestId("payment-result-stale")).toContainText("The order now: expired (the hold ended).");
  await expect(page.getByTestId("pay-submit")).toHaveCount(0);
});

test("the chooser keeps type, picked seats and identities across adding an identity, and shows the pass's time left", async ({ page, factories, server }) => {
  const event = await factories.event({ standing: 10, rows: ["A", "B"], perRow: 5, requiresIdentity: true, isHot: true });
  const fan = await factories.fan();
  await signIn(page, fan, "/home/index");
  await page.goto("/#/audience");
  await page.getByTestId("add-identity").click();
  await page.getByTestId("identity-name").fill("Lee Ka Yan");
  await page.getByTestId("identity-type").selectOption("PASSPORT");
  await page.getByTestId("identity-number").fill("P7654321");
  await page.getByTestId("identity-consent").check();
  await page.getByTestId("identity-save").click();
  await expect(page.getByTestId("identity-item")).toHaveCount(1);

  // The waiting room is open and the fan holds a pass (what the queue screen stores when it admits them).
  await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query($s: String!) { waitingRoom(eventSlug: $s) { state } }", variables: { s: event.slug } }),
  });
  await page.evaluate((slug) => sessionStorage.setItem(`queue-pass:${slug}`, JSON.stringify({ token: "pass", expiresAt: new Date(Date.now() + 9 * 60_000).toISOString() })), event.slug);

  const choose = new ChooseTicketsPage(page);
  await choose.goto(event.slug);
  await expect(page.getByTestId("pass-time-left")).toHaveText(/^Your pass expires in [89]:\d\d\. Secure your tickets before then\.$/);
  await choose.type(event.seated.name).click();
  await choose.pickSeats(`${event.seated.area}-B-2`, `${event.seated.area}-B-3`);
  await page.getByTestId("identity-select").nth(0).selectOption({ label: "L** K* Y** · Passport ••••4321" });
  await page.screenshot({ path: `${shots}/choose-en-light.png`, fullPage: true });

  // The detour: add a second identity, then back.
  await page.getByRole("link", { name: "Manage audience information" }).click();
  await expect(page).toHaveURL(/#\/audience/);
  await page.getByTestId("add-identity").click();
  await page.getByTestId("identity-name").fill("Wong Siu Ling");
  await page.getByTestId("identity-type").selectOption("PASSPORT");
  await page.getByTestId("identity-number").fill("P1234567");
  await page.getByTestId("identity-consent").check();
  await page.getByTestId("identity-save").click();
  await expect(page.getByTestId("identity-item")).toHaveCount(2);
  await page.goBack();

  await expect(page).toHaveURL(new RegExp(`#/ticket/choose\\?slug=${event.slug}`));
  await expect(choose.type(event.seated.name)).toHaveAttribute("aria-pressed", "true");
  await expect(choose.seat(`${event.seated.area}-B-2`)).toHaveAttribute("data-status", "picked");
  await expect(choose.seat(`${event.seated.area}-B-3`)).toHaveAttribute("data-status", "picked");
  await expect(choose.pickedCount()).toHaveText("Picked 2 of 4");
  await expect(page.getByTestId("identity-select").nth(0).locator("option:checked")).toHaveText("L** K* Y** · Passport ••••4321");
  // The identity just added is chosen for the ticket that had none.
  await expect(page.getByTestId("identity-select").nth(1).locator("option:checked")).toHaveText("W*** S** L*** · Passport ••••4567");
  await expect(page.getByTestId("pass-time-left")).toHaveText(/Your pass expires in [89]:\d\d/);
});

test("the Security page fits a 390 px phone with a long e-mail", async ({ page, factories, server }) => {
  const fan = await factories.fan();
  const email = `a-very-long-mailbox-name-${fan.id.slice(0, 8)}@subdomain.bench.test`;
  await server.app.deps.db.user.update({ where: { id: fan.id }, data: { email } });
  await signIn(page, { ...fan, email }, "/home/index");
  await page.goto("/#/security");
  await expect(page.getByText("@subdomain.bench.test")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/security-en-light.png`, fullPage: true });
});

test("the result and pay pages in Traditional Chinese, dark", async ({ browser, server, factories }) => {
  const fan = await factories.fan({ payPassword: "246810", balance: 1_000_00 });
  const context = await languageContext(browser, server.url, { lang: "zh_tw", theme: "dark" });
  const page = await context.newPage();
  await new SignInPage(page).signIn(fan);
  const event = await factories.event({ standing: 10, standingPrice: 30_000 });
  const choose = new ChooseTicketsPage(page);
  await choose.goto(event.slug);
  await choose.type(event.standing.name).click();
  await choose.agreeAndPassHumanCheck();
  const orderNo = await choose.secure();
  await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
  await expect(page.getByTestId("pay-submit")).toBeInViewport();
  await page.screenshot({ path: `${shots}/pay-zh_tw-dark.png` });
  await page.getByTestId("pay-submit").click();
  await page.getByTestId("pay-password-dialog").locator("input.pin__input").fill("246810");
  await page.getByTestId("pay-password-submit").click();
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await page.screenshot({ path: `${shots}/result-zh_tw-dark.png` });
  await page.reload();
  await expect(page.getByTestId("payment-result-stale")).toHaveText("這是此訂單先前的付款結果。訂單目前狀態：已付款。");
  await page.screenshot({ path: `${shots}/result-stale-zh_tw-dark.png` });
  await page.goto("/#/security");
  await expect(page.getByTestId("page-title")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/security-zh_tw-dark.png`, fullPage: true });
  await context.close();
});

test.describe("a card on Stripe's page (the local Stripe double)", () => {
  const provider = useStripeDoubleApp();

  test("the fan leaves Stripe's page with its Back: the result says cancelled, once; a retry pays; the result is not shown twice", async ({ browser }) => {
    const event = await createOnSaleEvent(provider.app.deps, { standing: 10, standingPrice: 480_00 });
    const fan = await createFan(provider.app.deps, { nickname: "Cancel Fan", phone: "verified" });
    const context = await phoneContext(browser, provider.app.url);
    const page = await context.newPage();
    await signIn(page, fan);
    const secured = await fetch(`${provider.app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${fan.token}` },
      body: JSON.stringify({
        query: SECURE_TICKETS.toString(),
        variables: { input: { eventSlug: event.slug, agreedToTerms: true, humanCheck: await solvedHumanCheck({ url: provider.app.url }), lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], idempotencyKey: crypto.randomUUID() } },
      }),
    });
    const orderNo = ((await secured.json()) as { data: { secureTickets: { order: { orderNo: string } } } }).data.secureTickets.order.orderNo;

    await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
    await page.getByRole("radio", { name: "Use a new credit card" }).check();
    await page.getByTestId("pay-submit").click();
    await expect(page).toHaveURL(new RegExp(`^${provider.stripe.url}/pay/cs_test_`));
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}&payRes=0`));
    await expect(page.getByTestId("payment-cancelled")).toContainText("Payment cancelled");
    await expect(page.getByTestId("payment-cancelled")).toContainText("No money was taken");
    await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);

    await page.getByTestId("payment-retry").click();
    await page.getByRole("radio", { name: "Use a new credit card" }).check();
    await page.getByTestId("pay-submit").click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Name on card").fill("Cancel Fan");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}&payRes=1`));
    await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
    await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
    // Opened again: an earlier result, with the order's state now.
    await page.reload();
    await expect(page.getByTestId("payment-result-stale")).toContainText("The order now: paid.");
    await context.close();
  });
});
