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

/** A signed webhook that fails verification (bad signature or outside the timestamp window). */
export class WebhookSignatureError extends AppError {
  constructor(reason: string) {
    super("WEBHOOK_SIGNATURE", `webhook rejected: ${reason}`);
  }
}
