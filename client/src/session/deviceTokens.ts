/**
 * This browser's device tokens, one per account it signed in to (AuthPayload.deviceToken, by e-mail).
 * Sent back with the next sign-in to that account, a token keeps this browser apart from strangers who
 * guess at the account: their failures never keep the owner out here (OWASP's device cookies). Not a
 * session: it signs nobody in, and it stays after signing out. At most a few accounts are kept.
 */
import { readStorage, storageKeys, writeStorage } from "../lib/storage";

const MAX_ACCOUNTS = 5;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.deviceTokens) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const key = (email: string) => email.trim().toLowerCase();

/** The device token this browser holds for the account of `email`, if any. */
export function deviceTokenFor(email: string): string | null {
  const token = read()[key(email)];
  return typeof token === "string" ? token : null;
}

/** Keeps the token a sign-in gave for the account of `email` (the newest accounts first, a few of them). */
export function rememberDeviceToken(email: string, token: string): void {
  const entries = Object.entries(read()).filter(([k]) => k !== key(email));
  writeStorage(storageKeys.deviceTokens, JSON.stringify(Object.fromEntries([[key(email), token], ...entries].slice(0, MAX_ACCOUNTS))));
}
