// Hand-back payout to the original payment method (issue 32): a seller who paid by card (through the Stripe
// double, tests/helpers/stripe-double.ts, behind the official SDK) chooses to be paid back to it. When the
// next fan in line pays, that payment's transaction claims a HAND_BACK refund of the face value less the fee
// on the seller's payment, PENDING; after the commit it goes to Stripe with the refund number as its
// idempotency key, exactly once, even when Stripe is down at first and the reconciliation sweep sends it later.
// An AlipayHK payment goes back through the Adyen double the same way. The seller's wallet is untouched; a ticket paid in Fan Coin cannot ask for it (a typed error); the event
// cancelled after the sale refunds only the rest of the seller's payment.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelEventAsOperator } from "../helpers/staff.ts";
import type { TestServer } from "../helpers/server.ts";
import { StripeDouble } from "../helpers/stripe-double.ts";
import { AdyenDouble } from "../helpers/adyen-double.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { graphql } from "../gql/index.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { lastSegment, startServerWith } from "./providers-support.ts";
import { reconcileRefunds, submitRefund } from "../../server/src/modules/payments/refunds.ts";

const PAY_PASSWORD = "135790";
const PRICE = 38_000;
const FEE = PRICE / 10; // the organiser's 10 %

const SECURE = graphql(`
  mutation HandBackPayoutSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }
  }
`);
const PAY = graphql(`
  mutation HandBackPayoutPay($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } }
  }
`);
const HAND_BACK = graphql(`
  mutation HandBackPayoutList($input: HandBackTicketsInput!) {
    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status payout payoutMethod payoutAmount } } }
  }
`);
const TICKET = graphql(`
  query HandBackPayoutTicket($id: ID!) { node(id: $id) { ... on Ticket { id status handBackRefundTo { method minWorkingDays maxWorkingDays } handBack { id status payout payoutMethod payoutState paidOutCoins } } } }
`);
const SELLER_WALLET = graphql(`query HandBackPayoutWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }`);
const MY_HAND_BACKS = graphql(`query HandBackPayoutMine { myHandBacks { id status payout payoutMethod payoutState paidOutCoins payoutAmount } }`);

let s: TestServer;
let stripe: StripeDouble;
let adyen: AdyenDouble;

beforeAll(async () => {
  stripe = await StripeDouble.start();
  adyen = await AdyenDouble.start();
  s = await startServerWith(stripe.env(adyen.env({ PAYMENT_ROUTES: "card:stripe,alipayHK:adyen" })));
  stripe.webhookUrl = `${s.url}/webhooks/stripe`;
  adyen.notificationUrl = `${s.url}/webhooks/adyen`;
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await stripe?.stop();
  await adyen?.stop();
});

const db = () => s.app.deps.db;
const fan = () => createFan(s.app.deps, { payPassword: PAY_PASSWORD, balance: 1_000_000, phone: "verified" });
const gid = (id: string) => Buffer.from(`Ticket:${id}`).toString("base64");
async function coins(userId: string): Promise<number> {
  const [row] = await db().$queryRaw<{ balance: bigint }[]>`select coalesce(sum(balance), 0)::bigint as balance from "WalletAccount" where "userId" = ${userId}`;
  return Number(row.balance);
}

async function secure(f: SignableFan, ev: OnSaleEvent): Promise<string> {
  const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
  return member((await s.gql(SECURE, { input }, { token: f.token })).data!.secureTickets, "TicketsSecured").order.orderNo;
}
async function payWithWallet(f: SignableFan, orderNo: string) {
  const r = (await s.gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder;
  expect(r.__typename).toBe("PaymentAccepted");
}
/** Pays on Stripe Checkout (the double's page), its webhooks delivered: the payment's PaymentIntent id. */
async function payByCard(f: SignableFan, orderNo: string): Promise<string> {
  const r = member((await s.gql(PAY, { input: { orderNo, method: "card", idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder, "PaymentAccepted");
  const sessionId = lastSegment(r.redirectUrl!);
  for (const e of stripe.pay(sessionId).events) expect(await stripe.deliver(e)).toBe(200);
  const payment = await db().payment.findUniqueOrThrow({ where: { paymentNo: r.paymentNo } });
  expect(payment.status).toBe("SUCCEEDED");
  return payment.providerRef!;
}

/** Pays AlipayHK on an Adyen payment link (the double's page), its notification delivered: the payment's pspReference. */
async function payOnAdyen(f: SignableFan, orderNo: string): Promise<string> {
  const r = member((await s.gql(PAY, { input: { orderNo, method: "alipayHK", idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder, "PaymentAccepted");
  const paid = adyen.pay(lastSegment(r.redirectUrl!));
  expect(await adyen.notify(paid.items)).toEqual({ status: 200, body: "[accepted]" });
  const payment = await db().payment.findUniqueOrThrow({ where: { paymentNo: r.paymentNo } });
  expect(payment.status).toBe("SUCCEEDED");
  return payment.providerRef!;
}

/** A sold-out event taking hand-backs with a 10 % fee, its one ticket bought by the seller (by card, AlipayHK or Fan Coin), one fan waiting in line. */
async function setUp(paidWith: "card" | "alipayHK" | "wallet") {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 1, standingPrice: PRICE, isHot: true, waitingRoom: false });
  const seller = await fan();
  const orderNo = await secure(seller, ev);
  const intent = paidWith === "card" ? await payByCard(seller, orderNo) : paidWith === "alipayHK" ? await payOnAdyen(seller, orderNo) : (await payWithWallet(seller, orderNo), null);
  const ticket = await db().ticket.findFirstOrThrow({ where: { ownerId: seller.id, eventId: ev.id, status: "PAID" } });
  await db().event.update({ where: { id: ev.id }, data: { handBackEnabled: true, handBackFeeBps: 1000 } });
  await db().queueRoom.update({ where: { eventId: ev.id }, data: { enabled: true, offerSeconds: 600 } });
  const next = await fan();
  const at = new Date(Date.now() - 60_000);
  await db().queueEntry.create({ data: { eventId: ev.id, userId: next.id, status: "WAITING_LIST", joinedAt: at, lastSeenAt: at, waitingListAt: at } });
  return { ev, seller, ticketId: ticket.id, next, intent, sellerOrderNo: orderNo };
}
const refundCallsOf = (intent: string) => stripe.calls("POST", "/v1/refunds").filter((c) => c.body.payment_intent === intent);
const refundsAtStripeOf = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);

async function handBack(seller: SignableFan, ticketId: string, payout?: "FAN_COIN" | "ORIGINAL_METHOD") {
  return (await s.gql(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD, ...(payout ? { payout } : {}) } }, { token: seller.token })).data!.handBackTickets;
}
async function buyOffer(hbId: string, buyer: SignableFan) {
  const hb = await db().handBack.findUniqueOrThrow({ where: { id: hbId } });
  const order = await db().order.findUniqueOrThrow({ where: { id: hb.offerOrderId! } });
  await payWithWallet(buyer, order.orderNo);
  return order;
}

describe("hand-back paid back to the original payment method", () => {
  it("a card-paid seller chooses their card: the sale claims one refund of face − fee, sent to Stripe once with its idempotency key; the wallet is untouched; sweeps do not send it again", { timeout: 120_000 }, async () => {
    const { seller, ticketId, next, intent } = await setUp("card");
    // The ticket page offers the card, with the provider's usual working days.
    const page = (await s.gql(TICKET, { id: gid(ticketId) }, { token: seller.token })).data!.node;
    expect(page).toMatchObject({ handBackRefundTo: { method: "card", minWorkingDays: 5, maxWorkingDays: 10 }, handBack: null });
    const listed = member(await handBack(seller, ticketId, "ORIGINAL_METHOD"), "HandBackTicketsSuccess").handBacks[0]!;
    expect(listed).toMatchObject({ status: "OFFERED", payout: "ORIGINAL_METHOD", payoutMethod: "card", payoutAmount: PRICE - FEE });
    expect(refundCallsOf(intent!)).toHaveLength(0);

    const walletBefore = await coins(seller.id);
    await buyOffer(listed.id, next);
    const hb = await db().handBack.findUniqueOrThrow({ where: { id: listed.id } });
    expect(hb).toMatchObject({ status: "SOLD", payout: "ORIGINAL_METHOD", paidOutCoins: null });
    const refund = await db().refund.findUniqueOrThrow({ where: { id: hb.payoutRefundId! } });
    expect(refund).toMatchObject({ cause: "HAND_BACK", orderAmount: PRICE - FEE, amount: PRICE - FEE, requestKey: `handback:${hb.id}` });
    // Exactly one refund request of face − fee, keyed by the refund number.
    await expect.poll(() => refundCallsOf(intent!).length).toBe(1);
    const [call] = refundCallsOf(intent!);
    expect(call!.idempotencyKey).toBe(`fanfare-refund-${refund.refundNo}`);
    expect(call!.body).toMatchObject({ amount: String(PRICE - FEE), metadata: { fanfare_refund_no: refund.refundNo } });
    await expect.poll(async () => (await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("SUCCEEDED");
    // No Fan Coin: no ledger payout, the seller's wallet as it was.
    expect(await coins(seller.id)).toBe(walletBefore);
    expect(await db().ledgerTransaction.count({ where: { reference: `handback:${hb.id}` } })).toBe(0);

    // A retry of the same refund and the reconciliation sweep, twice: nothing more reaches Stripe.
    expect(await submitRefund(s.app.deps, refund.id)).toBe(false);
    await reconcileRefunds(s.app.deps);
    await reconcileRefunds(s.app.deps);
    expect(refundCallsOf(intent!)).toHaveLength(1);
    expect(refundsAtStripeOf(intent!)).toHaveLength(1);

    // The seller's page shows how and where it stands; the e-mail says the money goes back to the card.
    const mine = (await s.gql(MY_HAND_BACKS, {}, { token: seller.token })).data!.myHandBacks;
    expect(mine).toEqual([{ id: hb.id, status: "SOLD", payout: "ORIGINAL_METHOD", payoutMethod: "card", payoutState: "SETTLED", paidOutCoins: null, payoutAmount: PRICE - FEE }]);
    await expect.poll(async () => (await db().mailOutbox.findMany({ where: { to: seller.email } })).map((m) => JSON.stringify(m)).join("\n"), { timeout: 10_000 }).toMatch(/card or e-wallet you paid with/);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("Stripe refuses the payout's refund later (refund.failed): the seller is paid in Fan Coin instead, once, even when Stripe says it twice", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, next, intent, sellerOrderNo } = await setUp("card");
    const listed = member(await handBack(seller, ticketId, "ORIGINAL_METHOD"), "HandBackTicketsSuccess").handBacks[0]!;
    const walletBefore = await coins(seller.id);
    await buyOffer(listed.id, next);
    const hb = await db().handBack.findUniqueOrThrow({ where: { id: listed.id } });
    await expect.poll(async () => (await db().refund.findUniqueOrThrow({ where: { id: hb.payoutRefundId! } })).status).toBe("SUCCEEDED");
    const [atStripe] = refundsAtStripeOf(intent!);
    atStripe!.status = "failed";
    atStripe!.failure_reason = "expired_or_canceled_card";
    const failed = stripe.emit("refund.failed", atStripe!);
    expect(await stripe.deliver(failed)).toBe(200);
    expect(await stripe.deliver(failed)).toBe(200);

    const paid = PRICE - FEE; // HKD cents; Fan Coin at the configured rate
    const after = await db().handBack.findUniqueOrThrow({ where: { id: hb.id } });
    expect(after).toMatchObject({ status: "SOLD", payout: "FAN_COIN" });
    expect(after.paidOutCoins).toBeGreaterThan(0);
    expect(await coins(seller.id)).toBe(walletBefore + after.paidOutCoins!);
    expect(await db().ledgerTransaction.count({ where: { reference: `handback:${hb.id}` } })).toBe(1);
    // The failed refund gave its claim back; the Fan Coin payout takes that part of the seller's payment again.
    const sellerOrder = await db().order.findUniqueOrThrow({ where: { orderNo: sellerOrderNo } });
    const refunds = await db().refund.findMany({ where: { orderId: sellerOrder.id, cause: "HAND_BACK" }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => [r.status, r.orderAmount, r.requestKey])).toEqual([
      ["FAILED", paid, `handback:${hb.id}`],
      ["SUCCEEDED", paid, `handback:${hb.id}:fan-coin`],
    ]);
    expect(refundsAtStripeOf(intent!)).toHaveLength(1);
    // The seller's wallet row is the sale's payout, named by the event (through the ":fan-coin" refund), not "Refund".
    const rows = (await s.gql(SELLER_WALLET, {}, { token: seller.token })).data!.wallet.transactions.edges.map((e) => e.node);
    expect(rows.filter((r) => r.kind !== "TOPUP").map((r) => [r.kind, r.reference, r.amount.amount, r.paidFor, r.handBackSale])).toEqual([
      ["REFUND", `handback:${hb.id}`, after.paidOutCoins, ev.title, true],
    ]);
    expect(await db().auditLog.count({ where: { action: "ticket.handBackPayoutFallback", targetId: hb.id } })).toBe(1);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("Stripe down when the sale commits: the refund waits PENDING (pending on the fan's page), and the sweep sends that same refund once", { timeout: 120_000 }, async () => {
    const { seller, ticketId, next, intent } = await setUp("card");
    const listed = member(await handBack(seller, ticketId, "ORIGINAL_METHOD"), "HandBackTicketsSuccess").handBacks[0]!;
    // More failures than the SDK's own retries: the send after the commit gives up, as after a crash.
    for (let i = 0; i < 3; i++) stripe.failures.push({ path: /^\/v1\/refunds$/, status: 500 });
    await buyOffer(listed.id, next);
    const hb = await db().handBack.findUniqueOrThrow({ where: { id: listed.id } });
    expect(hb.status).toBe("SOLD");
    const refund = await db().refund.findUniqueOrThrow({ where: { id: hb.payoutRefundId! } });
    expect(refund.status).toBe("PENDING");
    expect(refundsAtStripeOf(intent!)).toHaveLength(0);
    const page = (await s.gql(TICKET, { id: gid(ticketId) }, { token: seller.token })).data!.node;
    expect(page).toMatchObject({ handBack: { status: "SOLD", payout: "ORIGINAL_METHOD", payoutState: "PENDING" } });

    // The sweep takes refunds older than a few seconds.
    await db().refund.update({ where: { id: refund.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await reconcileRefunds(s.app.deps);
    await reconcileRefunds(s.app.deps);
    expect(await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "SUCCEEDED" });
    expect(refundsAtStripeOf(intent!).map((r) => r.amount)).toEqual([PRICE - FEE]);
    // Every request for it, failed or not, carried the same key.
    expect(new Set(refundCallsOf(intent!).map((c) => c.idempotencyKey))).toEqual(new Set([`fanfare-refund-${refund.refundNo}`]));
  });

  it("an e-wallet paid through Adyen: back to AlipayHK (1–3 working days), one Adyen refund of face − fee with its idempotency key, settled by Adyen's notification", { timeout: 120_000 }, async () => {
    const { seller, ticketId, next, intent } = await setUp("alipayHK");
    const page = (await s.gql(TICKET, { id: gid(ticketId) }, { token: seller.token })).data!.node;
    expect(page).toMatchObject({ handBackRefundTo: { method: "alipayHK", minWorkingDays: 1, maxWorkingDays: 3 } });
    const listed = member(await handBack(seller, ticketId, "ORIGINAL_METHOD"), "HandBackTicketsSuccess").handBacks[0]!;
    const walletBefore = await coins(seller.id);
    await buyOffer(listed.id, next);
    const hb = await db().handBack.findUniqueOrThrow({ where: { id: listed.id } });
    const refund = await db().refund.findUniqueOrThrow({ where: { id: hb.payoutRefundId! } });
    const calls = () => adyen.calls("POST", new RegExp(`/payments/${intent}/refunds$`));
    await expect.poll(() => calls().length).toBe(1);
    expect(calls()[0]!.idempotencyKey).toBe(`fanfare-refund-${refund.refundNo}`);
    expect(calls()[0]!.body).toMatchObject({ amount: { currency: "HKD", value: PRICE - FEE }, reference: refund.refundNo });
    await expect.poll(async () => (await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("SUCCEEDED");
    await reconcileRefunds(s.app.deps);
    expect(calls()).toHaveLength(1);
    expect(await coins(seller.id)).toBe(walletBefore);
    const mine = (await s.gql(MY_HAND_BACKS, {}, { token: seller.token })).data!.myHandBacks;
    expect(mine[0]).toMatchObject({ payout: "ORIGINAL_METHOD", payoutMethod: "alipayHK", payoutState: "SETTLED" });
  });

  it("a ticket paid in Fan Coin cannot be paid back to an original method: a typed error, nothing listed; Fan Coin still works", { timeout: 120_000 }, async () => {
    const { seller, ticketId } = await setUp("wallet");
    const page = (await s.gql(TICKET, { id: gid(ticketId) }, { token: seller.token })).data!.node;
    expect(page).toMatchObject({ handBackRefundTo: null });
    expect(await handBack(seller, ticketId, "ORIGINAL_METHOD")).toMatchObject({ __typename: "HandBackPayoutUnavailableError", code: "HAND_BACK_PAYOUT_UNAVAILABLE" });
    expect(await db().handBack.count({ where: { ticketId } })).toBe(0);
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "PAID" });
    const listed = member(await handBack(seller, ticketId), "HandBackTicketsSuccess").handBacks[0]!;
    expect(listed).toMatchObject({ payout: "FAN_COIN", payoutMethod: null });
  });

  it("the event cancelled after the sale: the seller's card gets back only the rest (the fee), the refunds at Stripe add up to what was paid", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, next, intent, sellerOrderNo } = await setUp("card");
    const listed = member(await handBack(seller, ticketId, "ORIGINAL_METHOD"), "HandBackTicketsSuccess").handBacks[0]!;
    const offer = await buyOffer(listed.id, next);
    await expect.poll(() => refundsAtStripeOf(intent!).length).toBe(1);
    const walletBefore = await coins(seller.id);
    await cancelEventAsOperator(s, ev.id);
    await expect.poll(async () => (await db().order.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("REFUNDED");
    const sellerOrder = await db().order.findUniqueOrThrow({ where: { orderNo: sellerOrderNo } });
    // The cancel marked the card payment due its refund and sent it after its commit.
    await expect.poll(() => refundsAtStripeOf(intent!).length, { timeout: 10_000 }).toBe(2);
    expect(refundsAtStripeOf(intent!).map((r) => r.amount)).toEqual([PRICE - FEE, FEE]);
    const refunds = await db().refund.findMany({ where: { orderId: sellerOrder.id }, orderBy: { createdAt: "asc" }, select: { cause: true, orderAmount: true } });
    expect(refunds).toEqual([
      { cause: "HAND_BACK", orderAmount: PRICE - FEE },
      { cause: "EVENT_CANCELLED", orderAmount: FEE },
    ]);
    expect(await coins(seller.id)).toBe(walletBefore);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });
});
