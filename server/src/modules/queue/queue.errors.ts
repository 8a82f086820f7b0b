// Expected errors of the waiting room, one class each with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError } from "../../errors.ts";

/** The event sells through its waiting room: secureTickets needs a valid, unused admission pass for it. */
export class QueueRequiredError extends AppError {
  constructor(readonly eventSlug: string) {
    super("QUEUE_REQUIRED", "Please wait your turn in the waiting room: buying this event needs an admission pass", "admissionPass");
  }
}

/** The event has no waiting room (OFF), or its sale is over (CLOSED). */
export class QueueClosedError extends AppError {
  constructor(readonly eventSlug: string) {
    super("QUEUE_CLOSED", "The waiting room for this event is closed");
  }
}
