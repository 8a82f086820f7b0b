// Codes before the public sale and at the merch checkout (issue 35), at phone size: a presale code's holder
// is told on the choose page of an upcoming event that their window is open and secures the code's hidden
// type; a merchandise discount code applied at the checkout takes its share off before paying, and the
// order shows it.
import { expect, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";
import { MerchProductPage } from "./pages/merch.page.ts";
import { passHumanCheck } from "./pages/human-check.ts";

const hkd = (minor: number) => `HK$${(minor / 100).toLocaleString("en-US")}`;

test("a presale code opens an upcoming event's hidden type for its holder before the public sale", async ({ page, factories, server }) => {
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 10, seatedPrice: 90_000 });
  await db.event.update({ where: { id: event.id }, data: { saleStartsAt: new Date(Date.now() + 48 * 3_600_000) } });
  await db.ticketType.update({ where: { id: event.seatedTypeId }, data: { hidden: true } });
  await db.promoCode.create({ data: { eventId: event.id, code: "FANPRE", kind: "ACCESS", ticketTypeIds: [event.seatedTypeId], saleStartsAt: new Date(Date.now() - 60_000) } });
  await signIn(page, await factories.fan(), "/home/index");

  // The event page points a code holder to the choose page before the sale.
  await page.goto(`/#/ticket/detail?slug=${event.slug}`);
  await expect(page.getByTestId("presale-code-link")).toBeVisible();

  await page.goto(`/#/ticket/choose?slug=${event.slug}&code=fanpre`);
  const choose = new ChooseTicketsPage(page);
  await expect(page.getByTestId("presale-window")).toHaveText("Your presale is open: you can buy now, before the public sale.");
  await expect(choose.type(event.standing.name)).toHaveCount(0);
  await expect(choose.type(event.seated.name)).toContainText(hkd(90_000));
  await choose.agreeAndPassHumanCheck();
  await choose.secure();
  expect((await db.promoCode.findFirstOrThrow({ where: { eventId: event.id, code: "FANPRE" } })).used).toBe(1);
});

test("a merchandise discount code shows its discount at the checkout and comes off the order", async ({ page, factories, server }) => {
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 10, pickup: true });
  const tee = await factories.product({ eventId: event.id, name: "Code Tee", price: 20_000, pickupOnly: true });
  await db.promoCode.create({ data: { eventId: event.id, code: "TEE25", kind: "DISCOUNT", ticketTypeIds: [], productIds: [tee.id], discountPercent: 25, maxUses: 1 } });
  await signIn(page, await factories.fan(), "/home/index");
  const product = new MerchProductPage(page);
  await product.goto(tee.slug);
  await product.choosePickupOnEventDay();
  await page.getByTestId("merch-code-input").fill("nope-nope");
  await page.getByTestId("merch-code-apply").click();
  await expect(page.getByTestId("merch-code-error")).toHaveText("This code is not valid");
  await page.getByTestId("merch-code-input").fill("tee25");
  await page.getByTestId("merch-code-apply").click();
  await expect(page.getByTestId("merch-code-applied")).toContainText(`TEE25 · ${hkd(5_000)} off`);
  await expect(product.total()).toHaveText(hkd(15_000));
  await passHumanCheck(page);
  await product.secure();
  await expect(page.getByTestId("merch-order-code")).toContainText(`−${hkd(5_000)}`);
  expect((await db.promoCode.findFirstOrThrow({ where: { eventId: event.id, code: "TEE25" } })).used).toBe(1);
});

test("another code's link, opened while the choose page is open, replaces the applied code; a refused one leaves none", async ({ page, factories, server }) => {
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 10 });
  await db.promoCode.create({ data: { eventId: event.id, code: "TENOFF", kind: "DISCOUNT", ticketTypeIds: [event.standingTypeId], discountPercent: 10 } });
  await db.promoCode.create({ data: { eventId: event.id, code: "HALFOFF", kind: "DISCOUNT", ticketTypeIds: [event.standingTypeId], discountPercent: 50 } });
  await signIn(page, await factories.fan(), "/home/index");
  await page.goto(`/#/ticket/choose?slug=${event.slug}&code=tenoff`);
  await expect(page.getByTestId("promo-code-applied")).toContainText("TENOFF");
  // The page stays open (only the link's code changes): the new code is checked and replaces the first.
  await page.goto(`/#/ticket/choose?slug=${event.slug}&code=halfoff`);
  await expect(page.getByTestId("promo-code-applied")).toContainText("HALFOFF");
  await expect(page.getByTestId("promo-code-applied")).not.toContainText("TENOFF");
  await page.goto(`/#/ticket/choose?slug=${event.slug}&code=nope-nope`);
  await expect(page.getByTestId("promo-code-error")).toHaveText("This code is not valid");
  await expect(page.getByTestId("promo-code-applied")).toHaveCount(0);
});
