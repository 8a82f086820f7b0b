// Expected errors (AppError codes) → the contract's envelope codes, with msg in the caller's language.
// Unexpected errors become 29998 with a generic message: never a stack trace, never HTTP 500.
import { AppError } from "../errors.ts";
import type { Lang } from "../i18n.ts";
import { errorMessage, translate } from "../messages.ts";
import type { Logger } from "../platform/logger.ts";
import { isServiceUnavailable } from "../platform/unavailable.ts";
import { FanapiCode, reply, type Reply } from "./envelope.ts";

const BY_CODE: Record<string, number> = {
  USER_NOT_FOUND: FanapiCode.USER_NOT_FOUND,
  UNAUTHENTICATED: FanapiCode.LOGIN_EXPIRED,
  NOT_FOUND: FanapiCode.SYSTEM,
  VALIDATION: FanapiCode.BAD_REQUEST,
  TOO_MANY_ATTEMPTS: FanapiCode.TOO_MANY_ATTEMPTS,
  EMAIL_TAKEN: FanapiCode.EMAIL_TAKEN,
  WRONG_CREDENTIALS: FanapiCode.WRONG_CREDENTIALS,
  WRONG_PASSWORD: FanapiCode.WRONG_PASSWORD,
  WRONG_PAY_PASSWORD: FanapiCode.WRONG_PAY_PASSWORD,
  PAY_PASSWORD_ALREADY_SET: FanapiCode.PAY_PASSWORD_ALREADY_SET,
  PAY_PASSWORD_NOT_SET: FanapiCode.PAY_PASSWORD_NOT_SET,
  EMAIL_CHANGE_FAILED: FanapiCode.EMAIL_CHANGE_FAILED,
  FORBIDDEN: FanapiCode.FORBIDDEN,
};

/** A wrong e-mail code: 1002 for registration, 1003 for forgot-password, the server's own code otherwise. */
function invalidCodeCode(err: AppError): number {
  const purpose = (err as AppError & { purpose?: string }).purpose;
  if (purpose === "REGISTER") return FanapiCode.REGISTER_CODE_WRONG;
  if (purpose === "FORGET_PASSWORD") return FanapiCode.FORGET_PASSWORD_CODE_WRONG;
  return FanapiCode.OTHER_CODE_WRONG;
}

export function errorReply(err: unknown, lang: Lang, log: Logger, overrides: Record<string, number> = {}): Reply {
  if (err instanceof AppError) {
    const msg = errorMessage(err, lang);
    if (overrides[err.code] !== undefined) return reply(overrides[err.code], msg, null);
    if (err.code === "RATE_LIMITED") return reply(FanapiCode.RATE_LIMITED, msg, null, 429);
    // Throttled (sign-in, codes, passwords): HTTP 429 as the contract says for rate limits, with the
    // server's own code and a message that says when to try again.
    if (err.code === "TOO_MANY_ATTEMPTS") return reply(FanapiCode.TOO_MANY_ATTEMPTS, msg, null, 429);
    if (err.code === "INVALID_CODE") return reply(invalidCodeCode(err), msg, null);
    return reply(BY_CODE[err.code] ?? FanapiCode.FAILED, msg, null);
  }
  // PostgreSQL or Redis out of reach for a moment: the system code, with words that say to try again.
  if (isServiceUnavailable(err)) {
    log.warn("fanapih5: a store is unavailable", { error: err instanceof Error ? err.message : String(err) });
    return reply(FanapiCode.SYSTEM, translate(lang, "errors.UNAVAILABLE"), null);
  }
  log.error("fanapih5: unexpected error", { error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  return reply(FanapiCode.SYSTEM, translate(lang, "errors.INTERNAL"), null);
}
