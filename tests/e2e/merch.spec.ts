// The merch journeys at phone size: secure a size-M T-shirt for pick-up on the event day, pay it with the
// wallet and find it in My Merch with its pick-up QR; a ticket-holder exclusive refuses a fan without a
// ticket and accepts a holder's ticket. Each journey makes its own event, products and fans.
import { countProducts } from "../../server/src/modules/merch/index.ts";
import { expect, test } from "./fixtures.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { passHumanCheck } from "./pages/human-check.ts";
import { MerchProductPage, MerchShopPage, MyMerchPage } from "./pages/merch.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";

/** A whole-dollar HK$ price as the merch pages show it: HK$280. */
const hkd = (minor: number) => `HK$${(minor / 100).toLocaleString("en-US")}`;

test("buy a size-M T-shirt for pick-up on the event day with the wallet, find it under My Merch with its pick-up QR", async ({ page, factories }) => {
  const event = await factories.event({ standing: 10, pickup: true });
  const shirt = await factories.product({ eventId: event.id, name: "Tour T-shirt", price: 28_000, sizes: ["S", "M", "L"], pickupOnly: true });
  const fan = await factories.fan({ payPassword: "246810", balance: shirt.price });
  await new SignInPage(page).signIn(fan);
  const shop = new MerchShopPage(page);
  await shop.goto();
  const product = await shop.open(shirt.name);
  await product.chooseSize("M");
  await product.choosePickupOnEventDay();
  await expect(product.total()).toHaveText(hkd(shirt.price));
  await passHumanCheck(page);
  const orderNo = await product.secure();
  await new CheckoutPage(page).payWithWallet(orderNo, fan.payPassword!);
  const myMerch = new MyMerchPage(page);
  await myMerch.goto();
  const card = await myMerch.order(orderNo, "Ready for pick-up");
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
    await new SignInPage(page).signIn(await factories.fan({ nickname: "No Ticket Fan" }));
    const product = new MerchProductPage(page);
    await product.goto(exclusive.slug);
    await expect(product.name()).toHaveText(exclusive.name);
    await product.ticketNumber().fill(ticket.ticketNo);
    await passHumanCheck(page);
    await product.secureButton().click();
    await expect(page.getByText("Invalid ticket number!")).toBeVisible();
    await expect(page).toHaveURL(/#\/merch\/detail/);
  });

  test("offers the holder their own ticket of the event to pick, and secures the item with it", async ({ page, factories }) => {
    const event = await factories.event({ standing: 10, pickup: true });
    const exclusive = await factories.product({ eventId: event.id, ticketHolderOnly: true, pickupOnly: true });
    const holder = await factories.fan();
    const ticket = await factories.ticket({ ownerId: holder.id, ticketTypeId: event.standingTypeId });
    await new SignInPage(page).signIn(holder);
    const product = new MerchProductPage(page);
    await product.goto(exclusive.slug);
    // The holder's tickets of the event are offered to pick (issue 31: the number had to be typed by hand).
    await page.getByTestId("ticket-no-select").selectOption(ticket.ticketNo);
    await passHumanCheck(page);
    await product.secure();
  });
});

test("the Merch tab is public and shows the badges; desktop-only items cannot be bought on a phone", async ({ page, factories, server }) => {
  const event = await factories.event({ standing: 10, pickup: true });
  const pickup = await factories.product({ eventId: event.id, name: "Pick-up Light Stick", pickupOnly: true });
  const desktopOnly = await factories.product({ eventId: event.id, name: "Desk Mug", desktopOnly: true });
  // The tab's first page holds up to 20 of the active products.
  const listed = await countProducts(server.app.deps);
  const shop = new MerchShopPage(page);
  await shop.goto();
  await expect(shop.cards()).toHaveCount(Math.min(listed, 20));
  await expect(shop.card(pickup.name)).toContainText("Pick up only");
  const product = await shop.open(desktopOnly.name);
  await expect(product.desktopOnly()).toBeVisible();
  await expect(product.secureButton()).toBeDisabled();
});
