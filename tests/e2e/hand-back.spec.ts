// Hand-back at face value on a phone (issue 32), two fans in two browsers, 390×844: fan A, who holds the
// only ticket of a sold-out event, hands it back from the ticket page (payment password, then the
// confirmation that it is final once a fan pays); fan B, first on the event's waiting list (a later fan
// waits behind), sees the offer on the queue screen, pays it with Fan Coin, and opens a NEW ticket (another
// number, another QR). On the event's day the gate lets B's code in and refuses A's: the code A's phone
// still signs from the pass it kept is REVOKED. English (light) and Traditional Chinese (dark);
// screenshots go to test-results/hand-back/.
//
// What a fan does goes through the screens; what the organiser and the earlier sale did is set up in the
// worker's database: the only ticket bought through the waiting room (held as an offer, paid over the API),
// hand-back switched on with a 10 % fee (as the console's hand-back panel saves it).
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { parseQrCode } from "@fanfare/shared/qr";
import { holdOfferedTickets } from "../../server/src/modules/orders/index.ts";
import { waitFor } from "../helpers/wait.ts";
import { gql } from "./accounts.ts";
import { expect, languageContext, phoneContext, test, type E2EServer, type Factories } from "./fixtures.ts";
import { PAY_ORDER } from "./paid-order.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { GatePage, codeAt, storedPass } from "./pages/gate.page.ts";
import { MyTicketsPage, TicketPage } from "./pages/my-tickets.page.ts";
import { QueuePage } from "./pages/queue.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { hk, WalletPage } from "./pages/wallet.page.ts";

const PRICE = 38_000;
const FEE_BPS = 1000;
const SELLER_PAY = "135790";
const BUYER_PAY = "246810";
const walks = [
  { lang: "en", theme: "light" },
  { lang: "zh_tw", theme: "dark" },
] as const;
type Walk = (typeof walks)[number];

const shots = "test-results/hand-back";
/** The whole page; `fullPage: false` for a dialog, which sits over the screen the fan sees (a full-page shot moves it). */
const shot = (page: Page, name: string, walk: Walk, fullPage = true) => page.screenshot({ path: `${shots}/${name}-${walk.lang}-${walk.theme}.png`, fullPage });

/** The ticket page's texts in the walk's language, to see the screen speak it. */
function entryTexts(lang: string): { handBack: Record<string, string> } {
  return JSON.parse(readFileSync(new URL(`../../packages/shared/locales/${lang}/entry.json`, import.meta.url), "utf8"));
}

/** The wallet's texts in the walk's language. */
function walletTexts(lang: string): { handBackSaleOf: string } {
  return JSON.parse(readFileSync(new URL(`../../packages/shared/locales/${lang}/wallet.json`, import.meta.url), "utf8"));
}

/** My Tickets' texts in the walk's language. */
function ticketsTexts(lang: string): { my: Record<string, string> } {
  return JSON.parse(readFileSync(new URL(`../../packages/shared/locales/${lang}/tickets.json`, import.meta.url), "utf8"));
}

/**
 * A hot event with one standing ticket and nothing else, its waiting room drawn; fan A bought the ticket
 * (held for them as the room's offer, paid with Fan Coin), so the room is sold out; then the organiser
 * switches hand-back on with a fee.
 */
async function soldOutEventHeldBySeller(server: E2EServer, factories: Factories, request: APIRequestContext) {
  const deps = server.app.deps;
  const db = deps.db;
  const event = await factories.event({ standing: 1, rows: [], perRow: 0, isHot: true, standingPrice: PRICE });
  // The room's first look creates it; the leader's tick draws it at the opening (a day ago).
  await request.post("/graphql", { data: { query: "query($s: String!) { waitingRoom(eventSlug: $s) { state } }", variables: { s: event.slug } } });
  await waitFor(async () => (await db.queueRoom.findUnique({ where: { eventId: event.id } }))?.shuffledAt != null, "the opening draw", { timeoutMs: 30_000 });
  const seller = await factories.fan({ nickname: "Seller Fan", payPassword: SELLER_PAY, balance: 500_000 });
  const held = await db.$transaction((tx) =>
    holdOfferedTickets(tx, deps, { userId: seller.id, eventId: event.id, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], expiresAt: new Date(Date.now() + 600_000), maxPaymentAttempts: null }),
  );
  const paid = await gql(request, PAY_ORDER, { input: { orderNo: held!.orderNo, method: "wallet", payPassword: SELLER_PAY, idempotencyKey: crypto.randomUUID() } }, seller.token);
  expect(paid.payOrder.__typename).toBe("PaymentAccepted");
  await waitFor(async () => (await db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } })).soldOutAt != null, "the sell-out", { timeoutMs: 30_000 });
  await db.event.update({ where: { id: event.id }, data: { handBackEnabled: true, handBackFeeBps: FEE_BPS } });
  const sellerTicket = await db.ticket.findFirstOrThrow({ where: { ownerId: seller.id, eventId: event.id } });
  return { event, seller, sellerTicket };
}

for (const walk of walks) {
  test(`a fan hands a sold-out ticket back, the next fan on the waiting list pays and gets a new ticket; the gate admits the new QR and refuses the old (${walk.lang}, ${walk.theme})`, async ({ browser, server, factories, request }) => {
    // Three browsers and some forty steps: about three minutes on a loaded machine.
    test.setTimeout(360_000);
    const db = server.app.deps.db;
    const texts = entryTexts(walk.lang).handBack;
    const { event, seller, sellerTicket } = await soldOutEventHeldBySeller(server, factories, request);

    // B joins the waiting list from the queue screen; a later fan waits behind B.
    const buyer = await factories.fan({ nickname: "Next Fan", payPassword: BUYER_PAY, balance: 1_000_000 });
    const b = await (await languageContext(browser, server.url, walk)).newPage();
    await new SignInPage(b).signIn(buyer);
    const queue = new QueuePage(b);
    await queue.goto(event.slug);
    await b.getByTestId("queue-join-waiting-list").click();
    await expect(queue.screen()).toHaveAttribute("data-status", "WAITING_LIST");
    const later = await factories.fan({ nickname: "Later Fan" });
    const laterAt = new Date(Date.now() + 1000);
    await db.queueEntry.create({ data: { eventId: event.id, userId: later.id, status: "WAITING_LIST", joinedAt: laterAt, lastSeenAt: laterAt, waitingListAt: laterAt } });

    // A opens the ticket from My Tickets: its QR shows (the phone keeps the pass), and the hand-back card.
    const a = await (await languageContext(browser, server.url, walk)).newPage();
    await new SignInPage(a).signIn(seller);
    const aTickets = new MyTicketsPage(a);
    await aTickets.goto();
    await aTickets.tickets().first().click();
    const aTicket = new TicketPage(a);
    const codeA = await aTicket.code();
    const passA = await storedPass(a);
    const ticketNoA = (await a.getByTestId("ticket-no").textContent())!;
    expect(ticketNoA).toBe(sellerTicket.ticketNo);
    const card = a.getByTestId("hand-back");
    await expect(card).toContainText(texts.title);
    await expect(a.getByTestId("hand-back-fee")).toBeVisible();
    await card.locator("input[type=password]").fill(SELLER_PAY);
    await card.scrollIntoViewIfNeeded();
    await shot(a, "1-seller-hand-back-card", walk);

    // Hand back: the confirmation says it is final once a fan pays; keeping the ticket first changes nothing.
    await a.getByTestId("hand-back-submit").click();
    const confirm = a.getByTestId("confirm-dialog");
    await expect(confirm).toContainText(texts.confirmTitle);
    await expect(confirm).toContainText(texts.confirmBody);
    await shot(a, "2-seller-confirm-final", walk, false);
    await confirm.getByRole("button", { name: texts.keep }).click();
    await expect(confirm).toHaveCount(0);
    expect(await db.handBack.count({ where: { ticketId: sellerTicket.id } })).toBe(0);
    await a.getByTestId("hand-back-submit").click();
    await a.getByTestId("confirm-dialog").getByRole("button", { name: texts.confirm }).click();

    // Listed and offered at once to B, the first on the waiting list: A's QR is gone, the card says so.
    const live = a.getByTestId("hand-back-live");
    await expect(live).toContainText(texts.offered);
    await expect(a.getByTestId("ticket-status")).toHaveAttribute("data-status", "LISTED");
    await expect(aTicket.qr()).toHaveCount(0);
    await shot(a, "3-seller-offered", walk);
    const offered = await db.handBack.findFirstOrThrow({ where: { ticketId: sellerTicket.id } });
    expect(offered).toMatchObject({ status: "OFFERED", offerUserId: buyer.id, faceAmount: PRICE, feeAmount: (PRICE * FEE_BPS) / 10_000 });
    expect(await db.queueEntry.findFirstOrThrow({ where: { eventId: event.id, userId: later.id } })).toMatchObject({ status: "WAITING_LIST" });

    // B's queue screen turns to the offer without a reload; B pays it with Fan Coin.
    await expect(queue.screen()).toHaveAttribute("data-status", "OFFERED", { timeout: 30_000 });
    await expect(b.getByTestId("queue-offer")).toContainText(event.standing.name);
    await shot(b, "4-buyer-offer", walk);
    await b.getByTestId("queue-pay-offer").click();
    await expect(b).toHaveURL(/#\/payment\/buy\?orderNo=/);
    await new CheckoutPage(b).payOnBuyPageWithWallet(BUYER_PAY);
    await shot(b, "5-buyer-paid", walk);

    // B's ticket is a new one: another number, another QR (another ticket's code).
    const bTickets = new MyTicketsPage(b);
    await bTickets.goto();
    await expect(bTickets.tickets()).toHaveCount(1);
    await bTickets.tickets().first().click();
    const bTicket = new TicketPage(b);
    const codeB = await bTicket.code();
    const ticketNoB = (await b.getByTestId("ticket-no").textContent())!;
    expect(ticketNoB).not.toBe(ticketNoA);
    expect(parseQrCode(codeB)!.id).not.toBe(parseQrCode(codeA)!.id);
    await shot(b, "6-buyer-new-ticket", walk);
    const sold = await db.handBack.findUniqueOrThrow({ where: { id: offered.id } });
    expect(sold.status).toBe("SOLD");
    expect(await db.ticket.findUniqueOrThrow({ where: { id: sold.buyerTicketId! } })).toMatchObject({ ownerId: buyer.id, ticketNo: ticketNoB, status: "PAID" });

    // A's ticket page: sold on, with what A was paid, and no QR.
    await a.reload();
    // What A was paid reads as the wallet shows Fan Coin: its HK$ value (issue 31: it read "342.00 Fan Coin").
    await expect(a.getByTestId("hand-back-paid-out")).toHaveText(texts.sold.replace("{{amount}}", hk(sold.paidOutCoins!)));
    await expect(a.getByTestId("ticket-status")).toHaveText(texts.soldStatus);
    await expect(aTicket.qr()).toHaveCount(0);
    await shot(a, "7-seller-sold", walk);
    // A's My Tickets says the same under Others, in a neutral colour, not "Revoked".
    await aTickets.goto();
    await a.getByTestId("tab-OTHERS").click();
    await expect(a.getByTestId("ticket-handed-back-sold")).toHaveText(ticketsTexts(walk.lang).my.handedBackSold);
    await shot(a, "7b-seller-list-sold", walk);
    // A's wallet: the payout's row says it is the sale of that event's ticket, not a refund (issue 31: it read
    // "Refund · handback:…"), with the amount in the wallet's HK$.
    const wallet = new WalletPage(a);
    await wallet.goto();
    const payoutRow = wallet.transactions().locator("li").first();
    await expect(payoutRow.getByTestId("wallet-row-title")).toHaveText(walletTexts(walk.lang).handBackSaleOf.replace("{{name}}", event.title));
    await expect(payoutRow).toContainText(`+${hk(sold.paidOutCoins!)}`);
    await shot(a, "7c-seller-wallet-sale", walk);

    // The event's day: the gate refuses A's old QR and lets B in.
    await db.event.update({ where: { id: event.id }, data: { startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 6 * 3600_000) } });
    const gate = new GatePage(await (await phoneContext(browser, server.url)).newPage());
    await gate.open(server.staffToken, "North 1", event.title);
    // What A's phone shows now from the pass it kept (offline, say): the old ticket's code, signed for this
    // window so that it cannot merely have expired.
    const oldNow = codeAt(passA, Date.now());
    expect(parseQrCode(oldNow)).toMatchObject({ id: parseQrCode(codeA)!.id, version: parseQrCode(codeA)!.version });
    expect(await gate.scan(oldNow)).toBe("REVOKED");
    await shot(gate.page, "8-gate-old-qr-refused", walk);
    // The code A's screen showed before the hand-back: refused too (revoked, or too old by now).
    expect(await gate.scan(codeA)).toMatch(/^(REVOKED|EXPIRED)$/);
    expect(await gate.scan(await bTicket.code())).toBe("ACCEPTED");
    await shot(gate.page, "9-gate-new-qr-accepted", walk);
    await expect(b.getByTestId("ticket-status")).toHaveAttribute("data-status", "VALIDATED");

    await gate.page.context().close();
    await a.context().close();
    await b.context().close();
  });
}
