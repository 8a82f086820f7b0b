// The merch journeys at phone size: secure a size-M T-shirt for pick-up on the event day, pay it with the
// wallet and find it in My Merch with its pick-up QR; a ticket-holder exclusive refuses a fan without a
// ticket and accepts a holder's ticket. Each journey makes its own event, products and fans.
import type { Page } from "@playwright/test";
import { countProducts } from "../../server/src/modules/merch/merch.service.ts";
import { signIn } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { passHumanCheck } from "./pages/human-check.ts";

/** A whole-dollar HK$ price as the merch pages show it: HK$280. */
const hkd = (minor: number) => `HK$${(minor / 100).toLocaleString("en-US")}`;

async function openMerchTab(page: Page) {
  await page.goto("/#/home/merch");
  await expect(page.getByTestId("page-title")).toHaveText("Merch");
  await expect(page.getByTestId("merch-grid")).toBeVisible();
}

async function openProduct(page: Page, name: string) {
  await page.getByTestId("merch-card").filter({ hasText: name }).click();
  await expect(page.getByTestId("merch-name")).toHaveText(name);
}

async function chooseSize(page: Page, size: string) {
  await page.getByTestId(`variant-${size}`).click();
  await expect(page.getByTestId(`variant-${size}`)).toHaveAttribute("aria-checked", "true");
}

/** The last pick-up day offered is the event day (the factory offers the day before and the day itself). */
async function choosePickupOnEventDay(page: Page) {
  const days = page.locator('[data-testid^="pickup-"]');
  await expect(days).toHaveCount(2);
  await days.last().click();
  await expect(days.last()).toHaveAttribute("aria-checked", "true");
}

/** Secure now → the "Merch Secured" page with its countdown; returns the order number. */
async function secureAndSeeMerchSecured(page: Page): Promise<string> {
  await page.getByTestId("secure-merch").click();
  await expect(page).toHaveURL(/#\/merch-order\?orderNo=/);
  await expect(page.getByTestId("page-title")).toHaveText("Merch Secured");
  await expect(page.getByTestId("countdown")).toContainText(/Pay within (10:00|09:\d\d)/);
  await expect(page.getByTestId("item-count")).toHaveText("1");
  await expect(page.getByTestId("pay-now")).toHaveAttribute("href", /#\/payment\/buy\?orderNo=M/);
  return (await page.getByTestId("order-no").textContent())!.trim();
}

async function findInMyMerch(page: Page, orderNo: string, status: string) {
  await page.goto("/#/order/merch");
  await expect(page.getByTestId("page-title")).toHaveText("My Merch");
  const card = page.getByTestId("merch-order-card").filter({ hasText: orderNo });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("merch-order-status")).toHaveText(status);
  return card;
}

test("buy a size-M T-shirt for pick-up on the event day with the wallet, find it under My Merch with its pick-up QR", async ({ page, factories }) => {
  const event = await factories.event({ standing: 10, pickup: true });
  const shirt = await factories.product({ eventId: event.id, name: "Tour T-shirt", price: 28_000, sizes: ["S", "M", "L"], pickupOnly: true });
  const fan = await factories.fan({ payPassword: "246810", balance: shirt.price });
  await signIn(page, fan);
  await openMerchTab(page);
  await openProduct(page, shirt.name);
  await chooseSize(page, "M");
  await choosePickupOnEventDay(page);
  await expect(page.getByTestId("merch-total")).toHaveText(hkd(shirt.price));
  await passHumanCheck(page);
  const orderNo = await secureAndSeeMerchSecured(page);
  await new CheckoutPage(page).payWithWallet(orderNo, fan.payPassword!);
  const card = await findInMyMerch(page, orderNo, "Ready for pick-up");
  await card.click();
  await expect(page.getByTestId("order-no")).toHaveText(orderNo);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  // The item's page shows its rotating pick-up QR.
  await page.getByText(shirt.name).first().click();
  await expect(page).toHaveURL(/#\/merch-detail\?orderNo=/);
  const qr = page.getByTestId("pickup-qr").getByTestId("qr-code");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-code", /.+/);
});

test.describe("a ticket-holder exclusive", () => {
  test("refuses a fan without a ticket, even with another fan's ticket number", async ({ page, factories }) => {
    const event = await factories.event({ standing: 10, pickup: true });
    const exclusive = await factories.product({ eventId: event.id, name: "Holder Photocards", ticketHolderOnly: true, pickupOnly: true });
    const holder = await factories.fan();
    const ticket = await factories.ticket({ ownerId: holder.id, ticketTypeId: event.standingTypeId });
    await signIn(page, await factories.fan({ nickname: "No Ticket Fan" }));
    await page.goto(`/#/merch/detail?slug=${exclusive.slug}`);
    await expect(page.getByTestId("merch-name")).toHaveText(exclusive.name);
    await page.getByLabel("Ticket number").fill(ticket.ticketNo);
    await passHumanCheck(page);
    await page.getByTestId("secure-merch").click();
    await expect(page.getByText("Invalid ticket number!")).toBeVisible();
    await expect(page).toHaveURL(/#\/merch\/detail/);
  });

  test("accepts the holder's own ticket number, typed in lower case", async ({ page, factories }) => {
    const event = await factories.event({ standing: 10, pickup: true });
    const exclusive = await factories.product({ eventId: event.id, ticketHolderOnly: true, pickupOnly: true });
    const holder = await factories.fan();
    const ticket = await factories.ticket({ ownerId: holder.id, ticketTypeId: event.standingTypeId });
    await signIn(page, holder);
    await page.goto(`/#/merch/detail?slug=${exclusive.slug}`);
    await page.getByLabel("Ticket number").fill(ticket.ticketNo.toLowerCase());
    await passHumanCheck(page);
    await secureAndSeeMerchSecured(page);
  });
});

test("the Merch tab is public and shows the badges; desktop-only items cannot be bought on a phone", async ({ page, factories, server }) => {
  const event = await factories.event({ standing: 10, pickup: true });
  const pickup = await factories.product({ eventId: event.id, name: "Pick-up Light Stick", pickupOnly: true });
  const desktopOnly = await factories.product({ eventId: event.id, name: "Desk Mug", desktopOnly: true });
  // The tab's first page holds up to 20 of the active products.
  const listed = await countProducts(server.app.deps);
  await openMerchTab(page);
  await expect(page.getByTestId("merch-card")).toHaveCount(Math.min(listed, 20));
  await expect(page.getByTestId("merch-card").filter({ hasText: pickup.name })).toContainText("Pick up only");
  await openProduct(page, desktopOnly.name);
  await expect(page.getByTestId("desktop-only")).toBeVisible();
  await expect(page.getByTestId("secure-merch")).toBeDisabled();
});
