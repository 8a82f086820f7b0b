/**
 * The one place a server error becomes a text to show: an expected error's stable `code` (a member of
 * a mutation's result union) → a key of the "errors" namespace with the values its sentence needs.
 * Client-side checks (the shared zod rules) → a key of the "validation" namespace. Words come later,
 * from the locale files, through useMessageText().
 */
import { validationParams } from "@fanfare/shared/users";

/** A text to show: an i18n key ("validation:invalidEmail", "errors:WRONG_PASSWORD") and its values. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
  /** The server's own words, used when the client has no text for a code. */
  fallback?: string;
}

/** The error half of a mutation result (any type implementing the Error interface). */
export interface ErrorResult {
  __typename: string;
  code: string;
  message: string;
  field?: string | null;
  issues?: { field: string; messageKey: string }[];
  retryAfterSeconds?: number;
  /** A per-account or per-order limit that was reached (tickets per fan…). */
  limit?: number;
  /** Tries left before a lock (a wrong payment password). */
  attemptsLeft?: number | null;
}

export function isErrorResult(result: object): result is ErrorResult {
  return "code" in result && typeof (result as { code: unknown }).code === "string";
}

/** "validation.invalidEmail" (rules file) → the validation namespace's key with its placeholders. */
export function ruleMessage(messageKey: string): Message {
  const key = messageKey.replace(/^validation\./, "");
  return { key: `validation:${key}`, params: validationParams[key] };
}

/** A server error → its text: by code, with the values the sentence needs; else the server's words. */
export function errorMessage(error: Pick<ErrorResult, "code" | "message"> & Partial<ErrorResult>): Message {
  const params: Record<string, number> = {};
  if (error.retryAfterSeconds !== undefined) params.minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  if (error.limit !== undefined) params.limit = error.limit;
  if (typeof error.attemptsLeft === "number" && error.attemptsLeft > 0) {
    params.count = error.attemptsLeft;
    // "3 tries left before the lock": its own text, so the plain one still reads right elsewhere.
    return { key: `errors:${error.code}_attemptsLeft`, params, fallback: error.message };
  }
  return { key: `errors:${error.code}`, params: Object.keys(params).length ? params : undefined, fallback: error.message };
}
