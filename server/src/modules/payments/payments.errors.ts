// Expected failures of paying an order. Texts: packages/shared/locales/<lng>/errors.json by code.
import { AppError, expectedError } from "../../errors.ts";

/** The order exists but cannot be paid (already paid, cancelled, or a kind this method cannot pay). */
export class OrderNotPayableError extends AppError {
  constructor(readonly status: string) {
    super("ORDER_NOT_PAYABLE", "This order can no longer be paid");
  }
}

/** "Oops! An order is only secured for 10 minutes, please try again" */
export class HoldExpiredError extends expectedError("HOLD_EXPIRED", "Oops! An order is only secured for 10 minutes, please try again") {}

/** Hot events allow one payment attempt per order; it has been used. The fan may contact support. */
export class PaymentAttemptsExhaustedError extends expectedError("PAYMENT_ATTEMPTS_EXHAUSTED", "This order allows no more payment attempts, please contact customer service") {}

/** 5 wrong payment passwords: locked for a while; reset by e-mail code at /reset-payment-pwd. */
export class PayPasswordLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("PAY_PASSWORD_LOCKED", `Payment password locked after too many wrong tries, please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes or reset it`);
  }
}

/** The payment method is not available (the sandbox provider is off in production without a secret). */
export class PaymentMethodUnavailableError extends expectedError("PAYMENT_METHOD_UNAVAILABLE", "This payment method is not available", "method") {}

/** The payment provider did not answer: the payment is kept, and a retry with the same idempotency key resumes it. */
export class PaymentProviderUnavailableError extends expectedError("PAYMENT_PROVIDER_UNAVAILABLE", "The payment service is not answering, please try again in a moment") {}

/** An order that cannot be refunded now: not paid (yet), or refunded in full already (see status). */
export class OrderNotRefundableError extends AppError {
  constructor(readonly status: string) {
    super("ORDER_NOT_REFUNDABLE", "This order cannot be refunded: it is not paid, or it has been refunded in full");
  }
}

/** A refund larger than what is left of the order to refund (in minor units of the order's currency). */
export class RefundTooLargeError extends AppError {
  constructor(
    readonly refundable: number,
    readonly currency: string,
  ) {
    super("REFUND_TOO_LARGE", "The refund is larger than what is left to refund of this order", "amount");
  }
}

/** A signed webhook that fails verification (bad signature or outside the timestamp window). */
export class WebhookSignatureError extends AppError {
  constructor(reason: string) {
    super("WEBHOOK_SIGNATURE", `webhook rejected: ${reason}`);
  }
}
