// Check-in (issue 34): the gate scanner, opened for one event on a box-office laptop (1280×800) and on a
// phone (390×844), refuses a valid ticket of that event on a day it does not admit, saying which day the
// ticket is for; in the console an owner checks a ticket in by the holder's name and undoes it.
import crypto from "node:crypto";
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { currentQr } from "../../server/src/modules/entry/index.ts";

const noInstall = (origin: string) => ({ cookies: [], origins: [{ origin, localStorage: [{ name: "skipInstallApp", value: "1" }] }] });

for (const [device, viewport] of [
  ["a box-office laptop", { width: 1280, height: 800 }],
  ["a phone", { width: 390, height: 844 }],
] as const) {
  test(`on ${device}, the scanner opened for an event refuses its ticket on another day and says which day it is for`, async ({ browser, server, factories }) => {
    const db = server.app.deps.db;
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `gate-${tag}`, name: `Gate ${tag}` } });
    const made = await factories.event({ standing: 10 });
    // Twenty days ahead, 20:00 in Hong Kong: not today.
    const startsAt = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 20, 12));
    const event = await db.event.update({ where: { id: made.id }, data: { organisationId: organisation.id, startsAt, endsAt: null, timeZone: "Asia/Hong_Kong", title: `Harbour Night ${tag}` } });
    const fan = await factories.fan();
    const ticket = await factories.ticket({ ownerId: fan.id, ticketTypeId: made.standingTypeId });
    const token = (await createStaffToken(db, "box office", ["gate:scan"], { organisationId: organisation.id })).token;

    const context = await (browser as Browser).newContext({ viewport, baseURL: server.url, storageState: noInstall(server.url) });
    const page = await context.newPage();
    await page.goto("/#/gate");
    // A wide screen gets the scanner, not the marketing page.
    await page.getByTestId("gate-token").fill(token);
    await page.getByTestId("gate-start").click();
    await page.getByTestId("gate-event").filter({ hasText: event.title }).click();
    await expect(page.getByTestId("gate-event-open")).toContainText(event.title);

    const code = (await currentQr(server.app.deps, "TICKET", fan.id, ticket.id)).code!;
    await page.getByTestId("gate-manual").fill(code);
    await page.getByTestId("gate-verify").click();
    const result = page.getByTestId("gate-result");
    await expect(result).toHaveAttribute("data-result", "WRONG_DAY");
    await expect(result).toContainText("Wrong day: do not let in");
    const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(new Date(`${startsAt.toISOString().slice(0, 10)}T00:00:00Z`));
    await expect(page.getByTestId("gate-wrong-why")).toContainText(`This ticket is for ${day}, not today.`);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("PAID");
    // Nothing of the scanner runs off the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
}

test("an owner checks a ticket in by the holder's name in the console, sees it counted and listed, and undoes it", async ({ browser, server, factories }) => {
  test.setTimeout(90_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await factories.fan({ nickname: "Owner" });
  const organisation = await db.organisation.create({ data: { slug: `checkin-${tag}`, name: `Check-in ${tag}` } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  const made = await factories.event({ standing: 10 });
  // Running from yesterday to tomorrow: today is one of its days, whatever the hour.
  await db.event.update({ where: { id: made.id }, data: { organisationId: organisation.id, startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 86_400_000) } });
  const holder = await factories.fan({ nickname: `Mei ${tag}` });
  const ticket = await factories.ticket({ ownerId: holder.id, ticketTypeId: made.standingTypeId });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: noInstall(server.url) });
  const page = await desk.newPage();
  await signInToConsole(page, owner, organisation.name);
  await page.goto("/#/console/gate");
  const panel = page.getByTestId("console-checkin");
  await expect(panel.getByTestId("checkin-admitted")).toHaveText("0 of 1");

  await panel.getByTestId("checkin-search").fill(`mei ${tag}`);
  await panel.getByTestId("checkin-find").click();
  await expect(panel.getByTestId("checkin-candidates")).toContainText(ticket.ticketNo);
  await panel.getByTestId("checkin-do").click();
  await expect(panel.getByTestId("checkin-notice")).toHaveText(new RegExp(`${ticket.ticketNo} checked in\\.`));
  await expect(panel.getByTestId("checkin-admitted")).toHaveText("1 of 1");
  await expect(panel.getByTestId("checkin-list")).toContainText(ticket.ticketNo);
  await expect(panel.getByTestId("checkin-list")).toContainText("by hand");
  expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("VALIDATED");

  await panel.getByTestId("checkin-undo-last").click();
  await expect(panel.getByTestId("checkin-notice")).toContainText(`Check-in of ${ticket.ticketNo} undone`);
  await expect(panel.getByTestId("checkin-admitted")).toHaveText("0 of 1");
  expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("PAID");
  const audited = await db.auditLog.findMany({ where: { targetId: ticket.id, action: { in: ["staff.check_in", "staff.check_in_undo"] } }, orderBy: { at: "asc" } });
  expect(audited.map((a) => [a.action, a.outcome])).toEqual([
    ["staff.check_in", "SUCCESS"],
    ["staff.check_in_undo", "SUCCESS"],
  ]);
  await desk.close();
});
