// The account's side of the privacy rights (export and erasure; the privacy module composes them).
import crypto from "node:crypto";
import type { Db, Tx } from "../../db.ts";

/** The fan's account row, for the personal-data export. */
export function userForExport(db: Db | Tx, userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** The e-mail addresses the fan used before changing them (codes and mail may still name them). */
export async function retiredEmailsOf(db: Db | Tx, userId: string): Promise<string[]> {
  return (await db.retiredEmail.findMany({ where: { userId }, select: { email: true } })).map((r) => r.email);
}

/** Erasure: the fan's verification codes (by account or by any of their addresses) and retired e-mails. */
export async function eraseCodesAndRetiredEmails(tx: Tx, userId: string, addresses: string[]): Promise<void> {
  await tx.verificationCode.deleteMany({ where: { OR: [{ userId }, { target: { in: addresses } }] } });
  await tx.retiredEmail.deleteMany({ where: { userId } });
}

/** Erasure: the profile is anonymised; the row stays so that sales records keep their account. */
export async function anonymiseUser(tx: Tx, userId: string, tombstone: string, now: Date): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: {
      email: tombstone,
      // Not an argon2 hash: no password can ever match it.
      passwordHash: "!deleted",
      nickname: "Deleted fan",
      avatarUrl: null,
      phone: null,
      phoneAreaCode: null,
      phoneVerifiedAt: null,
      phoneSkippedAt: null,
      payPasswordHash: null,
      inviteCode: `X${crypto.randomBytes(9).toString("hex").toUpperCase()}`,
      deletedAt: now,
    },
  });
}
