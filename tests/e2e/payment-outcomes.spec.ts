// Every payment outcome on the one result page, with the real browser history, at 390×844 (issue 31, items
// 3, 4 and 8): a top-up by e-wallet that fails, is tried again from the result and then succeeds (the
// provider's return goes back 2 steps and the top-up page opens the same /payment/result a top-up settled
// at once does; Back is the top-up form, the result is news once); a payment whose provider sends the fan
// back before its webhook (PENDING, then paid live), for an order and for a top-up (Traditional Chinese,
// dark); "View my order" after a result, whose header back goes to the fan's page (backToUserPage) once;
// top-ups on Stripe's page (cancelled, then paid) and with the saved card (settled at once, declined);
// the chooser's standing type, quantity and terms across signing in again, the pay page's chosen method
// across adding a card; and a phone told at once that a desktop-only event's tickets are sold on a
// computer. Screenshots (English light, Traditional Chinese dark) go to test-results/payment-outcomes/.
import type { Page } from "@playwright/test";
import { revokeUserSessions } from "../../server/src/modules/auth/index.ts";
import { createFan } from "../factories/fans.ts";
import { signIn } from "./accounts.ts";
import { expect, phoneContext, skipInstallState, test, type E2EServer, type Factories, useStripeDoubleApp } from "./fixtures.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";
import { MyTicketsPage } from "./pages/my-tickets.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { hk, WalletPage } from "./pages/wallet.page.ts";

const shots = "test-results/payment-outcomes";

const resultUrl = (orderNo: string) => new RegExp(`#/payment/result\\?orderNo=${orderNo}`);
const anyResultUrl = /#\/payment\/result\?orderNo=/;
const topUpPageUrl = /#\/payment\/recharge$/;

/** The order number in the result page's address. */
async function resultOrderNo(page: Page): Promise<string> {
  await expect(page).toHaveURL(anyResultUrl);
  return new URL(page.url().replace("#", "")).searchParams.get("orderNo")!;
}

const backToUserPageFlag = (page: Page) => page.evaluate(() => localStorage.getItem("backToUserPage"));

/** Standing tickets of a new event, secured through the chooser; returns the order number (on its order page). */
async function secureStanding(page: Page, factories: Factories): Promise<string> {
  const event = await factories.event({ standing: 10, standingPrice: 300_00 });
  const choose = new ChooseTicketsPage(page);
  await choose.goto(event.slug);
  await choose.type(event.standing.name).click();
  await choose.agreeAndPassHumanCheck();
  return choose.secure();
}

/**
 * The provider sends the fan back before its webhook reaches us, as a real provider may: the sandbox page's
 * own "Succeed" request is held here (the browser gets the return, with payRes=1, at once) and sent later,
 * when the sandbox then posts its signed webhook to the server and the payment settles.
 */
async function holdSandboxWebhook(page: Page, server: E2EServer, returnTo: (orderNo: string) => string) {
  let held: { url: string; body: string } | null = null;
  const pattern = "**/sandbox-pay/*/complete";
  await page.route(pattern, async (route) => {
    const request = route.request();
    const paymentNo = decodeURIComponent(new URL(request.url()).pathname.split("/")[2]!);
    const payment = await server.app.deps.db.payment.findUniqueOrThrow({ where: { paymentNo }, select: { orderId: true } });
    const order = await server.app.deps.db.order.findUniqueOrThrow({ where: { id: payment.orderId }, select: { orderNo: true } });
    held = { url: request.url(), body: request.postData() ?? "" };
    // The provider's redirect back (a document that replaces itself, as the 303 does in the history).
    await route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><script>location.replace(${JSON.stringify(returnTo(order.orderNo))})</script>` });
  });
  return {
    async deliverWebhook() {
      if (!held) throw new Error("the sandbox page was not completed");
      const res = await fetch(held.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: held.body, redirect: "manual" });
      expect(res.status).toBe(303);
      await page.unroute(pattern);
    },
  };
}

test("an e-wallet top-up that fails, is tried again from its result and succeeds: the one result page once, Back is the top-up form", async ({ page, factories }) => {
  // Several trips to a provider's page and back.
  test.slow();
  const fan = await factories.fan({ balance: 50_00 });
  await signIn(page, fan, "/home/index");
  const wallet = new WalletPage(page);
  await wallet.goto();
  await page.getByTestId("top-up").click();
  await expect(page).toHaveURL(topUpPageUrl);

  // MPay fails on the provider's page: rechargeResult with payRes=0 shows the result itself (the rule's "otherwise continue").
  await page.getByTestId("deposit").fill("20");
  await page.getByRole("radio", { name: "MPay" }).check();
  await page.getByTestId("recharge-submit").click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole("button", { name: "Fail" }).click();
  await expect(page).toHaveURL(/#\/payment\/rechargeResult\?orderNo=\w+&isNewCard=0&payRes=0/);
  await expect(page.getByTestId("payment-failure")).toContainText("Sorry, the payment failed");
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/topup-failed-en-light.png` });

  // Try again: the top-up form, 2 steps back past the provider's finished page (it went 1 step, onto that page).
  await page.getByTestId("topup-retry").click();
  await expect(page).toHaveURL(topUpPageUrl);
  await expect(page.getByTestId("sandbox-finished")).toHaveCount(0);
  await expect(wallet.balance()).toHaveText(hk(50_00));

  // MPay succeeds: rechargeResult stores the outcome and goes back 2 steps; the top-up page opens the one result page.
  await page.getByTestId("deposit").fill("20");
  await page.getByRole("radio", { name: "MPay" }).check();
  await page.getByTestId("recharge-submit").click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole("button", { name: "Succeed" }).click();
  const orderNo = await resultOrderNo(page);
  await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
  await expect(page.getByTestId("paid-summary")).toContainText(hk(20_00));
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/topup-result-en-light.png` });

  // Back: the top-up form, with no second result (no banner) and the balance risen once; Back again: the wallet.
  await page.goBack();
  await expect(page).toHaveURL(topUpPageUrl);
  await expect(page.getByTestId("deposit")).toBeVisible();
  await expect(page.getByTestId("payment-success")).toHaveCount(0);
  await expect(page.getByTestId("recharge-success")).toHaveCount(0);
  await expect(wallet.balance()).toHaveText(hk(70_00));
  await page.goBack();
  await expect(page).toHaveURL(/#\/wallet$/);
  await expect(wallet.transactions()).toContainText(`+${hk(20_00)}`);

  // Forward to the result again: an earlier result now, with the order's state.
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-result-stale")).toHaveText("This is an earlier result of this order. The order now: paid.");
});

test("an order paid by e-wallet whose webhook is late: PENDING, then paid live; View my order's header back goes to the fan's page, once", async ({ page, factories, server }) => {
  // Several trips to a provider's page and back.
  test.slow();
  const fan = await factories.fan({ balance: 0 });
  await signIn(page, fan, "/home/index");
  const orderNo = await secureStanding(page, factories);
  await page.getByTestId("pay-now").click();
  await page.getByRole("radio", { name: "MPay" }).check();
  const provider = await holdSandboxWebhook(page, server, (no) => `/#/payment/result?orderNo=${no}&payRes=1`);
  await page.getByTestId("pay-submit").click();
  await page.getByRole("button", { name: "Succeed" }).click();

  // Back before the provider's word: the result waits for it, as news.
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-pending")).toContainText("Waiting for the payment result");
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/order-pending-en-light.png` });
  await provider.deliverWebhook();
  await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
  await expect(page.getByTestId("payment-pending")).toHaveCount(0);
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);

  // View my order: the order page, whose header back goes to the fan's page, not into the provider's page,
  // even after a reload.
  await page.getByRole("button", { name: "View my order" }).click();
  await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/#\/home\/user$/);
  await expect(page.getByTestId("sandbox-finished")).toHaveCount(0);
  await expect.poll(() => backToUserPageFlag(page)).toBeNull();

  // Used once: the order opened from My Tickets goes back one step, to the list.
  const myTickets = new MyTicketsPage(page);
  await myTickets.goto();
  await myTickets.showOrders();
  await page.getByTestId("tab-COMPLETED").click();
  await page.getByTestId("order-item-link").filter({ hasText: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/#\/order\/ticket(\?view=orders)?$/);

  // Left another way (its link to the fan's tickets): the flag goes with the page.
  await page.goto(`/#/payment/result?orderNo=${orderNo}`);
  await page.getByRole("button", { name: "View my order" }).click();
  await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));
  await expect.poll(() => backToUserPageFlag(page)).toBe(orderNo);
  await page.getByTestId("view-tickets").click();
  await expect(page).toHaveURL(/#\/order\/ticket$/);
  await expect.poll(() => backToUserPageFlag(page)).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));
  // Consumed: the header goes back one step (here the result was opened by its address: the app's first step, so home).
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).not.toHaveURL(/#\/ticket-order/);
  await expect(page).not.toHaveURL(/#\/home\/user$/);
});

test("a top-up whose webhook is late, in Traditional Chinese and dark: the one result page waits, then says it is paid", async ({ browser, server, factories }) => {
  const fan = await factories.fan({ balance: 10_00 });
  const context = await phoneContext(browser, server.url, {
    colorScheme: "dark",
    storageState: skipInstallState(server.url, [
      { name: "lang", value: "zh_tw" },
      { name: "isDarkMode", value: "1" },
    ]),
  });
  const page = await context.newPage();
  await new SignInPage(page).signIn(fan);
  await page.goto("/#/payment/recharge");
  await page.getByTestId("deposit").fill("30");
  await page.locator('input[name="method"][value="MPAY"]').check();
  const provider = await holdSandboxWebhook(page, server, (no) => `/#/payment/rechargeResult?orderNo=${no}&isNewCard=0&payRes=1`);
  await page.getByTestId("recharge-submit").click();
  await page.getByRole("button", { name: "Succeed" }).click();

  // rechargeResult's payRes=1 goes back 2 steps; the top-up page opens the result, which tells the truth: pending.
  const orderNo = await resultOrderNo(page);
  await expect(page.getByTestId("payment-pending")).toContainText("正在等待付款結果");
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/topup-pending-zh_tw-dark.png` });
  await provider.deliverWebhook();
  await expect(page.getByTestId("payment-success")).toContainText("增值成功");
  await expect(page.getByTestId("paid-summary")).toContainText(orderNo);
  await page.screenshot({ path: `${shots}/topup-result-zh_tw-dark.png` });
  await page.getByRole("link", { name: "前往我的錢包" }).click();
  await expect(page).toHaveURL(/#\/wallet$/);
  await expect(page.getByTestId("wallet-balance")).toContainText("40.00");
  await context.close();
});

test("the chooser keeps the standing type, its quantity and the terms across signing in again", async ({ page, factories, server }) => {
  const event = await factories.event({ standing: 10, standingPrice: 100_00 });
  const fan = await factories.fan();
  await signIn(page, fan, "/home/index");
  const choose = new ChooseTicketsPage(page);
  await choose.goto(event.slug);
  await choose.type(event.standing.name).click();
  await choose.setQuantity(3);
  await page.getByTestId("agree-terms").check();
  await expect(choose.total()).toContainText("HK$300");

  // The login ends meanwhile (another device signed out everywhere); the fan comes back to the tab.
  await revokeUserSessions(server.app.deps, fan.id);
  await page.reload();
  // The sign page keeps where the fan was (the e-mail step, then the password).
  await expect(page).toHaveURL(/#\/sign\?redirectUrl=%2Fticket%2Fchoose/);
  await page.getByRole("textbox", { name: "E-mail address" }).fill(fan.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/#\/sign-in\?.*redirectUrl=%2Fticket%2Fchoose/);
  await page.locator("input[type=password]").fill(fan.password);
  await page.getByTestId("sign-in-submit").click();

  // Back on the chooser as they left it.
  await expect(page).toHaveURL(new RegExp(`#/ticket/choose\\?slug=${event.slug}`));
  await expect(choose.type(event.standing.name)).toHaveAttribute("aria-pressed", "true");
  await expect(choose.quantity()).toHaveText("3");
  await expect(page.getByTestId("agree-terms")).toBeChecked();
  await expect(choose.total()).toContainText("HK$300");
  await choose.agreeAndPassHumanCheck();
  await choose.secure();
  await expect(page.getByTestId("order-status")).toBeVisible();
  await expect(page.locator(".tk-total")).toContainText("HK$300");
});

test("the pay page keeps the chosen new card across adding it and coming back, then pays with it", async ({ page, factories }) => {
  const fan = await factories.fan({ balance: 0 });
  await signIn(page, fan, "/home/index");
  const orderNo = await secureStanding(page, factories);
  await page.getByTestId("pay-now").click();
  await page.getByRole("radio", { name: "Use a new credit card" }).check();
  await page.getByTestId("pay-submit").click();
  await expect(page).toHaveURL(new RegExp(`#/payment/addCard\\?orderNo=${orderNo}`));
  await page.getByLabel("Card number").fill("4242 4242");

  // The detour back: the pay page has the new card chosen still.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/payment/buy\\?orderNo=${orderNo}`));
  await expect(page.getByRole("radio", { name: "Use a new credit card" })).toBeChecked();
  await page.getByTestId("pay-submit").click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Card holder").fill("Detour Fan");
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByTestId("card-submit").click();
  await page.getByRole("button", { name: "Succeed" }).click();
  await expect(page).toHaveURL(resultUrl(orderNo));
  await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
});

test("a phone is told at once that a desktop-only event's tickets are sold on a computer, and /purchase refuses it", async ({ page, browser, server, factories }) => {
  const event = await factories.event({ standing: 10, desktopOnly: true });
  const fan = await factories.fan();
  await signIn(page, fan, "/home/index");
  const notice = "Tickets for this event are sold on a computer only. They can't be bought on a phone or tablet: open Fanfare in a browser on your computer to buy them.";

  await page.goto(`/#/ticket/detail?slug=${event.slug}`);
  await expect(page.getByTestId("desktop-only-note")).toHaveText(notice);
  await expect(page.getByRole("link", { name: "Open the desktop purchase page" })).toHaveCount(0);
  await expect(page.getByTestId("buy-tickets")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/desktop-only-event-en-light.png` });

  await page.goto(`/#/ticket/choose?slug=${event.slug}`);
  await expect(page.getByTestId("desktop-only-note")).toHaveText(notice);
  await expect(page.getByRole("link", { name: "Open the desktop purchase page" })).toHaveCount(0);
  await expect(page.getByTestId("ticket-chooser")).toHaveCount(0);

  // The desktop purchase page opened on the phone (an old link): refused at once, no form to fill in.
  await page.goto(`/#/purchase?slug=${event.slug}`);
  await expect(page.getByTestId("desktop-only-note")).toHaveText(notice);
  await expect(page.getByTestId("ticket-chooser")).toHaveCount(0);
  await expect(page.getByTestId("secure-tickets")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/desktop-only-purchase-en-light.png`, fullPage: true });

  const context = await phoneContext(browser, server.url, {
    colorScheme: "dark",
    storageState: skipInstallState(server.url, [
      { name: "lang", value: "zh_tw" },
      { name: "isDarkMode", value: "1" },
    ]),
  });
  const zh = await context.newPage();
  await new SignInPage(zh).signIn(fan);
  await zh.goto(`/#/purchase?slug=${event.slug}`);
  await expect(zh.getByTestId("desktop-only-note")).toHaveText("本場活動的門票只在電腦上發售，無法在手機或平板電腦上購買。請在電腦瀏覽器中開啟 Fanfare 購買。");
  await expect(zh.getByTestId("ticket-chooser")).toHaveCount(0);
  await zh.screenshot({ path: `${shots}/desktop-only-purchase-zh_tw-dark.png`, fullPage: true });
  await context.close();
});

test.describe("top-ups by card on Stripe's page and with the saved card (the local Stripe double)", () => {
  const provider = useStripeDoubleApp();

  test("cancelled on Stripe's page, paid there, then paid and declined with the saved card: the same result page every time", async ({ browser }) => {
    // Several trips to a provider's page and back.
    test.slow();
    const fan = await createFan(provider.app.deps, { nickname: "Card Top-up Fan", phone: "verified" });
    const context = await phoneContext(browser, provider.app.url);
    const page = await context.newPage();
    await signIn(page, fan, "/home/index");
    await page.goto("/#/wallet");
    await page.getByTestId("top-up").click();
    await expect(page).toHaveURL(topUpPageUrl);

    // Stripe's own Back: rechargeResult says cancelled; the header's back is the top-up form, past Stripe's page.
    await page.getByTestId("deposit").fill("40");
    await page.getByRole("radio", { name: "Use a new credit card" }).check();
    await page.getByTestId("recharge-submit").click();
    await expect(page).toHaveURL(new RegExp(`^${provider.stripe.url}/pay/cs_test_`));
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/#\/payment\/rechargeResult\?orderNo=\w+&isNewCard=0&payRes=0/);
    await expect(page.getByTestId("payment-cancelled")).toContainText("Payment cancelled");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(topUpPageUrl);
    await expect(page.getByTestId("deposit")).toBeVisible();

    // Paid on Stripe's page: back 2 steps, then the one result page.
    await page.getByTestId("deposit").fill("40");
    await page.getByRole("radio", { name: "Use a new credit card" }).check();
    await page.getByTestId("recharge-submit").click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Name on card").fill("Card Top-up Fan");
    await page.getByRole("button", { name: "Pay" }).click();
    const first = await resultOrderNo(page);
    await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
    await expect(page.getByTestId("paid-summary")).toContainText(hk(40_00));
    await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);

    // The saved card settles at once: the same result page, straight from the top-up page.
    await page.goBack();
    await expect(page).toHaveURL(topUpPageUrl);
    await page.getByTestId("deposit").fill("15");
    await page.getByRole("radio", { name: /•••• 4242/ }).check();
    await page.getByTestId("recharge-submit").click();
    const second = await resultOrderNo(page);
    expect(second).not.toBe(first);
    await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
    await expect(page.getByTestId("paid-summary")).toContainText(hk(15_00));
    await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);

    // Declined at once: the failure on the same page; its retry is the top-up form, one step back.
    provider.stripe.savedCardOutcome = "declined";
    try {
      await page.goBack();
      await page.getByTestId("deposit").fill("5");
      await page.getByRole("radio", { name: /•••• 4242/ }).check();
      await page.getByTestId("recharge-submit").click();
      await expect(page).toHaveURL(anyResultUrl);
      await expect(page.getByTestId("payment-failure")).toContainText("Sorry, the payment failed");
      await page.getByTestId("topup-retry").click();
      await expect(page).toHaveURL(topUpPageUrl);
    } finally {
      provider.stripe.savedCardOutcome = "succeeded";
    }
    await page.goto("/#/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText(hk(55_00));
    await context.close();
  });
});
