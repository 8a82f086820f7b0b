// The events module's public API: the only file other modules import. Events, ticket types and seats
// (Event, TicketType, Seat) and their GraphQL types.
export { saleState, type SaleState } from "./events.rules.ts";
export { existingEventIds, hasEvents } from "./events.service.ts";
export { homeShellPage } from "./home-shell.ts";

// ───── stock over TicketType and Seat for the order cluster ─────
export * from "./stock.ts";
export * from "./lookup.ts";
export * from "./event-time.rules.ts";
export * from "./sale-cache.ts";
export * from "./entry-guide.ts";

// ───── seats fans pick (issue 33) ─────
export { alternativesTo, keptSeatsPicked, pickedSeatsTakenOnBoard, placeSeats, type SeatLine } from "./seat-pick.ts";
export { seatBoard, seatsChangedHere, type BoardSeat } from "./seat-board.ts";
export { accessibleSeatFigures, type AccessibleSeatCounts, type AccessibleSeatFigures } from "./accessible-figures.ts";
export { accessibleSpacesOf } from "./accessible.ts";

// ───── the operator API's reads for the modules that own orders and tickets ─────
export { cancelOperatorEvent, eventOrganisationId, eventOrganisationIds, operatorEvent, operatorEventIds, operatorEventOf, ownEventId, setEventPickupDates, type OperatorEventRow } from "./operator.service.ts";
export { changedFields, handBackFee } from "./operator.rules.ts";
