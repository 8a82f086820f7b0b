// The relations that still cross a module boundary, as fanfare/own-models-only found them when it learnt
// to follow include/select/where/nested writes (issue 16). Each is "<file> <Model>.<field>": the rule lets
// exactly these through and reports any other, so the list can only shrink. Most are the privacy export's
// per-module reads (they name the event, ticket type or product of a row) and the tickets module's
// listings; the way out for each is a read of the owner's index.ts, as merch's pick-up dates, the gate's
// merch item and the payment pages' order description already do. Remove a line when its crossing is gone.
export const relationCrossings = new Set([
  "server/src/modules/orders/orders.core.ts OrderItem.identity",
  "server/src/modules/orders/personal-data.ts OrderItem.ticketType",
  "server/src/modules/orders/personal-data.ts OrderItem.merchVariant",
  "server/src/modules/orders/personal-data.ts Order.event",
  "server/src/modules/orders/personal-data.ts Order.logistics",
  "server/src/modules/payments/personal-data.ts Payment.order",
  "server/src/modules/tickets/gate.ts Ticket.event",
  "server/src/modules/tickets/gate.ts Ticket.ticketType",
  "server/src/modules/tickets/personal-data.ts Ticket.event",
  "server/src/modules/tickets/personal-data.ts Ticket.ticketType",
  "server/src/modules/tickets/personal-data.ts Ticket.seat",
  "server/src/modules/tickets/tickets.service.ts Ticket.event",
  "server/src/modules/tickets/tickets.service.ts Ticket.orderItem",
  "server/src/modules/tickets/tickets.service.ts Ticket.owner",
  "server/src/modules/transfers/personal-data.ts Transfer.ticket",
  "server/src/modules/transfers/transfers.service.ts Transfer.fromUser",
  "server/src/modules/transfers/transfers.service.ts Transfer.ticket",
]);
