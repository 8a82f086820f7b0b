// Expected failures of securing and managing orders, one class each with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError, expectedError } from "../../errors.ts";

export class SoldOutError extends expectedError("SOLD_OUT", "Sold out") {}

/** "Purchases are limited per account": paid, received and held tickets of the event count. */
export class LimitReachedError extends AppError {
  readonly params: { limit: number };
  constructor(
    readonly limit: number,
    /** How many more the fan may still secure for this event (0 when none). */
    readonly remaining: number,
  ) {
    super("LIMIT_REACHED", `Purchases are limited per account: at most ${limit} tickets per event`);
    this.params = { limit };
  }
}

/** The event needs one real-name identity per ticket, each one of the fan's own. */
export class IdentityRequiredError extends expectedError("IDENTITY_REQUIRED", "Real-name audience identification must be filled before buying tickets", "identityIds") {}

/** An identity already holds a ticket (or a live hold) for this event, on any account. */
export class IdentityTakenError extends AppError {
  constructor(readonly identityId: string) {
    super("IDENTITY_TAKEN", "This identity already holds a ticket for this event", "identityIds");
  }
}

/** Buying needs a verified phone number, unless the fan skipped verification. */
export class PhoneRequiredError extends expectedError("PHONE_REQUIRED", "Please verify your phone number before buying") {}

export class SaleNotOpenError extends AppError {
  constructor(readonly saleState: string) {
    super("SALE_NOT_OPEN", "Tickets for this event are not on sale");
  }
}

export class DesktopOnlyError extends expectedError("DESKTOP_ONLY", "This event can only be bought in a desktop browser") {}

export class TicketHoldersOnlyError extends expectedError("TICKET_HOLDERS_ONLY", "This sale is for ticket holders only") {}

/** The 10-minute hold has passed. */
export class OrderExpiredError extends expectedError("ORDER_EXPIRED", "Oops! An order is only secured for 10 minutes, please try again") {}

/** Paid, cancelled or expired already. */
export class OrderNotCancellableError extends expectedError("ORDER_NOT_CANCELLABLE", "This order can no longer be cancelled") {}

/**
 * Picked wheelchair spaces or companion seats still kept, before the event's accessible release, for fans who
 * declared the need (issue 33): this fan has not declared it, or picked more than it covers (one wheelchair
 * space, and as many companion seats as declared). Nothing was held.
 */
export class AccessibleSeatsKeptError extends AppError {
  constructor(
    /** The picked seats that are kept (database ids). */
    readonly seatIds: string[],
    /** When unsold accessible seats return to general sale. */
    readonly releaseAt: Date,
    /** The event whose seat board answers the seats' fields. */
    readonly eventId?: string,
  ) {
    super("ACCESSIBLE_SEATS_KEPT", "These seats are kept for fans who declared the need for a wheelchair space", "lines");
  }
}

/** Seats picked on the map were held or bought by someone else first: which, and the nearest free ones instead. */
export class SeatsTakenError extends AppError {
  constructor(
    /** The picked seats that were taken (database ids). */
    readonly seatIds: string[],
    /** Free seats of the same area nearest the picked ones, as many (database ids): offered, never taken for the fan. */
    readonly alternativeIds: string[],
    /** The event whose seat board (read for the alternatives) answers the seats' fields. */
    readonly eventId?: string,
  ) {
    super("SEATS_TAKEN", "Someone else has just taken a seat you picked");
  }
}
