// Expected failures of customer service, one class per case with a stable code.
import { AppError, expectedError } from "../../errors.ts";

/** The issue text is shorter than SUPPORT_MIN_TEXT_LENGTH ("Issue text at least {num} characters"). */
export class IssueTextTooShortError extends AppError {
  readonly params: { num: number };
  constructor(readonly minLength: number) {
    super("ISSUE_TEXT_TOO_SHORT", `Issue text at least ${minLength} characters`, "text");
    this.params = { num: minLength };
  }
}

export class SupportIssueNotFoundError extends expectedError("SUPPORT_ISSUE_NOT_FOUND", "This issue does not exist", "issueId") {}

/**
 * The order or ticket a new request names is not one of the asking fan's (or does not exist, or the ticket
 * is not of that order): nothing is filed. `field` is the input that named it (orderId or ticketId).
 */
export class SupportSubjectNotFoundError extends AppError {
  constructor(field: "orderId" | "ticketId") {
    super("SUPPORT_SUBJECT_NOT_FOUND", "This order or ticket is not one of yours", field);
  }
}
