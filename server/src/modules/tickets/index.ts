// The tickets module's public API: the only file other modules import. Owns Ticket and TicketHistory.
export { giveawayTicketsOf, issueGiveawayTicket, issueOrderTickets, newTicketNo } from "./tickets.issue.ts";
export { findMyTicket, isValidTicketNo, listMyTickets, ownTicketIds, type TicketListTab } from "./tickets.service.ts";
export {
  IllegalTicketTransitionError,
  assertTicketTransition,
  canTransition,
  enterableStatuses,
  ticketTransitions,
  transferableStatuses,
} from "./ticket-status.ts";
