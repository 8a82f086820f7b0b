// Device tokens, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser that
// signed in to an account keeps a token naming that account (AuthPayload.deviceToken, sent back as
// SignInInput.deviceToken), and its sign-ins to that account are counted per device, apart from
// everyone else's. A stranger's failures, from any number of addresses, never count against the owner's
// own device; a device that fails too often (it was stolen, or is guessing) is a stranger again.
// Stateless: the token is a random nonce and an HMAC of the account's e-mail address and the nonce under
// APP_SECRET, so no one can make one for an account without signing in to it.
import crypto from "node:crypto";

const VERSION = "d1";
const TOKEN = /^d1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, email: string, nonce: string): Buffer {
  return crypto.createHmac("sha256", secret).update(`device-token|${email}|${nonce}`).digest();
}

/** A new device token for the account of `email` (the normalised address). */
export function issueDeviceToken(secret: string, email: string): string {
  const nonce = crypto.randomBytes(16).toString("base64url");
  return `${VERSION}.${nonce}.${mac(secret, email, nonce).toString("base64url")}`;
}

/** The device a token names when it was issued for the account of `email`, else null (malformed, forged, another account's). */
export function deviceOf(secret: string, email: string, token: string | null | undefined): string | null {
  const m = token ? TOKEN.exec(token) : null;
  if (!m) return null;
  // Compared as text, not as decoded bytes: the 43rd base64url character carries 2 unused bits, so four
  // spellings decode to the same MAC, and only the one we issued is the token.
  const given = Buffer.from(m[2]);
  const expected = Buffer.from(mac(secret, email, m[1]).toString("base64url"));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? m[1] : null;
}
