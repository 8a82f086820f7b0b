// The payments module's public API: the only file other modules import. Owns Payment, WebhookEvent, SavedCard.
export {
  applyProviderEvent,
  payOrder,
  paymentResult,
  payableOrder,
  refundPayment,
  registerPaymentJobs,
  topUp,
  type PayOrderInput,
  type PayOrderResult,
  markOrderRefundDue,
  refundOrderPayments,
  refundSettledPayment,
  tellPaymentSettled,
} from "./payments.service.ts";
export { cancelEventWithRefunds, type EventCancellation } from "./operator.service.ts";
export { sandboxRoutes } from "./sandbox.routes.ts";
// How the sandbox provider signs a webhook (the tests and the load scripts play the provider).
export { signWebhook } from "./providers.ts";
export * from "./payments.errors.ts";
export { countUnsettledPaymentsOf, eraseSavedCardsOf, paymentsForExport, savedCardsOf } from "./personal-data.ts";
