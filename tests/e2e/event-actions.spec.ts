// The event page's calendar, share and maps actions, and the ticket page's hand-back card, walked on a phone
// (390×844) by a cold load in English (light) and Traditional Chinese (dark): the .ics downloads as a calendar
// entry of the event, Share without a share sheet copies the link and says so, the maps link searches the venue;
// an event whose organiser takes tickets back shows the fan the hand-back card on the ticket's page.
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, languageContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";

const walks = [
  { lang: "en", theme: "light", copied: "Link copied", calendar: "Add to calendar" },
  { lang: "zh_tw", theme: "dark", copied: null, calendar: null },
] as const;

/** How many lines the text of a test id's element runs over. */
const textLines = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const lines = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1) lines.add(Math.round(rect.top));
    }
    return lines.size;
  });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const walk of walks) {
  test(`the event page adds to the calendar, shares and maps; the ticket page offers the hand-back (${walk.lang}, ${walk.theme})`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const event = await factories.event({ standing: 10, standingPrice: 480_00 });
    await server.app.deps.db.event.update({ where: { id: event.id }, data: { handBackEnabled: true } });
    const fan = await factories.fan({ nickname: "Calendar Fan" });
    const ticket = await factories.ticket({ ownerId: fan.id, ticketTypeId: event.standingTypeId });

    const context = await languageContext(browser, server.url, walk);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`/#/ticket/detail?slug=${event.slug}`);
    const actions = page.getByTestId("event-actions");
    await expect(actions).toBeVisible();
    if (walk.calendar) await expect(page.getByTestId("event-ics")).toHaveText(walk.calendar);
    // Every action's label sits on one line at 390 px ("Add to calendar" broke in two).
    for (const id of ["event-ics", "event-google-calendar", "event-share", "event-map"]) expect(await textLines(page, id), id).toBe(1);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("event-ics").click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await fs.readFile((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`SUMMARY:${event.title}`);
    expect(ics).toContain(`#/ticket/detail?slug=${event.slug}`);

    const map = page.getByTestId("event-map");
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(map).toHaveAttribute("target", "_blank");

    // Headless Chromium has no share sheet: the link is copied, and the page says so.
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await page.getByTestId("event-share").click();
    await expect(page.getByTestId("event-link-copied")).toBeVisible();
    if (walk.copied) await expect(page.getByTestId("event-link-copied")).toHaveText(walk.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`#/ticket/detail?slug=${event.slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `event-actions-${walk.lang}-${walk.theme}`);

    await signIn(page, fan, `/ticket-detail?id=${encodeURIComponent(ticket.nodeId)}`);
    await expect(page.getByTestId("hand-back")).toBeVisible();
    await expect(page.getByTestId("hand-back-submit")).toBeDisabled();
    await expect(page.getByTestId("event-actions")).toBeVisible();
    await expect(page.getByTestId("event-share")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `ticket-hand-back-${walk.lang}-${walk.theme}`);
    await context.close();
  });
}
