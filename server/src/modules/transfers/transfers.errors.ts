// Expected failures of a ticket transfer, one class per case with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError, expectedError } from "../../errors.ts";

export class RecipientNotRegisteredError extends expectedError("RECIPIENT_NOT_REGISTERED", "The recipient must be a registered user", "toEmail") {}

export class TransferToSelfError extends expectedError("TRANSFER_TO_SELF", "You cannot transfer a ticket to yourself", "toEmail") {}

/** Used, revoked, or of an event that is over. */
export class TicketNotTransferableError extends expectedError("TICKET_NOT_TRANSFERABLE", "This ticket can no longer be transferred") {}

/** Inside the lock period after a transfer (Event.transferLockHours). */
export class TransferLockedError extends AppError {
  readonly params: { hours: number };
  constructor(
    readonly lockedUntil: Date,
    hours: number,
  ) {
    super("TRANSFER_LOCKED", `A transferred ticket cannot be transferred again for ${hours} hours`);
    this.params = { hours };
  }
}

export class RecipientTicketLimitError extends AppError {
  readonly params: { num: number };
  constructor(readonly max: number) {
    super("RECIPIENT_TICKET_LIMIT", `The recipient already holds the maximum of ${max} tickets for this event`, "toEmail");
    this.params = { num: max };
  }
}

/** Real-name events: the recipient must have audience identity information on file. */
export class RecipientIdentityRequiredError extends expectedError("RECIPIENT_IDENTITY_REQUIRED", "The recipient must add audience identity information before receiving this ticket", "toEmail") {}

/** Another transfer (or a gate scan) changed the ticket first: nothing was changed by this one. */
export class TransferConflictError extends expectedError("TRANSFER_CONFLICT", "This ticket has just changed; please reload it") {}
