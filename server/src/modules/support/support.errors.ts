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
