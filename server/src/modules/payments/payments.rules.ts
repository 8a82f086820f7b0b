// Pure rules of paying and refunding: numbers, the markers a payment carries, and what a partial refund of
// an order is in the currency its payment was made in. Unit-tested on their own.
import crypto from "node:crypto";
import { z } from "zod";

export const idempotencyKeyRule = z.string("validation.required").trim().min(8, "validation.required").max(100, "validation.required");
export const orderNoRule = z.string("validation.required").trim().min(1, "validation.required").max(40, "validation.required");

/** A succeeded payment whose money must go back (its order could not be paid). */
export const REFUND_DUE = "REFUND_DUE";
/** A succeeded payment whose event the organiser cancelled: refunded like REFUND_DUE, with its own e-mail. */
export const EVENT_CANCELLED_REFUND_DUE = "REFUND_DUE:EVENT_CANCELLED";
export const refundDueMarkers = [REFUND_DUE, EVENT_CANCELLED_REFUND_DUE];
/**
 * A refund on its way: claimed and not yet sent (PENDING), or accepted by its provider and not yet confirmed
 * (SUBMITTED). Its money counts as still due in every count: the cancel's answer, the console, the fan's export.
 */
export const REFUND_ON_ITS_WAY = ["PENDING", "SUBMITTED"] as const;
/** A due refund the provider refused: not retried by itself (it is logged, and the organiser settles it). */
export const REFUND_FAILED = "REFUND_FAILED";
/** The failure reason of a payment whose hosted checkout ended without a decision from the provider. */
export const CHECKOUT_EXPIRED = "CHECKOUT_EXPIRED";
/** After a checkout's lifetime, how long a webhook already on its way may still take before we look it up and cancel. */
export const STALE_PAYMENT_GRACE_MS = 2 * 60_000;
/** A checkout the provider says was finished but not yet decided (an asynchronous method) is waited for this long at most. */
export const STALE_PAYMENT_WAIT_LIMIT_MS = 24 * 3600_000;

/**
 * The refunds of a cancelled event's payments: sent this many at a time (a provider call each; Stripe allows
 * about a hundred a second), for at most this long while the organiser's cancel waits for its answer. What is
 * left is due, and payments:reconcile-refunds sends it in the background; the console shows the progress.
 */
export const CANCEL_REFUNDS = { concurrency: 8, startForMs: 5_000 };
/** The refund job (every 15 s, one run at a time): this many due payments per run, sent at this pace. */
export const RECONCILE_REFUNDS = { concurrency: 8, startForMs: 10_000, batch: 1_000 };

const stamp = (now: Date) => now.toISOString().slice(2, 10).replaceAll("-", "");

export function newPaymentNo(now: Date): string {
  return `P${stamp(now)}${crypto.randomBytes(8).toString("hex").toUpperCase()}`;
}

export function newRefundNo(now: Date): string {
  return `F${stamp(now)}${crypto.randomBytes(8).toString("hex").toUpperCase()}`;
}

/**
 * A refund of `orderAmount` (minor units of the order's currency) in the currency its payment was made in.
 * The same currency: the same amount. A wallet payment (Fan Coin at a rate): in proportion, rounded down, so
 * that the parts of an order refunded one by one never add up to more than was paid; the last part (what
 * remains of the order) takes what remains of the payment exactly.
 */
export function refundInPaymentCurrency(args: { orderAmount: number; orderRemaining: number; paymentAmount: number; paymentRemaining: number; orderTotal: number }): number {
  const { orderAmount, orderRemaining, paymentAmount, paymentRemaining, orderTotal } = args;
  if (orderAmount >= orderRemaining) return paymentRemaining;
  if (orderTotal <= 0) return 0;
  return Math.min(paymentRemaining, Math.floor((orderAmount * paymentAmount) / orderTotal));
}
