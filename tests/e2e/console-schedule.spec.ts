// A draft and a scheduled sale in the console (issue 34): an owner's new event is a draft fans do not see
// until it is published; opening a sale announced for later asks first (as announced, or now), and each
// choice does what it says. Walked in English on a desktop (light) and Traditional Chinese on a phone (dark).
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const walks = [
  { lang: "en", theme: "light", viewport: { width: 1280, height: 800 }, asked: "scheduled to open" },
  { lang: "zh_tw", theme: "dark", viewport: { width: 390, height: 844 }, asked: "排定於" },
] as const;

/** "2026-12-24T20:00" `days` from now, for a datetime-local input (the venue's wall clock). */
function wallClock(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 11) + "20:00";
}
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const walk of walks) {
  test(`a draft is published, and a sale announced for later opens only by a choice (${walk.lang}, ${walk.theme})`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const db = server.app.deps.db;
    const owner = await factories.fan({ nickname: "Owner" });
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `sched-${tag}`, name: `Lantern Live ${tag}` } });
    await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });

    const desk = await browser.newContext({ viewport: walk.viewport, baseURL: server.url, colorScheme: walk.theme, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }, { name: "lang", value: walk.lang }, { name: "isDarkMode", value: walk.theme === "dark" ? "1" : "0" }] }] } });
    const page = await desk.newPage();
    await page.goto("/#/console");
    await page.locator('input[autocomplete="username"]').fill(owner.email);
    await page.locator("input[type=password]").fill(owner.password);
    await page.getByTestId("console-sign-in").click();
    await page.getByTestId("console-org").filter({ hasText: organisation.name }).click();

    await page.getByTestId("console-new-event").click();
    const slug = `sched-${tag}`;
    await page.locator("input[name=slug]").fill(slug);
    await page.locator("input[name=title]").fill(`Lanterns ${tag}`);
    await page.locator("input[name=venue]").fill("Hall");
    await page.locator("input[name=city]").fill("Hong Kong");
    await page.locator("input[name=startsAt]").fill(wallClock(30));
    await page.locator("input[name=saleStartsAt]").fill(wallClock(2));
    await page.locator("textarea[name=about-en]").fill("An evening.");
    await page.getByTestId("console-save-event").click();
    await expect(page).toHaveURL(/#\/console\/events\/[^/]+$/);
    await page.locator("input[name=typeName]").fill("Standing");
    await page.locator("input[name=typeArea]").fill("S");
    await page.locator("input[name=typePrice]").fill("300");
    await page.locator("input[name=typeCapacity]").fill("100");
    await page.getByTestId("console-add-type").click();
    await expect(page.getByTestId("console-ticket-types")).toContainText("Standing");

    // A draft: fans do not find it.
    await expect(page.getByTestId("console-sale-state")).toHaveAttribute("data-state", "DRAFT");
    expect((await db.event.findUniqueOrThrow({ where: { slug } })).publishedAt).toBeNull();
    await page.getByTestId("console-publish-event").click();
    await page.getByTestId("console-publish-confirm").click();
    await expect(page.getByTestId("console-sale-state")).toHaveAttribute("data-state", "PAUSED");

    // Opening a sale announced for later asks first, and nothing moves until the owner chooses.
    const announced = (await db.event.findUniqueOrThrow({ where: { slug } })).saleStartsAt;
    await page.getByTestId("console-sales-open").click();
    await expect(page.getByTestId("console-sales-scheduled")).toContainText(walk.asked);
    await shot(page, `console-scheduled-${walk.lang}`);
    expect(await db.event.findUniqueOrThrow({ where: { slug } })).toMatchObject({ saleStartsAt: announced, salesPaused: true });

    await page.getByTestId("console-sales-as-scheduled").click();
    await expect(page.getByTestId("console-sale-state")).toHaveAttribute("data-state", "UPCOMING");
    await expect(page.getByTestId("console-sales-scheduled")).toHaveCount(0);
    expect(await db.event.findUniqueOrThrow({ where: { slug } })).toMatchObject({ saleStartsAt: announced, salesPaused: false });

    await page.getByTestId("console-sales-open").click();
    await page.getByTestId("console-sales-now").click();
    await expect(page.getByTestId("console-sale-state")).toHaveAttribute("data-state", "ON_SALE");
    expect((await db.event.findUniqueOrThrow({ where: { slug } })).saleStartsAt.getTime()).toBeLessThanOrEqual(Date.now());
    await desk.close();
  });
}
