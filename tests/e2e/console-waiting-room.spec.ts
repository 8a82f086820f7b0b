// The console's waiting-room panel and product-picture upload (issue 34): an owner sees every problem of
// the waiting-room form at once beside its field, saves valid settings (stored and audited), and uploads a
// product picture (previewed from /uploads/products/) while a file that is no picture is refused in words;
// the panel fits a 390-wide phone.
import crypto from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { ConsoleProductPage, signInToConsole } from "./pages/console.page.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

test("an owner sets an event's waiting room (all problems at once, then saved and audited) and uploads a product picture", async ({ browser, server, factories }, testInfo) => {
  test.setTimeout(120_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await factories.fan({ nickname: "Owner" });
  const organisation = await db.organisation.create({ data: { slug: `room-${tag}`, name: `Room Live ${tag}` } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  const event = await factories.event({ standing: 50 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id } });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const page = await desk.newPage();
  await signInToConsole(page, owner, organisation.name);
  await page.goto(`/#/console/events/${event.id}`);
  const panel = page.getByTestId("console-waiting-room");
  await expect(panel.getByRole("heading", { name: "Waiting room" })).toBeVisible();

  // Two bad values: both are named at once, each beside its field.
  await panel.locator("[name=waitingRoom-ratePerMinute]").fill("0");
  await panel.locator("[name=waitingRoom-passSeconds]").fill("30");
  await panel.getByTestId("console-waiting-room-save").click();
  await expect(panel.getByTestId("console-waiting-room-problem-ratePerMinute")).toContainText("A whole number from 1 to 1,000,000");
  await expect(panel.getByTestId("console-waiting-room-problem-passSeconds")).toContainText("A whole number from 60 to 3,600");
  await expect(panel.locator("[aria-invalid=true]")).toHaveCount(2);
  await panel.screenshot({ path: testInfo.outputPath("waiting-room-problems.png") });

  await panel.locator("[name=waitingRoom-enabled]").check();
  await panel.locator("[name=waitingRoom-ratePerMinute]").fill("120");
  await panel.locator("[name=waitingRoom-passSeconds]").fill("900");
  await panel.getByTestId("console-waiting-room-save").click();
  await expect(panel.getByTestId("console-waiting-room-saved")).toHaveText("Waiting room saved.");
  await expect(panel.locator("[aria-invalid=true]")).toHaveCount(0);
  const room = await db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } });
  expect(room).toMatchObject({ enabled: true, ratePerMinute: 120, passSeconds: 900 });
  expect(await db.auditLog.count({ where: { action: "operator.waiting_room_update", targetId: event.id } })).toBeGreaterThan(0);

  // A product picture: a PNG is stored and previewed; a text file is refused in words.
  const product = new ConsoleProductPage(page);
  await product.gotoNew();
  await page.getByTestId("console-product-image-file").setInputFiles({ name: "shirt.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("console-product-image-preview")).toHaveAttribute("src", /^\/uploads\/products\/[0-9a-f]{32}\.png$/);
  await expect(product.field("imageUrl")).toHaveValue(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
  await page.getByTestId("console-product-image-file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all, only some text") });
  await expect(page.getByTestId("console-product-image-problem")).toHaveText("This file is not a picture: choose a JPEG, PNG or WebP image.");
  await page.screenshot({ path: testInfo.outputPath("product-picture.png"), fullPage: true });

  // The panel on a phone: it fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/#/console/events/${event.id}`);
  await expect(panel.getByTestId("console-waiting-room-save")).toBeVisible();
  // What was saved, not what the page first read.
  await expect(panel.locator("[name=waitingRoom-enabled]")).toBeChecked();
  await expect(panel.locator("[name=waitingRoom-ratePerMinute]")).toHaveValue("120");
  await expect(panel.locator("[name=waitingRoom-passSeconds]")).toHaveValue("900");
  const box = (await panel.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: testInfo.outputPath("waiting-room-phone.png") });
  await desk.close();
});
