// The waiting room of a hot event (issue 18) at 390×844: two fans join the queue; the first is admitted
// and buys; the second watches their place move live, without reloading, and is admitted next. After a
// sell-out, a fan on the waiting list is offered a released ticket live and pays it from the queue screen. The test
// lets fans in one at a time by setting the room's admission budget in the database (the leader's tick
// admits whoever the budget allows); everything else is the fans' screens and the server's pushes.
import type { BrowserContext, Page } from "@playwright/test";
import type { Deps } from "../../server/src/deps.ts";
import { cancelOrder, holdOfferedTickets } from "../../server/src/modules/orders/index.ts";
import { waitFor } from "../helpers/wait.ts";
import { expect, phoneContext, test, type E2EServer } from "./fixtures.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { EventPage } from "./pages/event.page.ts";
import { QueuePage } from "./pages/queue.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";

type Db = Deps["db"];

/** Reads the event's waiting room once (its first read creates it) and waits for the opening draw. */
async function openRoom(server: E2EServer, event: { id: string; slug: string }) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query($s: String!) { waitingRoom(eventSlug: $s) { state } }", variables: { s: event.slug } }),
  });
  expect(res.ok).toBe(true);
  const db = server.app.deps.db;
  await waitFor(async () => (await db.queueRoom.findUnique({ where: { eventId: event.id } }))?.shuffledAt != null, "the opening draw");
}

/** One fan a minute, with the budget in the future: nobody is admitted until admitOne. */
async function holdAdmissions(db: Db, eventId: string) {
  await db.queueRoom.update({ where: { eventId }, data: { ratePerMinute: 1, currentRatePerMinute: 1, admittedUntil: new Date(Date.now() + 3_600_000) } });
}

/**
 * A minute of budget at one fan a minute: the next tick admits exactly the fan at the front. Resolves once
 * the server has admitted them, so that a screen's wait measures the screen and not the machine's load.
 */
async function admitOne(db: Db, eventId: string) {
  const before = await db.queueEntry.count({ where: { eventId, status: { in: ["ADMITTED", "DONE"] } } });
  await db.queueRoom.update({ where: { eventId }, data: { admittedUntil: new Date(Date.now() - 61_000) } });
  await waitFor(async () => (await db.queueEntry.count({ where: { eventId, status: { in: ["ADMITTED", "DONE"] } } })) > before, "the next admission", { timeoutMs: 60_000, intervalMs: 200 });
}

async function signedInFan(browser: Parameters<typeof phoneContext>[0], server: E2EServer, fan: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, server.url);
  const page = await context.newPage();
  await new SignInPage(page).signIn(fan);
  return { context, page };
}

test("two fans in a hot event's queue: the first is admitted and buys, the second sees the line move live and is admitted next", async ({ browser, server, factories }) => {
  // Two browsers, two human checks, a purchase and a payment: more than one journey's time.
  test.slow();
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 20, isHot: true, standingPrice: 30_000 });
  await openRoom(server, event);
  await holdAdmissions(db, event.id);
  const first = await signedInFan(browser, server, await factories.fan({ payPassword: "246810", balance: 1_000_00 }));
  const second = await signedInFan(browser, server, await factories.fan());

  // The first fan finds the queue on the event page, instead of Buy.
  const eventPage = new EventPage(first.page);
  await eventPage.goto(event.slug);
  await expect(eventPage.buy()).toHaveCount(0);
  await first.page.getByTestId("join-queue").click();
  const firstQueue = new QueuePage(first.page);
  await expect(firstQueue.screen()).toHaveAttribute("data-status", "room-OPEN");
  await firstQueue.join();
  await firstQueue.expectInLineAt(1);

  const secondQueue = new QueuePage(second.page);
  await secondQueue.goto(event.slug);
  await secondQueue.join();
  await secondQueue.expectInLineAt(2);
  await expect(secondQueue.feed()).toHaveAttribute("data-feed", "live");
  await expect(secondQueue.progress()).toHaveAttribute("aria-valuenow", "0");
  // A mark on the second fan's window: still there at the end means the page was never reloaded.
  await second.page.evaluate(() => Object.assign(window, { queueScreenNotReloaded: true }));

  await admitOne(db, event.id);
  await firstQueue.expectAdmitted();
  // The second fan's place moves up with the push, and the bar with it.
  await secondQueue.expectInLineAt(1);
  await expect(secondQueue.progress()).toHaveAttribute("aria-valuenow", "100");
  await holdAdmissions(db, event.id);

  // The first fan buys with the pass and pays.
  await firstQueue.buy().click();
  await expect(first.page).toHaveURL(new RegExp(`#/ticket/choose\\?slug=${event.slug}`));
  const choose = new ChooseTicketsPage(first.page);
  await choose.type(event.standing.name).click();
  await choose.agreeAndPassHumanCheck();
  const orderNo = await choose.secure();
  await new CheckoutPage(first.page).payWithWallet(orderNo, "246810");
  await firstQueue.goto(event.slug);
  await expect(firstQueue.screen()).toHaveAttribute("data-status", "DONE");

  // Then the second fan, who never reloaded, is let in.
  await admitOne(db, event.id);
  await secondQueue.expectAdmitted();
  expect(await second.page.evaluate(() => (window as { queueScreenNotReloaded?: boolean }).queueScreenNotReloaded)).toBe(true);
  await expect(secondQueue.feed()).toHaveAttribute("data-feed", "live");

  await first.context.close();
  await second.context.close();
});

test("without the live feed the screen polls: the fan is still told when they are admitted", async ({ browser, server, factories }) => {
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 5, isHot: true });
  await openRoom(server, event);
  await holdAdmissions(db, event.id);
  const fan = await signedInFan(browser, server, await factories.fan());
  // Every graphql-ws connection is refused: the subscription never delivers.
  await fan.page.routeWebSocket(/\/graphql$/, (ws) => ws.close({ code: 1011, reason: "test: no live feed" }));

  const queue = new QueuePage(fan.page);
  await queue.goto(event.slug);
  await queue.join();
  await queue.expectInLineAt(1);
  await expect(queue.feed()).toHaveAttribute("data-feed", "polling", { timeout: 15_000 });

  await admitOne(db, event.id);
  await queue.expectAdmitted();
  await fan.context.close();
});

test("after a sell-out, a fan on the waiting list is offered a released ticket live and pays it from the queue screen", async ({ browser, server, factories }) => {
  test.slow();
  const deps = server.app.deps;
  const db = deps.db;
  const event = await factories.event({ standing: 1, isHot: true, standingPrice: 30_000, rows: [], perRow: 0 });
  await openRoom(server, event);
  await holdAdmissions(db, event.id);
  // Someone holds the only ticket (an order awaiting payment): the room sells out.
  const holder = await factories.fan();
  const held = await db.$transaction((tx) =>
    holdOfferedTickets(tx, deps, { userId: holder.id, eventId: event.id, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], expiresAt: new Date(Date.now() + 600_000), maxPaymentAttempts: null }),
  );
  expect(held).not.toBeNull();
  await waitFor(async () => (await db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } })).soldOutAt != null, "the sell-out");

  const fan = await signedInFan(browser, server, await factories.fan({ payPassword: "246810", balance: 1_000_00 }));
  const queue = new QueuePage(fan.page);
  await queue.goto(event.slug);
  await expect(queue.screen()).toHaveAttribute("data-status", "room-SOLD_OUT");
  await fan.page.getByTestId("queue-join-waiting-list").click();
  await expect(queue.screen()).toHaveAttribute("data-status", "WAITING_LIST");
  await expect(queue.feed()).toHaveAttribute("data-feed", "live");
  await fan.page.evaluate(() => Object.assign(window, { queueScreenNotReloaded: true }));

  // The holder gives the ticket back: it is held for the fan on the list at once, and their screen says so.
  await cancelOrder(deps, holder.id, held!.orderNo);
  const offered = await db.queueEntry.findFirstOrThrow({ where: { eventId: event.id, status: "OFFERED" } });
  await expect(queue.screen()).toHaveAttribute("data-status", "OFFERED", { timeout: 30_000 });
  expect(await fan.page.evaluate(() => (window as { queueScreenNotReloaded?: boolean }).queueScreenNotReloaded)).toBe(true);
  await expect(fan.page.getByTestId("queue-offer")).toContainText(event.standing.name);
  await expect(queue.deadline()).toHaveText(/^(10:00|0\d:[0-5]\d)$/);

  // Nobody else can take it: the stock is held in the fan's name.
  expect((await db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } })).sold).toBe(1);

  // The fan pays the offer from the queue screen with the wallet.
  await fan.page.getByTestId("queue-pay-offer").click();
  await expect(fan.page).toHaveURL(new RegExp(`#/payment/buy\\?orderNo=${offered.offerOrderNo}`));
  await fan.page.getByRole("radio", { name: /Fan Coin wallet/ }).check();
  await fan.page.getByTestId("pay-submit").click();
  const checkout = new CheckoutPage(fan.page);
  await expect(checkout.passwordDialog()).toBeVisible();
  await checkout.enterPayPassword("246810");
  await expect(fan.page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${offered.offerOrderNo}`));
  await expect(checkout.success()).toContainText("Payment successful");

  expect((await db.order.findFirstOrThrow({ where: { orderNo: offered.offerOrderNo! } })).status).toBe("PAID");
  await queue.goto(event.slug);
  await expect(queue.screen()).toHaveAttribute("data-status", "DONE");
  await fan.context.close();
});
