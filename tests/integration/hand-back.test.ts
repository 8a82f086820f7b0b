// Hand-back at face value (issue 32 item 1) against a real database: a fan lists a paid ticket, the next fan
// on the event's waiting list is offered it through the queue's offers, pays, and in that one transaction
// gets a new ticket while the seller's is revoked and the seller is credited the face value in Fan Coin
// (checked on the ledger in SQL: the Fan Coin only moves, none is made). Races: twenty payments of one
// offer at once with the seller withdrawing, and the event cancelled mid-offer: a ticket is sold once, the
// seller paid once or not at all. An offer that ends unpaid passes to the next fan.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelEventAsOperator } from "../helpers/staff.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { graphql } from "../gql/index.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { releaseOrder } from "../../server/src/modules/orders/index.ts";
import { enterableStatuses, lockTicketForGate, moveTicket, validateLockedTicket } from "../../server/src/modules/tickets/index.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import type { Tx } from "../../server/src/db.ts";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { watchPubSubListeners } from "../helpers/pubsub-listeners.ts";

const PAY_PASSWORD = "135790";
const PRICE = 38_000;

const SECURE = graphql(`
  mutation HandBackSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }
  }
`);
const PAY = graphql(`
  mutation HandBackPay($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }
  }
`);
const HAND_BACK = graphql(`
  mutation HandBackList($input: HandBackTicketsInput!) {
    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }
  }
`);
const WITHDRAW = graphql(`
  mutation HandBackWithdraw($id: ID!) {
    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }
  }
`);
const SELLER_TICKET_STATUS = graphql(`subscription HandBackSellerTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }`);
const SELLER_WALLET = graphql(`
  query HandBackSellerWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }
`);
const MY_TICKETS = graphql(`
  query HandBackMyTickets { myTickets(tab: UPCOMING, first: 10) { edges { node { id ticketNo status canTransfer handBackOffered handBack { id status } } } } }
`);

describe("hand-back at face value", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 120_000);
  afterAll(() => s?.stop());
  const db = () => s.app.deps.db;
  const fan = () => createFan(s.app.deps, { payPassword: PAY_PASSWORD, balance: 1_000_000, phone: "verified" });

  async function buyOne(f: SignableFan, ev: OnSaleEvent): Promise<string> {
    const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
    const secured = (await s.gql(SECURE, { input }, { token: f.token })).data!.secureTickets;
    if (secured.__typename !== "TicketsSecured") throw new Error(JSON.stringify(secured));
    await pay(f, secured.order.orderNo, true);
    const t = await db().ticket.findFirstOrThrow({ where: { ownerId: f.id, eventId: ev.id, status: "PAID" } });
    return t.id;
  }
  async function pay(f: SignableFan, orderNo: string, expectOk = false): Promise<string> {
    const r = (await s.gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder;
    if (expectOk) expect(r.__typename).toBe("PaymentAccepted");
    return r.__typename;
  }
  /** A sold-out event with a waiting room, hand-backs on, one ticket bought by the seller, fans on its waiting list. */
  async function setUp(waiting: number) {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, standingPrice: PRICE, isHot: true, waitingRoom: false });
    const seller = await fan();
    const ticketId = await buyOne(seller, ev);
    await db().event.update({ where: { id: ev.id }, data: { handBackEnabled: true } });
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { enabled: true, offerSeconds: 600 } });
    const line: SignableFan[] = [];
    for (let i = 0; i < waiting; i++) {
      const f = await fan();
      const at = new Date(Date.now() - 60_000 + i * 1000);
      await db().queueEntry.create({ data: { eventId: ev.id, userId: f.id, status: "WAITING_LIST", joinedAt: at, lastSeenAt: at, waitingListAt: at } });
      line.push(f);
    }
    return { ev, seller, ticketId, line };
  }
  const gid = (id: string) => Buffer.from(`Ticket:${id}`).toString("base64");
  async function coins(userId: string): Promise<number> {
    const [row] = await db().$queryRaw<{ balance: bigint }[]>`select coalesce(sum(balance), 0)::bigint as balance from "WalletAccount" where "userId" = ${userId}`;
    return Number(row.balance);
  }
  async function ledgerTotal(): Promise<number> {
    const [row] = await db().$queryRaw<{ total: bigint }[]>`select coalesce(sum(amount), 0)::bigint as total from "LedgerEntry"`;
    return Number(row.total);
  }
  async function handBack(seller: SignableFan, ticketId: string) {
    const r = (await s.gql(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD } }, { token: seller.token })).data!.handBackTickets;
    if (r.__typename !== "HandBackTicketsSuccess") throw new Error(JSON.stringify(r));
    return r.handBacks[0];
  }
  const offerOf = async (hbId: string) => {
    const hb = await db().handBack.findUniqueOrThrow({ where: { id: hbId } });
    return { hb, order: hb.offerOrderId ? await db().order.findUniqueOrThrow({ where: { id: hb.offerOrderId } }) : null };
  };

  it("the next fan in line is offered the ticket at face value, pays, and gets a new ticket; the seller's is revoked and the seller credited once, in SQL", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp(2);
    const before = { seller: await coins(seller.id), buyer: await coins(line[0].id), ledger: await ledgerTotal() };
    const listed = await handBack(seller, ticketId);
    expect(listed).toMatchObject({ status: "OFFERED", faceAmount: PRICE, currency: "HKD" });
    // Listed: neither transferable nor enterable.
    const mine = (await s.gql(MY_TICKETS, {}, { token: seller.token })).data!.myTickets.edges.map((e) => e.node);
    expect(mine.find((t) => t.ticketNo === listed.ticketNo)).toMatchObject({ status: "LISTED", canTransfer: false, handBackOffered: true, handBack: { status: "OFFERED" } });
    // Offered to the first of the line, as the queue's offer; the second waits.
    const { order } = await offerOf(listed.id);
    expect(order).toMatchObject({ userId: line[0].id, status: "AWAITING_PAYMENT", totalAmount: PRICE });
    expect(await db().queueEntry.findFirst({ where: { eventId: ev.id, userId: line[0].id } })).toMatchObject({ status: "OFFERED", offerOrderId: order!.id });
    expect(await db().queueEntry.findFirst({ where: { eventId: ev.id, userId: line[1].id } })).toMatchObject({ status: "WAITING_LIST" });
    // Nobody else can pay it.
    expect(await pay(line[1], order!.orderNo)).not.toBe("PaymentAccepted");

    // The seller's ticket page, open meanwhile, follows the sale live (its status subscription).
    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const page = createClient({ url: `${s.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${seller.token}` } });
    const statuses: string[] = [];
    const stopWatching = page.subscribe<{ ticketStatus: { status: string } }>(
      { query: SELLER_TICKET_STATUS.toString(), variables: { id: gid(ticketId) } },
      { next: (v) => void (v.data && statuses.push(v.data.ticketStatus.status)), error: () => {}, complete: () => {} },
    );
    await listeners.listening("ticket:status", ticketId);
    listeners.stop();

    await pay(line[0], order!.orderNo, true);
    await expect.poll(() => statuses).toEqual(["REVOKED"]);
    stopWatching();
    await page.dispose();
    const old = await db().ticket.findUniqueOrThrow({ where: { id: ticketId } });
    expect(old.status).toBe("REVOKED");
    const bought = await db().ticket.findMany({ where: { ownerId: line[0].id, eventId: ev.id } });
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ status: "PAID" });
    expect(bought[0].ticketNo).not.toBe(old.ticketNo);
    expect(Buffer.compare(bought[0].qrSecret, old.qrSecret)).not.toBe(0);
    const { hb } = await offerOf(listed.id);
    expect(hb).toMatchObject({ status: "SOLD", buyerTicketId: bought[0].id, paidOutCoins: PRICE });
    // The money: the buyer paid the face value, the seller got it, no Fan Coin was made or lost.
    expect(await coins(line[0].id)).toBe(before.buyer - PRICE);
    expect(await coins(seller.id)).toBe(before.seller + PRICE);
    expect(await ledgerTotal()).toBe(before.ledger);
    const payouts = await db().$queryRaw<{ n: bigint }[]>`select count(*)::bigint as n from "LedgerTransaction" where reference = ${`handback:${hb.id}`}`;
    expect(Number(payouts[0].n)).toBe(1);
    // The seller's wallet names the payout for what it is (issue 31: it read "Refund · handback:…"): a hand-back
    // sale of that event's ticket; their own purchase of it reads as a payment for the event, as before.
    const rows = (await s.gql(SELLER_WALLET, {}, { token: seller.token })).data!.wallet.transactions.edges.map((e) => e.node);
    expect(rows.filter((r) => r.kind !== "TOPUP").map((r) => [r.kind, r.reference, r.amount.amount, r.paidFor, r.handBackSale])).toEqual([
      ["REFUND", `handback:${hb.id}`, PRICE, ev.title, true],
      ["PAYMENT", expect.any(String), -PRICE, ev.title, false],
    ]);
    // The buyer's payment is theirs alone: their wallet has no hand-back sale.
    const buyerRows = (await s.gql(SELLER_WALLET, {}, { token: line[0].token })).data!.wallet.transactions.edges.map((e) => e.node);
    expect(buyerRows.filter((r) => r.kind !== "TOPUP").map((r) => [r.kind, r.paidFor, r.handBackSale])).toEqual([["PAYMENT", ev.title, false]]);
    // The fairness log shows the offer to the waiting list's place; the audit the sale.
    const offers = await db().fairnessLogEntry.findMany({ where: { eventId: ev.id, type: "offer" } });
    expect(offers).toHaveLength(1);
    // Its sale is noted as a hand-back resold (the report counts them), whether still noted or already chained.
    const noted = await db().fairnessSaleNote.findMany({ where: { eventId: ev.id }, select: { via: true, tickets: true } });
    const chained = (await db().fairnessLogEntry.findMany({ where: { eventId: ev.id, type: "sales" } })).flatMap((e) => (e.payload as { sales: { via: string; tickets: number }[] }).sales);
    expect([...noted, ...chained].map((x) => ({ via: x.via, tickets: x.tickets }))).toEqual([{ via: "handBack", tickets: 1 }]);
    expect(await db().auditLog.count({ where: { action: "ticket.handBackSold", targetId: hb.id } })).toBe(1);
    // Closed: no withdrawing a sold ticket.
    expect((await s.gql(WITHDRAW, { id: hb.id }, { token: seller.token })).data!.withdrawHandBack).toMatchObject({ code: "HAND_BACK_CLOSED" });
    // The seller told by e-mail, through the outbox.
    await expect.poll(async () => db().mailOutbox.count({ where: { to: seller.email } }), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it("the organiser's published fee is kept back from the seller's payout: the buyer pays the face value, the seller gets the rest, and the organiser sees the listing, the resale and the fee", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp(1);
    const org = await db().organisation.create({ data: { slug: `hb-${crypto.randomBytes(3).toString("hex")}`, name: "Hand-back fees" } });
    await db().event.update({ where: { id: ev.id }, data: { organisationId: org.id } });
    const organiser = (await createStaffToken(db(), "hand-back fee", ["events:write", "events:read"], { organisationId: org.id })).token;
    const UPDATE = `mutation HandBackFee($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code field } ... on OperatorEvent { handBackEnabled handBackFeeBps } } }`;
    // More than 20 % is refused, and changes nothing.
    const tooMuch = await s.gqlRaw(UPDATE, { id: ev.id, input: { handBackFeeBps: 2001 } }, { token: organiser });
    expect(JSON.stringify(tooMuch)).toMatch(/handBackFeeBps/);
    expect((await db().event.findUniqueOrThrow({ where: { id: ev.id } })).handBackFeeBps).toBe(0);
    const set = await s.gqlRaw(UPDATE, { id: ev.id, input: { handBackFeeBps: 1000 } }, { token: organiser });
    expect(set.errors).toBeUndefined();
    expect((await db().event.findUniqueOrThrow({ where: { id: ev.id } })).handBackFeeBps).toBe(1000);

    const before = { seller: await coins(seller.id), buyer: await coins(line[0].id), ledger: await ledgerTotal() };
    const listed = await handBack(seller, ticketId);
    const { order } = await offerOf(listed.id);
    expect(order).toMatchObject({ userId: line[0].id, totalAmount: PRICE });
    await pay(line[0], order!.orderNo, true);
    const { hb } = await offerOf(listed.id);
    expect(hb).toMatchObject({ status: "SOLD", feeAmount: PRICE / 10, paidOutCoins: PRICE - PRICE / 10 });
    expect(await coins(line[0].id)).toBe(before.buyer - PRICE);
    expect(await coins(seller.id)).toBe(before.seller + PRICE - PRICE / 10);
    expect(await ledgerTotal()).toBe(before.ledger);

    const READ = `query HandBackOperator($eventId: ID!) { operatorHandBacks(eventId: $eventId) { counts { listed offered sold withdrawn void } feesKept listings { ticketNo status faceAmount feeAmount payoutAmount } } }`;
    const seen = await s.gqlRaw(READ, { eventId: ev.id }, { token: organiser });
    expect(seen.data).toEqual({
      operatorHandBacks: {
        counts: { listed: 0, offered: 0, sold: 1, withdrawn: 0, void: 0 },
        feesKept: PRICE / 10,
        listings: [{ ticketNo: listed.ticketNo, status: "SOLD", faceAmount: PRICE, feeAmount: PRICE / 10, payoutAmount: PRICE - PRICE / 10 }],
      },
    });
  });

  it("an offer that lapses passes to the next fan; with nobody left the listing waits, and the seller may withdraw it", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp(1);
    const listed = await handBack(seller, ticketId);
    const first = await offerOf(listed.id);
    // The hold lapses (as the expiry job releases it).
    await db().$transaction((tx) => releaseOrder(tx, s.app.deps, first.order!.id, "EXPIRED", new Date()));
    expect(await db().queueEntry.findFirst({ where: { eventId: ev.id, userId: line[0].id } })).toMatchObject({ status: "EXPIRED" });
    const after = await offerOf(listed.id);
    expect(after.hb).toMatchObject({ status: "LISTED", offerOrderId: null });
    // No stock was made by the lapse: the event is still sold out.
    const type = await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } });
    expect(type.sold).toBe(type.capacity);
    const r = (await s.gql(WITHDRAW, { id: listed.id }, { token: seller.token })).data!.withdrawHandBack;
    expect(r).toMatchObject({ status: "WITHDRAWN" });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "PAID" });
  });

  it("twenty payments of one offer while the seller withdraws: sold once or withdrawn, the seller paid at most once", { timeout: 180_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const { ev, seller, ticketId, line } = await setUp(1);
      const sellerBefore = await coins(seller.id);
      const ledgerBefore = await ledgerTotal();
      const listed = await handBack(seller, ticketId);
      const { order } = await offerOf(listed.id);
      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => pay(line[0], order!.orderNo)),
        s.gql(WITHDRAW, { id: listed.id }, { token: seller.token }).then((r) => r.data!.withdrawHandBack.__typename),
      ]);
      const paid = results.slice(0, 20).filter((r) => r === "PaymentAccepted").length;
      const withdrawn = results[20] === "HandBack";
      const { hb } = await offerOf(listed.id);
      const seller1 = await coins(seller.id);
      const buyerTickets = await db().ticket.count({ where: { ownerId: line[0].id, eventId: ev.id, status: { not: "REVOKED" } } });
      const old = await db().ticket.findUniqueOrThrow({ where: { id: ticketId } });
      expect(paid + (withdrawn ? 1 : 0)).toBe(1);
      if (paid) {
        expect(hb.status).toBe("SOLD");
        expect(old.status).toBe("REVOKED");
        expect(buyerTickets).toBe(1);
        expect(seller1).toBe(sellerBefore + PRICE);
      } else {
        expect(hb.status).toBe("WITHDRAWN");
        expect(old.status).toBe("PAID");
        expect(buyerTickets).toBe(0);
        expect(seller1).toBe(sellerBefore);
      }
      expect(await ledgerTotal()).toBe(ledgerBefore);
    }
  });

  it("the event cancelled mid-offer: the offer ends, the listing is void, the ticket is never sold, the seller is refunded once", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp(1);
    const listed = await handBack(seller, ticketId);
    const { order } = await offerOf(listed.id);
    const cancel = cancelEventAsOperator(s, ev.id);
    const [paid] = await Promise.all([pay(line[0], order!.orderNo), cancel]);
    const { hb } = await offerOf(listed.id);
    const old = await db().ticket.findUniqueOrThrow({ where: { id: ticketId } });
    expect(old.status).toBe("REVOKED");
    if (paid === "PaymentAccepted") {
      // Paid first: sold, then the cancel refunds the buyer's order.
      expect(hb.status).toBe("SOLD");
      expect(await db().order.findUniqueOrThrow({ where: { id: order!.id } })).toMatchObject({ status: "REFUNDED" });
    } else {
      expect(hb.status).toBe("VOID");
      expect(await db().order.findUniqueOrThrow({ where: { id: order!.id } })).toMatchObject({ status: "CANCELLED" });
      expect(await db().ledgerTransaction.count({ where: { reference: `handback:${hb.id}` } })).toBe(0);
    }
    // The seller's own order refunded once (marked due a refund by the cancel).
    const sellerOrders = await db().order.findMany({ where: { userId: seller.id, eventId: ev.id } });
    expect(sellerOrders.map((o) => o.status)).toEqual(["REFUNDED"]);
  });

  it("the event cancelled after a hand-back sold: the buyer is refunded, the seller (paid at the sale) gets no second refund, no Fan Coin made", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp(1);
    const listed = await handBack(seller, ticketId);
    const { order } = await offerOf(listed.id);
    const before = { seller: await coins(seller.id), buyer: await coins(line[0].id), ledger: await ledgerTotal() };
    await pay(line[0], order!.orderNo, true);
    expect(await coins(seller.id)).toBe(before.seller + PRICE);
    // The cancel marks the buyer's payment due its refund and sends it after its commit.
    await cancelEventAsOperator(s, ev.id);
    // The buyer's order refunded in full; the seller's already paid out by the sale, so nothing more.
    await expect.poll(async () => coins(line[0].id)).toBe(before.buyer);
    await expect.poll(async () => (await db().order.findUniqueOrThrow({ where: { id: order!.id } })).status).toBe("REFUNDED");
    const sellerOrders = await db().order.findMany({ where: { userId: seller.id, eventId: ev.id } });
    await expect.poll(async () => db().refund.count({ where: { orderId: sellerOrders[0]!.id, status: { not: "FAILED" } } })).toBeGreaterThan(0);
    expect(await coins(seller.id)).toBe(before.seller + PRICE);
    const refunds = await db().refund.findMany({ where: { orderId: sellerOrders[0]!.id }, select: { cause: true, orderAmount: true } });
    expect(refunds.reduce((sum, r) => sum + r.orderAmount, 0)).toBe(PRICE);
    expect(refunds.map((r) => r.cause)).toEqual(["HAND_BACK"]);
    expect(await ledgerTotal()).toBe(before.ledger);
  });

  it("a transfer racing the listing, and a gate scan racing the sale: one wins, the ticket is never both moved or in and sold", { timeout: 180_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const { ev, seller, ticketId, line } = await setUp(1);
      const friend = await fan();
      // A transfer that read the ticket before the listing, committing while the listing runs.
      const read = await db().ticket.findUniqueOrThrow({ where: { id: ticketId } });
      const transfer = db().$transaction((tx) =>
        moveTicket(tx, { ticketId, fromUserId: seller.id, toUserId: friend.id, qrVersion: read.qrVersion, lockedUntil: new Date(Date.now() + 3600_000), now: new Date() }),
      );
      const listing = s.gql(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD } }, { token: seller.token }).then((r) => r.data!.handBackTickets);
      const [moved, listed] = await Promise.all([transfer, listing]);
      const after = await db().ticket.findUniqueOrThrow({ where: { id: ticketId } });
      if (moved) {
        expect(listed).toMatchObject({ code: "NOT_FOUND" });
        expect(after).toMatchObject({ ownerId: friend.id, status: "PAID" });
        expect(await db().handBack.count({ where: { ticketId } })).toBe(0);
        continue;
      }
      expect(listed.__typename).toBe("HandBackTicketsSuccess");
      expect(after).toMatchObject({ ownerId: seller.id, status: "LISTED" });
      // The seller at the gate with the old QR while the next fan pays: the gate's row lock orders them.
      const hbId = (await db().handBack.findFirstOrThrow({ where: { ticketId } })).id;
      const { order } = await offerOf(hbId);
      const scan = db().$transaction(async (tx) => {
        const t = await lockTicketForGate(tx, ticketId);
        if (!t || !enterableStatuses.includes(t.status)) return "refused";
        await validateLockedTicket(tx, t, t.qrVersion, new Date(), null);
        return "in";
      });
      const [scanned, paid] = await Promise.all([scan, pay(line[0], order!.orderNo)]);
      expect(scanned).toBe("refused");
      expect(paid).toBe("PaymentAccepted");
      expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "REVOKED", validatedAt: null });
      expect(await db().ticket.count({ where: { eventId: ev.id, status: { not: "REVOKED" } } })).toBe(1);
    }
  });

  it("refuses an event that does not take tickets back, and a ticket of another fan", { timeout: 60_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp(0);
    await db().event.update({ where: { id: ev.id }, data: { handBackEnabled: false } });
    const off = (await s.gql(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD } }, { token: seller.token })).data!.handBackTickets;
    expect(off).toMatchObject({ code: "HAND_BACK_NOT_OFFERED" });
    void line;
    const other = await fan();
    const notMine = (await s.gql(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD } }, { token: other.token })).data!.handBackTickets;
    expect(notMine).toMatchObject({ code: "NOT_FOUND" });
  });

  // Last, over everything the tests above did (sales, lapses, races, cancellations): the database audit finds
  // every listing, ticket, stock counter and payout consistent, and sees each kind of damage to a listing.
  it("the database audit finds every hand-back consistent, and each kind of damage to one", { timeout: 120_000 }, async () => {
    expect((await auditDatabase(db())).problems).toEqual([]);
    // One listing sold and one live, made here so the damage has something to hit.
    const sold = await setUp(1);
    const soldHb = await handBack(sold.seller, sold.ticketId);
    await pay(sold.line[0], (await offerOf(soldHb.id)).order!.orderNo, true);
    const live = await setUp(0);
    const liveHb = await handBack(live.seller, live.ticketId);
    expect((await auditDatabase(db())).problems).toEqual([]);

    class Rollback extends Error {}
    const problemsAfter = async (damage: (tx: Tx) => Promise<unknown>) => {
      let problems: string[] = [];
      await db()
        .$transaction(async (tx) => {
          await damage(tx);
          problems = (await auditDatabase(tx)).problems;
          throw new Rollback();
        })
        .catch((e) => {
          if (!(e instanceof Rollback)) throw e;
        });
      return problems;
    };
    const cases: [string, (tx: Tx) => Promise<unknown>, RegExp][] = [
      ["the seller's ticket un-revoked after the sale", (tx) => tx.ticket.update({ where: { id: sold.ticketId }, data: { status: "PAID" } }), /ticket is not revoked/],
      ["the payout credited twice", (tx) => tx.$executeRaw`update "HandBack" set "paidOutCoins" = "paidOutCoins" * 2 where id = ${soldHb.id}`, /other than what the listing says/],
      ["a sold listing with no payout", (tx) => tx.$executeRaw`update "LedgerTransaction" set reference = 'handback:gone' where reference = ${`handback:${soldHb.id}`}`, /not paid out exactly once/],
      ["a listed ticket back in use", (tx) => tx.ticket.update({ where: { id: live.ticketId }, data: { status: "PAID" } }), /listed ticket without exactly one live hand-back/],
      // A refund of the seller's order giving back the unit the buyer's ticket holds (issue 32).
      ["stock given back for a resold ticket", (tx) => tx.$executeRaw`update "TicketType" set sold = sold - 1 where id = ${sold.ev.standingTypeId}`, /sold below its live tickets plus held units/],
      ["a listing whose offer order vanished", (tx) => tx.handBack.update({ where: { id: liveHb.id }, data: { status: "OFFERED", offerOrderId: null } }), /offered hand-back without its order/],
    ];
    for (const [what, damage, found] of cases) {
      const problems = await problemsAfter(damage);
      expect(problems.join("\n"), what).toMatch(found);
    }
  });
});
