// The organiser console's own chores (issue 34), on a phone (390×844) and on a desktop (1280×800): signing
// out (the server ends the session, the console returns to its sign-in page); the organisation's audit log
// (owners and managers; the box office is told its role); cancelling an event with the refund summary
// before confirming and the refunds' progress after; duplicating an event.
import crypto from "node:crypto";
import { devices, type Browser } from "@playwright/test";
import { expect, phoneContext, test, type E2EServer } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";
import { fanWithPaidOrder } from "./paid-order.ts";

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

function consoleContext(browser: Browser, server: E2EServer, size: (typeof sizes)[number]) {
  return size[0] === "phone"
    ? phoneContext(browser, server.url)
    : browser.newContext({ viewport: size[1], baseURL: server.url, userAgent: devices["Desktop Chrome"].userAgent, isMobile: false, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
}


for (const size of sizes) {
  test(`console sign-out ends the session on the server and returns to the sign-in page (${size[0]})`, async ({ browser, server, factories }) => {
    const db = server.app.deps.db;
    const owner = await factories.fan({ nickname: "Owner" });
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `signout-${tag}`, name: `Sign Out ${tag}` } });
    await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });

    const context = await consoleContext(browser, server, size);
    const page = await context.newPage();
    let authorization: string | undefined;
    page.on("request", (r) => {
      const h = r.headers().authorization;
      if (h && r.url().endsWith("/graphql")) authorization = h;
    });
    await signInToConsole(page, owner, organisation.name);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(authorization).toBeTruthy();

    const signOut = page.getByTestId("console-sign-out");
    await expect(signOut).toBeVisible();
    await expect(signOut).toBeInViewport();
    await signOut.click();
    await expect(page.getByTestId("console-sign-in")).toBeVisible();
    await expect(page).toHaveURL(/#\/console$/);

    // The token the console used is dead on the server, not only forgotten here.
    const res = await page.request.post("/graphql", { headers: { authorization: authorization!, "content-type": "application/json", "x-fanfare-organisation": organisation.id }, data: { query: "{ me { id } }" } });
    const body = (await res.json()) as { data?: { me: unknown }; errors?: unknown[] };
    expect(body.data?.me ?? null).toBeNull();
    expect(await db.auditLog.count({ where: { action: "auth.sign_out", subjectUserId: owner.id } })).toBeGreaterThan(0);

    // Reloading stays signed out; signing in again lands on the events, with no organisation remembered.
    await page.reload();
    await expect(page.getByTestId("console-sign-in")).toBeVisible();
    await context.close();
  });
}

for (const size of sizes) {
  test(`an owner reads the organisation's audit log, filtered by event and action; the box office is told its role (${size[0]})`, async ({ browser, server, factories }) => {
    const db = server.app.deps.db;
    const [owner, clerk] = await Promise.all([factories.fan({ nickname: "Owner" }), factories.fan({ nickname: "Clerk" })]);
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `audit-${tag}`, name: `Audit ${tag}` } });
    await db.organisationMember.createMany({
      data: [
        { organisationId: organisation.id, userId: owner.id, role: "OWNER" },
        { organisationId: organisation.id, userId: clerk.id, role: "BOX_OFFICE" },
      ],
    });
    const [first, second] = await Promise.all([factories.event({ standing: 5 }), factories.event({ standing: 5 })]);
    await db.event.update({ where: { id: first.id }, data: { organisationId: organisation.id, title: `First night ${tag}` } });
    await db.event.update({ where: { id: second.id }, data: { organisationId: organisation.id, title: `Second night ${tag}` } });
    await db.auditLog.createMany({
      data: [
        { action: "operator.event_update", outcome: "SUCCESS", actorUserId: owner.id, targetType: "Event", targetId: first.id, details: { organisationId: organisation.id, before: ["city=Ipoh"], after: ["city=Penang"] } },
        { action: "operator.order_refund", outcome: "SUCCESS", actorUserId: owner.id, targetType: "Order", targetId: `o-${tag}`, details: { organisationId: organisation.id, eventId: second.id, after: [`orderNo=FF${tag}`, "amount=1000"] } },
      ],
    });

    const context = await consoleContext(browser, server, size);
    const page = await context.newPage();
    await signInToConsole(page, owner, organisation.name);
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    const entries = page.getByTestId("console-audit-entry");
    await expect(entries.filter({ hasText: "Edited an event" })).toContainText(`First night ${tag}`);
    await expect(entries.filter({ hasText: "Edited an event" })).toContainText("+ city=Penang");
    await expect(entries.filter({ hasText: "Refunded an order" })).toContainText(`FF${tag}`);
    await expect(entries.filter({ hasText: "Refunded an order" })).toContainText(owner.email);
    // No sideways scrolling of the page itself at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    await page.getByTestId("console-event-picker").selectOption({ label: `Second night ${tag}` });
    await expect(entries.filter({ hasText: "Edited an event" })).toHaveCount(0);
    await expect(entries.filter({ hasText: "Refunded an order" })).toHaveCount(1);
    await page.getByTestId("console-event-picker").selectOption({ label: "All events" });
    await page.getByTestId("console-audit-action").selectOption({ label: "Edited an event" });
    await expect(entries.filter({ hasText: "Refunded an order" })).toHaveCount(0);
    await expect(entries.filter({ hasText: "Edited an event" })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`audit-${size[0]}.png`), fullPage: true });

    // The box office has no link, and the page by its address names the role.
    await page.getByTestId("console-sign-out").click();
    await page.locator('input[autocomplete="username"]').fill(clerk.email);
    await page.locator("input[type=password]").fill(clerk.password);
    await page.getByTestId("console-sign-in").click();
    await page.getByTestId("console-org").filter({ hasText: organisation.name }).click();
    await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await page.goto("/#/console/audit");
    await expect(page.getByTestId("console-audit-forbidden")).toHaveText("Only an owner or a manager can read the audit log. Your role: Box office.");
    await context.close();
  });
}

for (const size of sizes) {
  test(`an owner cancels an event from the console: the refund summary first, then the refunds' progress (${size[0]})`, async ({ browser, server, factories, request }) => {
    const db = server.app.deps.db;
    const owner = await factories.fan({ nickname: "Owner" });
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `cancel-${tag}`, name: `Cancel ${tag}` } });
    await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
    const { event } = await fanWithPaidOrder(request, factories, server.url);
    await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id, title: `Doomed night ${tag}` } });

    const context = await consoleContext(browser, server, size);
    const page = await context.newPage();
    await signInToConsole(page, owner, organisation.name);
    await page.goto(`/#/console/events/${event.id}`);
    // The preview shows the fan's page: its sale and prices while the event sells.
    const preview = page.getByTestId("console-preview");
    await expect(preview.getByTestId("price-row").first()).toBeAttached();
    await page.getByTestId("console-cancel-event").click();
    const dialog = page.getByTestId("console-cancel-dialog");
    await expect(dialog.getByTestId("console-cancel-summary")).toContainText("Paid orders to refund: 1");
    await expect(dialog.getByTestId("console-cancel-methods")).toContainText("Fan Coin wallet: ");
    await expect(dialog.getByTestId("console-cancel-methods")).toContainText("payments: 1");
    await page.screenshot({ path: test.info().outputPath(`cancel-summary-${size[0]}.png`) });
    // Keeping the event changes nothing.
    await dialog.getByRole("button", { name: "Keep the event" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).cancelledAt).toBeNull();

    await page.getByTestId("console-cancel-event").click();
    await dialog.getByTestId("console-cancel-confirm").click();
    await expect(page.getByTestId("console-refund-progress")).toBeVisible();
    await expect(page.getByTestId("refunds-done")).toHaveText("1");
    await expect(page.getByTestId("refunds-due")).toHaveText("0");
    await expect(page.getByTestId("refunds-failed")).toHaveText("0");
    await expect(page.getByTestId("console-refunded")).toContainText("Fan Coin wallet");
    await expect(page.getByTestId("console-sale-state")).toBeVisible();
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).cancelledAt).not.toBeNull();
    // A cancelled event never sells again: the sale buttons are gone (the server would refuse them).
    await expect(page.getByTestId("console-sales-open")).toHaveCount(0);
    await expect(page.getByTestId("console-sales-pause")).toHaveCount(0);
    // …and, as the fan's page of a cancelled event, no sale, no prices.
    await expect(preview).toContainText(`Doomed night ${tag}`);
    await expect(preview.getByTestId("price-row")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`cancel-progress-${size[0]}.png`), fullPage: true });
    await context.close();
  });
}

for (const size of sizes) {
  test(`an owner duplicates an event: a new paused event with the same ticket types and nothing sold (${size[0]})`, async ({ browser, server, factories }) => {
    const db = server.app.deps.db;
    const owner = await factories.fan({ nickname: "Owner" });
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `dup-${tag}`, name: `Duplicate ${tag}` } });
    await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
    const event = await factories.event({ standing: 10 });
    await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id, title: `First run ${tag}` } });

    const context = await consoleContext(browser, server, size);
    const page = await context.newPage();
    await signInToConsole(page, owner, organisation.name);
    await page.goto(`/#/console/events/${event.id}`);
    await page.getByTestId("console-duplicate-event").click();
    const dialog = page.getByTestId("console-duplicate-dialog");
    await expect(dialog.locator("input[name=duplicateSlug]")).toHaveValue(`${event.slug}-copy`);
    // Every problem at once, next to its field.
    await dialog.locator("input[name=duplicateSlug]").fill("Bad Slug");
    await dialog.locator("input[name=duplicateTitle]").fill("");
    await dialog.locator("input[name=duplicateShift]").fill("seven");
    await dialog.getByTestId("console-duplicate-submit").click();
    await expect(dialog.locator("[aria-invalid=true]")).toHaveCount(3);
    await page.screenshot({ path: test.info().outputPath(`duplicate-problems-${size[0]}.png`) });
    // A slug another event has: said so.
    await dialog.locator("input[name=duplicateSlug]").fill(event.slug);
    await dialog.locator("input[name=duplicateTitle]").fill(`Second run ${tag}`);
    await dialog.locator("input[name=duplicateShift]").fill("7");
    await dialog.getByTestId("console-duplicate-submit").click();
    await expect(dialog.getByText("Another event already has this address.")).toBeVisible();
    await dialog.locator("input[name=duplicateSlug]").fill(`second-run-${tag}`);
    await dialog.getByTestId("console-duplicate-submit").click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Second run ${tag}`);
    // The copy is a draft fans do not see (issue 34).
    await expect(page.getByTestId("console-sale-state")).toHaveAttribute("data-state", "DRAFT");
    await expect(page.getByTestId("console-publish-event")).toBeVisible();
    const copy = await db.event.findUniqueOrThrow({ where: { slug: `second-run-${tag}` }, include: { ticketTypes: true } });
    const original = await db.event.findUniqueOrThrow({ where: { id: event.id }, include: { ticketTypes: true } });
    await expect(page).toHaveURL(new RegExp(`#/console/events/${copy.id}$`));
    expect(copy.ticketTypes.map((t) => [t.name, t.priceAmount, t.capacity, t.sold]).sort()).toEqual(original.ticketTypes.map((t) => [t.name, t.priceAmount, t.capacity, 0]).sort());
    expect(copy.startsAt.getTime() - original.startsAt.getTime()).toBe(7 * 86_400_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await context.close();
  });
}
