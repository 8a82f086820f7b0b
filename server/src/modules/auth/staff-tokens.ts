// API keys (staff tokens): for gate scanners, support desks and organisers' tools. A key is shown once;
// only its SHA-256 is stored. It carries scopes (events:read, gate:scan, support:answer …), belongs to an
// organisation (none: a platform key), may expire, and has its own rate limit. It has no user: a staff
// caller is not a fan. Who may make one is the organisations module's rule; this file keeps the secret.
import crypto from "node:crypto";
import type { Db } from "../../db.ts";
import { recordAudit } from "../audit/index.ts";

export const STAFF_TOKEN_PREFIX = "ffst_";
const scopePattern = /^[a-z]+:[a-z-]+$/;

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface StaffTokenOptions {
  /** The organisation the key acts for; absent: a platform key. */
  organisationId?: string | null;
  createdByUserId?: string | null;
  expiresAt?: Date | null;
  rateLimitPerMinute?: number;
}

/** What a list of keys shows: never the key, nor its hash. */
export const staffTokenFields = {
  id: true,
  name: true,
  scopes: true,
  organisationId: true,
  rateLimitPerMinute: true,
  expiresAt: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

export interface StaffTokenInfo {
  id: string;
  name: string;
  scopes: string[];
  organisationId: string | null;
  rateLimitPerMinute: number;
  expiresAt: Date | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export async function createStaffToken(db: Db, name: string, scopes: string[], opts: StaffTokenOptions = {}): Promise<{ id: string; token: string; info: StaffTokenInfo }> {
  if (!name.trim()) throw new Error("a staff token needs a name");
  if (!scopes.length) throw new Error("a staff token needs at least one scope");
  for (const s of scopes) if (!scopePattern.test(s)) throw new Error(`bad scope "${s}" (expected area:action, e.g. gate:scan)`);
  const token = STAFF_TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
  const info = await db.apiToken.create({
    data: {
      name: name.trim(),
      tokenHash: hash(token),
      scopes: [...new Set(scopes)],
      organisationId: opts.organisationId ?? null,
      createdByUserId: opts.createdByUserId ?? null,
      expiresAt: opts.expiresAt ?? null,
      ...(opts.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: opts.rateLimitPerMinute } : {}),
    },
    select: staffTokenFields,
  });
  return { id: info.id, token, info };
}

export interface LiveStaffToken {
  id: string;
  scopes: string[];
  organisationId: string | null;
  rateLimitPerMinute: number;
}

/**
 * The live key behind a token (not revoked, not expired), or null. Marks it used, and audits the use, at
 * most once a minute (each staff action is audited on its own with the key's id; this records the key's
 * use, including reads, without a row per gate scan).
 */
export async function staffTokenFor(db: Db, token: string, now: Date, request: { ip?: string | null; userAgent?: string | null } = {}): Promise<LiveStaffToken | null> {
  const row = await db.apiToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
    await recordAudit(db, { action: "staff.token_use", outcome: "SUCCESS", actorStaffTokenId: row.id, targetType: "ApiToken", targetId: row.id, ...request, details: { scopes: row.scopes } });
  }
  return { id: row.id, scopes: row.scopes, organisationId: row.organisationId, rateLimitPerMinute: row.rateLimitPerMinute };
}

/** Every key, or an organisation's (organisationId given; null: the platform's own). Oldest first. */
export function listStaffTokens(db: Db, organisationId?: string | null): Promise<StaffTokenInfo[]> {
  return db.apiToken.findMany({ where: organisationId === undefined ? {} : { organisationId }, orderBy: { createdAt: "asc" }, select: staffTokenFields });
}

/** Revokes a live key; with organisationId, only one of that organisation's. */
export async function revokeStaffToken(db: Db, id: string, now: Date, organisationId?: string | null): Promise<StaffTokenInfo | null> {
  const where = { id, revokedAt: null, ...(organisationId === undefined ? {} : { organisationId }) };
  const r = await db.apiToken.updateMany({ where, data: { revokedAt: now } });
  return r.count === 1 ? db.apiToken.findUnique({ where: { id }, select: staffTokenFields }) : null;
}

/** Of these keys, those still live (not revoked, not expired): live subscriptions opened with the others end. */
export async function liveStaffTokenIds(db: Db, ids: string[], now: Date): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.apiToken.findMany({ where: { id: { in: ids }, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}
