// The queue module's public API: the only file other modules import. The waiting room of hot events
// (QueueRoom, QueueEntry): the drawn pre-queue, admission at a measured rate with single-use passes, the
// live place, and released tickets offered to the next fan in line.
export { claimAdmission, type AdmissionClaim } from "./admission.ts";
export { endOffers, offerWindowOf, offerWindowsOf, nextInLineFor, offerPaid, recordOffer, takeNextInLine, type OfferCandidate } from "./offers.ts";
export { registerQueueJobs } from "./tick.ts";
export { verifyDraw, DRAW_ALGORITHM, type DrawRecord } from "./queue.rules.ts";
export * from "./queue.errors.ts";
export { appendFairnessNow, noteSale } from "./fairness-log.ts";
export { fairnessRoutes } from "./fairness.routes.ts";
export { eventQueueFigures, type EventQueueFigures } from "./figures.ts";
export { copyWaitingRoomSettings } from "./queue.operator.ts";
