// Codes on the choose page (issue 35), at 390×844: a discount code arriving in the link is checked and its
// discount shown before paying, and the order carries it; an access code typed in unlocks a hidden ticket
// type that the page did not list before; My Voucher lists the code the fan used.
import { expect, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";

const hkd = (minor: number) => `HK$${(minor / 100).toLocaleString("en-US")}`;

test("a code in the link takes its discount off before paying; an access code unlocks a hidden type", async ({ page, factories, server }) => {
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 10, standingPrice: 40_000, seatedPrice: 90_000 });
  await db.ticketType.update({ where: { id: event.seatedTypeId }, data: { hidden: true } });
  await db.promoCode.create({ data: { eventId: event.id, code: "EARLY20", kind: "DISCOUNT", ticketTypeIds: [], discountPercent: 20, maxUses: 5 } });
  await db.promoCode.create({ data: { eventId: event.id, code: "FANCLUB", kind: "ACCESS", ticketTypeIds: [event.seatedTypeId] } });
  await signIn(page, await factories.fan(), "/home/index");

  await page.goto(`/#/ticket/choose?slug=${event.slug}&code=early20`);
  const choose = new ChooseTicketsPage(page);
  await expect(page.getByTestId("promo-code-applied")).toContainText("EARLY20");
  await expect(page.getByTestId("promo-code-applied")).toContainText("20% off");
  await expect(choose.type(event.seated.name)).toHaveCount(0);
  await choose.type(event.standing.name).click();
  await choose.setQuantity(2);
  await expect(page.getByTestId("promo-discount")).toContainText(`−${hkd(16_000)}`);
  await expect(choose.total()).toHaveText(hkd(64_000));
  await choose.agreeAndPassHumanCheck();
  await choose.secure();
  await expect(page.getByTestId("order-promo-discount")).toContainText(`−${hkd(16_000)}`);
  expect((await db.promoCode.findFirstOrThrow({ where: { eventId: event.id, code: "EARLY20" } })).used).toBe(1);

  // My Voucher lists the code, what it gives and what it gave; four of its five uses are left.
  await page.goto("/#/my-voucher");
  const used = page.getByTestId("promo-code-voucher");
  await expect(used).toHaveCount(1);
  await expect(used).toContainText("EARLY20");
  await expect(used.getByTestId("promo-code-gives")).toHaveText("20% off, every ticket");
  await expect(used).toContainText(`Saved ${hkd(16_000)}`);
  await expect(used).toContainText("uses left for you: 4");
  await expect(used).toContainText(event.title);
  const shots = process.env.SCREENSHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/my-voucher-used-code.png`, fullPage: true });

  // An unknown code says so; an access code shows the hidden type and its price.
  await choose.goto(event.slug);
  await page.getByTestId("promo-code-input").fill("nope-nope");
  await page.getByTestId("promo-code-apply").click();
  await expect(page.getByTestId("promo-code-error")).toHaveText("This code is not valid");
  await page.getByTestId("promo-code-input").fill("fanclub");
  await page.getByTestId("promo-code-apply").click();
  await expect(page.getByTestId("promo-code-applied")).toContainText(`Unlocks ${event.seated.name}`);
  await expect(choose.type(event.seated.name)).toContainText(hkd(90_000));
});
