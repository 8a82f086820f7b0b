// Paying orders (tickets, merch, top-ups) exactly once.
//
// - Every mutation carries an idempotency key: Payment has @@unique([userId, idempotencyKey]), so a
//   retry (or two racing copies) finds the first payment and returns its answer.
// - Attempts are counted by one conditional UPDATE on the order (hot events allow 1).
// - Wallet payments are synchronous: attempt, Payment, ledger entries and markOrderPaid commit in
//   one transaction, or nothing does (insufficient balance or an expired hold roll it all back).
// - Hosted-page payments (card, e-wallets) are PENDING until the provider's signed webhook. Webhooks
//   are recorded by (provider, event id) in the same transaction that applies them, so a duplicate
//   is a no-op; they are order-independent (a late failure never undoes a success; a success after a
//   failure still counts, because the money was taken). A success whose order can no longer be paid
//   (hold expired, or already paid by another attempt) is marked REFUND_DUE and refunded after the
//   commit, and again by the reconciliation job until it is done, so a crash cannot lose it.
// - A hosted checkout has a lifetime (the provider's checkoutLifetimeMs, counted from the payment's
//   creation). A payment still PENDING after it (the fan left the provider page, or the provider's
//   delivery died with a server) is CANCELLED by the payments:cancel-stale job, so the result page
//   stops waiting; a success that still arrives later is honoured, or refunded, like any other.
import crypto from "node:crypto";
import { z } from "zod";
import type { Order, Payment, Prisma } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { toLang } from "../../messages.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import {
  assertTicketsNamed,
  claimPaymentAttempt,
  createHeldOrder,
  findOrderByIdempotencyKey,
  findOrderByNo,
  getOrder,
  markOrderPaid,
  newOrderNo,
  orderItemsOf,
} from "../orders/index.ts";
import { findEventById, lockEventForPayment, ticketTypesForOffer } from "../events/index.ts";
import { productNameOfVariant } from "../merch/index.ts";
import { getUser, verifyPayPassword } from "../users/index.ts";
import { TooManyAttemptsError, WrongPayPasswordError } from "../users/index.ts";
import { sendMessage } from "../mail/index.ts";
import { publishBalances, toFanCoins, walletBalance, walletBalanceIn, type Posted } from "../wallet/index.ts";
import { HoldExpiredError, OrderNotPayableError, PaymentAttemptsExhaustedError, PaymentMethodUnavailableError, PayPasswordLockedError } from "./payments.errors.ts";
import { cardRule, depositRule, fullPayPasswordRule, paymentMethodRule, type PaymentMethod } from "@fanfare/shared/payments";
import { formatAmount } from "@fanfare/shared/money";
import { providerFor, providers, type CardDetails, type ProviderEvent } from "./providers.ts";
import { refundMail } from "./payments.mail.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";

/** A paid TOPUP order waits this long (no stock is held; it only bounds an abandoned checkout). */
export const TOPUP_HOLD_MINUTES = 24 * 60;
/** Marks a succeeded payment whose money must go back (its order could not be paid). */
export const REFUND_DUE = "REFUND_DUE";
/** A succeeded payment whose event the organiser cancelled: refunded like REFUND_DUE, with its own e-mail. */
export const EVENT_CANCELLED_REFUND_DUE = "REFUND_DUE:EVENT_CANCELLED";
const refundDue = [REFUND_DUE, EVENT_CANCELLED_REFUND_DUE];

/** An order of a cancelled event was refunded (order:refunded): its succeeded payments become due a refund, in the same transaction. */
export async function markOrderRefundDue(tx: Tx, orderId: string): Promise<void> {
  await tx.payment.updateMany({ where: { orderId, status: "SUCCEEDED", failureReason: null }, data: { failureReason: EVENT_CANCELLED_REFUND_DUE } });
}

/** The payments of these orders still due a refund. */
export async function refundDuePaymentIds(db: Db | Tx, orderIds: string[]): Promise<string[]> {
  const rows = await db.payment.findMany({ where: { orderId: { in: orderIds }, status: "SUCCEEDED", failureReason: { in: refundDue } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** How many payments of these orders were refunded. */
export function countRefundedPayments(db: Db | Tx, orderIds: string[]): Promise<number> {
  return db.payment.count({ where: { orderId: { in: orderIds }, status: "REFUNDED" } });
}
/** The failure reason of a payment whose hosted checkout ended without a decision from the provider. */
export const CHECKOUT_EXPIRED = "CHECKOUT_EXPIRED";
/** After a checkout's lifetime, how long a webhook already on its way may still take before we cancel. */
export const STALE_PAYMENT_GRACE_MS = 2 * 60_000;

export interface PayOrderInput {
  orderNo: string;
  method: string;
  payPassword?: string | null;
  card?: { holderName: string; number: string; expMonth: number; expYear: number; securityCode: string; brand: string } | null;
  savedCardId?: string | null;
  rememberCard?: boolean | null;
  idempotencyKey: string;
}

export type PayOrderResult =
  | { kind: "completed"; orderNo: string; paymentNo: string; balance: number | null }
  | { kind: "redirect"; orderNo: string; paymentNo: string; redirectUrl: string };

const idempotencyKeyRule = z.string("validation.required").trim().min(8, "validation.required").max(100, "validation.required");
const orderNoRule = z.string("validation.required").trim().min(1, "validation.required").max(40, "validation.required");

function newPaymentNo(now: Date): string {
  return `P${now.toISOString().slice(2, 10).replaceAll("-", "")}${crypto.randomBytes(8).toString("hex").toUpperCase()}`;
}


function fanCoinRate(deps: Deps, currency: string): number {
  const rate = deps.config.payments.fanCoinRateBps[currency];
  if (!rate) throw new OrderNotPayableError("CURRENCY");
  return rate;
}

/** The Fan Coin price of an order (ceil, in the platform's favour); a TOPUP cannot be paid from the wallet. */
export function fanCoinPrice(deps: Deps, order: Pick<Order, "currency" | "totalAmount" | "kind">): number | null {
  if (order.kind === "TOPUP") return null;
  return toFanCoins(order.totalAmount, fanCoinRate(deps, order.currency));
}

async function findOwnOrder(deps: Deps, userId: string, orderNo: string): Promise<Order> {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order || order.userId !== userId) throw new NotFoundError("order");
  return order;
}

/** Throws the reason an order cannot take a payment now. */
function assertPayable(order: Order, now: Date): void {
  if (order.status === "AWAITING_PAYMENT" && order.expiresAt && order.expiresAt <= now) throw new HoldExpiredError();
  if (order.status === "EXPIRED" || order.status === "CANCELLED") throw new HoldExpiredError();
  if (order.status !== "AWAITING_PAYMENT") throw new OrderNotPayableError(order.status);
  if (order.maxPaymentAttempts !== null && order.paymentAttempts >= order.maxPaymentAttempts) throw new PaymentAttemptsExhaustedError();
}

/** Counts one attempt, atomically; false when the order is not payable or has no attempts left. */
function takeAttempt(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  return claimPaymentAttempt(tx, orderId, now);
}

/** Inside the transaction that tried: its connection holds the order's row lock, so read through tx. */
async function attemptRefused(deps: Deps, tx: Tx, orderId: string): Promise<never> {
  const order = await getOrder(tx, orderId);
  assertPayable(order, deps.now());
  throw new OrderNotPayableError(order.status);
}

async function checkPayPassword(deps: Deps, userId: string, payPassword: string): Promise<void> {
  try {
    await verifyPayPassword(deps, userId, payPassword, "payPassword");
  } catch (e) {
    if (e instanceof TooManyAttemptsError) throw new PayPasswordLockedError(e.retryAfterSeconds);
    // The fifth wrong try locks at once: say so now rather than on the sixth.
    if (e instanceof WrongPayPasswordError && e.lockedForSeconds) throw new PayPasswordLockedError(e.lockedForSeconds);
    throw e;
  }
}

function returnUrl(order: Order, isNewCard: boolean): string {
  const orderNo = encodeURIComponent(order.orderNo);
  return order.kind === "TOPUP"
    ? `/#/payment/rechargeResult?orderNo=${orderNo}&isNewCard=${isNewCard ? 1 : 0}`
    : `/#/payment/result?orderNo=${orderNo}`;
}

/** When the payment's hosted checkout stops taking a decision; null for a provider that answers at once. */
function checkoutExpiresAt(payment: Pick<Payment, "provider" | "createdAt">): Date | null {
  const lifetime = providerFor(payment.provider).checkoutLifetimeMs;
  return lifetime === null ? null : new Date(payment.createdAt.getTime() + lifetime);
}

function describe(order: Order): string {
  return order.kind === "TOPUP" ? `Fan Coin top-up ${order.orderNo}` : `Order ${order.orderNo}`;
}

/** The answer a payment gives, for the first call and every retry with the same key. */
async function answerFor(deps: Deps, payment: Payment): Promise<PayOrderResult> {
  const order = await getOrder(deps.db, payment.orderId);
  if (payment.provider === "wallet") {
    return { kind: "completed", orderNo: order.orderNo, paymentNo: payment.paymentNo, balance: await walletBalance(deps, payment.userId) };
  }
  const expiresAt = checkoutExpiresAt(payment);
  if (payment.status !== "PENDING" || (expiresAt && expiresAt <= deps.now())) {
    return { kind: "redirect", orderNo: order.orderNo, paymentNo: payment.paymentNo, redirectUrl: returnUrl(order, false) };
  }
  // The hosted page again (the provider's createPayment is idempotent per paymentNo), for what is
  // left of the same checkout lifetime: a retry does not extend it.
  const created = await providerFor(payment.provider).createPayment(deps, {
    checkoutExpiresAt: expiresAt ?? undefined,
    paymentNo: payment.paymentNo,
    userId: payment.userId,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    description: describe(order),
    returnUrl: returnUrl(order, false),
  });
  return { kind: "redirect", orderNo: order.orderNo, paymentNo: payment.paymentNo, redirectUrl: created.kind === "redirect" ? created.redirectUrl : returnUrl(order, false) };
}

async function existingPayment(deps: Deps, userId: string, idempotencyKey: string): Promise<Payment | null> {
  return deps.db.payment.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } } });
}

/** Pays an order of the viewer with the wallet, a card or an e-wallet. */
export async function payOrder(deps: Deps, userId: string, raw: PayOrderInput): Promise<PayOrderResult> {
  const idempotencyKey = validate(idempotencyKeyRule, raw.idempotencyKey);
  const first = await existingPayment(deps, userId, idempotencyKey);
  if (first) return answerFor(deps, first);

  const method = validate(z.object({ method: paymentMethodRule }), { method: raw.method }).method;
  const orderNo = validate(orderNoRule, raw.orderNo);
  const order = await findOwnOrder(deps, userId, orderNo);
  assertPayable(order, deps.now());
  // A real-name order held without names (an offer from the waiting room) is named before it is paid.
  await assertTicketsNamed(deps.db, order);

  try {
    if (method === "wallet") return await payWithWallet(deps, userId, order, raw.payPassword ?? "", idempotencyKey);
    return await payWithProvider(deps, userId, order, method, raw, idempotencyKey);
  } catch (e) {
    // A racing copy of the same request committed first (we then fail on the unique key, or find the
    // order already paid by it): answer as it did.
    const winner = await existingPayment(deps, userId, idempotencyKey);
    if (winner) return answerFor(deps, winner);
    throw e;
  }
}

async function payWithWallet(deps: Deps, userId: string, order: Order, payPassword: string, idempotencyKey: string): Promise<PayOrderResult> {
  if (order.kind === "TOPUP") throw new OrderNotPayableError("TOPUP");
  const password = validate(z.object({ payPassword: fullPayPasswordRule }), { payPassword }).payPassword;
  await checkPayPassword(deps, userId, password);
  const amount = fanCoinPrice(deps, order)!;
  if (amount <= 0) throw new OrderNotPayableError("FREE");
  const now = deps.now();
  const paymentNo = newPaymentNo(now);

  let posted: Posted | undefined;
  await deps.db.$transaction(async (tx) => {
    // Waits for a cancel of the event under way, before the order's row lock (the cancel's order of locks).
    if (order.eventId && !(await lockEventForPayment(tx, order.eventId))) throw new OrderNotPayableError("CANCELLED");
    if (!(await takeAttempt(tx, order.id, now))) return attemptRefused(deps, tx, order.id);
    await tx.payment.create({
      data: { paymentNo, orderId: order.id, userId, method: "wallet", provider: "wallet", amount, currency: "FANCOIN", status: "SUCCEEDED", idempotencyKey, completedAt: now },
    });
    const created = await providerFor("wallet").createPayment(deps, { tx, paymentNo, userId, amount, currency: "FANCOIN", method: "wallet", description: describe(order), returnUrl: returnUrl(order, false) });
    if (created.kind !== "succeeded") throw new Error("the wallet provider pays at once");
    posted = created.posted;
    await tx.payment.update({ where: { paymentNo }, data: { providerRef: created.providerRef } });
    // Same transaction as the ledger: if the hold has gone, nothing above is kept.
    if (!(await markOrderPaid(tx, deps, order.id, now))) throw new HoldExpiredError();
  });
  publishBalances(deps, posted?.users ?? []);
  publishResult(deps, order.orderNo, "SUCCEEDED", null);
  const balance = posted?.users.find((u) => u.userId === userId)?.balance ?? null;
  return { kind: "completed", orderNo: order.orderNo, paymentNo, balance };
}

async function payWithProvider(deps: Deps, userId: string, order: Order, method: PaymentMethod, raw: PayOrderInput, idempotencyKey: string): Promise<PayOrderResult> {
  if (!deps.config.payments.sandboxEnabled) throw new PaymentMethodUnavailableError();
  const now = deps.now();
  let card: (CardDetails & { number: string }) | undefined;
  let savedCard: (CardDetails & { token: string }) | undefined;
  if (method === "card") {
    if (raw.savedCardId) {
      const saved = await deps.db.savedCard.findUnique({ where: { id: raw.savedCardId } });
      if (!saved || saved.userId !== userId) throw new NotFoundError("card");
      savedCard = { token: saved.providerToken, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, holderName: saved.holderName };
    } else {
      const c = validate(z.object({ card: cardRule(now) }), { card: raw.card ?? undefined }).card;
      card = { number: c.number, brand: c.brand, last4: c.number.slice(-4), expMonth: c.expMonth, expYear: c.expYear, holderName: c.holderName };
    }
  }
  const isNewCard = !!card;
  // Cards and e-wallets charge the order's own currency; a top-up charges HKD (1 Fan Coin = 1 HKD).
  const currency = order.kind === "TOPUP" ? "HKD" : order.currency;
  const paymentNo = newPaymentNo(now);

  await deps.db.$transaction(async (tx) => {
    if (!(await takeAttempt(tx, order.id, now))) return attemptRefused(deps, tx, order.id);
    await tx.payment.create({
      data: {
        paymentNo, orderId: order.id, userId, method, provider: "sandbox", amount: order.totalAmount, currency,
        idempotencyKey, rememberCard: isNewCard && !!raw.rememberCard, savedCardId: raw.savedCardId ?? null, createdAt: now,
      },
    });
  });
  const created = await providerFor("sandbox").createPayment(deps, {
    paymentNo, userId, amount: order.totalAmount, currency, method, description: describe(order),
    returnUrl: returnUrl(order, isNewCard), card, savedCard, rememberCard: !!raw.rememberCard,
    checkoutExpiresAt: checkoutExpiresAt({ provider: "sandbox", createdAt: now }) ?? undefined,
  });
  if (created.kind !== "redirect") throw new Error("the sandbox provider always redirects");
  await deps.db.payment.updateMany({ where: { paymentNo, providerRef: null }, data: { providerRef: created.providerRef } });
  publishResult(deps, order.orderNo, "PENDING", null);
  return { kind: "redirect", orderNo: order.orderNo, paymentNo, redirectUrl: created.redirectUrl };
}

// ───── top-ups ─────

export interface TopUpInput extends Omit<PayOrderInput, "orderNo" | "payPassword"> {
  amount: number;
}

/** A TOPUP order (Fan Coin, 1 Fan Coin = 1 HKD) paid through a card or an e-wallet. */
export async function topUp(deps: Deps, userId: string, raw: TopUpInput): Promise<PayOrderResult> {
  const idempotencyKey = validate(idempotencyKeyRule, raw.idempotencyKey);
  const first = await existingPayment(deps, userId, idempotencyKey);
  if (first) return answerFor(deps, first);
  const amount = validate(z.object({ amount: depositRule(deps.config.payments.topUpMaxAmount) }), { amount: raw.amount }).amount;
  const method = validate(z.object({ method: paymentMethodRule }), { method: raw.method }).method;
  if (method === "wallet") throw new ValidationError("validation.selectPaymentMethod", "method");

  const now = deps.now();
  const orderKey = `topup:${idempotencyKey}`;
  let order = await findOrderByIdempotencyKey(deps.db, userId, orderKey);
  if (!order) {
    try {
      order = await createHeldOrder(deps.db, {
        orderNo: newOrderNo("TOPUP", now), userId, kind: "TOPUP", currency: "FANCOIN", totalAmount: amount,
        expiresAt: new Date(now.getTime() + TOPUP_HOLD_MINUTES * 60_000), idempotencyKey: orderKey,
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      order = await findOrderByIdempotencyKey(deps.db, userId, orderKey);
      if (!order) throw e;
    }
  }
  return payOrder(deps, userId, { ...raw, orderNo: order.orderNo, idempotencyKey });
}

// ───── webhooks ─────

export function publishResult(deps: Deps, orderNo: string, status: string, reason: string | null): void {
  deps.pubsub.publish("payment:result", orderNo, { orderNo, status, reason });
}

export interface WebhookOutcome {
  duplicate: boolean;
  status: string;
}

/**
 * Applies one verified provider event, exactly once per (provider, event id). What follows a decision
 * (the result page told, a top-up's balance pushed, money taken for an order that can no longer be paid
 * refunded) is payment:settled's after-commit work (wiring.ts): it runs only once this transaction has
 * committed, so nobody is told of a payment that then rolls back.
 */
export async function applyProviderEvent(deps: Deps, providerName: string, event: ProviderEvent): Promise<WebhookOutcome> {
  const now = deps.now();
  return deps.db.$transaction(async (tx): Promise<WebhookOutcome> => {
    const inserted = await tx.$executeRaw`insert into "WebhookEvent" (id, provider, "eventId", payload, "receivedAt")
      values (${crypto.randomUUID()}, ${providerName}, ${event.id}, ${JSON.stringify(event)}::jsonb, ${now})
      on conflict (provider, "eventId") do nothing`;
    if (inserted === 0) return { duplicate: true, status: "DUPLICATE" };

    // Lock the payment row: two different events of one payment apply one after the other.
    const [locked] = await tx.$queryRaw<{ id: string }[]>`select id from "Payment" where "paymentNo" = ${event.data.paymentNo} and provider = ${providerName} for update`;
    const payment = locked ? await tx.payment.findUniqueOrThrow({ where: { id: locked.id } }) : null;
    let status = "IGNORED";
    if (!payment) {
      deps.log.warn(`webhook ${event.id} for unknown payment ${event.data.paymentNo}`);
    } else if (event.type === "payment.succeeded") {
      status = await applySuccess(tx, deps, payment, event, now);
    } else if (event.type === "payment.failed") {
      if (payment.status === "PENDING") {
        const reason = event.data.failureReason ?? "DECLINED";
        await tx.payment.update({ where: { id: payment.id }, data: { status: "FAILED", failureReason: reason, completedAt: now, providerRef: event.data.providerRef } });
        await deps.events.emit(tx, deps, "payment:settled", { paymentId: payment.id, order: await getOrder(tx, payment.orderId), outcome: "FAILED", reason });
        status = "FAILED";
      } else status = payment.status; // a late failure never undoes a success
    } else if (event.type === "refund.succeeded") {
      status = payment.status;
    }
    await tx.webhookEvent.update({ where: { provider_eventId: { provider: providerName, eventId: event.id } }, data: { processedAt: now } });
    return { duplicate: false, status };
  });
}

async function applySuccess(tx: Tx, deps: Deps, payment: Payment, event: ProviderEvent, now: Date): Promise<string> {
  if (payment.status === "SUCCEEDED" || payment.status === "REFUNDED") return payment.status;
  const order = await getOrder(tx, payment.orderId);
  // An order of an event being cancelled: wait for the cancel (before taking the order's row lock, which the
  // cancel takes after the event's), so the order is either refunded by it or found unpayable here.
  const eventLive = !order.eventId || (await lockEventForPayment(tx, order.eventId));
  const matches = event.data.amount === payment.amount && event.data.currency === payment.currency;
  await tx.payment.update({ where: { id: payment.id }, data: { status: "SUCCEEDED", completedAt: now, failureReason: null, providerRef: event.data.providerRef } });
  if (payment.rememberCard && event.data.card) {
    const c = event.data.card;
    const known = await tx.savedCard.findFirst({ where: { userId: payment.userId, providerToken: c.token } });
    if (!known) {
      await tx.savedCard.create({ data: { userId: payment.userId, providerToken: c.token, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, holderName: c.holderName } });
    }
  }
  const paid = matches && eventLive ? await markOrderPaid(tx, deps, order.id, now) : null;
  if (!matches) deps.log.error(`payment ${payment.paymentNo}: provider amount ${event.data.amount} ${event.data.currency} differs, refunding`);
  if (!paid) {
    await tx.payment.update({ where: { id: payment.id }, data: { failureReason: eventLive ? REFUND_DUE : EVENT_CANCELLED_REFUND_DUE } });
    await deps.events.emit(tx, deps, "payment:settled", { paymentId: payment.id, order, outcome: "REFUND_DUE", reason: eventLive ? "HOLD_EXPIRED" : "EVENT_CANCELLED" });
    return REFUND_DUE;
  }
  await deps.events.emit(tx, deps, "payment:settled", { paymentId: payment.id, order: paid, outcome: "SUCCEEDED", reason: null });
  return "SUCCEEDED";
}

/** payment:settled, after the commit: the result page hears the decision, and a paid top-up's new balance is pushed. */
export async function tellPaymentSettled(deps: Deps, { order, outcome, reason }: { order: Order; outcome: "SUCCEEDED" | "FAILED" | "REFUND_DUE"; reason: string | null }): Promise<void> {
  publishResult(deps, order.orderNo, outcome === "REFUND_DUE" ? "REFUNDING" : outcome, reason);
  if (outcome === "SUCCEEDED" && order.kind === "TOPUP") publishBalances(deps, [{ userId: order.userId, balance: await walletBalance(deps, order.userId) }]);
}

/** payment:settled REFUND_DUE, after the commit: the money goes back at once (the reconciliation job retries a failure). */
export async function refundSettledPayment(deps: Deps, { paymentId, outcome }: { paymentId: string; outcome: string }): Promise<void> {
  if (outcome === "REFUND_DUE") await refundPayment(deps, paymentId);
}

/** order:refunded (its event was cancelled), after the commit: each of its payments due a refund goes back to where it came from. */
export async function refundOrderPayments(deps: Deps, orderId: string): Promise<void> {
  for (const id of await refundDuePaymentIds(deps.db, [orderId])) await refundPayment(deps, id);
}

// ───── refunds ─────

/**
 * Returns a succeeded payment's money to where it came from (card → provider.refund, wallet → reverse
 * ledger transaction), marks it REFUNDED and tells the fan (result page and e-mail). Idempotent.
 */
export async function refundPayment(deps: Deps, paymentId: string): Promise<boolean> {
  const payment = await deps.db.payment.findUniqueOrThrow({ where: { id: paymentId } });
  if (payment.status !== "SUCCEEDED" || !refundDue.includes(payment.failureReason ?? "")) return false;
  const eventCancelled = payment.failureReason === EVENT_CANCELLED_REFUND_DUE;
  const provider = providerFor(payment.provider);
  const now = deps.now();
  let done = false;
  let posted: Posted["users"] = [];
  if (payment.provider === "wallet") {
    await deps.db.$transaction(async (tx) => {
      const n = await tx.payment.updateMany({ where: { id: payment.id, status: "SUCCEEDED", failureReason: payment.failureReason }, data: { status: "REFUNDED", completedAt: now } });
      if (n.count !== 1) return;
      await provider.refund(deps, { tx, paymentNo: payment.paymentNo, providerRef: payment.providerRef, userId: payment.userId, amount: payment.amount, currency: payment.currency });
      posted = [{ userId: payment.userId, balance: await walletBalanceIn(tx, payment.userId) }];
      done = true;
    });
  } else {
    // The provider's refund is idempotent per payment: after a crash here, the job asks again.
    await provider.refund(deps, { paymentNo: payment.paymentNo, providerRef: payment.providerRef, userId: payment.userId, amount: payment.amount, currency: payment.currency });
    const n = await deps.db.payment.updateMany({ where: { id: payment.id, status: "SUCCEEDED", failureReason: payment.failureReason }, data: { status: "REFUNDED", completedAt: now } });
    done = n.count === 1;
  }
  if (!done) return false;
  publishBalances(deps, posted);
  const order = await getOrder(deps.db, payment.orderId);
  publishResult(deps, order.orderNo, "REFUNDED", eventCancelled ? "EVENT_CANCELLED" : "HOLD_EXPIRED");
  const user = await getUser(deps, payment.userId);
  const lang = toLang(user.language);
  const mail = refundMail(lang, eventCancelled ? "event-cancelled" : "hold-expired", { orderNo: order.orderNo, amount: formatAmount(payment.amount), currency: payment.currency === "FANCOIN" ? "Fan Coin" : payment.currency });
  await sendMessage(deps, { channel: "EMAIL", to: user.email, template: "generic", lang, vars: mail });
  return true;
}

/** Refunds every payment still due one (after a crash, or a provider that was down). */
export async function reconcilePayments(deps: Deps): Promise<number> {
  const due = await deps.db.payment.findMany({ where: { status: "SUCCEEDED", failureReason: { in: refundDue } }, select: { id: true }, take: 100 });
  let n = 0;
  for (const p of due) if (await refundPayment(deps, p.id)) n++;
  return n;
}

/**
 * Cancels hosted-page payments still PENDING after their checkout's lifetime (and a grace for a
 * webhook on its way), and tells open result pages. The update is conditional on PENDING and a
 * webhook locks the payment row first, so a success racing this job either wins (and stays) or finds
 * the payment CANCELLED and is still honoured (or refunded) by applySuccess.
 */
export async function cancelStalePayments(deps: Deps, limit = 200): Promise<number> {
  const now = deps.now();
  let cancelled = 0;
  for (const provider of Object.values(providers)) {
    if (provider.checkoutLifetimeMs === null) continue;
    const createdBefore = new Date(now.getTime() - provider.checkoutLifetimeMs - STALE_PAYMENT_GRACE_MS);
    const stale = await deps.db.payment.findMany({
      where: { provider: provider.name, status: "PENDING", createdAt: { lt: createdBefore } },
      select: { id: true, orderId: true },
      orderBy: { createdAt: "asc" },
      take: limit,
    });
    for (const p of stale) {
      const n = await deps.db.payment.updateMany({ where: { id: p.id, status: "PENDING" }, data: { status: "CANCELLED", failureReason: CHECKOUT_EXPIRED, completedAt: now } });
      if (n.count !== 1) continue;
      cancelled++;
      publishResult(deps, (await getOrder(deps.db, p.orderId)).orderNo, "CANCELLED", CHECKOUT_EXPIRED);
    }
  }
  return cancelled;
}

export function registerPaymentJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("payments:reconcile-refunds", 15_000, () => reconcilePayments(deps));
  jobs.every("payments:cancel-stale", 60_000, () => cancelStalePayments(deps));
}

// ───── reads ─────

export type PaymentResultStatus = "NOT_PAID" | "PENDING" | "SUCCEEDED" | "FAILED" | "REFUNDING" | "REFUNDED" | "EXPIRED";

export interface PaymentResultView {
  orderNo: string;
  kind: string;
  status: PaymentResultStatus;
  reason: string | null;
  amount: number;
  currency: string;
  method: string | null;
  attemptsLeft: number | null;
  canRetry: boolean;
  /** What was bought (the event, the product, or Fan Coin) and its lines: the result page says so. */
  title: string;
  description: string | null;
}

function attemptsLeft(order: Order): number | null {
  return order.maxPaymentAttempts === null ? null : Math.max(0, order.maxPaymentAttempts - order.paymentAttempts);
}

/** The stored outcome of an order's payment, so a result page that connects late still shows it. */
export async function paymentResult(deps: Deps, userId: string, orderNo: string): Promise<PaymentResultView> {
  const order = await findOwnOrder(deps, userId, validate(orderNoRule, orderNo));
  const payments = await deps.db.payment.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "desc" } });
  const now = deps.now();
  const paying = payments.find((p) => p.status === "SUCCEEDED" && p.failureReason === null);
  const latest = paying ?? payments[0];
  const left = attemptsLeft(order);
  const holdLive = order.status === "AWAITING_PAYMENT" && (!order.expiresAt || order.expiresAt > now);
  let status: PaymentResultStatus;
  let reason: string | null = null;
  if (order.status === "PAID" || order.status === "REFUNDED" || paying) status = "SUCCEEDED";
  else if (!latest) status = holdLive ? "NOT_PAID" : "EXPIRED";
  else if (latest.status === "PENDING" || latest.status === "CANCELLED") {
    // A cancelled checkout reads as a failure the fan can act on (retry or support) while the hold lasts.
    status = !holdLive ? "EXPIRED" : latest.status === "PENDING" ? "PENDING" : "FAILED";
    if (status === "FAILED") reason = latest.failureReason;
  } else if (latest.status === "SUCCEEDED" || latest.status === "REFUNDED") {
    status = latest.status === "SUCCEEDED" ? "REFUNDING" : "REFUNDED";
    reason = "HOLD_EXPIRED";
  } else {
    status = "FAILED";
    reason = latest.failureReason;
  }
  return {
    orderNo: order.orderNo,
    kind: order.kind,
    status,
    reason,
    amount: latest?.amount ?? order.totalAmount,
    currency: latest?.currency ?? order.currency,
    method: latest?.method ?? null,
    attemptsLeft: left,
    canRetry: holdLive && (left === null || left > 0) && status !== "SUCCEEDED",
    ...(await describeOrder(deps, order)),
  };
}

export interface PayableOrderView {
  order: Order;
  title: string;
  description: string | null;
  fanCoinAmount: number | null;
  attemptsLeft: number | null;
  walletBalance: number;
  payPasswordSetUp: boolean;
}

/** An order's title (the event, else its first line; "Fan Coin" for a top-up) and its lines, for the payment pages. */
async function describeOrder(deps: Deps, order: Order): Promise<{ title: string; description: string | null }> {
  const [items, event] = await Promise.all([
    orderItemsOf(deps.db, order.id),
    order.eventId ? findEventById(deps, { select: { title: true, venue: true } }, order.eventId) : null,
  ]);
  const typeIds = items.flatMap((i) => (i.ticketTypeId ? [i.ticketTypeId] : []));
  const typeNames = new Map((typeIds.length ? await ticketTypesForOffer(deps.db, typeIds) : []).map((t) => [t.id, t.name]));
  const parts = await Promise.all(
    items.map(async (i) => {
      const name = (i.ticketTypeId ? typeNames.get(i.ticketTypeId) : undefined) ?? (i.merchVariantId ? await productNameOfVariant(deps.db, i.merchVariantId) : null) ?? "";
      return i.quantity > 1 ? `${name} × ${i.quantity}` : name;
    }),
  );
  const title = order.kind === "TOPUP" ? "Fan Coin" : (event?.title ?? parts[0] ?? order.orderNo);
  return { title, description: parts.filter(Boolean).join(", ") || event?.venue || null };
}

/** What the payment page shows before the fan pays: price, its Fan Coin equivalent, hold, attempts. */
export async function payableOrder(deps: Deps, userId: string, orderNo: string): Promise<PayableOrderView> {
  const order = await findOwnOrder(deps, userId, validate(orderNoRule, orderNo));
  const user = await getUser(deps, userId);
  return {
    order,
    ...(await describeOrder(deps, order)),
    fanCoinAmount: fanCoinPrice(deps, order),
    attemptsLeft: attemptsLeft(order),
    walletBalance: await walletBalance(deps, userId),
    payPasswordSetUp: !!user.payPasswordHash,
  };
}

export async function deleteSavedCard(deps: Deps, userId: string, id: string): Promise<void> {
  const n = await deps.db.savedCard.deleteMany({ where: { id, userId } });
  if (n.count !== 1) throw new NotFoundError("card");
}

/** The fan's saved cards, newest first. */
export function listSavedCards(deps: Deps, query: { include?: Prisma.SavedCardInclude; select?: Prisma.SavedCardSelect }, userId: string) {
  return deps.db.savedCard.findMany({ ...query, where: { userId }, orderBy: { createdAt: "desc" } });
}
