// The codes a wallet pass shows. Google Wallet's rotating barcode: "FFW1.<ticketId>.<version>.<TOTP>".
// Google's app computes the TOTP (RFC 6238, HMAC-SHA1, 8 digits, the entry code's period) from a key we put
// in the pass; the gate computes it again from the ticket's secret. The key is derived from the ticket's
// qrSecret and qrVersion, which a transfer, a "Refresh QR code" and a revocation bump: the pass a former
// holder saved keeps producing codes of the old version, and the gate refuses them (SUPERSEDED) as it
// refuses the old QR. An offline gate cannot check these codes (it has no secrets): they are checked online,
// or when the gate uploads its offline scans.
// Apple Wallet has no rotating barcode: its pass shows "FFA1.<ticketId>.<version>.<MAC>", fixed for one holder
// (a MAC of the ticket and version under a key from the ticket's secret). A transfer, refresh or revocation
// kills it like the QR (and the pass web service replaces or voids the pass on the holder's devices); until
// then a copy of it is as good as the pass, and the gate still admits the ticket once only.
import crypto from "node:crypto";
import { checkWindow } from "@fanfare/shared/qr";
import type { Config } from "../../config.ts";

export const WALLET_CODE_PREFIX = "FFW1";
export const APPLE_CODE_PREFIX = "FFA1";
export const WALLET_TOTP_DIGITS = 8;
/** How many windows back a genuine code is still recognised (then answered EXPIRED rather than INVALID). */
const LOOKBACK_WINDOWS = 20;

/** A ticket's TOTP key at a version (20 bytes, the size RFC 4226 recommends for HMAC-SHA1). */
export function walletTotpKey(qrSecret: Uint8Array, version: number): Buffer {
  return crypto.createHmac("sha256", Buffer.from(qrSecret)).update(`wallet-totp|v${version}`).digest().subarray(0, 20);
}

/** HOTP (RFC 4226) of a counter: dynamic truncation of HMAC-SHA1, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = WALLET_TOTP_DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", Buffer.from(key)).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 10 ** digits).padStart(digits, "0");
}

/** TOTP (RFC 6238) at an instant: the HOTP of floor(t / period). */
export function totp(key: Uint8Array, atMs: number, periodSeconds: number, digits = WALLET_TOTP_DIGITS): string {
  return hotp(key, Math.floor(atMs / 1000 / periodSeconds), digits);
}

export interface WalletCode {
  /** totp: Google's rotating code; static: an Apple pass's fixed code. */
  kind: "totp" | "static";
  id: string;
  version: number;
  /** The TOTP digits, or the static code's MAC (hex). */
  otp: string;
}

const WALLET_CODE = new RegExp(`^(${WALLET_CODE_PREFIX}|${APPLE_CODE_PREFIX})\\.([A-Za-z0-9_-]{1,64})\\.(\\d{1,9})\\.([0-9a-f]{${WALLET_TOTP_DIGITS},32})$`);

export const isWalletCode = (text: string): boolean => text.startsWith(`${WALLET_CODE_PREFIX}.`) || text.startsWith(`${APPLE_CODE_PREFIX}.`);

export function parseWalletCode(text: string): WalletCode | null {
  const m = WALLET_CODE.exec(text);
  if (!m) return null;
  const kind = m[1] === WALLET_CODE_PREFIX ? "totp" : "static";
  if (kind === "totp" && !new RegExp(`^\\d{${WALLET_TOTP_DIGITS}}$`).test(m[4]!)) return null;
  return { kind, id: m[2]!, version: Number(m[3]), otp: m[4]! };
}

/** An Apple pass's fixed code for a ticket at a version. */
export function appleWalletCode(qrSecret: Uint8Array, id: string, version: number): string {
  const mac = crypto.createHmac("sha256", Buffer.from(qrSecret)).update(`wallet-apple|v${version}|${id}`).digest().subarray(0, 12).toString("hex");
  return `${APPLE_CODE_PREFIX}.${id}.${version}.${mac}`;
}

/** True when `text` is the fixed code of this ticket's pass at its version. */
export function checkAppleCode(qrSecret: Uint8Array, c: WalletCode): boolean {
  const expected = Buffer.from(appleWalletCode(qrSecret, c.id, c.version));
  const given = Buffer.from(`${APPLE_CODE_PREFIX}.${c.id}.${c.version}.${c.otp}`);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The valuePattern of a ticket's rotating barcode: Google fills in {totp_value_0}. */
export const walletValuePattern = (ticketId: string, version: number): string => `${WALLET_CODE_PREFIX}.${ticketId}.${version}.{totp_value_0}`;

export const formatWalletCode = (c: WalletCode): string => `${WALLET_CODE_PREFIX}.${c.id}.${c.version}.${c.otp}`;

/**
 * The window a wallet code's TOTP belongs to, checked as the QR's is (its period, then the grace; a phone
 * clock a period ahead is tolerated): "OK" with the window, "EXPIRED" for a genuine older code, "INVALID"
 * for anything else (a wrong key: another version's, another ticket's, a guess).
 */
export function checkWalletOtp(qr: Config["qr"], key: Uint8Array, otp: string, atMs: number): { result: "OK"; window: number } | { result: "EXPIRED" | "INVALID" } {
  const now = Math.floor(atMs / 1000 / qr.periodSeconds);
  const given = Buffer.from(otp);
  let expired = false;
  for (let w = now + 1; w >= now - LOOKBACK_WINDOWS; w--) {
    const expected = Buffer.from(hotp(key, w));
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) continue;
    const check = checkWindow(w, atMs, { periodSeconds: qr.periodSeconds, graceSeconds: qr.graceSeconds, futureSkewSeconds: qr.periodSeconds });
    if (check === "OK") return { result: "OK", window: w };
    if (check === "EXPIRED") expired = true;
  }
  return { result: expired ? "EXPIRED" : "INVALID" };
}
