// The console's seat-map and merch editors (issue #19): an owner builds a seat map in the editor and
// then from a CSV file (a bad file is refused line by line and changes nothing), creates a product with
// two variants, pick-up days and stock; a fan then sees those rows and that product on a phone. Once the
// fan holds seats, the map cannot change: the editor keeps the held row and shows the API's typed
// error. axe finds no serious violation on the new screens, in light and dark.
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, phoneContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { ConsoleProductPage, ConsoleSeatMapPage, signInToConsole } from "./pages/console.page.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";
import { MerchShopPage } from "./pages/merch.page.ts";

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, what).toEqual([]);
}

test("an owner builds a seat map by editor and by CSV and a product with two variants, and a fan sees them on a phone", async ({ browser, server, factories }) => {
  test.setTimeout(120_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await factories.fan({ nickname: "Owner" });
  const organisation = await db.organisation.create({ data: { slug: `editors-${tag}`, name: `Harbour Live ${tag}` } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  // An event on sale with a standing type (S) and a seated type (R, rows A and B of 10 seats).
  const event = await factories.event({ standing: 50, rows: ["A", "B"], perRow: 10 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id } });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const page = await desk.newPage();
  await signInToConsole(page, owner, organisation.name);

  // ── the seat map, by the editor ──
  await page.goto(`/#/console/events/${event.id}`);
  await page.getByTestId("console-open-seat-map").click();
  const seats = new ConsoleSeatMapPage(page);
  await expect(seats.drawnRows()).toHaveCount(2);
  await expect(seats.total()).toHaveText("Seats: 20");
  await expect(seats.seatsIn("R/A", "AVAILABLE")).toHaveCount(10);
  await expect(page.getByTestId("seat-legend")).toContainText("Held (unpaid)");
  await expectNoSeriousViolations(page, "seat map, light");

  await seats.addArea("R2", "Seated (R)");
  await seats.setSeats("R2", 0, 6);
  await seats.addRow("R2");
  await expect(seats.area("R2").locator("input[name=row-1-1]")).toHaveValue("2");
  await seats.setSeats("R", 1, 8);
  // The drawing and the fan's preview follow the draft before it is saved.
  await expect(seats.drawnRow("R2/2").locator(".cn-seat")).toHaveCount(6);
  await expect(page.getByText("With your unsaved changes.")).toBeVisible();
  await expect(seats.preview().getByTestId("preview-row")).toHaveCount(4);
  await seats.save();
  await expect(seats.done()).toHaveText("Seat map saved: 30 seats.");
  await expect(seats.total()).toHaveText("Seats: 30");
  const seated = await db.ticketType.findUniqueOrThrow({ where: { id: event.seatedTypeId } });
  expect(seated.capacity).toBe(30);

  // ── by CSV: a bad file is refused line by line, and nothing changes ──
  await seats.importCsv("bad.csv", "area,row,seat\nR,A,1-12\nR,B,x\nR,C,9-3\n");
  await expect(seats.error()).toContainText("Please check your input");
  await expect(seats.issues()).toHaveCount(2);
  await expect(seats.issues().nth(0)).toHaveText('Line 3: Seat "x" is not a number or a range like 1-20');
  await expect(seats.issues().nth(1)).toHaveText("Line 4: The range 9-3 runs backwards");
  await expect(seats.total()).toHaveText("Seats: 30");
  expect(await db.seat.count({ where: { eventId: event.id } })).toBe(30);
  // The same refusal in Traditional Chinese: the line and the API's message in the organiser's language.
  await page.getByTestId("console-language").selectOption("zh_tw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("座位圖");
  await seats.importCsv("bad.csv", "area,row,seat\nR,A,1-12\nR,B,x\n");
  await expect(seats.issues().nth(0)).toHaveText("第 3 行： 座位「x」不是數字，也不是如 1-20 的範圍");
  await page.getByTestId("console-language").selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seat map");

  await seats.importCsv("hall.csv", "area,row,seat\nR,A,1-12\nR,B,1-12\nR,C,1-8\n");
  await expect(seats.done()).toHaveText("Seat map imported from hall.csv.");
  await expect(seats.total()).toHaveText("Seats: 32");
  await expect(seats.drawnRows()).toHaveCount(3);
  await expect(seats.preview()).toContainText("Row C · 8 left");

  // ── a product with two variants ──
  const product = new ConsoleProductPage(page);
  await product.gotoNew();
  const name = `Harbour Tee ${tag}`;
  await product.field("eventId").selectOption({ label: event.title });
  await product.field("slug").fill(`harbour-tee-${tag}`);
  await product.field("name").fill(name);
  await product.field("description").fill("Soft cotton, harbour blue.");
  await product.field("imageUrl").fill("/img/merch/tee.svg");
  await product.field("price").fill("180");
  await product.field("pickupOnly").check();
  const day = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
  await product.addPickupDay(day);
  await product.fillVariant(0, { sku: `TEE-${tag}-S`, size: "S", stock: 20 });
  await product.fillVariant(1, { sku: `TEE ${tag} M!`, size: "M", stock: 30 });
  await expect(product.preview()).toContainText(name);
  await expect(product.preview()).toContainText("HK$180");
  // A bad SKU: the API's typed error names the variant, and no product is made.
  await product.save();
  await expect(product.error()).toContainText("Variant 2, SKU:");
  expect(await db.merchProduct.count({ where: { slug: `harbour-tee-${tag}` } })).toBe(0);
  await product.fillVariant(1, { sku: `TEE-${tag}-M` });
  await product.save();
  await expect(page).toHaveURL(/#\/console\/merch\/[^/n][^/]*$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(product.variantRows()).toHaveCount(2);
  await expectNoSeriousViolations(page, "product editor, light");

  // Stock adjusted: 20 → 25 for S.
  await product.field("variant-0-stock").fill("25");
  await product.save();
  await expect(product.saved()).toBeVisible();
  const created = await db.merchProduct.findFirstOrThrow({ where: { slug: `harbour-tee-${tag}` }, include: { variants: { orderBy: { sku: "asc" } } } });
  expect(created.variants.map((v) => [v.size, v.stock])).toEqual([
    ["M", 30],
    ["S", 25],
  ]);
  expect(created.organisationId).toBe(organisation.id);

  // A variant added by mistake and saved: deleted after the question (and kept when the answer is no).
  await product.fillVariant(2, { sku: `TEE-${tag}-L`, size: "L", stock: 5 });
  await product.save();
  await expect(product.saved()).toBeVisible();
  await expect(product.variantRows()).toHaveCount(3);
  await product.deleteVariant(`TEE-${tag}-L`).click();
  await expect(product.confirmDialog()).toContainText(`Delete variant TEE-${tag}-L?`);
  await expectNoSeriousViolations(page, "delete variant question, light");
  await product.confirmDialog().getByRole("button", { name: "Keep it" }).click();
  await expect(product.confirmDialog()).toHaveCount(0);
  expect(await db.merchVariant.count({ where: { productId: created.id } })).toBe(3);
  await product.deleteVariant(`TEE-${tag}-L`).click();
  await product.confirmDialog().getByRole("button", { name: "Delete variant" }).click();
  await expect(product.variantDeleted()).toHaveText(`Variant TEE-${tag}-L deleted.`);
  await expect(product.variantRows()).toHaveCount(2);
  expect((await db.merchVariant.findMany({ where: { productId: created.id }, orderBy: { sku: "asc" } })).map((v) => v.sku)).toEqual([`TEE-${tag}-M`, `TEE-${tag}-S`]);
  // A variant once ordered (the order since cancelled, nothing held) is refused with the reason, and stays.
  const buyer = await factories.fan({ nickname: "Past Buyer" });
  const small = created.variants.find((v) => v.size === "S")!;
  await db.order.create({ data: { orderNo: `M-E2E-${tag}`, userId: buyer.id, kind: "MERCH", status: "CANCELLED", currency: "HKD", totalAmount: 180_00, cancelledAt: new Date(), items: { create: [{ kind: "MERCH", merchVariantId: small.id, quantity: 1, unitAmount: 180_00 }] } } });
  await product.deleteVariant(small.sku).click();
  await product.confirmDialog().getByRole("button", { name: "Delete variant" }).click();
  await expect(product.error()).toContainText(`${small.sku} has been ordered, so it cannot be deleted: set its stock to what is sold, or hide the product, instead`);
  await expect(product.variantRows()).toHaveCount(2);
  expect(await db.merchVariant.count({ where: { productId: created.id } })).toBe(2);

  await page.getByRole("link", { name: "Merch" }).first().click();
  await expect(page.getByTestId("console-products")).toContainText(name);
  await expect(page.getByTestId("console-products")).toContainText("55");
  await page.getByRole("button", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expectNoSeriousViolations(page, "merch list, dark");

  // ── a fan, on a phone, sees the rows (on the seat map's list) and the product ──
  const phone = await phoneContext(browser, server.url);
  const fanPage = await phone.newPage();
  const fan = await factories.fan({ nickname: "Phone Fan" });
  await signIn(fanPage, fan, "/home/index");
  const choose = new ChooseTicketsPage(fanPage);
  await choose.goto(event.slug);
  await choose.type("Seated").click();
  await fanPage.getByTestId("seat-view-list").click();
  const rows = fanPage.getByTestId("seat-list").locator("legend");
  await expect(rows.filter({ hasText: "Row A ·" })).toHaveText("Row A · 12 free");
  await expect(rows.filter({ hasText: "Row C ·" })).toHaveText("Row C · 8 free");
  await fanPage.getByTestId("seat-view-map").click();
  await choose.pickSeats("R-C-1", "R-C-2");
  await choose.agreeAndPassHumanCheck();
  await choose.secure();

  const shop = new MerchShopPage(fanPage);
  await shop.goto();
  const detail = await shop.open(name);
  await expect(fanPage.getByTestId("variant-S")).toBeVisible();
  await expect(fanPage.getByTestId("variant-M")).toBeVisible();
  await expect(detail.pickupDays()).toHaveCount(1);

  // ── held seats: the map keeps them, and the API refuses a change ──
  await seats.goto(event.id);
  await expect(seats.seatsIn("R/C", "HELD")).toHaveCount(2);
  await expect(seats.area("R").getByTestId("seat-row-editor").nth(2).getByRole("button", { name: /Remove row/ })).toBeDisabled();
  await expect(seats.area("R").getByRole("button", { name: /Remove area/ })).toBeDisabled();
  await expectNoSeriousViolations(page, "seat map with held seats, dark");
  await seats.addRow("R");
  await seats.save();
  await expect(seats.error()).toHaveText("The seat map cannot change: 2 of its seats are already held or sold.");
  expect(await db.seat.count({ where: { eventId: event.id } })).toBe(32);

  // On a tablet and a phone, the editors fit the screen (wide tables and the map scroll inside their cards).
  for (const viewport of [{ width: 820, height: 1180 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const path of [`events/${event.id}/seats`, `merch/${created.id}`]) {
      await page.goto(`/#/console/${path}`);
      await expect(page.locator("#console-main input").first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at ${viewport.width}` }).toBe(viewport.width);
    }
  }

  await phone.close();
  await desk.close();
});
