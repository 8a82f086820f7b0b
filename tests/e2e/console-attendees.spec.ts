// Attendee data in the organiser console (issue 34): an owner sees buyers' and holders' e-mail addresses
// masked until they choose to show them (each such read audited), exports the attendees as CSV and as
// XLSX (made in the background, with a progress bar), on a 1280×800 desktop and on a 390×844 phone.
import crypto from "node:crypto";
import type { Browser } from "@playwright/test";
import { devices } from "@playwright/test";
import { expect, phoneContext, skipInstallState, test, type E2EServer, type Factories } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";

async function setUp(server: E2EServer, factories: Factories) {
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await factories.fan({ nickname: "Owner" });
  const organisation = await db.organisation.create({ data: { slug: `attendees-${tag}`, name: `Harbour Live ${tag}` } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  const event = await factories.event({ standing: 50 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id, title: `Harbour Nights ${tag}` } });
  const buyer = await factories.fan({ nickname: "Buyer" });
  const order = await db.order.create({
    data: {
      orderNo: `T${crypto.randomBytes(6).toString("hex").toUpperCase()}`,
      userId: buyer.id,
      kind: "TICKET",
      status: "PAID",
      eventId: event.id,
      currency: "HKD",
      totalAmount: event.standing.price,
      paidAt: new Date(),
      items: { create: [{ kind: "TICKET", ticketTypeId: event.standingTypeId, quantity: 1, unitAmount: event.standing.price }] },
    },
    include: { items: true },
  });
  await db.ticket.create({
    data: { ticketNo: `TK${crypto.randomBytes(5).toString("hex").toUpperCase()}`, eventId: event.id, ticketTypeId: event.standingTypeId, ownerId: buyer.id, orderItemId: order.items[0]!.id, qrSecret: crypto.randomBytes(32) },
  });
  return { owner, organisation, event, buyer, title: `Harbour Nights ${tag}` };
}


async function desktop(browser: Browser, server: E2EServer) {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: devices["Desktop Chrome"].userAgent, isMobile: false, baseURL: server.url, storageState: skipInstallState(server.url) });
}

for (const size of ["desktop", "phone"] as const) {
  test(`on a ${size}, an owner shows buyers' e-mail addresses on the attendees and orders lists, audited, and exports the attendees as CSV`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const { owner, organisation, event, buyer, title } = await setUp(server, factories);
    const context = size === "desktop" ? await desktop(browser, server) : await phoneContext(browser, server.url);
    const page = await context.newPage();
    await signInToConsole(page, owner, organisation.name);

    await page.goto("/#/console/attendees");
    await page.getByTestId("console-event-picker").selectOption({ label: title });
    const table = page.getByTestId("console-attendees");
    await expect(table).toContainText("Buyer");
    await expect(table).not.toContainText(buyer.email);
    await expect(table).toContainText("•••");
    await page.getByTestId("reveal-emails").check();
    await expect(table).toContainText(buyer.email);
    await page.screenshot({ path: test.info().outputPath(`attendees-${size}.png`), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByTestId("export-attendees-csv").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^attendees-.*\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString("utf8")).toContain(buyer.email);

    // The XLSX is made in the background: a progress bar, then the file.
    const xlsx = page.waitForEvent("download");
    await page.getByTestId("export-attendees-xlsx").click();
    expect((await xlsx).suggestedFilename()).toMatch(/^attendees-.*\.xlsx$/);
    await expect(page.getByTestId("export-done")).toContainText("1");
    await page.screenshot({ path: test.info().outputPath(`attendees-export-${size}.png`), fullPage: true });

    // Writing to the holders: a preview with the count first, then the send (through the outbox).
    await page.getByTestId("message-holders").click();
    const dialog = page.getByTestId("message-dialog");
    await dialog.locator("input[name=subject]").fill("Doors open at 7");
    await dialog.locator("textarea[name=body]").fill("Bring your ticket on your phone.");
    await page.getByTestId("message-preview-button").click();
    await expect(page.getByTestId("message-preview")).toContainText("Recipients: 1");
    await expect(page.getByTestId("message-preview")).toContainText(`${title}: Doors open at 7`);
    await page.screenshot({ path: test.info().outputPath(`message-${size}.png`), fullPage: true });
    await page.getByTestId("message-send").click();
    await expect(page.getByTestId("message-sent")).toContainText("1");
    const mail = await (await fetch(`${server.url}/dev/mail.json?to=${encodeURIComponent(buyer.email)}`)).json();
    expect(mail[0].subject).toBe(`${title}: Doors open at 7`);

    await page.goto("/#/console/orders");
    const orders = page.getByTestId("console-orders");
    await expect(orders).toContainText("•••");
    await page.getByTestId("reveal-emails").check();
    await expect(orders).toContainText(buyer.email);
    await page.screenshot({ path: test.info().outputPath(`orders-${size}.png`), fullPage: true });

    const audit = await server.app.deps.db.auditLog.findMany({ where: { actorUserId: owner.id, action: { in: ["operator.personal_data_read", "operator.attendees_export"] } }, orderBy: { id: "asc" } });
    expect(audit.map((r) => [r.action, (r.details as { reason?: string }).reason ?? null])).toEqual([
      ["operator.personal_data_read", "attendees"],
      ["operator.attendees_export", null],
      ["operator.attendees_export", null],
      ["operator.personal_data_read", "orders"],
    ]);
    expect(audit[1]!.targetId).toBe(event.id);
    await context.close();
  });
}
