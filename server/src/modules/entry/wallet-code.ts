// The code a wallet pass shows (Google Wallet's rotating barcode): "FFW1.<ticketId>.<version>.<TOTP>".
// Google's app computes the TOTP (RFC 6238, HMAC-SHA1, 8 digits, the entry code's period) from a key we put
// in the pass; the gate computes it again from the ticket's secret. The key is derived from the ticket's
// qrSecret and qrVersion, which a transfer, a "Refresh QR code" and a revocation bump: the pass a former
// holder saved keeps producing codes of the old version, and the gate refuses them (SUPERSEDED) as it
// refuses the old QR. An offline gate cannot check these codes (it has no secrets): they are checked online,
// or when the gate uploads its offline scans.
import crypto from "node:crypto";
import { checkWindow } from "@fanfare/shared/qr";
import type { Config } from "../../config.ts";

export const WALLET_CODE_PREFIX = "FFW1";
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
  id: string;
  version: number;
  otp: string;
}

const WALLET_CODE = new RegExp(`^${WALLET_CODE_PREFIX}\\.([A-Za-z0-9_-]{1,64})\\.(\\d{1,9})\\.(\\d{${WALLET_TOTP_DIGITS}})$`);

export const isWalletCode = (text: string): boolean => text.startsWith(`${WALLET_CODE_PREFIX}.`);

export function parseWalletCode(text: string): WalletCode | null {
  const m = WALLET_CODE.exec(text);
  return m ? { id: m[1]!, version: Number(m[2]), otp: m[3]! } : null;
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
