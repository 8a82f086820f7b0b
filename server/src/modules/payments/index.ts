// The payments module's public API: the only file other modules import. Owns Payment, Refund, Dispute,
// WebhookEvent, SavedCard and PaymentCustomer.
export { payOrder, topUp, type PayOrderInput, type PayOrderResult } from "./payments.service.ts";
export { paymentResult, payableOrder, paymentOptions } from "./results.ts";
export { applyProviderEvent, refundSettledPayment, tellPaymentSettled } from "./webhooks.ts";
export { handBackPayoutReference, handBackRefundTarget, markOrdersRefundDue, recordHandBackPayout, refundOrderPayments, refundPayment, refundStates } from "./refunds.ts";
export { registerPaymentJobs } from "./payments.jobs.ts";
export { refundOrder, type OrderRefundView, type RefundOrderInput } from "./order-refund.ts";
export { cancelEventWithRefunds, type EventCancellation } from "./operator.service.ts";
export { sandboxRoutes } from "./sandbox.routes.ts";
export { paymentProviderRoutes } from "./provider.routes.ts";
// How the sandbox provider signs a webhook (the tests and the load scripts play the provider).
export { signWebhook } from "./provider.sandbox.ts";
export * from "./payments.errors.ts";
export { countUnsettledPaymentsOf, eraseSavedCardsOf, paymentsForExport, savedCardsOf } from "./personal-data.ts";
