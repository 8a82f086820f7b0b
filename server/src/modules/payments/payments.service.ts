// Paying orders (tickets, merch, top-ups) exactly once.
//
// - Every mutation carries an idempotency key: Payment has @@unique([userId, idempotencyKey]), so a
//   retry (or two racing copies) finds the first payment and returns its answer.
// - Attempts are counted by one conditional UPDATE on the order (hot events allow 1).
// - Wallet payments are synchronous: attempt, Payment, ledger entries and markOrderPaid commit in
//   one transaction, or nothing does (insufficient balance or an expired hold roll it all back).
// - Provider payments (cards, Apple Pay and Google Pay, e-wallets) go to the provider routes.ts names for the
//   method. The Payment row commits first (PENDING, with the attempt); then the provider is asked, with an
//   idempotency key made from the payment number, so asking again (the fan's retry with the same key after a
//   timeout, a restart) resumes the same checkout at the provider instead of opening a second one. The
//   provider's webhook decides it (webhooks.ts); a provider that decides at once (a saved card charged
//   without 3-D Secure) is applied the same way, as an event.
// - A provider that refuses the request itself (4xx) took nothing: the payment fails and the attempt goes
//   back. One that does not answer leaves the payment PENDING: a retry resumes it, and the stale-payment job
//   looks it up at the provider before it cancels it (payments.jobs.ts).
import { z } from "zod";
import type { Order, Payment } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { toLang } from "../../messages.ts";
import {
  assertTicketsNamed,
  claimPaymentAttempt,
  createHeldOrder,
  findOrderByIdempotencyKey,
  getOrder,
  givePaymentAttemptBack,
  markOrderPaid,
  newOrderNo,
} from "../orders/index.ts";
import { lockEventForPayment } from "../events/index.ts";
import { getUser, verifyPayPassword } from "../users/index.ts";
import { TooManyAttemptsError, WrongPayPasswordError } from "../users/index.ts";
import { publishBalances, walletBalance, type Posted } from "../wallet/index.ts";
import {
  HoldExpiredError,
  OrderNotPayableError,
  PaymentAttemptsExhaustedError,
  PaymentMethodUnavailableError,
  PaymentProviderUnavailableError,
  PayPasswordLockedError,
} from "./payments.errors.ts";
import { cardRule, depositRule, fullPayPasswordRule, paymentMethodRule, type PaymentMethod } from "@fanfare/shared/payments";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import { ProviderRefusedError, providerFor, type CardDetails, type CreatePaymentRequest, type CreatePaymentResult, type PaymentProvider, type SavedCardRef } from "./providers.ts";
import { routeFor } from "./routes.ts";
import { idempotencyKeyRule, newPaymentNo, orderNoRule } from "./payments.rules.ts";
import { describeOrder, fanCoinPrice, findOwnOrder, publishResult } from "./results.ts";
import { applyProviderEvent } from "./webhooks.ts";
import { savedCardForPayment } from "./saved-cards.ts";
import { walletProvider } from "./provider.wallet.ts";

/** A paid TOPUP order waits this long (no stock is held; it only bounds an abandoned checkout). */
export const TOPUP_HOLD_MINUTES = 24 * 60;

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
  /** Paid from the wallet. */
  | { kind: "completed"; orderNo: string; paymentNo: string; balance: number | null }
  /** Continue at redirectUrl: the provider's page, or the app's result page once decided. */
  | { kind: "redirect"; orderNo: string; paymentNo: string; redirectUrl: string }
  /** The provider decided at once (a saved card): the result page shows it. */
  | { kind: "decided"; orderNo: string; paymentNo: string; status: "SUCCEEDED" | "FAILED" };

/** Throws the reason an order cannot take a payment now. */
function assertPayable(order: Order, now: Date): void {
  if (order.status === "AWAITING_PAYMENT" && order.expiresAt && order.expiresAt <= now) throw new HoldExpiredError();
  if (order.status === "EXPIRED" || order.status === "CANCELLED") throw new HoldExpiredError();
  if (order.status !== "AWAITING_PAYMENT") throw new OrderNotPayableError(order.status);
  if (order.maxPaymentAttempts !== null && order.paymentAttempts >= order.maxPaymentAttempts) throw new PaymentAttemptsExhaustedError();
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

/** The app's result page of an order (relative: the browser is on our origin). */
export function resultUrl(order: Pick<Order, "orderNo" | "kind">, isNewCard: boolean): string {
  const orderNo = encodeURIComponent(order.orderNo);
  return order.kind === "TOPUP"
    ? `/#/payment/rechargeResult?orderNo=${orderNo}&isNewCard=${isNewCard ? 1 : 0}`
    : `/#/payment/result?orderNo=${orderNo}`;
}

/** Where a real provider sends the browser back (provider.routes.ts looks the payment up, then shows the result). */
function providerReturnUrl(deps: Deps, paymentNo: string): string {
  return new URL(`/payments/return/${encodeURIComponent(paymentNo)}`, deps.config.publicUrl).toString();
}

/** When the payment's hosted checkout stops taking a decision; null for a provider that answers at once. */
export function checkoutExpiresAt(deps: Deps, payment: Pick<Payment, "provider" | "createdAt">): Date | null {
  const lifetime = providerFor(deps, payment.provider).checkoutLifetimeMs;
  return lifetime === null ? null : new Date(payment.createdAt.getTime() + lifetime);
}

/** What the provider's page and statement say the payment is for. */
async function describe(deps: Deps, order: Order): Promise<string> {
  if (order.kind === "TOPUP") return `Fan Coin top-up ${order.orderNo}`;
  const { title } = await describeOrder(deps, order);
  return `${title} · ${order.orderNo}`.slice(0, 200);
}

async function existingPayment(deps: Deps, userId: string, idempotencyKey: string): Promise<Payment | null> {
  return deps.db.payment.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } } });
}

/** The answer a payment gives, for the first call and every retry with the same key. */
async function answerFor(deps: Deps, payment: Payment): Promise<PayOrderResult> {
  const order = await getOrder(deps.db, payment.orderId);
  const base = { orderNo: order.orderNo, paymentNo: payment.paymentNo };
  if (payment.provider === "wallet") return { kind: "completed", ...base, balance: await walletBalance(deps, payment.userId) };
  const expiresAt = checkoutExpiresAt(deps, payment);
  if (payment.status !== "PENDING" || (expiresAt && expiresAt <= deps.now())) return { kind: "redirect", ...base, redirectUrl: resultUrl(order, false) };
  // The same checkout again, for what is left of its lifetime: a retry does not extend it.
  if (payment.checkoutUrl) return { kind: "redirect", ...base, redirectUrl: payment.checkoutUrl };
  // The provider never answered the first time: ask again, with the same idempotency key (the same checkout if it made one).
  const savedCard = payment.savedCardId ? await savedCardForPayment(deps, payment.userId, payment.savedCardId, payment.provider) : undefined;
  return startAtProvider(deps, providerFor(deps, payment.provider), payment, order, { savedCard, rememberCard: payment.rememberCard, isNewCard: false });
}

/** Pays an order of the viewer with the wallet, a card, a card wallet or an e-wallet. */
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
    // Our own payment's provider said no, or did not answer: that is the answer (the payment row is ours).
    if (e instanceof PaymentProviderUnavailableError || e instanceof PaymentMethodUnavailableError) throw e;
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
  const description = `Order ${order.orderNo}`;

  let posted: Posted | undefined;
  await deps.db.$transaction(async (tx) => {
    // Waits for a cancel of the event under way, before the order's row lock (the cancel's order of locks).
    if (order.eventId && !(await lockEventForPayment(tx, order.eventId))) throw new OrderNotPayableError("CANCELLED");
    if (!(await claimPaymentAttempt(tx, order.id, now))) return attemptRefused(deps, tx, order.id);
    await tx.payment.create({
      data: { paymentNo, orderId: order.id, userId, method: "wallet", provider: "wallet", amount, currency: "FANCOIN", status: "SUCCEEDED", idempotencyKey, completedAt: now },
    });
    const created = await walletProvider.createPayment(deps, { tx, paymentNo, userId, amount, currency: "FANCOIN", method: "wallet", description, resultUrl: resultUrl(order, false), returnUrl: "", lang: "en" });
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
  const provider = routeFor(deps.config, method);
  if (!provider) throw new PaymentMethodUnavailableError();
  const now = deps.now();
  let card: (CardDetails & { number: string }) | undefined;
  let savedCard: SavedCardRef | undefined;
  if (raw.savedCardId) {
    if (method !== "card") throw new ValidationError("validation.selectPaymentMethod", "method");
    savedCard = await savedCardForPayment(deps, userId, raw.savedCardId, provider.name);
  } else if (provider.name === "sandbox") {
    if (method === "card") {
      const c = validate(z.object({ card: cardRule(now) }), { card: raw.card ?? undefined }).card;
      card = { number: c.number, brand: c.brand, last4: c.number.slice(-4), expMonth: c.expMonth, expYear: c.expYear, holderName: c.holderName };
    }
  } else if (raw.card) {
    // A real provider's own page takes the card: a number sent to us is refused, never passed on.
    throw new ValidationError("validation.cardOnProviderPage", "card");
  }
  const isNewCard = !!card;
  // Cards and e-wallets charge the order's own currency; a top-up charges HKD (1 Fan Coin = 1 HKD).
  const currency = order.kind === "TOPUP" ? "HKD" : order.currency;
  const paymentNo = newPaymentNo(now);
  const rememberCard = !savedCard && !!raw.rememberCard;

  const payment = await deps.db.$transaction(async (tx) => {
    // A cancelled event's order is not charged at all (issue 34): waits for a cancel under way, as the wallet does.
    if (order.eventId && !(await lockEventForPayment(tx, order.eventId))) throw new OrderNotPayableError("CANCELLED");
    if (!(await claimPaymentAttempt(tx, order.id, now))) return attemptRefused(deps, tx, order.id);
    return tx.payment.create({
      data: {
        paymentNo, orderId: order.id, userId, method, provider: provider.name, amount: order.totalAmount, currency,
        idempotencyKey, rememberCard, savedCardId: savedCard ? raw.savedCardId : null, createdAt: now,
      },
    });
  });
  return startAtProvider(deps, provider, payment, order, { card, savedCard, rememberCard, isNewCard });
}

/** Asks the provider to start the payment (idempotent per payment number) and records its answer. */
async function startAtProvider(
  deps: Deps,
  provider: PaymentProvider,
  payment: Payment,
  order: Order,
  opts: { card?: CardDetails & { number: string }; savedCard?: SavedCardRef; rememberCard: boolean; isNewCard: boolean },
): Promise<PayOrderResult> {
  const base = { orderNo: order.orderNo, paymentNo: payment.paymentNo };
  const user = await getUser(deps, payment.userId);
  const request: CreatePaymentRequest = {
    paymentNo: payment.paymentNo,
    userId: payment.userId,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method as PaymentMethod,
    description: await describe(deps, order),
    resultUrl: resultUrl(order, opts.isNewCard),
    returnUrl: providerReturnUrl(deps, payment.paymentNo),
    lang: toLang(user.language),
    card: opts.card,
    savedCard: opts.savedCard,
    rememberCard: opts.rememberCard,
    checkoutExpiresAt: checkoutExpiresAt(deps, payment) ?? undefined,
  };
  let created: CreatePaymentResult;
  try {
    created = await provider.createPayment(deps, request);
  } catch (e) {
    if (e instanceof ProviderRefusedError) {
      // The provider refused the request itself: nothing was opened or taken, so the attempt goes back.
      deps.log.error(`payment ${payment.paymentNo}: ${provider.name} refused it (${e.code}): ${e.message}`);
      await deps.db.$transaction(async (tx) => {
        const n = await tx.payment.updateMany({ where: { id: payment.id, status: "PENDING" }, data: { status: "FAILED", failureReason: "PROVIDER_REFUSED", completedAt: deps.now() } });
        if (n.count === 1) await givePaymentAttemptBack(tx, order.id);
      });
      throw new PaymentMethodUnavailableError();
    }
    // No answer: the payment stays PENDING. The fan's retry with the same idempotency key asks again (the
    // provider's idempotency key gives back the same checkout), and the stale job settles what nobody retries.
    deps.log.warn(`payment ${payment.paymentNo}: ${provider.name} did not answer: ${String(e)}`);
    throw new PaymentProviderUnavailableError();
  }
  if (created.kind === "settled") {
    const outcome = await applyProviderEvent(deps, provider.name, created.event);
    return { kind: "decided", ...base, status: outcome.status === "SUCCEEDED" ? "SUCCEEDED" : "FAILED" };
  }
  if (created.kind !== "redirect") throw new Error(`${provider.name} answered a provider payment as if it were the wallet`);
  await deps.db.payment.updateMany({
    where: { id: payment.id, status: "PENDING" },
    data: {
      checkoutRef: created.checkoutRef ?? payment.checkoutRef,
      checkoutUrl: created.redirectUrl,
      ...(created.providerRef && !payment.providerRef ? { providerRef: created.providerRef } : {}),
    },
  });
  publishResult(deps, order.orderNo, "PENDING", null);
  return { kind: "redirect", ...base, redirectUrl: created.redirectUrl };
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
  if (!routeFor(deps.config, method)) throw new PaymentMethodUnavailableError();

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

