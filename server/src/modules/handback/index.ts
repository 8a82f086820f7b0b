// The hand-back module's public API: the only file other modules import. Owns HandBack (issue 32 item 1):
// a ticket handed back at face value, offered to the event's line, sold in the buyer's payment transaction.
export {
  handBackOffersEnded,
  handBackOfferPaid,
  handBackPayoutRefused,
  handBackSeatPasses,
  handBackTickets,
  handBackOrderIds,
  isHandBackOrder,
  registerHandBackJobs,
  resoldUnitsOf,
  returnUnsoldHandBacks,
  tellSellerOfSale,
  voidHandBacksOfEvent,
  withdrawHandBack,
} from "./handback.service.ts";
export * from "./handback.errors.ts";
