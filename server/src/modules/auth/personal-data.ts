// The sessions' side of the privacy rights (export and erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";
import { sessionsEnded } from "../../platform/session-cache.ts";

/** The fan's sessions, oldest first, for the personal-data export. */
export function sessionsOf(db: Db | Tx, userId: string) {
  return db.session.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

/** Erasure: every session of the fan. */
export async function eraseSessionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
  await sessionsEnded({ userId });
}
