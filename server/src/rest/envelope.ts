// The /fanapih5 answer: { code, msg, data } on every response, with the contract's codes.
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const FanapiCode = {
  OK: 200,
  /** User does not exist; clients treat it as success. */
  USER_NOT_FOUND: 1001,
  REGISTER_CODE_WRONG: 1002,
  FORGET_PASSWORD_CODE_WRONG: 1003,
  LOGIN_EXPIRED: 2062000,
  /** System exception / not found. */
  SYSTEM: 29998,
  UNDER_REPAIR: 9999,
  // Transport failures: 401 and 429 with the HTTP status of the same number; 400 also for a field that
  // fails validation (HTTP 200); 413 for a body past the limit (HTTP 400, see routes.ts).
  BAD_REQUEST: 400,
  BAD_SIGNATURE: 401,
  BODY_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  // The server's own codes for the other expected failures (contract: "a code of the server's choosing").
  OTHER_CODE_WRONG: 1004,
  TOO_MANY_ATTEMPTS: 1005,
  EMAIL_TAKEN: 1006,
  WRONG_CREDENTIALS: 1007,
  WRONG_PASSWORD: 1008,
  WRONG_PAY_PASSWORD: 1009,
  PAY_PASSWORD_ALREADY_SET: 1010,
  PAY_PASSWORD_NOT_SET: 1011,
  EMAIL_CHANGE_FAILED: 1012,
  FORBIDDEN: 1013,
  /** Any other expected failure. */
  FAILED: 1000,
} as const;

/** An answer: the HTTP status (200 unless the contract says otherwise) and the envelope. */
export interface Reply {
  status: 200 | 400 | 401 | 429;
  body: Envelope;
}

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

export function reply(code: number, msg: string, data: unknown = null, status: Reply["status"] = 200): Reply {
  return { status, body: envelope(code, msg, data) };
}
