// Money going back to where it came from, exactly once and never above what was paid.
//
// A refund is claimed on its payment in the transaction that decides it: one conditional UPDATE adds its
// amount to Payment.refundedAmount only while the sum stays within the payment (a CHECK backs it), and a
// Refund row records it PENDING. A wallet refund is posted on the ledger in that same transaction. A provider
// refund is sent after the commit, with the refund number as its idempotency key, so a retry after a crash
// or a timeout (payments:reconcile-refunds) is the same refund at the provider; the row leaves PENDING by a
// conditional update, and whoever moves it tells the fan. A refund the provider refuses gives its claim back.
// Whole refunds of an order's payments (its hold had expired, its event was cancelled) are due by a marker
// on the payment (REFUND_DUE…): refundPayment claims what is left of it.
import type { Payment, Refund, RefundCause } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { onCommit, withSessionLock } from "../../db.ts";
import { inTurns, type Pace } from "../../platform/wait.ts";
import { shareInFlight } from "../../platform/in-flight.ts";
import { toLang } from "../../messages.ts";
import { eventIdsOfOrders, getOrder } from "../orders/index.ts";
import { findEventById } from "../events/index.ts";
import { getUser } from "../users/index.ts";
import { sendMessage } from "../mail/index.ts";
import { publishBalances, walletBalance } from "../wallet/index.ts";
import { formatAmount } from "@fanfare/shared/money";
import { configuredProviders, ProviderRefusedError, providerFor, type ProviderEvent } from "./providers.ts";
import { EVENT_CANCELLED_REFUND_DUE, newRefundNo, RECONCILE_REFUNDS, REFUND_FAILED, REFUND_ON_ITS_WAY, refundDueMarkers, refundInPaymentCurrency } from "./payments.rules.ts";
import { lockPaymentOf } from "./payment-lock.ts";
import { orderRefundMail, refundMail } from "./payments.mail.ts";
import { publishResult } from "./results.ts";

/** An order of a cancelled event was refunded (order:refunded): its succeeded payments become due a refund, in the same transaction. */
export async function markOrdersRefundDue(tx: Tx, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.payment.updateMany({ where: { orderId: orderIds.length === 1 ? orderIds[0]! : { in: orderIds }, status: "SUCCEEDED", failureReason: null }, data: { failureReason: EVENT_CANCELLED_REFUND_DUE } });
}

/**
 * The payments of these orders still due a refund (claimed in part, or not yet accepted by their provider):
 * Fan Coin first (the ledger answers at once, a provider takes a call each), then the oldest. The orders go
 * as one array parameter, however many an event has.
 */
export async function refundDuePaymentIds(db: Db | Tx, orderIds: readonly string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`select id from "Payment"
    where "orderId" = any(${orderIds}::text[]) and status = 'SUCCEEDED' and "failureReason" = any(${refundDueMarkers}::text[])
    order by provider <> 'wallet', "createdAt", id`;
  return rows.map((r) => r.id);
}

/**
 * Where these orders' payments stand: how many went back (their refund confirmed by its provider, or Fan
 * Coin), and how many still wait for their money to go back: due a refund, a refund claimed and not yet
 * sent, or one its provider accepted and has not confirmed (SUBMITTED: Adyen's always are until its
 * webhook, Stripe's while `pending`). The console's refund summary counts the same refunds on their way.
 */
export async function refundProgress(db: Db | Tx, orderIds: readonly string[]): Promise<{ refunded: number; onTheirWay: number }> {
  if (!orderIds.length) return { refunded: 0, onTheirWay: 0 };
  const [row] = await db.$queryRaw<{ refunded: number; onTheirWay: number }[]>`select
      count(*) filter (where p.status = 'REFUNDED' and not unconfirmed)::int as refunded,
      count(*) filter (where unconfirmed or (p.status = 'SUCCEEDED' and p."failureReason" = any(${refundDueMarkers}::text[])))::int as "onTheirWay"
    from "Payment" p
    cross join lateral (select exists (select 1 from "Refund" r where r."paymentId" = p.id and r.status::text = any(${REFUND_ON_ITS_WAY}::text[])) as unconfirmed) u
    where p."orderId" = any(${orderIds}::text[])`;
  return row!;
}

/**
 * Refunds these due payments at the given pace. A failure is logged and left due (or its claimed refund
 * PENDING) for payments:reconcile-refunds, which sends the same refund under the same idempotency key.
 */
export function refundDuePayments(deps: Deps, paymentIds: readonly string[], pace: Pace): Promise<void> {
  return inTurns(paymentIds, pace, (id) =>
    refundPayment(deps, id).then(
      () => undefined,
      (e: unknown) => deps.log.warn(`refund of payment ${id} not sent yet, payments:reconcile-refunds retries`, { error: String(e) }),
    ),
  );
}

export interface RefundClaim {
  payment: Payment;
  /** In the payment's currency. */
  amount: number;
  /** The same in the order's currency (0 for money that never paid the order). */
  orderAmount: number;
  cause: RefundCause;
  reason?: string | null;
  requestKey?: string | null;
  actor?: { userId?: string | null; staffTokenId?: string | null };
  /** The money is back already (a lost dispute: the bank took it): no provider is asked. */
  alreadyReturned?: boolean;
}

/** A whole-payment refund (every refund is claimed) is REFUNDED once none of its refunds waits for its provider. */
async function markRefundedIfWhole(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await tx.$executeRaw`update "Payment" p set status = 'REFUNDED', "completedAt" = ${now}
    where p.id = ${paymentId} and p.status = 'SUCCEEDED' and p."refundedAmount" = p.amount
      and not exists (select 1 from "Refund" r where r."paymentId" = p.id and r.status = 'PENDING')`;
}

/**
 * Claims `amount` of a payment for a refund and records it, inside the caller's transaction; null when that
 * much is not left (a racing refund took it). A wallet refund is posted on the ledger here and is done.
 */
export async function claimRefund(tx: Tx, deps: Deps, claim: RefundClaim): Promise<Refund | null> {
  const { payment, amount } = claim;
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  const n = await tx.$executeRaw`update "Payment" set "refundedAmount" = "refundedAmount" + ${amount}
    where id = ${payment.id} and status in ('SUCCEEDED', 'REFUNDED') and "refundedAmount" + ${amount} <= amount`;
  if (n !== 1) return null;
  const now = deps.now();
  const done = claim.alreadyReturned || payment.provider === "wallet";
  let refund = await tx.refund.create({
    data: {
      refundNo: newRefundNo(now),
      paymentId: payment.id,
      orderId: payment.orderId,
      amount,
      currency: payment.currency,
      orderAmount: claim.orderAmount,
      cause: claim.cause,
      reason: claim.reason ?? null,
      requestKey: claim.requestKey ?? null,
      actorUserId: claim.actor?.userId ?? null,
      actorStaffTokenId: claim.actor?.staffTokenId ?? null,
      createdAt: now,
    },
  });
  if (done) {
    const providerRef =
      payment.provider === "wallet" && !claim.alreadyReturned
        ? (await providerFor(deps, "wallet").refund(deps, { tx, refundNo: refund.refundNo, paymentNo: payment.paymentNo, providerRef: payment.providerRef, userId: payment.userId, amount, currency: payment.currency })).refundRef
        : null;
    refund = await tx.refund.update({ where: { id: refund.id }, data: { status: "SUCCEEDED", providerRef, submittedAt: now, completedAt: now } });
    await markRefundedIfWhole(tx, payment.id, now);
    const settled = refund;
    onCommit(tx, () => refundAccepted(deps, settled.id));
  }
  return refund;
}

/**
 * The refunds this process is sending now, by id, with the send. A second sender of the same refund meanwhile
 * (the refund job, which takes a PENDING refund older than 5 s while a slow request is still sending it; a
 * second cancel of the same event) waits for the first's send instead of calling the provider again
 * (harmless under one idempotency key, but a second call: found by payments-stripe.test.ts's twenty refunds
 * at once on a busy CI machine), so what it reports afterwards includes it. Across instances, the session
 * lock of refundSendLock keeps a second sender off (without waiting: the send is another process's).
 */
const sending = new Map<string, Promise<boolean>>();

/** The lock a refund is sent under, across instances (withSessionLock). */
export const refundSendLock = (refundId: string) => `refund-send:${refundId}`;

/**
 * Sends a PENDING refund to its provider (idempotent: the refund number is the provider's idempotency key).
 * One sender at a time: in this process by `sending`, across instances by a session lock that dies with its
 * holder (a sender killed mid-call leaves the refund to the job's next run at once). A refusal gives the
 * claim back; no answer leaves it PENDING for the reconciliation job. False when it was not this call that
 * moved it out of PENDING (already moved, sent by another sender here, or being sent by another instance).
 */
export async function submitRefund(deps: Deps, refundId: string): Promise<boolean> {
  let first = false;
  const send = shareInFlight(sending, refundId, () => {
    first = true;
    return withSessionLock(deps.db, refundSendLock(refundId), () => sendRefund(deps, refundId)).then((sent) => sent.locked && sent.value);
  });
  // A second sender here waits for the first's send: only the first moved the refund.
  return first
    ? send
    : send.then(
        () => false,
        () => false,
      );
}

async function sendRefund(deps: Deps, refundId: string): Promise<boolean> {
  const refund = await deps.db.refund.findUnique({ where: { id: refundId } });
  if (!refund || refund.status !== "PENDING") return false;
  const payment = await deps.db.payment.findUniqueOrThrow({ where: { id: refund.paymentId } });
  let answer: { refundRef: string; status: "SUCCEEDED" | "SUBMITTED" };
  try {
    answer = await providerFor(deps, payment.provider).refund(deps, {
      refundNo: refund.refundNo,
      paymentNo: payment.paymentNo,
      providerRef: payment.providerRef,
      userId: payment.userId,
      amount: refund.amount,
      currency: refund.currency,
    });
  } catch (e) {
    if (!(e instanceof ProviderRefusedError)) throw e;
    await deps.db.$transaction((tx) => failRefund(tx, deps, refund, `${e.code}: ${e.message}`));
    return false;
  }
  const now = deps.now();
  const moved = await deps.db.$transaction(async (tx) => {
    const n = await tx.refund.updateMany({
      where: { id: refund.id, status: "PENDING" },
      data: { status: answer.status, providerRef: answer.refundRef, submittedAt: now, ...(answer.status === "SUCCEEDED" ? { completedAt: now } : {}) },
    });
    if (n.count === 1) await markRefundedIfWhole(tx, payment.id, now);
    return n.count === 1;
  });
  if (moved) await refundAccepted(deps, refund.id);
  return moved;
}

/** The provider refused a refund (or took it back): its claim returns to the payment, and it is not retried by itself. */
async function failRefund(tx: Tx, deps: Deps, refund: Refund, reason: string): Promise<boolean> {
  const n = await tx.refund.updateMany({ where: { id: refund.id, status: { in: ["PENDING", "SUBMITTED", "SUCCEEDED"] } }, data: { status: "FAILED", failureReason: reason.slice(0, 300), completedAt: deps.now() } });
  if (n.count !== 1) return false;
  await tx.$executeRaw`update "Payment" set "refundedAmount" = "refundedAmount" - ${refund.amount},
      status = case when status = 'REFUNDED' then 'SUCCEEDED'::"PaymentStatus" else status end,
      "failureReason" = case when "failureReason" like 'REFUND_DUE%' then ${REFUND_FAILED} else "failureReason" end
    where id = ${refund.paymentId}`;
  deps.log.error(`refund ${refund.refundNo} of ${refund.amount} ${refund.currency} failed at the provider: ${reason}${refund.cause === "HAND_BACK" ? "; the seller is paid in Fan Coin instead" : "; the organiser must settle it another way"}`);
  await deps.events.emit(tx, deps, "refund:failed", { refundId: refund.id, orderId: refund.orderId, cause: refund.cause, reason });
  return true;
}

/** A refund left PENDING: the fan is told once (whoever moved it out of PENDING calls this), result pages hear it. */
async function refundAccepted(deps: Deps, refundId: string): Promise<void> {
  const refund = await deps.db.refund.findUniqueOrThrow({ where: { id: refundId } });
  const [payment, order] = await Promise.all([deps.db.payment.findUniqueOrThrow({ where: { id: refund.paymentId } }), getOrder(deps.db, refund.orderId)]);
  if (payment.provider === "wallet") publishBalances(deps, [{ userId: payment.userId, balance: await walletBalance(deps, payment.userId) }]);
  if (refund.cause === "DISPUTE_LOST") return; // the card holder's bank told them
  if (refund.cause === "HAND_BACK") return; // the hand-back's own e-mail told the seller
  const user = await getUser(deps, payment.userId);
  const lang = toLang(user.language);
  const money = { orderNo: order.orderNo, amount: formatAmount(refund.amount), currency: refund.currency === "FANCOIN" ? "Fan Coin" : refund.currency };
  let mail: { subject: string; text: string };
  if (refund.cause === "ORDER_REFUND") {
    const full = order.status === "REFUNDED";
    mail = orderRefundMail(lang, { ...money, full, reason: refund.reason ?? "", ticketsVoided: full && order.kind === "TICKET" });
  } else {
    const eventCancelled = refund.cause === "EVENT_CANCELLED";
    publishResult(deps, order.orderNo, payment.status === "REFUNDED" ? "REFUNDED" : "REFUNDING", eventCancelled ? "EVENT_CANCELLED" : "HOLD_EXPIRED");
    // A cancelled event's e-mail names it: a fan with orders for several events knows which one is off.
    const event = eventCancelled && order.eventId ? (await findEventById(deps, { select: { title: true } }, order.eventId)).title : undefined;
    mail = refundMail(lang, eventCancelled ? "event-cancelled" : "hold-expired", { ...money, event: event ?? "" });
  }
  await sendMessage(deps, { channel: "EMAIL", to: user.email, template: "generic", lang, vars: mail });
}

/**
 * Returns what is left of a payment due a refund (its order could not be paid, its event was cancelled) to
 * where it came from. Idempotent: the claim takes only what is left, and a claimed refund is sent once.
 */
export async function refundPayment(deps: Deps, paymentId: string): Promise<boolean> {
  const claimed = await deps.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`select id from "Payment" where id = ${paymentId} for update`;
    if (!locked) return null;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    if (payment.status !== "SUCCEEDED" || !refundDueMarkers.includes(payment.failureReason ?? "")) return null;
    const remaining = payment.amount - payment.refundedAmount;
    if (remaining <= 0) return null;
    const eventCancelled = payment.failureReason === EVENT_CANCELLED_REFUND_DUE;
    // Money that paid the order (a cancelled event's) gives back the rest of the order too; money that never paid it, nothing of it.
    const order = eventCancelled ? await getOrder(tx, payment.orderId) : null;
    const orderRefunded = order ? await tx.refund.aggregate({ _sum: { orderAmount: true }, where: { paymentId, status: { not: "FAILED" } } }) : null;
    const orderAmount = order ? Math.max(0, order.totalAmount - (orderRefunded?._sum.orderAmount ?? 0)) : 0;
    return claimRefund(tx, deps, { payment, amount: remaining, orderAmount, cause: eventCancelled ? "EVENT_CANCELLED" : "HOLD_EXPIRED" });
  });
  if (claimed?.status === "PENDING") await submitRefund(deps, claimed.id);
  // Claimed before (a crash, a provider down): send what is still waiting.
  if (!claimed) for (const r of await pendingRefundsOf(deps.db, paymentId)) await submitRefund(deps, r.id);
  return !!claimed;
}

function pendingRefundsOf(db: Db, paymentId: string) {
  return db.refund.findMany({ where: { paymentId, status: "PENDING" }, select: { id: true }, orderBy: { createdAt: "asc" } });
}

/** After an order's refund has committed (order:refunded): every payment due a refund, and every refund claimed, goes to its provider. */
export async function refundOrderPayments(deps: Deps, orderId: string): Promise<void> {
  for (const id of await refundDuePaymentIds(deps.db, [orderId])) await refundPayment(deps, id);
  const pending = await deps.db.refund.findMany({ where: { orderId, status: "PENDING" }, select: { id: true }, orderBy: { createdAt: "asc" } });
  for (const r of pending) await submitRefund(deps, r.id);
}

/** The payment that paid an order (the first kept one), or null. */
function payingPaymentOf(db: Db | Tx, orderId: string) {
  return db.payment.findFirst({ where: { orderId, status: { in: ["SUCCEEDED", "REFUNDED"] }, failureReason: null }, orderBy: { createdAt: "asc" }, select: { paymentNo: true, provider: true, method: true, providerRef: true, amount: true, refundedAmount: true } });
}

/**
 * Where a hand-back's payout of this order can go back to (issue 32): the card or e-wallet that paid it, when
 * a provider configured here took it (Stripe, Adyen, or the sandbox standing in for them) and can refund it.
 * Null: Fan Coin only (a wallet payment is Fan Coin anyway; an order paid outside the payments, or all refunded).
 */
export async function handBackRefundTarget(deps: Pick<Deps, "config">, db: Db | Tx, orderId: string): Promise<{ method: string; provider: string } | null> {
  const paying = await payingPaymentOf(db, orderId);
  if (!paying || paying.provider === "wallet" || !paying.providerRef || paying.refundedAmount >= paying.amount) return null;
  if (!configuredProviders(deps.config).has(paying.provider as never)) return null;
  return { method: paying.method, provider: paying.provider };
}

/**
 * A sold hand-back's payout reference: the wallet ledger's reference of a Fan Coin payout, and the request key
 * of the HAND_BACK refund that records it on the seller's payment (with ":fan-coin" when the Fan Coin came
 * after a refused refund to the original method). One format, so a wallet row can be traced to its sale.
 */
export function handBackPayoutReference(handBackId: string): string {
  return `handback:${handBackId}`;
}
const FAN_COIN_AFTER_REFUSAL = ":fan-coin";

/** Whether a wallet ledger reference is a sold hand-back's payout (handBackPayoutReference). */
export function isHandBackPayoutReference(reference: string): boolean {
  return reference.startsWith("handback:") && !reference.endsWith(FAN_COIN_AFTER_REFUSAL);
}

/** The request keys a hand-back payout's HAND_BACK refund may carry, from the payout's reference. */
export function handBackPayoutRequestKeys(reference: string): string[] {
  return [reference, `${reference}${FAN_COIN_AFTER_REFUSAL}`];
}

/**
 * A ticket of this order was handed back and sold: its seller is paid its face value less the fee. That much
 * of the order's payment counts as returned (a HAND_BACK refund, with the hand-back as its request key), so a
 * later refund of the order (its event cancelled, a box office) gives back only the rest: the seller is never
 * paid twice for one ticket.
 * - Fan Coin (the hand-back credited the wallet): the refund is recorded settled, no provider is asked.
 * - toOriginalMethod: the refund is claimed PENDING here, in the sale's transaction, and sent to the provider
 *   after the commit with its refund number as the idempotency key (submitRefund), as every provider refund;
 *   a crash before it is sent leaves it PENDING for payments:reconcile-refunds, which sends the same refund.
 *   Null when the payment cannot take it (not a provider's, or not that much left): the caller pays Fan Coin.
 */
export async function recordHandBackPayout(tx: Tx, deps: Deps, orderId: string, orderAmount: number, opts: { handBackId: string; toOriginalMethod?: boolean; afterFailedRefund?: boolean }): Promise<Refund | null> {
  const paying = await payingPaymentOf(tx, orderId);
  if (!paying) return null;
  if (opts.toOriginalMethod && !(await handBackRefundTarget(deps, tx, orderId))) return null;
  const payment = (await lockPaymentOf(tx, paying.provider, { paymentNo: paying.paymentNo }))!;
  const order = await getOrder(tx, orderId);
  const refundedSoFar = (await tx.refund.aggregate({ _sum: { orderAmount: true }, where: { paymentId: payment.id, status: { not: "FAILED" } } }))._sum.orderAmount ?? 0;
  // The same conversion as a box office's partial refund: the last part of an order takes what is left of its payment.
  const amount = refundInPaymentCurrency({ orderAmount, orderRemaining: order.totalAmount - refundedSoFar, paymentAmount: payment.amount, paymentRemaining: payment.amount - payment.refundedAmount, orderTotal: order.totalAmount });
  const refund = await claimRefund(tx, deps, { payment, amount, orderAmount, cause: "HAND_BACK", reason: null, requestKey: `${handBackPayoutReference(opts.handBackId)}${opts.afterFailedRefund ? FAN_COIN_AFTER_REFUSAL : ""}`, alreadyReturned: !opts.toOriginalMethod });
  if (refund?.status === "PENDING") {
    onCommit(tx, () => submitRefund(deps, refund.id).then(
      () => undefined,
      (e: unknown) => deps.log.warn(`hand-back refund ${refund.refundNo} not sent yet, payments:reconcile-refunds retries: ${String(e)}`),
    ));
  }
  return refund;
}

/** The states of these refunds (a hand-back's payout to its original method), by id. */
export async function refundStates(db: Db, ids: readonly string[]): Promise<Map<string, Refund["status"]>> {
  const rows = await db.refund.findMany({ where: { id: { in: [...ids] } }, select: { id: true, status: true } });
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** A provider's word on a refund (its webhook): SUCCEEDED, or FAILED with the claim given back. */
export async function applyRefundEvent(tx: Tx, deps: Deps, providerName: string, event: Extract<ProviderEvent, { type: "refund.succeeded" | "refund.failed" }>): Promise<string> {
  const refund = event.refundNo
    ? await tx.refund.findUnique({ where: { refundNo: event.refundNo } })
    : await tx.refund.findFirst({ where: { providerRef: event.refundRef } });
  if (!refund) {
    deps.log.warn(`${providerName} refund event ${event.id} (${event.refundRef}) is not one of ours: made at the provider's own dashboard?`);
    return "IGNORED";
  }
  // The claim and the status of the payment move under its row lock, as everywhere else.
  await tx.$queryRaw`select id from "Payment" where id = ${refund.paymentId} for update`;
  const now = deps.now();
  if (event.type === "refund.failed") return (await failRefund(tx, deps, refund, event.reason ?? "FAILED")) ? "REFUND_FAILED" : refund.status;
  // A late success never revives a refund the provider refused.
  const n = await tx.refund.updateMany({ where: { id: refund.id, status: { in: [...REFUND_ON_ITS_WAY] } }, data: { status: "SUCCEEDED", providerRef: refund.providerRef ?? event.refundRef, submittedAt: refund.submittedAt ?? now, completedAt: now } });
  if (n.count === 1) {
    await markRefundedIfWhole(tx, refund.paymentId, now);
    if (refund.status === "PENDING") onCommit(tx, () => refundAccepted(deps, refund.id));
  }
  return "REFUNDED";
}

/** How many due payments a run looks at to share its batch out between events (their oldest). */
const DUE_LOOKED_AT = 20;

/**
 * Payments due a refund, at most `limit`, each event's in turn (its oldest first, then the next event's
 * oldest, …): an event cancelled while a large one's refunds are still going gets its share of every run,
 * instead of waiting until all of the other's have gone. Shared out among the oldest `limit` × 20.
 */
export async function duePaymentsInTurns(db: Db, limit: number): Promise<string[]> {
  const due = await db.payment.findMany({ where: { status: "SUCCEEDED", failureReason: { in: refundDueMarkers } }, select: { id: true, orderId: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: limit * DUE_LOOKED_AT });
  const eventOf = await eventIdsOfOrders(db, [...new Set(due.map((p) => p.orderId))]);
  const byEvent = new Map<string | null, string[]>();
  for (const p of due) {
    const event = eventOf.get(p.orderId) ?? null;
    const line = byEvent.get(event);
    if (line) line.push(p.id);
    else byEvent.set(event, [p.id]);
  }
  const lines = [...byEvent.values()];
  const turns = Math.max(0, ...lines.map((l) => l.length));
  const dealt: string[] = [];
  for (let turn = 0; turn < turns && dealt.length < limit; turn++) for (const l of lines) if (turn < l.length) dealt.push(l[turn]!);
  return dealt.slice(0, limit);
}

/** Refunds the payments still due one and sends every refund still waiting for its provider (after a crash, a provider down). */
export async function reconcileRefunds(deps: Deps, pace: Pace & { batch: number } = RECONCILE_REFUNDS): Promise<void> {
  await refundDuePayments(deps, await duePaymentsInTurns(deps.db, pace.batch), pace);
  // Older than a few seconds: a refund just claimed is being sent by the request that claimed it.
  const waiting = await deps.db.refund.findMany({ where: { status: "PENDING", createdAt: { lt: new Date(deps.now().getTime() - 5_000) } }, select: { id: true }, orderBy: { createdAt: "asc" }, take: pace.batch });
  await inTurns(waiting, pace, (r) =>
    submitRefund(deps, r.id).then(
      () => undefined,
      (e: unknown) => deps.log.warn(`refund ${r.id} could not be sent, retried on the next run: ${String(e)}`),
    ),
  );
}
