// The rotating entry code, one definition for the server, the fan's phone and the gate scanner (the
// React client imports this very file). Pure: no Node or browser imports; signatures are computed by
// the caller (node:crypto on the server, WebCrypto in the browser) over the strings built here.
//
// Trust chain, so that a gate with only the server's public key can verify a code offline, and a
// phone without signal can still make a fresh code:
//   - every pass (a ticket at a given qrVersion, or a merchandise pick-up item) has its own Ed25519
//     key pair. The server derives it (HMAC of the ticket's qrSecret and version; of a server key and
//     the item id for merchandise) and gives the private half ("secret") to the owner only;
//   - the server signs a certificate for the pass public key with a configured key (QR_SIGNING_KEYS),
//     named by key id, so keys can rotate;
//   - a code is: kind, id, version, 30-second window number, key id, pass public key, certificate,
//     and the pass key's signature over (kind, id, version, window).
// A code outside its window plus a small grace is refused; a transfer or "Refresh QR code" bumps the
// version, and the gates know the current versions (online: the database; offline: the downloaded
// revocation list), so every older code is dead.

export const QR_PREFIX = "FF1";
export type QrKind = "T" | "M";

export interface QrCode {
  kind: QrKind;
  id: string;
  version: number;
  window: number;
  keyId: string;
  passPublicKey: string; // base64url, 32 bytes
  certificate: string; // base64url, 64 bytes: server key over certificateMessage
  signature: string; // base64url, 64 bytes: pass key over codeMessage
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEY_ID = /^[A-Za-z0-9]{1,16}$/;
const B64URL = /^[A-Za-z0-9_-]+$/;

/** What the server's key signs: this pass public key speaks for this ticket/item at this version. */
export function certificateMessage(kind: QrKind, id: string, version: number, passPublicKey: string): string {
  return `FFC1|${kind}|${id}|${version}|${passPublicKey}`;
}

/** What the pass key signs for one time window. */
export function codeMessage(kind: QrKind, id: string, version: number, window: number): string {
  return `${QR_PREFIX}|${kind}|${id}|${version}|${window}`;
}

export function windowAt(epochMs: number, periodSeconds: number): number {
  return Math.floor(epochMs / 1000 / periodSeconds);
}

export function windowEndsAt(window: number, periodSeconds: number): number {
  return (window + 1) * periodSeconds * 1000;
}

export function formatQrCode(c: QrCode): string {
  return [QR_PREFIX, c.kind, c.id, c.version, c.window, c.keyId, c.passPublicKey, c.certificate, c.signature].join(".");
}

/**
 * Reads a code, or a link that carries one (`…#/ticket-stu-detail?c=<code>`: what a phone camera opens).
 * Null when it is not a well-formed code.
 */
export function parseQrCode(input: string): QrCode | null {
  let text = input.trim();
  const link = /[?&]c=([^&#\s]+)/.exec(text);
  if (link) {
    try {
      text = decodeURIComponent(link[1]);
    } catch {
      return null; // a broken percent escape ("%E0%A4%A"): not a code, not an error
    }
  }
  const parts = text.split(".");
  if (parts.length !== 9 || parts[0] !== QR_PREFIX) return null;
  const [, kind, id, version, window, keyId, passPublicKey, certificate, signature] = parts;
  if (kind !== "T" && kind !== "M") return null;
  if (!ID.test(id) || !KEY_ID.test(keyId)) return null;
  if (!/^\d{1,9}$/.test(version) || !/^\d{1,12}$/.test(window)) return null;
  if (![passPublicKey, certificate, signature].every((p) => B64URL.test(p))) return null;
  if (passPublicKey.length !== 43 || certificate.length !== 86 || signature.length !== 86) return null;
  // One spelling per code: a version or window with leading zeros, or base64url whose unused last bits
  // are set, decodes to the same values and would verify, so a changed text would pass as the code.
  if (![passPublicKey, certificate, signature].every((p) => toBase64Url(fromBase64Url(p)) === p)) return null;
  const code: QrCode = { kind, id, version: Number(version), window: Number(window), keyId, passPublicKey, certificate, signature };
  return formatQrCode(code) === text ? code : null;
}

export type WindowCheck = "OK" | "EXPIRED" | "NOT_YET_VALID";

/**
 * A code is good from its window's start (less `futureSkewSeconds`, for a phone clock running ahead)
 * until its window's end plus `graceSeconds` (the scan itself takes a moment). With 30 s windows and
 * 10 s grace a code lives at most 40 s: a screenshot from a minute ago is refused.
 */
export function checkWindow(window: number, atMs: number, opts: { periodSeconds: number; graceSeconds: number; futureSkewSeconds?: number }): WindowCheck {
  const start = window * opts.periodSeconds * 1000;
  const end = windowEndsAt(window, opts.periodSeconds) + opts.graceSeconds * 1000;
  if (atMs > end) return "EXPIRED";
  if (atMs < start - (opts.futureSkewSeconds ?? 60) * 1000) return "NOT_YET_VALID";
  return "OK";
}

/** The link a QR code carries: a phone camera opens the public ticket-status page, a gate reads the code. */
export function qrLink(origin: string, code: string): string {
  return `${origin}/#/ticket-stu-detail?c=${code}`;
}

// base64url helpers that work in Node and the browser alike.
export function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** PKCS#8 wrapping of a 32-byte Ed25519 seed: WebCrypto imports private keys only in this form. */
export const ED25519_PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];
/** SPKI wrapping of a 32-byte Ed25519 public key. */
export const ED25519_SPKI_PREFIX = [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00];
