// Stripe as the card, Apple Pay / Google Pay, Alipay and WeChat Pay provider, through the official SDK pointed
// at the local double (tests/helpers/stripe-double.ts): what the SDK sends (minor units, currency, idempotency
// key, our payment number in metadata, the return URL), Stripe's hosted page and its return, signed webhooks
// duplicated, reordered and late, saved cards at the fan's Customer, a late success refunded through Stripe,
// a stale checkout looked up and closed at Stripe before it is cancelled here, and disputes.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../helpers/server.ts";
import { StripeDouble } from "../helpers/stripe-double.ts";
import { member } from "../helpers/graphql-result.ts";
import { outbox } from "../helpers/accounts.ts";
import { cancelStalePayments } from "../../server/src/modules/payments/payments.jobs.ts";
import { STRIPE_CHECKOUT_LIFETIME_MS } from "../../server/src/modules/payments/provider.stripe.ts";
import { STALE_PAYMENT_GRACE_MS } from "../../server/src/modules/payments/payments.rules.ts";
import { claimRefund, reconcileRefunds, refundSendLock, submitRefund } from "../../server/src/modules/payments/refunds.ts";
import { sqlPool } from "../../server/src/db.ts";
import { ledgerTotals, TOP_UP, WALLET } from "./payments-support.ts";
import { currentCode, VERIFY } from "./entry-support.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { buyer, DELETE_CARD, key, lastSegment, OPERATOR_ORDER, OPTIONS, organiserWithEvent, PAY, REFUND_ORDER, RESULT_OF, SAVED_CARDS, securedOrder, startServerWith, visit } from "./providers-support.ts";

let s: TestServer;
let stripe: StripeDouble;

beforeAll(async () => {
  stripe = await StripeDouble.start();
  s = await startServerWith(stripe.env({ PAYMENT_ROUTES: "card:stripe,applePay:stripe,alipay:stripe,wechatPayHK:stripe,alipayHK:sandbox" }));
  stripe.webhookUrl = `${s.url}/webhooks/stripe`;
});
afterAll(async () => {
  await s?.stop();
  await stripe?.stop();
});

const db = () => s.app.deps.db;
const paymentOf = (paymentNo: string) => db().payment.findUniqueOrThrow({ where: { paymentNo } });
const balance = async (token: string) => (await s.gql(WALLET, {}, { token })).data!.wallet.balance.amount as number;

async function payByCard(token: string, orderNo: string, extra: Record<string, unknown> = {}) {
  const r = await s.gql(PAY, { input: { orderNo, method: "card", idempotencyKey: key(), ...extra } }, { token });
  return member(r.data?.payOrder, "PaymentAccepted");
}

describe("methods", () => {
  it("offers what PAYMENT_ROUTES routes (and the wallet), refuses the rest with a typed error", async () => {
    const fan = await buyer(s);
    const options = (await s.gql(OPTIONS, {}, { token: fan.token })).data!.paymentOptions;
    expect(options).toEqual({ methods: ["wallet", "card", "applePay", "alipayHK", "alipay", "wechatPayHK"], cardEntry: "PROVIDER_PAGE", testMode: true });
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const momo = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "momo", idempotencyKey: key() } }, { token: fan.token });
    expect(momo.data?.payOrder).toMatchObject({ __typename: "PaymentMethodUnavailableError", code: "PAYMENT_METHOD_UNAVAILABLE" });
    expect(await db().payment.count({ where: { order: { orderNo: order.orderNo } } })).toBe(0);
  });

  it("never passes a card number on: a card sent to a server whose cards go to Stripe is refused", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const before = stripe.requests.length;
    const card = { holderName: "Leak Test", number: "4242424242424242", expMonth: 12, expYear: 2031, securityCode: "123", brand: "VISA" as const };
    const r = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "card", card, idempotencyKey: key() } }, { token: fan.token });
    expect(member(r.data?.payOrder, "ValidationError").issues[0]).toEqual({ field: "card", messageKey: "validation.cardOnProviderPage" });
    expect(stripe.requests.length).toBe(before);
    expect(await db().payment.count({ where: { order: { orderNo: order.orderNo } } })).toBe(0);
  });
});

describe("a card payment on Stripe Checkout", () => {
  it("sends Stripe the amount in minor units, the currency, an idempotency key, our payment number and the return URL; the page's success pays the order", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s, { standing: 20, standingPrice: 123_45 });
    const order = await securedOrder(s, fan.token, event, 2);
    const accepted = await payByCard(fan.token, order.orderNo);
    expect(accepted).toMatchObject({ status: "PENDING", redirectUrl: expect.stringContaining(`${stripe.url}/pay/cs_test_`) });

    const [create] = stripe.calls("POST", "/v1/checkout/sessions").filter((c) => (c.body.metadata as Record<string, string>).fanfare_payment_no === accepted.paymentNo);
    expect(create!.idempotencyKey).toBe(`fanfare-checkout-${accepted.paymentNo}`);
    expect(create!.body).toMatchObject({
      mode: "payment",
      client_reference_id: accepted.paymentNo,
      allowed_payment_method_types: ["card"],
      line_items: [{ quantity: "1", price_data: { currency: "hkd", unit_amount: "24690" } }],
      metadata: { fanfare_payment_no: accepted.paymentNo },
      payment_intent_data: { metadata: { fanfare_payment_no: accepted.paymentNo, fanfare_checkout: "1" } },
      success_url: `${s.url}/payments/return/${accepted.paymentNo}?payRes=1`,
      cancel_url: `${s.url}/payments/return/${accepted.paymentNo}?payRes=0`,
    });
    expect(Number(create!.body.expires_at) - Math.floor(Date.now() / 1000)).toBeGreaterThan(25 * 60);

    const sessionId = lastSegment(accepted.redirectUrl!);
    const paid = stripe.pay(sessionId);
    for (const e of paid.events) expect(await stripe.deliver(e)).toBe(200);
    const back = await visit(paid.redirect);
    expect(back).toEqual({ status: 303, location: `/#/payment/result?orderNo=${order.orderNo}&payRes=1` });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).status).toBe("PAID");
    const payment = await paymentOf(accepted.paymentNo);
    expect(payment).toMatchObject({ status: "SUCCEEDED", provider: "stripe", checkoutRef: sessionId, providerRef: stripe.sessions.get(sessionId)!.payment_intent });
    expect(await db().ticket.count({ where: { orderItem: { order: { orderNo: order.orderNo } } } })).toBe(2);
  });

  it("a retry with the same key after Stripe did not answer resumes the same Checkout Session: one session, never two", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const idempotencyKey = key();
    // Stripe is down for the first attempt (the SDK retries twice, then gives up).
    stripe.failures.push({ path: /^\/v1\/checkout\/sessions$/, status: 500 }, { path: /^\/v1\/checkout\/sessions$/, status: 500 }, { path: /^\/v1\/checkout\/sessions$/, status: 500 });
    const first = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "card", idempotencyKey } }, { token: fan.token });
    expect(first.data?.payOrder).toMatchObject({ code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    const pending = await db().payment.findFirstOrThrow({ where: { order: { orderNo: order.orderNo } } });
    expect(pending).toMatchObject({ status: "PENDING", checkoutUrl: null });
    const again = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "card", idempotencyKey } }, { token: fan.token });
    const a = member(again.data?.payOrder, "PaymentAccepted");
    const third = member((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "card", idempotencyKey } }, { token: fan.token })).data?.payOrder, "PaymentAccepted");
    expect(third.redirectUrl).toBe(a.redirectUrl);
    expect(a.paymentNo).toBe(pending.paymentNo);
    const created = stripe.calls("POST", "/v1/checkout/sessions").filter((c) => c.idempotencyKey === `fanfare-checkout-${pending.paymentNo}`);
    expect(new Set(created.map((c) => c.idempotencyKey)).size).toBe(1);
    expect([...stripe.sessions.values()].filter((x) => x.client_reference_id === pending.paymentNo)).toHaveLength(1);
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).paymentAttempts).toBe(1);
  });

  it("the fan leaving Stripe's page (Back) closes the session and the result page offers a retry", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await payByCard(fan.token, order.orderNo);
    const back = await visit(`${s.url}/payments/return/${accepted.paymentNo}?payRes=0`);
    expect(back.location).toBe(`/#/payment/result?orderNo=${order.orderNo}&payRes=0`);
    expect(stripe.sessions.get(lastSegment(accepted.redirectUrl!))!.status).toBe("expired");
    expect(await paymentOf(accepted.paymentNo)).toMatchObject({ status: "CANCELLED", failureReason: "CANCELLED_BY_FAN" });
    expect((await s.gql(RESULT_OF, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "FAILED", canRetry: true });
  });
});

describe("Stripe's webhooks", () => {
  async function pendingTopUp(amount: number) {
    const fan = await buyer(s);
    const t = member((await s.gql(TOP_UP, { input: { amount, method: "alipay", idempotencyKey: key() } }, { token: fan.token })).data?.topUp, "PaymentAccepted");
    return { fan, t, sessionId: lastSegment(t.redirectUrl!) };
  }

  it("are verified with stripe.webhooks.constructEvent: a forged or replayed signature is refused, nothing moves", async () => {
    const { fan, sessionId } = await pendingTopUp(30_00);
    const paid = stripe.pay(sessionId);
    for (const e of paid.events) {
      expect(await stripe.deliver(e, { secret: "whsec_not_ours" })).toBe(400);
      expect(await stripe.deliver(e, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).toBe(400);
    }
    const unsigned = await fetch(`${s.url}/webhooks/stripe`, { method: "POST", body: JSON.stringify(paid.events[0]) });
    expect(unsigned.status).toBe(400);
    expect(await balance(fan.token)).toBe(0);
  });

  it("apply once, duplicated, reordered (the PaymentIntent's before the session's) and concurrent", async () => {
    const { fan, t, sessionId } = await pendingTopUp(80_00);
    const [completed, succeeded] = stripe.pay(sessionId).events;
    const statuses = await Promise.all([succeeded!, succeeded!, completed!, succeeded!, completed!, completed!].map((e) => stripe.deliver(e)));
    expect(statuses.every((x) => x === 200)).toBe(true);
    // Late: the same events again, a minute later.
    expect(await stripe.deliver(completed!)).toBe(200);
    expect(await balance(fan.token)).toBe(80_00);
    expect(await db().ledgerTransaction.count({ where: { kind: "TOPUP", reference: t.orderNo } })).toBe(1);
    expect(await db().webhookEvent.count({ where: { provider: "stripe", eventId: { in: [completed!.id, succeeded!.id] } } })).toBe(2);
    expect(await ledgerTotals(s)).toEqual({ entries: 0, balances: 0, unbalanced: 0, drifted: 0 });
    // A declined attempt on the same page afterwards (an old event) never undoes it.
    const failedEvent = stripe.emit("payment_intent.payment_failed", { ...stripe.intents.get(String(stripe.sessions.get(sessionId)!.payment_intent))!, status: "requires_payment_method" });
    expect(await stripe.deliver(failedEvent)).toBe(200);
    expect((await paymentOf(t.paymentNo)).status).toBe("SUCCEEDED");
  });

  it("a declined card on Stripe's page leaves the checkout open (the fan tries again there); its expiry ends it", async () => {
    const { t, sessionId } = await pendingTopUp(12_00);
    for (const e of stripe.pay(sessionId, { outcome: "decline" }).events) await stripe.deliver(e);
    expect((await paymentOf(t.paymentNo)).status).toBe("PENDING");
    const expired = stripe.emit("checkout.session.expired", { ...stripe.sessions.get(sessionId)!, status: "expired" });
    await stripe.deliver(expired);
    expect(await paymentOf(t.paymentNo)).toMatchObject({ status: "FAILED", failureReason: "CHECKOUT_EXPIRED" });
  });
});

describe("remember this card", () => {
  it("the card is saved at the fan's Stripe Customer, listed, charged again (3-D Secure on Stripe's page) and forgotten at Stripe", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const first = await securedOrder(s, fan.token, event, 1);
    const accepted = await payByCard(fan.token, first.orderNo, { rememberCard: true });
    const create = stripe.calls("POST", "/v1/checkout/sessions").find((c) => c.body.client_reference_id === accepted.paymentNo)!;
    const customerId = String(create.body.customer);
    expect(customerId).toMatch(/^cus_/);
    expect(create.body.payment_intent_data).toMatchObject({ setup_future_usage: "on_session" });
    expect(stripe.calls("POST", "/v1/customers")[0]!.body).toEqual({ metadata: { fanfare_user_id: fan.userId } });
    const paid = stripe.pay(lastSegment(accepted.redirectUrl!), { cardNumber: "5555555555554444", name: "Saved Fan" });
    for (const e of paid.events) await stripe.deliver(e);

    const cards = (await s.gql(SAVED_CARDS, {}, { token: fan.token })).data!.savedCards;
    expect(cards).toEqual([{ id: expect.any(String), brand: "MASTERCARD", last4: "4444", expMonth: 12, expYear: new Date().getUTCFullYear() + 3 }]);
    const stored = await db().savedCard.findFirstOrThrow({ where: { userId: fan.userId } });
    expect(stored).toMatchObject({ provider: "stripe", providerToken: expect.stringMatching(/^pm_/) });
    expect(JSON.stringify(stored)).not.toContain("5555555555554444");
    // Only its token, brand, last 4 and expiry: not even the name on it.
    expect(stored.holderName).toBe("");
    expect(JSON.stringify(stored)).not.toContain("Saved Fan");

    // Paying with it: a PaymentIntent confirmed with the saved PaymentMethod; Stripe asks for 3-D Secure.
    stripe.savedCardOutcome = "requires_action";
    const second = await securedOrder(s, fan.token, event, 1);
    const charged = await payByCard(fan.token, second.orderNo, { savedCardId: cards[0]!.id });
    expect(charged.redirectUrl).toMatch(new RegExp(`^${stripe.url}/3ds/pi_`));
    const confirm = stripe.calls("POST", "/v1/payment_intents").at(-1)!;
    expect(confirm.idempotencyKey).toBe(`fanfare-pay-${charged.paymentNo}`);
    expect(confirm.body).toMatchObject({ customer: customerId, payment_method: stored.providerToken, confirm: "true", amount: String(second.total), currency: "hkd", return_url: `${s.url}/payments/return/${charged.paymentNo}`, metadata: { fanfare_payment_no: charged.paymentNo } });
    // The fan completes 3-D Secure; the webhook is late: the return route asks Stripe and the order is paid already.
    stripe.completeAuthentication(lastSegment(charged.redirectUrl!));
    const back = await visit(`${s.url}/payments/return/${charged.paymentNo}`);
    expect(back.location).toBe(`/#/payment/result?orderNo=${second.orderNo}&payRes=1`);
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: second.orderNo } })).status).toBe("PAID");
    // The webhook still comes: nothing twice.
    expect(await stripe.deliver(stripe.eventsOf("payment_intent.succeeded").at(-1)!)).toBe(200);
    expect(await db().payment.count({ where: { order: { orderNo: second.orderNo }, status: "SUCCEEDED" } })).toBe(1);

    // A saved card paid at once (no 3-D Secure); then removed: detached at Stripe and gone here.
    stripe.savedCardOutcome = "succeeded";
    const third = await securedOrder(s, fan.token, event, 1);
    const instant = await s.gql(PAY, { input: { orderNo: third.orderNo, method: "card", savedCardId: cards[0]!.id, idempotencyKey: key() } }, { token: fan.token });
    expect(instant.data?.payOrder).toMatchObject({ __typename: "PaymentAccepted", status: "SUCCEEDED", redirectUrl: null });
    expect(await s.gql(DELETE_CARD, { id: cards[0]!.id }, { token: fan.token })).toMatchObject({ data: { deleteSavedCard: { __typename: "Done" } } });
    expect(stripe.calls("POST", `/v1/payment_methods/${stored.providerToken}/detach`)).toHaveLength(1);
    expect((await s.gql(SAVED_CARDS, {}, { token: fan.token })).data!.savedCards).toEqual([]);
  });

  it("a saved card declined at once: the result says so, and another fan cannot use someone's card", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const first = await securedOrder(s, fan.token, event, 1);
    const accepted = await payByCard(fan.token, first.orderNo, { rememberCard: true });
    for (const e of stripe.pay(lastSegment(accepted.redirectUrl!)).events) await stripe.deliver(e);
    const [card] = (await s.gql(SAVED_CARDS, {}, { token: fan.token })).data!.savedCards;
    stripe.savedCardOutcome = "declined";
    const second = await securedOrder(s, fan.token, event, 1);
    const declined = await s.gql(PAY, { input: { orderNo: second.orderNo, method: "card", savedCardId: card!.id, idempotencyKey: key() } }, { token: fan.token });
    stripe.savedCardOutcome = "succeeded";
    expect(declined.data?.payOrder).toMatchObject({ status: "FAILED" });
    expect((await s.gql(RESULT_OF, { orderNo: second.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "FAILED", reason: "insufficient_funds" });
    const other = await buyer(s);
    const theirs = await securedOrder(s, other.token, event, 1);
    const stolen = await s.gql(PAY, { input: { orderNo: theirs.orderNo, method: "card", savedCardId: card!.id, idempotencyKey: key() } }, { token: other.token });
    expect(stolen.data?.payOrder).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("exactly once with Stripe", () => {
  it("a success for an order whose hold has ended is refunded through Stripe, with the refund number as idempotency key", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await payByCard(fan.token, order.orderNo);
    await db().order.update({ where: { orderNo: order.orderNo }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const paid = stripe.pay(lastSegment(accepted.redirectUrl!));
    for (const e of paid.events) expect(await stripe.deliver(e)).toBe(200);
    const payment = await paymentOf(accepted.paymentNo);
    expect(payment).toMatchObject({ status: "REFUNDED", failureReason: "REFUND_DUE", refundedAmount: order.total });
    const refund = await db().refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    const sent = stripe.calls("POST", "/v1/refunds").filter((c) => c.idempotencyKey === `fanfare-refund-${refund.refundNo}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ payment_intent: payment.providerRef, amount: String(order.total), metadata: { fanfare_refund_no: refund.refundNo } });
    expect(refund).toMatchObject({ status: "SUCCEEDED", cause: "HOLD_EXPIRED", amount: order.total });
    expect((await outbox(s, fan.email)).filter((m) => m.text.includes(order.orderNo))).toHaveLength(1);
  });

  it("a box office refunds half of a card order through Stripe, then the rest (tickets voided); the refunds at Stripe add up to what was paid, once each", async () => {
    const fan = await buyer(s);
    const { event, boxOffice } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 2);
    const accepted = await payByCard(fan.token, order.orderNo);
    for (const e of stripe.pay(lastSegment(accepted.redirectUrl!)).events) await stripe.deliver(e);
    const payment = await paymentOf(accepted.paymentNo);
    expect(payment.status).toBe("SUCCEEDED");
    const half = order.total / 2;
    const refund = (input: Record<string, unknown>) => s.gql(REFUND_ORDER, { input: { orderNo: order.orderNo, reason: "Half refunded at the box office", idempotencyKey: key(), ...input } as never }, { token: boxOffice });
    const first = member((await refund({ amount: half })).data?.refundOrder, "OrderRefunded");
    expect(first).toMatchObject({ full: false, refund: { status: "SUCCEEDED", amount: { amount: half } }, order: { status: "PAID", refundable: { amount: half } } });
    // Redelivered refund events (Stripe's refund.created, twice) change nothing.
    for (const e of stripe.events.filter((x) => x.type === "refund.created")) {
      expect(await stripe.deliver(e)).toBe(200);
      expect(await stripe.deliver(e)).toBe(200);
    }
    const rest = member((await refund({})).data?.refundOrder, "OrderRefunded");
    expect(rest).toMatchObject({ full: true, refund: { amount: { amount: order.total - half } }, order: { status: "REFUNDED", refundable: { amount: 0 } } });
    expect((await refund({ amount: 1 })).data?.refundOrder.__typename).toBe("OrderNotRefundableError");
    const sent = stripe.calls("POST", "/v1/refunds").filter((c) => c.body.payment_intent === payment.providerRef);
    expect(sent.map((c) => Number(c.body.amount))).toEqual([half, order.total - half]);
    const refunds = await db().refund.findMany({ where: { paymentId: payment.id }, orderBy: { createdAt: "asc" } });
    expect(sent.map((c) => c.idempotencyKey)).toEqual(refunds.map((r) => `fanfare-refund-${r.refundNo}`));
    expect(await paymentOf(accepted.paymentNo)).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
    expect((await db().ticket.findMany({ where: { orderItem: { order: { orderNo: order.orderNo } } } })).map((t) => t.status)).toEqual(["REVOKED", "REVOKED"]);
  });

  it("twenty full refunds of one card order at once: one refund at Stripe, never above what was paid", async () => {
    const fan = await buyer(s);
    const { event, boxOffice } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 2);
    const accepted = await payByCard(fan.token, order.orderNo);
    for (const e of stripe.pay(lastSegment(accepted.redirectUrl!)).events) await stripe.deliver(e);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.gql(REFUND_ORDER, { input: { orderNo: order.orderNo, reason: "Refund storm", idempotencyKey: key() } }, { token: boxOffice })),
    );
    expect(answers.filter((a) => a.data?.refundOrder.__typename === "OrderRefunded")).toHaveLength(1);
    const payment = await paymentOf(accepted.paymentNo);
    expect(stripe.calls("POST", "/v1/refunds").filter((c) => c.body.payment_intent === payment.providerRef).map((c) => Number(c.body.amount))).toEqual([order.total]);
    expect(payment).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
  });

  /** A card order paid at Stripe and a full refund of it claimed (PENDING), not sent yet; what went to Stripe for its payment. */
  async function claimedCardRefund(reason: string) {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await payByCard(fan.token, order.orderNo);
    for (const e of stripe.pay(lastSegment(accepted.redirectUrl!)).events) await stripe.deliver(e);
    const payment = await paymentOf(accepted.paymentNo);
    const claimed = await db().$transaction((tx) => claimRefund(tx, s.app.deps, { payment, amount: payment.amount, orderAmount: order.total, cause: "ORDER_REFUND", reason }));
    expect(claimed?.status).toBe("PENDING");
    const sentToStripe = () => stripe.calls("POST", "/v1/refunds").filter((c) => c.body.payment_intent === payment.providerRef);
    return { refund: claimed!, sentToStripe };
  }

  it("a refund sent twice at once by this process (the request and the refund job) goes to Stripe once", async () => {
    const { refund, sentToStripe } = await claimedCardRefund("twice");
    const sent = await Promise.all([submitRefund(s.app.deps, refund.id), submitRefund(s.app.deps, refund.id)]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(sentToStripe()).toHaveLength(1);
    expect(await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "SUCCEEDED" });
  });

  it("a refund another instance is sending (its session lock) is left alone by the refund job and every sender here; once that instance dies, the job sends it, once", async () => {
    const { refund, sentToStripe } = await claimedCardRefund("elsewhere");
    // Older than the job's few seconds, and held by another instance that is waiting for Stripe.
    await db().refund.update({ where: { id: refund.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const other = new pg.Client({ connectionString: sqlPool(db()).options.connectionString });
    await other.connect();
    await other.query("select pg_advisory_lock(hashtextextended($1, 0))", [refundSendLock(refund.id)]);
    try {
      await reconcileRefunds(s.app.deps);
      expect(await submitRefund(s.app.deps, refund.id)).toBe(false);
      expect(sentToStripe()).toHaveLength(0);
    } finally {
      // That instance dies: its session, and the lock with it, end at once.
      await other.end();
    }
    await reconcileRefunds(s.app.deps);
    await reconcileRefunds(s.app.deps);
    expect(sentToStripe()).toHaveLength(1);
    expect(await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "SUCCEEDED" });
  });

  it("a full refund Stripe fails later (refund.failed) gives its claim back, and the box office can refund the order again: once, in full", async () => {
    const fan = await buyer(s);
    const { event, boxOffice } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await payByCard(fan.token, order.orderNo);
    for (const e of stripe.pay(lastSegment(accepted.redirectUrl!)).events) await stripe.deliver(e);
    const refund = () => s.gql(REFUND_ORDER, { input: { orderNo: order.orderNo, reason: "Fan asked at the box office", idempotencyKey: key() } }, { token: boxOffice });
    stripe.refundStatus = "pending";
    let first;
    try {
      first = member((await refund()).data?.refundOrder, "OrderRefunded");
    } finally {
      stripe.refundStatus = "succeeded";
    }
    expect(first).toMatchObject({ full: true, refund: { status: "SUBMITTED" }, order: { status: "REFUNDED" } });
    const sentFirst = stripe.calls("POST", "/v1/refunds").at(-1)!;
    const atStripe = stripe.refunds.get([...stripe.refunds.values()].find((r) => r.metadata && (r.metadata as Record<string, string>).fanfare_refund_no === first.refund.refundNo)!.id as string)!;
    expect(sentFirst.idempotencyKey).toBe(`fanfare-refund-${first.refund.refundNo}`);
    atStripe.status = "failed";
    atStripe.failure_reason = "expired_or_canceled_card";
    expect(await stripe.deliver(stripe.emit("refund.failed", atStripe))).toBe(200);
    const payment = await paymentOf(accepted.paymentNo);
    expect(payment).toMatchObject({ status: "SUCCEEDED", refundedAmount: 0 });
    // The order is refunded (its tickets void) but the money is not back: the box office sends it again.
    const again = member((await refund()).data?.refundOrder, "OrderRefunded");
    expect(again).toMatchObject({ full: true, refund: { status: "SUCCEEDED", amount: { amount: order.total } }, order: { status: "REFUNDED", refundable: { amount: 0 } } });
    expect((await refund()).data?.refundOrder.__typename).toBe("OrderNotRefundableError");
    expect(await paymentOf(accepted.paymentNo)).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
    const refunds = await db().refund.findMany({ where: { paymentId: payment.id }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => r.status)).toEqual(["FAILED", "SUCCEEDED"]);
  });

  it("a checkout past its lifetime is looked up at Stripe before it is cancelled: paid there → applied; still open → expired at Stripe, then cancelled", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const [a, b] = [await securedOrder(s, fan.token, event, 1), await securedOrder(s, fan.token, event, 1)];
    const [pa, pb] = [await payByCard(fan.token, a.orderNo), await payByCard(fan.token, b.orderNo)];
    // a: paid at Stripe, its webhooks lost. b: the fan walked away.
    stripe.pay(lastSegment(pa.redirectUrl!));
    const old = new Date(Date.now() - STRIPE_CHECKOUT_LIFETIME_MS - STALE_PAYMENT_GRACE_MS - 60_000);
    await db().payment.updateMany({ where: { paymentNo: { in: [pa.paymentNo, pb.paymentNo] } }, data: { createdAt: old } });
    await db().order.updateMany({ where: { orderNo: { in: [a.orderNo, b.orderNo] } }, data: { expiresAt: new Date(Date.now() + 600_000) } });
    await cancelStalePayments(s.app.deps);
    expect((await paymentOf(pa.paymentNo)).status).toBe("SUCCEEDED");
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: a.orderNo } })).status).toBe("PAID");
    expect(await paymentOf(pb.paymentNo)).toMatchObject({ status: "CANCELLED", failureReason: "CHECKOUT_EXPIRED" });
    expect(stripe.calls("GET", `/v1/checkout/sessions/${lastSegment(pb.redirectUrl!)}`)).toHaveLength(1);
    expect(stripe.calls("POST", `/v1/checkout/sessions/${lastSegment(pb.redirectUrl!)}/expire`)).toHaveLength(1);
    expect(stripe.sessions.get(lastSegment(pb.redirectUrl!))!.status).toBe("expired");
    // Stripe's lost webhooks finally arrive: nothing twice.
    for (const e of stripe.events.filter((e) => (e.data.object as { client_reference_id?: string }).client_reference_id === pa.paymentNo)) await stripe.deliver(e);
    expect(await db().payment.count({ where: { order: { orderNo: a.orderNo }, status: "SUCCEEDED" } })).toBe(1);
  });

  it("a Stripe that cannot be asked leaves the payment pending: nothing is cancelled blind", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const p = await payByCard(fan.token, order.orderNo);
    await db().payment.update({ where: { paymentNo: p.paymentNo }, data: { createdAt: new Date(Date.now() - STRIPE_CHECKOUT_LIFETIME_MS - STALE_PAYMENT_GRACE_MS - 60_000) } });
    for (let i = 0; i < 3; i++) stripe.failures.push({ path: /^\/v1\/checkout\/sessions\//, status: 503 });
    await cancelStalePayments(s.app.deps);
    expect((await paymentOf(p.paymentNo)).status).toBe("PENDING");
    await cancelStalePayments(s.app.deps);
    expect((await paymentOf(p.paymentNo)).status).toBe("CANCELLED");
  });
});

describe("disputes", () => {
  it("are recorded and the organiser told; a lost one refunds the order and voids its tickets (their QR dies), once, whatever the order of the events", async () => {
    const fan = await buyer(s);
    const { event, organisationId } = await organiserWithEvent(s);
    const owner = await buyer(s);
    await db().organisationMember.create({ data: { organisationId, userId: owner.userId, role: "OWNER" } });
    const order = await securedOrder(s, fan.token, event, 2);
    const accepted = await payByCard(fan.token, order.orderNo);
    for (const e of stripe.pay(lastSegment(accepted.redirectUrl!)).events) await stripe.deliver(e);
    const piId = (await paymentOf(accepted.paymentNo)).providerRef!;
    // A ticket's live QR, taken while the order is paid: the gate must refuse it once the dispute is lost.
    const ticket = await db().ticket.findFirstOrThrow({ where: { orderItem: { order: { orderNo: order.orderNo } } } });
    const qr = await currentCode(s, fan, encodeGlobalID("Ticket", ticket.id));
    const { createStaffToken } = await import("../../server/src/modules/auth/index.ts");
    const gate = (await createStaffToken(db(), "gate", ["gate:scan"], { organisationId })).token;
    const opened = stripe.dispute(piId, "needs_response", "du_test_dispute1");
    const lost = stripe.dispute(piId, "lost", "du_test_dispute1");
    // Reordered and duplicated: the loss first, then the opening (twice).
    expect(await stripe.deliver(lost)).toBe(200);
    expect(await stripe.deliver(opened)).toBe(200);
    expect(await stripe.deliver(opened)).toBe(200);
    expect(await stripe.deliver(lost)).toBe(200);
    const dispute = await db().dispute.findFirstOrThrow({ where: { disputeRef: "du_test_dispute1" } });
    expect(dispute.status).toBe("LOST");
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).status).toBe("REFUNDED");
    const tickets = await db().ticket.findMany({ where: { orderItem: { order: { orderNo: order.orderNo } } } });
    expect(tickets.map((t) => t.status)).toEqual(["REVOKED", "REVOKED"]);
    const scanned = await s.gql(VERIFY, { input: { code: qr, gateId: "R-1" } }, { token: gate });
    expect(member(scanned.data?.verifyEntry, "EntryVerification").result).toBe("REVOKED");
    expect(await db().gateScan.count({ where: { ticketId: ticket.id, result: "ACCEPTED" } })).toBe(0);
    const payment = await paymentOf(accepted.paymentNo);
    expect(payment).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
    expect(await db().refund.findMany({ where: { paymentId: payment.id }, select: { cause: true, amount: true, status: true } })).toEqual([{ cause: "DISPUTE_LOST", amount: order.total, status: "SUCCEEDED" }]);
    // No refund was asked of Stripe (the bank took the money), and the stock came back.
    expect(stripe.calls("POST", "/v1/refunds").filter((c) => c.body.payment_intent === piId)).toHaveLength(0);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } })).sold).toBe(0);
    const mail = await outbox(s, owner.email);
    expect(mail.map((m) => m.subject)).toContain(`Fanfare · Dispute lost: order ${order.orderNo}`);
    const seen = (await s.gql(OPERATOR_ORDER, { search: order.orderNo }, { token: (await organiserKey(organisationId)) })).data!.operatorOrders.edges[0]!.node;
    expect(seen).toMatchObject({ status: "REFUNDED", refundable: { amount: 0 }, disputes: [{ status: "LOST", provider: "stripe" }], refunds: [{ cause: "DISPUTE_LOST", orderAmount: order.total }] });
  });
});

describe("a lost dispute on a Fan Coin top-up", () => {
  it("takes the top-up's coins back from the wallet, as far as they are still there, once, and the ledger balances", async () => {
    const { chargeWallet } = await import("../../server/src/modules/wallet/index.ts");
    const fan = await buyer(s);
    const t = member((await s.gql(TOP_UP, { input: { amount: 50_00, method: "alipay", idempotencyKey: key() } }, { token: fan.token })).data?.topUp, "PaymentAccepted");
    for (const e of stripe.pay(lastSegment(t.redirectUrl!)).events) await stripe.deliver(e);
    expect(await balance(fan.token)).toBe(50_00);
    // 30.00 of it spent before the bank takes the money back.
    await db().$transaction((tx) => chargeWallet(tx, fan.userId, 30_00, "spent-before-dispute", "A purchase"));
    const piId = (await paymentOf(t.paymentNo)).providerRef!;
    const lost = stripe.dispute(piId, "lost", "du_test_topup1");
    expect(await stripe.deliver(lost)).toBe(200);
    expect(await stripe.deliver(lost)).toBe(200);
    expect(await balance(fan.token)).toBe(0);
    const taken = await db().ledgerTransaction.findMany({ where: { kind: "ADJUSTMENT", reference: t.orderNo }, include: { entries: true } });
    expect(taken).toHaveLength(1);
    expect(taken[0]!.entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-20_00, 20_00]);
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });
  });
});

async function organiserKey(organisationId: string) {
  const { createStaffToken } = await import("../../server/src/modules/auth/index.ts");
  return (await createStaffToken(db(), "reader", ["orders:read"], { organisationId })).token;
}
