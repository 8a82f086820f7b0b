// The server's one logger: pino, one JSON line per entry. Every line written while a request is being
// handled carries its request id (kept in AsyncLocalStorage by the request-id middleware, so service
// code and Yoga's own logger need not pass it along). Secrets and personal data are redacted by key.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import pino from "pino";

export type Level = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs fn with reqId attached to every log line it (and what it awaits) writes. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return requestScope.run({ reqId }, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.reqId;
}

/** A client's X-Request-Id when it is a sane token (letters, digits, - _ . :, up to 64), else a new one. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && /^[A-Za-z0-9._:-]{8,64}$/.test(header) ? header : crypto.randomUUID();
}

// Keys whose values never reach a log line, at the top level and one or two levels down.
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "password",
  "paymentPassword",
  "newPassword",
  "oldPassword",
  "code",
  "token",
  "secret",
  "identity",
  "idNumber",
  "realName",
  "cardNumber",
  "cvc",
  "email",
  "phone",
  "to",
];
export const redactPaths = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

export function createLogger(level: Level, destination?: pino.DestinationStream): Logger & { pino: pino.Logger } {
  const p = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
      redact: { paths: redactPaths, censor: "[redacted]" },
    },
    destination,
  );
  const emit = (l: Exclude<Level, "silent">) => (msg: string, data?: Record<string, unknown>) => {
    if (data) p[l](data, msg);
    else p[l](msg);
  };
  return { pino: p, debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}

/** Yoga's logger interface over ours: its lines get the request id and the redaction too. */
export function yogaLogger(log: Logger) {
  const join = (args: unknown[]) => {
    const [first, ...rest] = args;
    const msg = first instanceof Error ? first.message : String(first);
    const errors = [first, ...rest].filter((a) => a instanceof Error).map((e) => (e as Error).stack ?? String(e));
    return { msg, data: errors.length ? { error: errors.join("\n") } : undefined };
  };
  const to = (l: keyof Logger) => (...args: unknown[]) => {
    const { msg, data } = join(args);
    log[l](`graphql: ${msg}`, data);
  };
  return { debug: to("debug"), info: to("info"), warn: to("warn"), error: to("error") };
}
