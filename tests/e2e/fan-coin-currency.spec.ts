// Fan Coin is one currency whatever the fan's area (issue 31). A fan of the Malaysia area (the default of a
// new account) tops up HK$100.00 and the wallet reads the balance and the transaction as HK$, beside
// "1 Fan Coin = HK$1", never in ringgit ("RM200.00" before). Then, at 390×844, a Malaysia-area fan (English,
// light) and a Vietnam-area fan (Vietnamese, dark) walk the wallet, the pay page, the result page and the order
// page of an order (Hong Kong dollars for one, patacas for the other): Fan Coin always reads as its HK$ value,
// never in the area's ringgit or dong. The area changes what it should: the phone page starts on the area's dial
// code (+60, +84; every fan started on +60 before), and the fan can choose another; the invite page's rules,
// which the server sets in dong for fans of every area, name that currency as the rules' own and give each
// amount's Fan Coin worth in HK$ ("10,000 VND" alone before). Screenshots go to test-results/fan-coin-currency/.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { formatMoney, formatOrderAmount } from "@fanfare/shared/money";
import { toFanCoins } from "../../server/src/modules/wallet/index.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { gql } from "./accounts.ts";
import { expect, languageContext, test } from "./fixtures.ts";
import { SECURE_TICKETS } from "./paid-order.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { hk, WalletPage } from "./pages/wallet.page.ts";

const shots = "test-results/fan-coin-currency";

test("a Malaysia-area fan's wallet shows Fan Coin's HK$ value, not ringgit", async ({ page, factories, server }) => {
  const db = server.app.deps.db;
  await db.area.upsert({
    where: { code: "MY" },
    create: { code: "MY", label: "Malaysia", currency: "MYR", dialCode: "60", sortOrder: 0 },
    update: { currency: "MYR" },
  });
  const fan = await factories.fan({ balance: 100_00, areaCode: "MY" });
  await new SignInPage(page).signIn(fan);
  const wallet = new WalletPage(page);
  await wallet.goto();
  await expect(wallet.balance()).toHaveText(hk(fan.balance));
  await page.getByTestId("top-up").click();
  await wallet.topUpWithNewCard("100", "Ringgit Fan");
  await page.getByRole("button", { name: "Succeed" }).click();
  // The one result page of a top-up, in HK$ for a Malaysia-area fan too.
  await expect(page).toHaveURL(/#\/payment\/result\?orderNo=/);
  await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
  await expect(page.getByTestId("paid-summary")).toContainText(hk(100_00));
  await expect(page.getByTestId("paid-summary")).not.toContainText("RM");
  await page.getByRole("link", { name: "Go to my wallet" }).click();
  await expect(wallet.balance()).toHaveText(hk(fan.balance + 100_00));
  await expect(wallet.transactions()).toContainText(`+${hk(100_00)}`);
  // An amount in ringgit ("RM200.00"), not the letters anywhere (a random order number once held "RM").
  await expect(page.locator("main")).not.toContainText(/RM\s?\d/);
});

const PRICE = 300_00;
const PAY_PASSWORD = "246810";
const walks = [
  // The area's own currency, as the deprecated Wallet.displayCurrency still names it, must never show.
  { area: "MY", name: "Malaysia", areaCurrency: "MYR", areaAmount: /RM\s?\d/, dial: "60", eventCurrency: "HKD", lang: "en", theme: "light" },
  { area: "VN", name: "Vietnam", areaCurrency: "VND", areaAmount: /₫/, dial: "84", eventCurrency: "MOP", lang: "vi", theme: "dark" },
] as const;

for (const walk of walks) {
  test(`a ${walk.name}-area fan reads Fan Coin as HK$ on the wallet, pay, result and order pages; the phone page starts on +${walk.dial}; the invite rules are in their own currency with their Fan Coin worth (${walk.lang}, ${walk.theme})`, async ({
    browser,
    server,
    factories,
    request,
    baseURL,
  }) => {
    const deps = server.app.deps;
    await deps.db.area.upsert({
      where: { code: walk.area },
      create: { code: walk.area, label: walk.name, currency: walk.areaCurrency, dialCode: walk.dial, sortOrder: 0 },
      update: { currency: walk.areaCurrency, dialCode: walk.dial },
    });
    const fan = await factories.fan({ balance: 1_000_00, payPassword: PAY_PASSWORD, areaCode: walk.area });
    const event = await factories.event({ standing: 10, standingPrice: PRICE, currency: walk.eventCurrency });
    const coins = toFanCoins(PRICE, deps.config.payments.fanCoinRateBps[walk.eventCurrency]);

    const page = await (await languageContext(browser, server.url, walk)).newPage();
    await new SignInPage(page).signIn(fan);
    const shot = (name: string) => page.screenshot({ path: `${shots}/${walk.area}-${name}-${walk.lang}-${walk.theme}.png`, fullPage: true });
    const noAreaCurrency = (p: Page) => expect(p.locator("main")).not.toContainText(walk.areaAmount);

    // The wallet: the balance in HK$, under "1 Fan Coin = HK$1".
    const wallet = new WalletPage(page);
    await wallet.goto();
    await expect(wallet.balance()).toHaveText(hk(fan.balance));
    await expect(page.locator("main")).toContainText("1 Fan Coin = HK$1");
    await noAreaCurrency(page);
    await shot("1-wallet");

    // The pay page of a held order: its total in the order's currency, the Fan Coin it takes in HK$.
    const secured = await gql(
      request,
      SECURE_TICKETS,
      { input: { eventSlug: event.slug, agreedToTerms: true, humanCheck: await solvedHumanCheck({ url: baseURL! }), lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], idempotencyKey: crypto.randomUUID() } },
      fan.token,
    );
    const orderNo = member(secured.secureTickets, "TicketsSecured").order.orderNo;
    await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
    await expect(page.getByTestId("order-summary")).toContainText(formatOrderAmount(PRICE, walk.eventCurrency));
    await expect(page.locator("input[name=method][value=wallet]")).toBeChecked();
    await expect(page.getByTestId("fan-coin-amount")).toHaveText(hk(coins));
    await expect(page.getByTestId("pay-bar")).toContainText(hk(coins));
    await noAreaCurrency(page);
    await shot("2-pay");

    // Paid with Fan Coin: the result page says what was paid in HK$.
    await new CheckoutPage(page).payOnBuyPageWithWallet(PAY_PASSWORD);
    await expect(page.getByTestId("paid-summary")).toContainText(hk(coins));
    await noAreaCurrency(page);
    await shot("3-result");

    // The order page: the order in its own currency, nothing in the area's.
    await page.goto(`/#/ticket-order?orderNo=${orderNo}`);
    await expect(page.getByTestId("order-status")).toHaveAttribute("class", /tk-status--PAID/);
    await expect(page.getByTestId("order-total")).toHaveText(formatMoney({ amount: PRICE, currency: walk.eventCurrency }));
    await noAreaCurrency(page);
    await shot("4-order");

    // The wallet again: the payment's row in HK$, named by its event.
    await wallet.goto();
    await expect(wallet.balance()).toHaveText(hk(fan.balance - coins));
    const row = wallet.transactions().locator("li").first();
    await expect(row.getByTestId("wallet-row-title")).toHaveText(event.title);
    await expect(row).toContainText(`-${hk(coins)}`);
    await noAreaCurrency(page);
    await shot("5-wallet-paid");

    // The phone page starts on the area's dial code, and the fan can choose another.
    await page.goto("/#/chang-phone-num");
    const dial = page.getByTestId("phone-area-code");
    await expect(dial).toHaveValue(walk.area);
    await expect(dial).toHaveAttribute("data-dial-code", walk.dial);
    await expect(dial.locator("option:checked")).toHaveText(new RegExp(`\\(\\+${walk.dial}\\)$`));
    // Every country's name in the list (some long in Vietnamese) never pushes the page past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot("6-phone");
    await dial.selectOption("HK");
    await expect(dial).toHaveAttribute("data-dial-code", "852");

    // The invite page: the rules' dong named as their own currency, each amount with its Fan Coin worth in HK$.
    const rules = deps.config.giveaway;
    const worth = (vnd: number) => hk(Math.round((vnd * 100) / rules.vndPerFanCoin));
    await page.goto("/#/home/invite");
    await expect(page.getByTestId("invite-rules-currency")).toContainText(`1 Fan Coin = HK$1 = ${new Intl.NumberFormat(walk.lang).format(rules.vndPerFanCoin)} VND`);
    await expect(page.getByTestId("invite-rule-topup")).toContainText(`${new Intl.NumberFormat(walk.lang).format(rules.vndPerEntry)} VND`);
    await expect(page.getByTestId("invite-rule-topup")).toContainText(worth(rules.vndPerEntry));
    await expect(page.getByTestId("invite-rule-invite")).toContainText(`${new Intl.NumberFormat(walk.lang).format(rules.inviteMinVnd)} VND`);
    await expect(page.getByTestId("invite-rule-invite")).toContainText(worth(rules.inviteMinVnd));
    await page.getByTestId("invite-rules-currency").scrollIntoViewIfNeeded();
    await shot("7-invite");

    await page.context().close();
  });
}
