// Reads of the User table that other modules need (the giveaway's invites, the merch and ticket holds'
// phone rule, transfers' recipient), so that no other module queries User itself.
import type { Db, Tx } from "../../db.ts";
import { maskEmail } from "./email-mask.rules.ts";

/** Who invited the fan (null when they signed up without an invite code). */
export async function inviterOf(db: Db | Tx, userId: string): Promise<string | null> {
  const fan = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { invitedById: true } });
  return fan.invitedById;
}

/** The fan's own invite code. */
export async function inviteCodeOf(db: Db | Tx, userId: string): Promise<string> {
  const fan = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { inviteCode: true } });
  return fan.inviteCode;
}

/** How many fans signed up with this fan's invite code. */
export function countInvitedBy(db: Db | Tx, userId: string): Promise<number> {
  return db.user.count({ where: { invitedById: userId } });
}

/** Nicknames of these fans, by id (unknown ids are left out). */
export async function nicknamesOf(db: Db | Tx, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, nickname: true } });
  return new Map(rows.map((u) => [u.id, u.nickname]));
}

/** What an organisation's team page shows of accounts (e-mail, nickname, language), by id (unknown ids are left out). */
export async function accountBriefsOf(db: Db | Tx, userIds: string[]): Promise<Map<string, { email: string; nickname: string; language: string }>> {
  if (!userIds.length) return new Map();
  const rows = await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true, nickname: true, language: true } });
  return new Map(rows.map(({ id, ...brief }) => [id, brief]));
}

/** Whether the fan has verified a phone or chosen to skip it (the rule before holding stock); null when no such fan. */
export async function phoneStepOf(db: Db | Tx, userId: string): Promise<{ phoneVerifiedAt: Date | null; phoneSkippedAt: Date | null } | null> {
  return db.user.findUnique({ where: { id: userId }, select: { phoneVerifiedAt: true, phoneSkippedAt: true } });
}

/**
 * Locks the fan's row until the transaction ends: one fan's holds (tickets, merch) take turns, so two tabs
 * cannot both see room under a per-account limit.
 */
export async function lockFanRow(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`select id from "User" where id = ${userId} for update`;
}

/** The fan with this (normalised) e-mail address, or null. */
export function findUserByEmail(db: Db | Tx, email: string) {
  return db.user.findUnique({ where: { email } });
}

/** Of the accounts `among`, those whose nickname or e-mail contains `text` (case-insensitive), at most `limit`: a gate's manual check-in by name. */
export async function userIdsByName(db: Db | Tx, text: string, among: string[], limit = 50): Promise<string[]> {
  const v = text.trim();
  if (v.length < 2 || !among.length) return [];
  const rows = await db.user.findMany({ where: { id: { in: among }, OR: [{ nickname: { contains: v, mode: "insensitive" } }, { email: { contains: v.toLowerCase() } }] }, select: { id: true }, take: limit });
  return rows.map((u) => u.id);
}

/**
 * The e-mail addresses and languages of these accounts, by id (unknown ids are left out): the addresses
 * in full when `reveal`, else masked (maskEmail). The caller decides who may see them and audits the reveal.
 */
export async function contactsOf(db: Db | Tx, userIds: string[], reveal: boolean): Promise<Map<string, { email: string; nickname: string; language: string }>> {
  const briefs = await accountBriefsOf(db, userIds);
  if (reveal) return briefs;
  return new Map([...briefs].map(([id, b]) => [id, { ...b, email: maskEmail(b.email) }]));
}
