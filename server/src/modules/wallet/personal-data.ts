// The wallet's side of the privacy rights (export and deletion blockers; the privacy module composes them).
// The ledger itself is never erased: it is an accounting record.
import type { Db, Tx } from "../../db.ts";

/** The fan's wallet with its ledger entries, oldest first, for the personal-data export (null: none). */
export function walletForExport(db: Db | Tx, userId: string) {
  return db.walletAccount.findUnique({
    where: { userId },
    include: { entries: { orderBy: { createdAt: "asc" }, include: { transaction: { select: { kind: true, reference: true, description: true } } } } },
  });
}

/** The fan's Fan Coin balance, 0 without a wallet; through any client, so inside a transaction too. */
export async function walletBalanceOf(db: Db | Tx, userId: string): Promise<number> {
  const w = await db.walletAccount.findUnique({ where: { userId }, select: { balance: true } });
  return w?.balance ?? 0;
}
