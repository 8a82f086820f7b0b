// The orders module's public API: the only file other modules import. Owns Order and OrderItem.
export {
  ORDER_HOLD_MINUTES,
  claimPaymentAttempt,
  countActiveHolds,
  findOrderByNo,
  findOrder,
  getOrder,
  orderItemsOf,
  orderItemPrice,
  orderItemIdsOf,
  createHeldOrder,
  findOrderByIdempotencyKey,
  findOwnOrderId,
  merchUnitsCounted,
  expireDueOrders,
  holdExpiry,
  markOrderPaid,
  newOrderNo,
  paidTopUpTotal,
  registerOrderJobs,
  releaseOrder,
  setOrderFulfilment,
  settleOrdersOfCancelledEvent,
  ticketOrderIdsOfEvent,
  orderIdsOfEvent,
  cancelRefundOrderIds,
  refundPaidOrder,
  lockOrder,
  givePaymentAttemptBack,
  merchHandedOver,
} from "./orders.core.ts";
export { cancelOrder, findMyOrder, findOrderById, listMyOrders, secureTickets, type OrderListTab, type SecureTicketsInput } from "./orders.service.ts";
export * from "./orders.errors.ts";
export { clearShippingAddressesOf, countLiveHoldsOf, countUndeliveredMerchOf, orderNosByIds, ordersForExport } from "./personal-data.ts";
export * from "./lookup.ts";
export { holdOfferedTickets, type OfferHold } from "./offer-hold.ts";
export { assertTicketsNamed, nameOrderTickets, type NameTicketsInput } from "./name-tickets.ts";
export { eventSalesFigures, type EventSalesFigures } from "./figures.ts";
export { operatorOrderById, type OperatorOrderRow } from "./operator.service.ts";
