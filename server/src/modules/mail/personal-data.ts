// The outbox's side of the privacy rights (erasure; the privacy module calls it).
import type { Tx } from "../../db.ts";

/** Erasure: every queued or sent message addressed to any of `addresses` (e-mails and phone targets). */
export async function eraseMailTo(tx: Tx, addresses: string[]): Promise<void> {
  await tx.mailOutbox.deleteMany({ where: { to: { in: addresses } } });
}
