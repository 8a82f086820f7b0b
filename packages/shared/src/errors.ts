// The codes of the server's errors, one list for both sides (STYLE.md rule 5: the server sends codes,
// the client turns codes into words). A code a fan can meet has a text under the same key in
// locales/<lng>/errors.json; errors.test.ts keeps the list and the texts
// in step, and the server's AppError takes only a listed code.

/** Expected errors: one class each in the server (server/src/errors.ts, modules/<domain>/<domain>.errors.ts). */
export const expectedErrorCodes = [
  // common
  "VALIDATION",
  "NOT_FOUND",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "BAD_USER_INPUT",
  "INVALID_API_KEY",
  "RATE_LIMITED",
  "HUMAN_CHECK_FAILED",
  // accounts
  "INVALID_CODE",
  "USER_NOT_FOUND",
  "EMAIL_TAKEN",
  "EMAIL_CHANGE_FAILED",
  "WRONG_CREDENTIALS",
  "WRONG_PASSWORD",
  "WRONG_PAY_PASSWORD",
  "PAY_PASSWORD_ALREADY_SET",
  "PAY_PASSWORD_NOT_SET",
  "PHONE_VERIFICATION_UNAVAILABLE",
  "TOO_MANY_ATTEMPTS",
  "ACCOUNT_DELETION_BLOCKED",
  // identity
  "IDENTITY_EXISTS",
  "IDENTITY_IN_USE",
  // ticket orders
  "SALE_NOT_OPEN",
  "SOLD_OUT",
  "SEATS_TAKEN",
  "LIMIT_REACHED",
  "ORDER_EXPIRED",
  "ORDER_NOT_CANCELLABLE",
  "DESKTOP_ONLY",
  "PHONE_REQUIRED",
  "IDENTITY_REQUIRED",
  "IDENTITY_TAKEN",
  "TICKET_HOLDERS_ONLY",
  // payments and the wallet
  "HOLD_EXPIRED",
  "ORDER_NOT_PAYABLE",
  "PAYMENT_ATTEMPTS_EXHAUSTED",
  "PAYMENT_METHOD_UNAVAILABLE",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "ORDER_NOT_REFUNDABLE",
  "REFUND_TOO_LARGE",
  "PAY_PASSWORD_LOCKED",
  "WEBHOOK_SIGNATURE",
  "INSUFFICIENT_BALANCE",
  // transfers
  "TICKET_NOT_TRANSFERABLE",
  "TRANSFER_CONFLICT",
  "TRANSFER_LOCKED",
  "TRANSFER_TO_SELF",
  "HAND_BACK_NOT_OFFERED",
  "TICKET_CANNOT_BE_HANDED_BACK",
  "HAND_BACK_CLOSED",
  "HAND_BACK_PAYOUT_UNAVAILABLE",
  "RECIPIENT_NOT_REGISTERED",
  "RECIPIENT_IDENTITY_REQUIRED",
  "RECIPIENT_TICKET_LIMIT",
  // merchandise
  "MERCH_OUT_OF_STOCK",
  "MERCH_LIMIT_REACHED",
  "MERCH_DESKTOP_ONLY",
  "MERCH_PHONE_REQUIRED",
  "MERCH_ORDER_NOT_CANCELLABLE",
  "MERCH_ALREADY_PICKED_UP",
  "MERCH_LOGISTICS_TRANSITION",
  "INVALID_TICKET_NUMBER",
  "TICKET_FOR_ANOTHER_EVENT",
  // giveaway
  "GIVEAWAY_CAMPAIGN_NOT_FOUND",
  "GIVEAWAY_OUT_OF_STOCK",
  "GIVEAWAY_DRAW_NOT_READY",
  "GIVEAWAY_ALREADY_COMMITTED",
  // customer service
  "ISSUE_TEXT_TOO_SHORT",
  "SUPPORT_ISSUE_NOT_FOUND",
  "SUPPORT_SUBJECT_NOT_FOUND",
  // the waiting room
  "QUEUE_REQUIRED",
  "QUEUE_CLOSED",
  // the operator API (organisers)
  "SEAT_MAP_IN_USE",
  "UPLOAD_REJECTED",
  "EVENT_IS_CANCELLED",
  "EVENT_TRANSITION_REFUSED",
  "SALE_SCHEDULED",
  "EVENT_IS_DRAFT",
  // check-in at an event's gates (the console's manual check-in and its undo)
  "CHECK_IN_REFUSED",
  "NOT_CHECKED_IN",
  // the platform's organisations
  "ORGANISATION_SLUG_TAKEN",
  "ORGANISATION_OWNER_NOT_FOUND",
  // an organisation's members and invitations
  "ORGANISATION_ALREADY_MEMBER",
  "ORGANISATION_LAST_OWNER",
  "INVITATION_NOT_FOUND",
  "INVITATION_EXPIRED",
  // organisers' access and discount codes (issue 35)
  "PROMO_CODE_INVALID",
  "PROMO_CODE_NOT_STARTED",
  "CODE_SALE_NOT_OPEN",
  "PROMO_CODE_EXPIRED",
  "PROMO_CODE_USED_UP",
  "PROMO_CODE_ACCOUNT_LIMIT",
  "PROMO_CODE_NOT_APPLICABLE",
  "PROMO_CODE_TAKEN",
  // presale registration (issue 35)
  "PRESALE_NOT_OPEN",
  "PRESALE_ALREADY_INVITED",
  // a fan's application to become an organiser (issue 34)
  "ORGANISATION_APPLICATION_OPEN",
  "ORGANISATION_APPLICATION_DECIDED",
] as const;
export type ExpectedErrorCode = (typeof expectedErrorCodes)[number];

/** Codes of a whole request (GraphQL extensions.code, the REST reply), not of one mutation's result. */
export const requestErrorCodes = ["UNDER_REPAIR", "UNAVAILABLE", "INTERNAL"] as const;
export type RequestErrorCode = (typeof requestErrorCodes)[number];

export type ErrorCode = ExpectedErrorCode | RequestErrorCode;

/**
 * Codes without a text in errors.json: the refusal of a payment provider's webhook call (no fan meets
 * it) and maintenance (the page shows the operator's own message).
 */
export const codesWithoutText: readonly ErrorCode[] = ["WEBHOOK_SIGNATURE", "UNDER_REPAIR"];
