// Expected errors of the organisers' side of events, one class each with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError, expectedError } from "../../errors.ts";

/** A seat map cannot be replaced once one of its seats is held or sold. */
export class SeatMapInUseError extends AppError {
  constructor(readonly taken: number) {
    super("SEAT_MAP_IN_USE", `${taken} seats are already held or sold`, "eventId");
  }
}

/** An uploaded file is not an image of an accepted type, or is too large (shared with product pictures). */
export { UploadRejectedError } from "../../platform/image-uploads.ts";

/** The event is cancelled, which is final: its sale cannot open, pause or close again, nor its terms change. */
export class EventCancelledError extends expectedError("EVENT_IS_CANCELLED", "This event is cancelled: its sale cannot change again", "id") {}

/** A transition of the event's life that does not leave from where it stands (lifecycle.rules.ts). */
export class EventTransitionRefusedError extends AppError {
  constructor(
    readonly from: string,
    readonly transition: string,
    readonly reason: string,
  ) {
    super("EVENT_TRANSITION_REFUSED", transition === "PUBLISH" ? `Cannot publish an event that is ${from}: only a draft is published` : `Cannot ${transition} the sale of an event that is ${from}`, transition === "PUBLISH" ? "eventId" : "action");
  }
}

/**
 * Opening a sale whose scheduled start is still ahead needs a choice (issue 34): keep the schedule (the
 * sale, and its pre-queue's draw, open when announced) or open it now. Without one, nothing moves.
 */
export class SaleScheduledError extends AppError {
  constructor(readonly opensAt: Date) {
    super("SALE_SCHEDULED", `The sale is scheduled to open at ${opensAt.toISOString()}: choose to keep that time or to open it now`, "opening");
  }
}
/** The sale of a draft cannot open, pause or close: the event is published first (publishEvent). */
export class EventIsDraftError extends expectedError("EVENT_IS_DRAFT", "This event is a draft: publish it before opening its sale", "id") {}
