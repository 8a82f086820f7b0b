// Expected errors are part of the schema: one class per case with a stable code (STYLE.md rule 5).
// The server sends codes; the client turns codes into words in the fan's language.
import type { ExpectedErrorCode } from "@fanfare/shared/errors";

export class AppError extends Error {
  readonly code: ExpectedErrorCode;
  /** The input field the error is about, when there is one. */
  readonly field?: string;

  constructor(code: ExpectedErrorCode, message: string, field?: string) {
    // An expected error is an answer (sold out, limit reached), not a fault: no stack is captured. Its
    // capture and the Pothos errors plugin's read of `stack` (formatted through the source maps) cost
    // 0.3 ms of CPU per sold-out answer in the on-sale race (npm run bench -- secure-path under --cpu-prof).
    // Plain statements around super(): a super() inside try/finally is mis-lowered by some transforms.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.field = field;
    this.name = new.target.name;
  }
}

/**
 * The base of an expected error whose code, message and field never vary:
 * `export class TransferToSelfError extends expectedError("TRANSFER_TO_SELF", "…", "toEmail") {}`.
 * Each error stays a named class (the Pothos errors plugin maps a class to its GraphQL type).
 */
export function expectedError(code: ExpectedErrorCode, message: string, field?: string) {
  return class extends AppError {
    constructor() {
      super(code, message, field);
    }
  };
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    field?: string,
    /** Each invalid field; `message` may be a message key ("validation.x") with the values it needs in `params`. */
    readonly issues: { field: string; message: string; params?: Record<string, string | number> }[] = field ? [{ field, message }] : [],
  ) {
    super("VALIDATION", message, field);
  }
}

export class NotFoundError extends AppError {
  constructor(what = "record") {
    super("NOT_FOUND", `${what} not found`);
  }
}

export class UnauthenticatedError extends expectedError("UNAUTHENTICATED", "Login expired, please sign in again") {}

export class ForbiddenError extends AppError {
  /** `scope`: the API-key scope the caller lacks, when one would allow it (named in the message and in extensions.scope). */
  constructor(
    message = "Not allowed",
    readonly scope?: string,
  ) {
    super("FORBIDDEN", scope ? `${message}: this needs the scope ${scope}` : message);
  }
}

/** An argument the server cannot read: a cursor it never gave out for this connection (or whose row the connection no longer lists), an id of no known shape. Names the argument (extensions.argument). */
export class BadUserInputError extends AppError {
  constructor(readonly argument: string, message = `The argument ${argument} is not one this field accepts`) {
    super("BAD_USER_INPUT", message, argument);
  }
}

/**
 * An id of another of the schema's types where an argument takes one type's (a Ticket's global id as an
 * eventId): BAD_USER_INPUT. idOfType (node-access.ts) throws it knowing the value, not the argument;
 * platform/id-guard.ts names the argument the value came in.
 */
export class ForeignIdError extends BadUserInputError {
  constructor(
    readonly value: string,
    /** The type whose id the argument takes. */
    readonly expected: string,
  ) {
    super("id", `This id is not an id of ${expected}: pass ${expected}.id`);
  }
}

/** An API key (staff token) that is unknown, revoked or expired: not a lapsed sign-in, so not UNAUTHENTICATED. */
export class InvalidApiKeyError extends expectedError("INVALID_API_KEY", "This API key is unknown, revoked or expired") {}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("RATE_LIMITED", "Too many users, please try again later");
  }
}
