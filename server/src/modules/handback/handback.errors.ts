// Expected failures of a hand-back (issue 32), one class per case with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { expectedError } from "../../errors.ts";

/** The event's organiser has not switched hand-backs on (its tickets are non-refundable and non-exchangeable). */
export class HandBackNotOfferedError extends expectedError("HAND_BACK_NOT_OFFERED", "This event does not take tickets back") {}

/** Used, revoked, listed already, a giveaway ticket, or an event that started or was cancelled. */
export class TicketCannotBeHandedBackError extends expectedError("TICKET_CANNOT_BE_HANDED_BACK", "This ticket cannot be handed back") {}

/** Sold (a buyer paid), withdrawn already, or voided by the event's cancel. */
export class HandBackClosedError extends expectedError("HAND_BACK_CLOSED", "This hand-back is already sold or closed") {}

/** The seller asked to be paid back to their original payment method, but the ticket was paid in Fan Coin (or its payment cannot be refunded through a provider here). */
export class HandBackPayoutUnavailableError extends expectedError("HAND_BACK_PAYOUT_UNAVAILABLE", "This ticket's payout can only be made in Fan Coin") {}
