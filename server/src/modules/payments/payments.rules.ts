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
/** A due refund the provider refused: not retried by itself (it is logged, and the organiser settles it). */
export const REFUND_FAILED = "REFUND_FAILED";
/** The failure reason of a payment whose hosted checkout ended without a decision from the provider. */
export const CHECKOUT_EXPIRED = "CHECKOUT_EXPIRED";
/** After a checkout's lifetime, how long a webhook already on its way may still take before we look it up and cancel. */
export const STALE_PAYMENT_GRACE_MS = 2 * 60_000;
/** A checkout the provider says was finished but not yet decided (an asynchronous method) is waited for this long at most. */
export const STALE_PAYMENT_WAIT_LIMIT_MS = 24 * 3600_000;

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
