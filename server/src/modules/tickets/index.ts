// The tickets module's public API: the only file other modules import. Owns Ticket and TicketHistory.
export { giveawayTicketsOf, issueGiveawayTicket, issueOrderTickets, newTicketNo } from "./tickets.issue.ts";
export { sendOrderConfirmation } from "./confirmation.ts";
export { countTicketsOfEvents, identityFiguresOfEvent, ticketsOfEventsAfter, voidTicketsOfEvent, voidTicketsOfOrderLines, type ExportTicketRow } from "./operator.service.ts";
export {
  countHeldTickets,
  findMyTicket,
  findOwnTicketWithEvent,
  findTicketById,
  holdsTicketForEvent,
  eventOfHeldTicket,
  heldTicketNosForEvent,
  isValidTicketNo,
  listMyTickets,
  moveTicket,
  ownTicketIds,
  ticketStatusView,
  type TicketListTab,
} from "./tickets.service.ts";
export {
  IllegalTicketTransitionError,
  assertTicketTransition,
  canTransition,
  enterableStatuses,
  ticketTransitions,
  transferableStatuses,
} from "./ticket-status.ts";
export { clearTicketIdentityHashesOf, countUpcomingTicketsOf, ticketNosByIds, ticketsForExport } from "./personal-data.ts";
export * from "./gate.ts";
export { ticketIdsOfEvent, ticketIdsOfOrderItems, ticketStamps } from "./wallet-pass.ts";
export { ownTicketForSupport, ticketNoOf } from "./lookup.ts";
export { listTicket, lockTicketForHandBack, releaseSeatOfSoldTicket, revokeHandedBackTicket, seatOfTicket, seatsOfLiveTickets, ticketOfOrderItems, ticketsOfOrderItems, unlistTicket, type HandBackTicket } from "./hand-back.ts";
