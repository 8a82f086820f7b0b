// The event list's search and filters on a phone (issue 31), by a cold load in English (light) and Traditional
// Chinese (dark): words narrow the list, the city and on-sale filters narrow it further, a reload keeps every
// choice (they live in the link), a search with no match says so and clears back to the whole list.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, languageContext, test } from "./fixtures.ts";

const walks = [
  { lang: "en", theme: "light", none: "No events match" },
  { lang: "zh_tw", theme: "dark", none: "沒有符合的活動" },
] as const;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const walk of walks) {
  test(`searches and filters the events, keeps the choices across a reload, and clears them (${walk.lang}, ${walk.theme})`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const word = `Zebra${crypto.randomBytes(3).toString("hex")}`;
    const inTown = await factories.event({ standing: 5 });
    const away = await factories.event({ standing: 5 });
    const db = server.app.deps.db;
    await db.event.update({ where: { id: inTown.id }, data: { title: `${word} Live`, city: "Hong Kong" } });
    await db.event.update({ where: { id: away.id }, data: { title: `${word} Tour`, city: "Macau", salesPaused: true } });

    const context = await languageContext(browser, server.url, walk);
    const page = await context.newPage();
    await page.goto("/#/home/events");
    await page.getByTestId("events-search-input").fill(word.toLowerCase());
    const cards = page.getByTestId("event-list").locator(".event-card");
    await expect(cards).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));

    await page.getByTestId("events-search-city").selectOption("Macau");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${word} Tour`);
    await page.getByTestId("events-search-city").selectOption("");
    await page.getByTestId("events-search-on-sale").click();
    await expect(page.getByTestId("events-search-on-sale")).toBeChecked();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${word} Live`);
    await shot(page, `events-search-${walk.lang}`);

    // A reload keeps the words and the filter.
    await page.reload();
    await expect(page.getByTestId("events-search-input")).toHaveValue(word.toLowerCase());
    await expect(page.getByTestId("events-search-on-sale")).toBeChecked();
    await expect(cards).toHaveCount(1);

    // Nothing matches: said so, and Clear filters brings the whole list back.
    await page.getByTestId("events-search-input").fill(`${word}-nothing`);
    await expect(page.getByTestId("events-search-empty")).toContainText(walk.none);
    await shot(page, `events-search-none-${walk.lang}`);
    await page.getByTestId("events-search-clear").click();
    await expect(page.getByTestId("events-search-input")).toHaveValue("");
    await expect(page.getByTestId("events-search-on-sale")).not.toBeChecked();
    await expect(page.getByTestId("event-list")).toBeVisible();
    await context.close();
  });
}
