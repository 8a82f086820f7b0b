import { storageKeys, writeStorage } from "./storage";

/**
 * Keeps an invite code from a query string ("?ic=ABC"). The code can arrive in the real query
 * string (/?ic=ABC#/home/index) or inside the hash route (#/sign-up?ic=ABC); callers pass either.
 */
export function captureInviteCode(search: string): void {
  const code = new URLSearchParams(search).get("ic")?.trim();
  if (code) writeStorage(storageKeys.inviteCode, code);
}
