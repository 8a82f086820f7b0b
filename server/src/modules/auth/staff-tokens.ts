// Staff API tokens: for gate scanners, operators and back-office tools. A token is shown once; only
// its SHA-256 is stored. It carries scopes (gate:scan, entry:manage, merch:logistics, support:answer,
// giveaway:draw …) and no user: a staff caller is not a fan.
import crypto from "node:crypto";
import type { Db } from "../../db.ts";
import { recordAudit } from "../audit/index.ts";

export const STAFF_TOKEN_PREFIX = "ffst_";
const scopePattern = /^[a-z]+:[a-z-]+$/;

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export async function createStaffToken(db: Db, name: string, scopes: string[]): Promise<{ id: string; token: string }> {
  if (!name.trim()) throw new Error("a staff token needs a name");
  if (!scopes.length) throw new Error("a staff token needs at least one scope");
  for (const s of scopes) if (!scopePattern.test(s)) throw new Error(`bad scope "${s}" (expected area:action, e.g. gate:scan)`);
  const token = STAFF_TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
  const row = await db.apiToken.create({ data: { name: name.trim(), tokenHash: hash(token), scopes: [...new Set(scopes)] } });
  return { id: row.id, token };
}

/**
 * The id and scopes of a live staff token, or null. Marks it used, and audits the use, at most once a
 * minute (each staff action is audited on its own with the token's id; this records the key's use,
 * including reads, without a row per gate scan).
 */
export async function staffTokenFor(db: Db, token: string, now: Date, request: { ip?: string | null; userAgent?: string | null } = {}): Promise<{ id: string; scopes: string[] } | null> {
  const row = await db.apiToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.revokedAt) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
    await recordAudit(db, { action: "staff.token_use", outcome: "SUCCESS", actorStaffTokenId: row.id, targetType: "ApiToken", targetId: row.id, ...request, details: { scopes: row.scopes } });
  }
  return { id: row.id, scopes: row.scopes };
}

/** The scopes of a live staff token, or null. */
export function listStaffTokens(db: Db) {
  return db.apiToken.findMany({ orderBy: { createdAt: "asc" }, select: { id: true, name: true, scopes: true, createdAt: true, lastUsedAt: true, revokedAt: true } });
}

export async function revokeStaffToken(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  return r.count === 1;
}
