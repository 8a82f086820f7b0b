// Paying orders in the browser at phone size: a fan pays a merch pick-up item from the wallet with the
// payment password; five wrong passwords lock it (and the sixth try, even right, is refused); a failed
// card payment on a one-attempt (hot event) order offers customer service, not a retry. Each journey
// makes its own event, product and fan (tests/factories).
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { gql, signIn } from "./accounts.ts";
import { expect, test, type Factories } from "./fixtures.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { passHumanCheck } from "./pages/human-check.ts";
import { hk, WalletPage } from "./pages/wallet.page.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { SECURE_TICKETS } from "./paid-order.ts";

/** A pick-up-only product of a new event: what the wallet journeys buy. */
async function pickupProduct(factories: Factories) {
  const event = await factories.event({ standing: 10, pickup: true });
  return factories.product({ eventId: event.id, name: "Official Light Stick", price: 35_000, pickupOnly: true });
}

/** Secures one of the product through its page; returns the order number. */
async function secureProduct(page: Page, product: { slug: string; name: string }): Promise<string> {
  await page.goto(`/#/merch/detail?slug=${product.slug}`);
  await expect(page.getByTestId("merch-name")).toHaveText(product.name);
  await passHumanCheck(page);
  await page.getByTestId("secure-merch").click();
  await expect(page.getByTestId("page-title")).toHaveText("Merch Secured");
  return (await page.getByTestId("order-no").textContent())!.trim();
}

test("a fan pays a merch pick-up item with the wallet and the payment password", async ({ page, factories }) => {
  const product = await pickupProduct(factories);
  const fan = await factories.fan({ payPassword: "246810", balance: 1_000_00 });
  await signIn(page, fan);
  const wallet = new WalletPage(page);
  await wallet.goto();
  expect(await wallet.balanceMinor()).toBe(fan.balance);

  const orderNo = await secureProduct(page, product);
  const checkout = new CheckoutPage(page);
  await checkout.chooseWallet();
  await checkout.enterPayPassword(fan.payPassword!);

  await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}`));
  await expect(checkout.success()).toContainText("Payment successful");
  await page.getByRole("button", { name: "View my order" }).click();
  await expect(page).toHaveURL(new RegExp(`#/merch-order\\?orderNo=${orderNo}`));
  await expect(page.getByTestId("order-status")).toHaveText("Paid");

  await page.goto("/#/order/merch");
  const card = page.getByTestId("merch-order-card").filter({ hasText: orderNo });
  // A paid pick-up item is listed as ready for pick-up.
  await expect(card.getByTestId("merch-order-status")).toHaveText("Ready for pick-up");
  // At 1 Fan Coin = HK$1. The wallet page shows its cached balance first, then the server's.
  await wallet.goto();
  await expect(wallet.balance()).toHaveText(hk(fan.balance - product.price));
  await expect(wallet.transactions()).toContainText(`-${hk(product.price)}`);
});

test("five wrong payment passwords lock the wallet; the sixth try, even the right one, is refused", async ({ page, factories }) => {
  const product = await pickupProduct(factories);
  const fan = await factories.fan({ payPassword: "135790", balance: 500_00 });
  await signIn(page, fan);
  const orderNo = await secureProduct(page, product);
  const checkout = new CheckoutPage(page);
  await checkout.chooseWallet();
  for (let i = 1; i <= 4; i++) {
    await checkout.enterPayPassword("000000");
    await expect(page.getByText("Incorrect payment password")).toBeVisible();
    await expect(page.getByLabel("Enter your 6-digit payment password")).toHaveValue("");
  }
  await checkout.enterPayPassword("000000");
  const locked = page.getByText(/Payment password locked after 5 wrong tries\. Try again in \d+ minutes or reset it by e-mail/);
  await expect(locked).toBeVisible();
  await checkout.enterPayPassword("135790");
  await expect(locked).toBeVisible();
  await expect(page).toHaveURL(/#\/payment\/buy/);

  // Nothing was paid: the order still awaits payment, the balance is whole.
  await page.goto(`/#/merch-order?orderNo=${orderNo}`);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await page.goto("/#/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText(/^\D*500\.00$/);
});

test("a fan adds a card with the phone's number pad: the brand read from the number, the expiry's slash put in, the card kept and removable", async ({ page, factories }) => {
  const product = await pickupProduct(factories);
  const fan = await factories.fan({ nickname: "Keypad Fan" });
  await signIn(page, fan);
  const orderNo = await secureProduct(page, product);
  await page.getByTestId("pay-now").click();
  await expect(page.getByTestId("test-mode-banner")).toContainText("no real money moves");
  await page.getByRole("radio", { name: "Use a new credit card" }).check();
  await page.getByTestId("pay-submit").click();
  await expect(page).toHaveURL(/#\/payment\/addCard\?orderNo=/);

  // Each field opens the number pad (inputmode numeric), and is typed key by key as on a phone.
  const number = page.getByLabel("Card number");
  const expiry = page.getByLabel("Expiry date");
  for (const field of [number, expiry, page.getByLabel("CVV")]) await expect(field).toHaveAttribute("inputmode", "numeric");
  await number.pressSequentially("5555555555554444");
  await expect(number).toHaveValue("5555 5555 5555 4444");
  await expect(page.getByText("Mastercard card")).toBeVisible();
  // The security code is named as this network names it (Mastercard: CVC).
  await expect(page.getByLabel("CVC")).toBeVisible();
  await expiry.pressSequentially("1229");
  await expect(expiry).toHaveValue("12/29");
  // Deleting takes the slash away with the year's first digit, then the month's digits one by one.
  await expiry.press("Backspace");
  await expiry.press("Backspace");
  await expect(expiry).toHaveValue("12");
  await expiry.press("Backspace");
  await expect(expiry).toHaveValue("1");
  await expiry.pressSequentially("231");
  await expect(expiry).toHaveValue("12/31");
  await page.getByLabel("CVC").pressSequentially("321");
  await page.getByLabel("Card holder").fill("Keypad Fan");
  await expect(page.getByLabel("Remember this card")).toBeChecked();
  await page.getByTestId("card-submit").click();

  // The sandbox provider's page, then back to the result.
  await expect(page.getByTestId("sandbox-amount")).toContainText("HKD 350.00");
  await expect(page.getByText("MASTERCARD •••• 4444")).toBeVisible();
  await page.getByRole("button", { name: "Succeed" }).click();
  await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}`));
  await expect(page.getByTestId("payment-success")).toContainText("Payment successful");

  // The card is kept (its token, brand, last 4 and expiry only), listed on the wallet, and removable.
  await page.goto("/#/wallet");
  const saved = page.getByTestId("saved-card");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("MASTERCARD •••• 4444");
  await expect(saved).toContainText("Expires 12/31");
  await saved.getByRole("button", { name: /Remove/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove card" }).click();
  await expect(page.getByText("The card was removed.")).toBeVisible();
  await expect(page.getByTestId("saved-card")).toHaveCount(0);
});

test("a failed card payment on a hot event's order offers customer service, not a second try", async ({ page, request, factories, baseURL }) => {
  // A hot event in patacas: one payment attempt per order.
  const event = await factories.event({ standing: 10, isHot: true, waitingRoom: false, maxPaymentAttempts: 1, currency: "MOP" });
  const fan = await factories.fan({ nickname: "Hot Event Fan" });
  const secured = await gql(
    request,
    SECURE_TICKETS,
    { input: { eventSlug: event.slug, agreedToTerms: true, humanCheck: await solvedHumanCheck({ url: baseURL! }), lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], idempotencyKey: crypto.randomUUID() } },
    fan.token,
  );
  const orderNo = member(secured.secureTickets, "TicketsSecured").order.orderNo;
  await signIn(page, fan);
  await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
  await expect(page.getByTestId("order-summary")).toContainText(event.title);
  await expect(page.getByTestId("order-summary")).toContainText("Payment attempts left: 1");
  await page.getByRole("radio", { name: "Use a new credit card" }).check();
  await page.getByTestId("pay-submit").click();
  await expect(page).toHaveURL(/#\/payment\/addCard\?orderNo=/);
  // The card's network comes from its number: no card type to pick.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expect(page.getByText("Visa card")).toBeVisible();
  await expect(page.getByLabel("Card type")).toHaveCount(0);
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Card holder").fill("Hot Event Fan");
  await page.getByTestId("card-submit").click();
  await expect(page.getByTestId("sandbox-amount")).toContainText("MOP");
  await page.getByRole("button", { name: "Fail" }).click();

  await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}`));
  const failure = page.getByTestId("payment-failure");
  await expect(failure).toContainText("Sorry, the payment failed");
  await expect(failure).toContainText("This order allows no more attempts; please contact customer service.");
  await expect(page.getByTestId("contact-support")).toHaveText("Contact customer service");
  await expect(page.getByTestId("payment-retry")).toHaveCount(0);

  // The pay page itself refuses another attempt.
  await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
  await expect(page.getByTestId("order-summary")).toContainText("Payment attempts left: 0");
  await page.getByRole("radio", { name: "MPay" }).check();
  await page.getByTestId("pay-submit").click();
  await expect(page.getByText("This order allows no more payment attempts, please contact customer service")).toBeVisible();
});
