// The waiting room's pure rules: the verifiable draw of the pre-queue, the signed admission pass, the
// admission pace and its adaptation, the estimated wait. No database here, so `fanfare queue verify` and
// the in-memory benchmark run the very same code.
import crypto from "node:crypto";
import { AFTER_DRAW_RANK_BASE as SHARED_AFTER_DRAW_RANK_BASE, checkDraw, sortByDrawKeys, type DrawLine, type DrawRecord, type FairnessCrypto } from "@fanfare/shared/fairnessLog";

// ───── the draw ─────
//
// 1. When the room is created (before anyone can join) a random seed is chosen and seedHash =
//    SHA-256(seed) (hex of the UTF-8 seed) is published; the seed stays secret until the draw.
// 2. At the sale's opening every fan in the pre-queue is one line "<entryId> <holder>", holder = first 16 hex
//    of SHA-256("<eventId>:<userId>") (shows which line is whose without naming anyone).
// 3. The drawn order sorts the lines by HMAC-SHA256(key = seed, message = entryId) (hex, ascending), ties by
//    entry id. The drawn list (lines in drawn order joined by "\n") and its SHA-256 are published with the seed.
// Fans who join after the draw take places behind everyone drawn, in arrival order.
// The order and its check are the shared package's (@fanfare/shared/fairnessLog), which the app's fairness
// page runs too; here with Node's hashes.

export { DRAW_ALGORITHM, drawListText, parseDrawList, type DrawLine, type DrawRecord } from "@fanfare/shared/fairnessLog";

/** Ranks of fans who join after the draw start here (the draw's ranks are 1 … n), plus their arrival number. */
export const AFTER_DRAW_RANK_BASE = BigInt(SHARED_AFTER_DRAW_RANK_BASE);

export function sha256Hex(text: string): string {
  return crypto.createHash("sha256").update(text, "utf8").digest("hex");
}

function hmacSha256Hex(key: string, message: string): string {
  return crypto.createHmac("sha256", key).update(message).digest("hex");
}

/** The fairness checks' hashes, by Node's crypto (at once: no WebCrypto round trips). */
export const nodeFairnessCrypto: FairnessCrypto = {
  sha256Hex,
  hmacSha256Hex: (key, messages) => messages.map((m) => hmacSha256Hex(key, m)),
};

export function newSeed(): string {
  return crypto.randomBytes(32).toString("hex");
}

export function holderRef(eventId: string, userId: string): string {
  return sha256Hex(`${eventId}:${userId}`).slice(0, 16);
}

/** The pre-queue in drawn order. */
export function drawOrder(seed: string, lines: DrawLine[]): DrawLine[] {
  return sortByDrawKeys(
    lines,
    lines.map((l) => hmacSha256Hex(seed, l.id)),
  );
}

/** Recomputes a published draw (the shared check); the list of problems is empty when it checks out. */
export async function verifyDraw(record: DrawRecord): Promise<string[]> {
  return (await checkDraw(record, nodeFairnessCrypto)).map((p) => p.text);
}

// ───── the admission pass ─────
//
// "<payload>.<mac>", payload = base64url of "eventId|userId|passId|expiresAtMs", mac = base64url of
// HMAC-SHA256(passKey, payload). The signature makes it unforgeable and binds it to account and event;
// single use is the database's (the pass id is claimed once, atomically).

export interface AdmissionPassClaims {
  eventId: string;
  userId: string;
  passId: string;
  expiresAt: Date;
}

function mac(key: Buffer, payload: string): string {
  return crypto.createHmac("sha256", key).update(payload).digest("base64url");
}

export function signPass(key: Buffer, claims: AdmissionPassClaims): string {
  const payload = Buffer.from(`${claims.eventId}|${claims.userId}|${claims.passId}|${claims.expiresAt.getTime()}`).toString("base64url");
  return `${payload}.${mac(key, payload)}`;
}

/** The pass's claims when its signature is right; null for anything forged, altered or malformed. */
export function readPass(key: Buffer, token: string | null | undefined): AdmissionPassClaims | null {
  if (!token || token.length > 512) return null;
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(key, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null;
  const parts = Buffer.from(payload, "base64url").toString("utf8").split("|");
  if (parts.length !== 4) return null;
  const expires = Number(parts[3]);
  if (!Number.isSafeInteger(expires)) return null;
  return { eventId: parts[0], userId: parts[1], passId: parts[2], expiresAt: new Date(expires) };
}

// ───── pace ─────

/**
 * How many fans to admit now. The budget runs from `budgetFrom` (where the last admission left it) at
 * `ratePerMinute`; at most `burstSeconds` of unused budget is kept, so a quiet spell never becomes a flood.
 * Returns the count and where the budget stands after admitting them.
 */
export function admissionsDue(budgetFrom: Date | null, now: Date, ratePerMinute: number, burstSeconds = 2): { count: number; budgetFrom: Date } {
  const msPerFan = 60_000 / ratePerMinute;
  const earliest = now.getTime() - Math.max(burstSeconds * 1000, msPerFan);
  const from = Math.max(budgetFrom?.getTime() ?? earliest, earliest);
  const count = Math.max(0, Math.floor((now.getTime() - from) / msPerFan));
  return { count, budgetFrom: new Date(from + count * msPerFan) };
}

export interface PipelineHealth {
  /** p99 of secureTickets over the last interval, ms (null: no secure in it). */
  secureP99Ms: number | null;
  /** Mean wait for a pooled database connection over the last interval, ms (null: no wait measured). */
  poolWaitMs: number | null;
}

/**
 * The admission rate the hold pipeline can take now: halved (not below 1/10 of the configured rate, nor 1)
 * while secures are slow or the pool is queueing, then back up by a tenth of the configured rate per
 * healthy interval, never above it.
 */
export function adaptRate(current: number, configured: number, health: PipelineHealth, limits: { secureP99Ms: number; poolWaitMs: number }): number {
  const slow = (health.secureP99Ms ?? 0) > limits.secureP99Ms || (health.poolWaitMs ?? 0) > limits.poolWaitMs;
  const floor = Math.max(1, Math.ceil(configured / 10));
  if (slow) return Math.max(floor, Math.floor(current / 2));
  return Math.min(configured, current + Math.max(1, Math.ceil(configured / 10)));
}

/** Seconds until a fan at `position` (1 = next) is admitted at `ratePerMinute`; null when nothing is admitted. */
export function estimatedWaitSeconds(position: number | null, ratePerMinute: number): number | null {
  if (position === null || ratePerMinute <= 0) return null;
  return Math.ceil((position * 60) / ratePerMinute);
}

/** The p99 of a list of durations (nearest rank); null for none. */
export function p99(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

/** Index of the first rank ≥ `rank` in an ascending list (binary search): the fans ahead of `rank`. */
export function countBelow(ranks: readonly bigint[], rank: bigint): number {
  let lo = 0;
  let hi = ranks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ranks[mid] < rank) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
