// Expected refusals of a code, one class each with a stable code (texts: locales/<lng>/errors.json).
import { AppError, expectedError } from "../../errors.ts";

/** No such code for this event, or the organiser disabled it (the two are not told apart). */
export class PromoCodeInvalidError extends expectedError("PROMO_CODE_INVALID", "This code is not valid", "code") {}

/** The code's window has not begun. */
export class PromoCodeNotStartedError extends AppError {
  constructor(readonly startsAt: Date) {
    super("PROMO_CODE_NOT_STARTED", "This code is not valid yet", "code");
  }
}

/** An access code's own sale (its presale window) opens later: before the public sale, from `opensAt`. */
export class CodeSaleNotOpenError extends AppError {
  constructor(readonly opensAt: Date) {
    super("CODE_SALE_NOT_OPEN", `The sale for this code opens at ${opensAt.toISOString()}`, "code");
  }
}

/** The code's window has ended. */
export class PromoCodeExpiredError extends expectedError("PROMO_CODE_EXPIRED", "This code has expired", "code") {}

/** Every use of the code is taken (`perAccount`: this account's share of it). */
export class PromoCodeUsedUpError extends AppError {
  constructor(readonly perAccount: boolean) {
    super(perAccount ? "PROMO_CODE_ACCOUNT_LIMIT" : "PROMO_CODE_USED_UP", perAccount ? "You have already used this code" : "This code has been used up", "code");
  }
}

/** The code gives nothing on the chosen tickets (a discount for other types, an access code for none chosen). */
export class PromoCodeNotApplicableError extends expectedError("PROMO_CODE_NOT_APPLICABLE", "This code does not apply to the tickets you chose", "code") {}

/** An organiser's new code is already a code of the event. */
export class PromoCodeTakenError extends AppError {
  constructor(readonly codes: string[]) {
    super("PROMO_CODE_TAKEN", `The event already has the code ${codes.slice(0, 3).join(", ")}`, "code");
  }
}

/** The event takes no presale registrations (the organiser has not switched them on, or it is over or cancelled). */
export class PresaleNotOpenError extends expectedError("PRESALE_NOT_OPEN", "Registration for this presale is not open", "eventId") {}

/** The fan was already invited (their personal code is sent): the registration stays. */
export class PresaleAlreadyInvitedError extends expectedError("PRESALE_ALREADY_INVITED", "You have already been invited: your code was sent by e-mail", "eventId") {}
