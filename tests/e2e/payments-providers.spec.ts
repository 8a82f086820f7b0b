// Real money's journeys (issue 30), at phone size unless said. A fan pays a ticket order by card through the
// provider path: the pay page sends them to Stripe's page (the local Stripe double that the server's SDK
// is pointed at: this machine cannot reach Stripe), where the card is typed, not on our page; Stripe sends
// them back and the result page says paid, and the card they asked to remember is listed in the wallet.
// And a box office refunds half of one order in the organiser console, on a desktop.
import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { createFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { graphql } from "../gql/index.ts";
import { expect, phoneContext, test, useStripeDoubleApp } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { SECURE_TICKETS } from "./paid-order.ts";
import { signInToConsole } from "./pages/console.page.ts";

const PAY = graphql(`mutation E2EProvidersPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }`);

async function post<R, V>(url: string, document: { toString(): string; __apiType?: unknown } & object, variables: V, token: string): Promise<R> {
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query: document.toString(), variables }) });
  const body = (await res.json()) as { data: R; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A fan's held order of `quantity` standing tickets, secured over the API (the screens that buy have their own specs). */
async function heldOrder(url: string, token: string, event: OnSaleEvent, quantity: number): Promise<string> {
  const secured = await post<{ secureTickets: { __typename: string; order?: { orderNo: string } } }, unknown>(
    url,
    SECURE_TICKETS,
    { input: { eventSlug: event.slug, agreedToTerms: true, humanCheck: await solvedHumanCheck({ url }), lines: [{ ticketTypeId: event.standingTypeId, quantity }], idempotencyKey: crypto.randomUUID() } },
    token,
  );
  return member(secured.secureTickets as { __typename: "TicketsSecured"; order: { orderNo: string } }, "TicketsSecured").order.orderNo;
}

test.describe("paying through a real provider's page", () => {
  // Cards and Alipay through Stripe, as a production server would be configured (no sandbox route).
  const provider = useStripeDoubleApp("card:stripe,alipay:stripe,applePay:stripe");

  async function fanPage(browser: Browser): Promise<{ page: Page; fan: Awaited<ReturnType<typeof createFan>> }> {
    const fan = await createFan(provider.app.deps, { nickname: "Card Fan", phone: "verified" });
    const context = await phoneContext(browser, provider.app.url);
    const page = await context.newPage();
    await signIn(page, fan);
    return { page, fan };
  }

  test("a fan pays by card on Stripe's page, comes back to a paid order, and the card is remembered", async ({ browser }) => {
    const event = await createOnSaleEvent(provider.app.deps, { standing: 10, standingPrice: 480_00 });
    const { page, fan } = await fanPage(browser);
    const orderNo = await heldOrder(provider.app.url, fan.token, event, 2);

    await page.goto(`/#/payment/buy?orderNo=${orderNo}`);
    await expect(page.getByTestId("order-summary")).toContainText(event.title);
    // Only what a provider takes is offered: no sandbox, so no test-mode banner; no MoMo, no PayMe here.
    await expect(page.getByTestId("test-mode-banner")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Alipay" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "MoMo" })).toHaveCount(0);
    // Apple Pay only where the browser has it (Safari): not in this Chromium.
    await expect(page.getByRole("radio", { name: "Apple Pay" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Use a new credit card" }).check();
    // The card is typed on the provider's page: here only whether to remember it.
    await expect(page.getByText("You enter the card on the payment provider's secure page")).toBeVisible();
    await expect(page.getByTestId("remember-card")).toBeChecked();
    await page.getByTestId("pay-submit").click();

    // Stripe's page (the double), on Stripe's own origin.
    await expect(page).toHaveURL(new RegExp(`^${provider.stripe.url}/pay/cs_test_`));
    await expect(page.getByTestId("stripe-amount")).toHaveText("HKD 960.00");
    await page.getByLabel("Card number").fill("5555 5555 5555 4444");
    await page.getByLabel("Name on card").fill("Card Fan");
    await page.getByRole("button", { name: "Pay" }).click();

    // Back on Fanfare: the result page, paid, with the product's payRes.
    await expect(page).toHaveURL(new RegExp(`${provider.app.url}/#/payment/result\\?orderNo=${orderNo}&payRes=1`));
    await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
    await expect(page.getByTestId("paid-summary")).toContainText("HK$960.00");
    await page.getByRole("button", { name: "View my order" }).click();
    await expect(page).toHaveURL(new RegExp(`#/ticket-order\\?orderNo=${orderNo}`));

    // The card Stripe saved is listed (brand, last 4, expiry: nothing else reached us).
    await page.goto("/#/wallet");
    await expect(page.getByTestId("saved-card")).toContainText("MASTERCARD •••• 4444");
    const sent = provider.stripe.calls("POST", "/v1/checkout/sessions").at(-1)!;
    // The card number, in any spelling, never reaches our server's call to Stripe ("5555" alone also
    // matched an event's random slug once, CI run 17).
    expect(JSON.stringify(sent.body).replace(/[\s-]/g, "")).not.toContain("5555555555554444");

    // The next order pays with the saved card, without typing it again.
    const second = await heldOrder(provider.app.url, fan.token, event, 1);
    await page.goto(`/#/payment/buy?orderNo=${second}`);
    await page.getByRole("radio", { name: /MASTERCARD •••• 4444/ }).check();
    await page.getByTestId("pay-submit").click();
    await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${second}`));
    await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
    await page.context().close();
  });
});

test("a box office refunds half of one order in the console; the buyer's wallet gets it back and the order stays paid", async ({ browser, server, factories }) => {
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const organisation = await db.organisation.create({ data: { slug: `refunds-${tag}`, name: `Harbour Refunds ${tag}` } });
  const clerk = await factories.fan({ nickname: "Box Office" });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: clerk.id, role: "BOX_OFFICE" } });
  const event = await factories.event({ standing: 10, standingPrice: 100_00 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id } });
  const buyer = await factories.fan({ nickname: "Buyer", payPassword: "135790", balance: 1_000_00 });
  const orderNo = await heldOrder(server.url, buyer.token, event, 2);
  const paid = await post<{ payOrder: { status?: string } }, unknown>(server.url, PAY, { input: { orderNo, method: "wallet", payPassword: "135790", idempotencyKey: crypto.randomUUID() } }, buyer.token);
  expect(paid.payOrder.status).toBe("SUCCEEDED");

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const page = await desk.newPage();
  await signInToConsole(page, clerk, organisation.name);
  await page.goto("/#/console/orders");
  await page.getByLabel("Order number or buyer's e-mail").fill(orderNo);
  await page.getByLabel("Order number or buyer's e-mail").press("Enter");
  const row = page.getByTestId("console-orders").locator("tr", { hasText: orderNo });
  await expect(row).toContainText("HK$200");
  await row.getByTestId("refund-order").click();

  const dialog = page.getByTestId("refund-dialog");
  await expect(dialog).toContainText(`Refund order ${orderNo}`);
  await expect(dialog.getByLabel("Amount to refund (HKD)")).toHaveValue("200.00");
  // A reason is required.
  await dialog.getByLabel("Amount to refund (HKD)").fill("100.00");
  await dialog.getByTestId("refund-submit").click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give a reason (3 to 500 characters)");
  await dialog.getByLabel("Reason (the buyer's e-mail quotes it)").fill("One of the two seats had a restricted view");
  await dialog.getByTestId("refund-submit").click();

  await expect(page.getByTestId("refund-done")).toHaveText(`Refunded HK$100 of order ${orderNo}.`);
  await expect(row).toContainText("HK$100 refunded");
  await expect(row).toContainText("Paid");
  const order = await db.order.findUniqueOrThrow({ where: { orderNo } });
  expect(order.status).toBe("PAID");
  const refunds = await db.refund.findMany({ where: { orderId: order.id } });
  expect(refunds.map((r) => ({ orderAmount: r.orderAmount, status: r.status, cause: r.cause, reason: r.reason }))).toEqual([
    { orderAmount: 100_00, status: "SUCCEEDED", cause: "ORDER_REFUND", reason: "One of the two seats had a restricted view" },
  ]);
  expect((await db.walletAccount.findUniqueOrThrow({ where: { userId: buyer.id } })).balance).toBe(1_000_00 - 200_00 + 100_00);
  await desk.close();
});
