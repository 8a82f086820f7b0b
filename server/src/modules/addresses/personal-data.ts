// The address book's side of the privacy rights (export and erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";

/** The fan's address book, for the personal-data export. */
export function addressesOf(db: Db | Tx, userId: string) {
  return db.address.findMany({ where: { userId }, orderBy: { id: "asc" } });
}

/** Erasure: the fan's whole address book. */
export async function eraseAddressesOf(tx: Tx, userId: string): Promise<void> {
  await tx.address.deleteMany({ where: { userId } });
}
