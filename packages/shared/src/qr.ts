// The rotating entry code, one definition for the server, the fan's phone and the gate scanner. Pure:
// no Node or browser imports; signatures are computed by the caller (node:crypto on the server,
// WebCrypto in the browser) over the strings built here.
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

import * as base45 from "base45-web";

export const QR_PREFIX = "FF1";
/** The compact code (issue 15): "FF2" + base45 of the binary layout below + "." (see formatCompactQrCode). */
export const QR_COMPACT_PREFIX = "FF2";
export type QrKind = "T" | "M";

/**
 * A pass as its owner receives it (GraphQL QrPass) and the phone keeps it, to make codes offline.
 * `kind`: the server names it TICKET / MERCH, the phone keeps the code's T / M.
 */
export interface QrPass<Kind extends string = QrKind> {
  kind: Kind;
  id: string;
  keyId: string;
  /** The pass's Ed25519 private key seed, base64url: the owner's phone makes codes with it offline. */
  secret: string;
  version: number;
  periodSeconds: number;
  graceSeconds: number;
  passPublicKey: string;
  certificate: string;
}

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

/**
 * The dotted text form ("FF1.T.<id>.…"): the first format, still accepted at the gates, and the canonical
 * form the scan log keeps (entry.service.ts finds an item's scans by its prefix).
 */
export function formatQrCode(c: QrCode): string {
  return [QR_PREFIX, c.kind, c.id, c.version, c.window, c.keyId, c.passPublicKey, c.certificate, c.signature].join(".");
}

// ───── the compact code (what the QR carries) ─────
// The dotted form inside a link needed QR version 15 at error correction M (77×77 modules): too dense
// for a gate camera at arm's length. The compact form carries the same fields and the same two
// signatures (the signed messages are unchanged) as bytes, written in base45, whose 45 characters are
// exactly the QR alphanumeric set (5.5 bits a character instead of 8): version 10 (57×57) for
// today's identifiers (scripts/qr-size.ts prints the figures). Layout:
//   byte 0      0x20 | 0x01 when kind M | 0x02 when the id is base36 (a cuid) rather than base64url
//   byte 1      id length in characters (1–64), then the id packed: base36 as one big-endian number in
//               ceil(len·log2(36)/8) bytes, or base64url characters at 6 bits each
//   varint      version, then window (unsigned LEB128)
//   byte        key id length (1–16), then the key id at 6 bits a character
//   32 + 64 + 64 bytes  pass public key, certificate, signature
// The text is "FF2" + base45 + ".": the closing dot keeps a base45 space at the end from being trimmed
// away by a scanner or by .trim().

// base45-web's types say ArrayBuffer; it reads and returns plain arrays of byte values.
const base45Encode = (bytes: Uint8Array): string => base45.encode(bytes as unknown as ArrayBuffer);
const base45Decode = (text: string): ArrayLike<number> => base45.decode(text) as unknown as ArrayLike<number>;

const B64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const BASE36 = /^[0-9a-z]+$/;
const base36Bytes = (chars: number) => Math.ceil((chars * Math.log2(36)) / 8);
const sixBitBytes = (chars: number) => Math.ceil((chars * 6) / 8);

function packSixBit(text: string, out: number[]): void {
  let acc = 0;
  let bits = 0;
  for (const ch of text) {
    acc = (acc << 6) | B64_ALPHABET.indexOf(ch);
    bits += 6;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
}

function unpackSixBit(bytes: Uint8Array, chars: number): string {
  let acc = 0;
  let bits = 0;
  let text = "";
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 6 && text.length < chars) {
      bits -= 6;
      text += B64_ALPHABET[(acc >> bits) & 0x3f];
    }
    acc &= (1 << bits) - 1;
  }
  return text;
}

function packBase36(text: string, out: number[]): void {
  let n = BigInt(0);
  for (const ch of text) n = n * BigInt(36) + BigInt(parseInt(ch, 36));
  const bytes: number[] = [];
  for (let i = 0; i < base36Bytes(text.length); i++) {
    bytes.unshift(Number(n & BigInt(0xff)));
    n >>= BigInt(8);
  }
  out.push(...bytes);
}

function unpackBase36(bytes: Uint8Array, chars: number): string {
  let n = BigInt(0);
  for (const b of bytes) n = (n << BigInt(8)) | BigInt(b);
  return n.toString(36).padStart(chars, "0");
}

function pushVarint(value: number, out: number[]): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** The code's bytes (layout above). */
export function encodeQrBytes(c: QrCode): Uint8Array {
  const out: number[] = [];
  const base36 = BASE36.test(c.id);
  out.push(0x20 | (c.kind === "M" ? 0x01 : 0) | (base36 ? 0x02 : 0), c.id.length);
  if (base36) packBase36(c.id, out);
  else packSixBit(c.id, out);
  pushVarint(c.version, out);
  pushVarint(c.window, out);
  out.push(c.keyId.length);
  packSixBit(c.keyId, out);
  for (const part of [c.passPublicKey, c.certificate, c.signature]) out.push(...fromBase64Url(part));
  return Uint8Array.from(out);
}

/** Reads the bytes back; null on anything malformed (wrong lengths, trailing bytes, bad characters). */
export function decodeQrBytes(bytes: Uint8Array): QrCode | null {
  let at = 0;
  const take = (n: number): Uint8Array | null => {
    if (n < 0 || at + n > bytes.length) return null;
    const part = bytes.subarray(at, at + n);
    at += n;
    return part;
  };
  const varint = (): number | null => {
    let value = 0;
    for (let shift = 0; shift < 42; shift += 7) {
      const b = take(1)?.[0];
      if (b === undefined) return null;
      value += (b & 0x7f) * 2 ** shift;
      if (!(b & 0x80)) return value;
    }
    return null;
  };
  const head = take(1)?.[0];
  if (head === undefined || (head & 0xfc) !== 0x20) return null;
  const idChars = take(1)?.[0] ?? 0;
  if (idChars < 1 || idChars > 64) return null;
  const base36 = (head & 0x02) !== 0;
  const idBytes = take(base36 ? base36Bytes(idChars) : sixBitBytes(idChars));
  if (!idBytes) return null;
  const id = base36 ? unpackBase36(idBytes, idChars) : unpackSixBit(idBytes, idChars);
  if (id.length !== idChars || (base36 && !BASE36.test(id))) return null;
  const version = varint();
  const window = varint();
  if (version === null || window === null || version > 999_999_999) return null;
  const keyChars = take(1)?.[0] ?? 0;
  if (keyChars < 1 || keyChars > 16) return null;
  const keyBytes = take(sixBitBytes(keyChars));
  if (!keyBytes) return null;
  const keyId = unpackSixBit(keyBytes, keyChars);
  const passPublicKey = take(32);
  const certificate = take(64);
  const signature = take(64);
  if (!passPublicKey || !certificate || !signature || at !== bytes.length) return null;
  const c: QrCode = {
    kind: head & 0x01 ? "M" : "T",
    id,
    version,
    window,
    keyId,
    passPublicKey: toBase64Url(passPublicKey),
    certificate: toBase64Url(certificate),
    signature: toBase64Url(signature),
  };
  if (!ID.test(c.id) || !KEY_ID.test(c.keyId)) return null;
  // One code, one spelling: padding bits and a base36 number too large for its length are refused.
  const again = encodeQrBytes(c);
  return again.length === bytes.length && again.every((b, i) => b === bytes[i]) ? c : null;
}

/** What the QR carries: "FF2" + base45(bytes) + "." — only QR alphanumeric characters. */
export function formatCompactQrCode(c: QrCode): string {
  return `${QR_COMPACT_PREFIX}${base45Encode(encodeQrBytes(c))}.`;
}

function parseCompact(text: string): QrCode | null {
  if (!text.startsWith(QR_COMPACT_PREFIX) || !text.endsWith(".")) return null;
  const body = text.slice(QR_COMPACT_PREFIX.length, -1);
  if (body.length > 600) return null;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(base45Decode(body));
  } catch {
    return null;
  }
  // base45 triples above 65535 would wrap: only the canonical spelling of the bytes is accepted.
  if (base45Encode(bytes) !== body) return null;
  return decodeQrBytes(bytes);
}

/**
 * Reads a code: the compact form (what the QR carries now), or the dotted form, bare or inside a link
 * (`…#/ticket-stu-detail?c=<code>`: what the first QR codes carried; still accepted for a transition).
 * Null when it is not a well-formed code.
 */
export function parseQrCode(input: string): QrCode | null {
  // Scanners may add a line end; a compact code ends with "." so trimming cannot cut into it.
  let text = input.trim();
  if (text.startsWith(QR_COMPACT_PREFIX)) return parseCompact(text);
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
