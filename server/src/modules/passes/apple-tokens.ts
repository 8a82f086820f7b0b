// The secrets of Apple passes, all derived from APP_SECRET (no table): the authenticationToken a pass carries
// for the web service (per ticket and version: it proves which version's pass the device holds), and the
// short-lived signed address the ticket page links to for the .pkpass download (a link cannot carry the
// fan's bearer token).
import crypto from "node:crypto";

const mac = (secret: string, text: string, bytes = 24) => crypto.createHmac("sha256", secret).update(text).digest().subarray(0, bytes).toString("base64url");

/** "<version>.<MAC>": at least 16 characters, as Apple requires. */
export function appleAuthToken(appSecret: string, ticketId: string, version: number): string {
  return `${version}.${mac(appSecret, `passkit-auth|${ticketId}|${version}`)}`;
}

/** The version a pass's token was issued for, or null when the token is not one of this ticket's. */
export function appleTokenVersion(appSecret: string, ticketId: string, token: string | null | undefined): number | null {
  const m = /^(\d{1,9})\.[\w-]{32}$/.exec(token ?? "");
  if (!m) return null;
  const expected = Buffer.from(appleAuthToken(appSecret, ticketId, Number(m[1])));
  const given = Buffer.from(token!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? Number(m[1]) : null;
}

export const DOWNLOAD_TTL_MS = 10 * 60_000;

/** The signature of a download address: this ticket, for this holder, at this version, until `expiresAt` (ms). */
export function downloadSignature(appSecret: string, ticketId: string, userId: string, version: number, expiresAt: number): string {
  return mac(appSecret, `passkit-download|${ticketId}|${userId}|${version}|${expiresAt}`);
}

export function downloadSignatureOk(appSecret: string, ticketId: string, userId: string, version: number, expiresAt: number, given: string): boolean {
  const expected = Buffer.from(downloadSignature(appSecret, ticketId, userId, version, expiresAt));
  const g = Buffer.from(given);
  return expected.length === g.length && crypto.timingSafeEqual(expected, g);
}
