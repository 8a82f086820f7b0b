// The /fanapih5 signature (../shared/contracts/fanapih5.md, "The signature"): pure functions to build the
// canonical string and sign it, plus the request check (timestamp window, nonce format and replay).
import crypto from "node:crypto";
import type { KvStore } from "../platform/kv.ts";

/** The common parameters, signed on every request; a body field may not reuse these names. */
export const COMMON_PARAMS = ["platform", "timestamp", "nonce", "token", "uuid"] as const;
export type CommonParams = { platform?: string; timestamp?: string; nonce?: string; token?: string; uuid?: string };

/** ±300 s around the server clock, both ways. */
export const TIMESTAMP_WINDOW_MS = 300_000;
/**
 * How long a nonce is remembered: a request stamped up to the window ahead of the server clock stays
 * acceptable until the window after its timestamp, so twice the window covers every acceptable replay.
 */
export const NONCE_TTL_MS = 2 * TIMESTAMP_WINDOW_MS + 10_000;
export const NONCE_PATTERN = /^[A-Za-z0-9]{16}$/;

function asSignedValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * `key=value` pairs, keys lower-cased, sorted by key in code-unit order, joined with `&`; null, missing
 * and empty values dropped; objects and arrays as JSON. Throws when two keys collide once lower-cased.
 */
export function canonicalString(params: Record<string, unknown>): string {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  for (const [rawKey, rawValue] of Object.entries(params)) {
    const value = asSignedValue(rawValue);
    if (value === null) continue;
    const key = rawKey.toLowerCase();
    if (seen.has(key)) throw new SignatureError(`duplicate parameter ${key}`);
    seen.add(key);
    pairs.push([key, value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join("&");
}

export function toUrlSafeBase64(b64: string): string {
  return b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function signCanonical(canonical: string, key: string): string {
  return toUrlSafeBase64(crypto.createHmac("sha256", key).update(canonical, "utf8").digest("base64"));
}

/** The parameters a request signs: the common ones plus, for POST, every top-level body field. */
export function signedParams(common: CommonParams, body?: Record<string, unknown> | null): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of COMMON_PARAMS) if (common[name] !== undefined) params[name] = common[name];
  if (body) {
    for (const [k, v] of Object.entries(body)) {
      if ((COMMON_PARAMS as readonly string[]).includes(k.toLowerCase())) {
        throw new SignatureError(`body field ${k} collides with a common parameter`);
      }
      params[k] = v;
    }
  }
  return params;
}

/** The signature of a request as the contract defines it. */
export function signRequest(key: string, common: CommonParams, body?: Record<string, unknown> | null): string {
  return signCanonical(canonicalString(signedParams(common, body)), key);
}

export class SignatureError extends Error {}

export interface SignedRequest {
  common: CommonParams;
  signature: string | undefined;
  /** The parsed JSON body of a POST (an object), or null for a GET. */
  body: Record<string, unknown> | null;
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/**
 * The server's check, in order: headers present and well-formed, timestamp inside the window,
 * signature, and last the nonce claim (so that a request failing any other check burns no nonce).
 */
export async function verifySignedRequest(
  req: SignedRequest,
  opts: { key: string; now: number; kv: KvStore },
): Promise<VerifyResult> {
  const { platform, timestamp, nonce } = req.common;
  if (!platform) return { ok: false, reason: "missing platform" };
  if (!req.signature) return { ok: false, reason: "missing signature" };
  if (!timestamp || !/^\d{1,16}$/.test(timestamp)) return { ok: false, reason: "bad timestamp" };
  if (Math.abs(Number(timestamp) - opts.now) > TIMESTAMP_WINDOW_MS) return { ok: false, reason: "timestamp outside the window" };
  if (!nonce || !NONCE_PATTERN.test(nonce)) return { ok: false, reason: "bad nonce" };
  let expected: string;
  try {
    expected = signRequest(opts.key, req.common, req.body);
  } catch (e) {
    if (e instanceof SignatureError) return { ok: false, reason: e.message };
    throw e;
  }
  const a = Buffer.from(expected);
  const b = Buffer.from(req.signature);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return { ok: false, reason: "wrong signature" };
  if (!(await opts.kv.claim(`fanapi:nonce:${nonce}`, NONCE_TTL_MS))) return { ok: false, reason: "replayed nonce" };
  return { ok: true };
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 16 random characters of [A-Za-z0-9]. */
export function createNonce(): string {
  let out = "";
  // 62 * 4 = 248 ≤ 256: rejecting bytes ≥ 248 keeps every character equally likely.
  while (out.length < 16) {
    for (const byte of crypto.randomBytes(24)) {
      if (byte < 248 && out.length < 16) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}
