// Expected failures of buying merchandise, one class per case with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError, expectedError } from "../../errors.ts";

/** The chosen variant has fewer units left than asked for. */
export class OutOfStockError extends AppError {
  constructor(readonly available: number) {
    super("MERCH_OUT_OF_STOCK", "Sold out", "variantId");
  }
}

/** A ticket-holder exclusive and the ticket number is not a live ticket of the fan for the product's event. */
export class NotTicketHolderError extends expectedError("INVALID_TICKET_NUMBER", "Invalid ticket number!", "ticketNo") {}

/** A ticket-holder exclusive and the ticket number is the fan's live ticket, but of another event (named). */
export class TicketOfAnotherEventError extends AppError {
  readonly params: { event: string };
  constructor(readonly eventTitle: string) {
    super("TICKET_FOR_ANOTHER_EVENT", `This ticket is for another event: ${eventTitle}`, "ticketNo");
    this.params = { event: eventTitle };
  }
}

/** The product is sold on the desktop site only. */
export class DesktopOnlyError extends expectedError("MERCH_DESKTOP_ONLY", "This item can only be bought in a desktop browser") {}

/** The per-account limit of the product (paid units plus live holds) would be passed. */
export class LimitReachedError extends AppError {
  readonly params: { num: number; remaining: number };
  constructor(
    readonly limit: number,
    readonly remaining: number,
  ) {
    super("MERCH_LIMIT_REACHED", `Purchases are limited to ${limit} per account`, "quantity");
    this.params = { num: limit, remaining };
  }
}

/** Buying needs a verified phone number (or the fan's explicit choice to verify later). */
export class PhoneRequiredError extends expectedError("MERCH_PHONE_REQUIRED", "Please verify your phone number before buying") {}

/** Only an order still awaiting payment can be cancelled. */
export class OrderNotCancellableError extends expectedError("MERCH_ORDER_NOT_CANCELLABLE", "This order can no longer be cancelled") {}

/** An operator asked for a logistics step that does not follow the order's current one. */
export class LogisticsTransitionError extends AppError {
  constructor(
    readonly from: string | null,
    readonly to: string,
  ) {
    super("MERCH_LOGISTICS_TRANSITION", `Cannot move a merch order from ${from ?? "unpaid"} to ${to}`);
  }
}

/** A pick-up item was handed over already (each item is redeemed once). */
export class AlreadyPickedUpError extends expectedError("MERCH_ALREADY_PICKED_UP", "This item has already been picked up") {}
