// The Fan Coin wallet: a double-entry ledger over WalletAccount / LedgerTransaction / LedgerEntry.
//
// - Entries are append-only; the entries of one LedgerTransaction always sum to zero (checked here,
//   before anything is written), so the sum of every entry (and of every balance) is zero.
// - Each account's balance moves in the same database transaction as its entry, by a conditional
//   UPDATE: a user's balance can never go below zero (the WHERE clause, backed by the CHECK
//   constraint WalletAccount_user_balance_not_negative), whatever the concurrency.
// - Accounts are updated in id order, so two transfers touching the same accounts cannot deadlock.
// - (kind, reference) is unique: the same top-up, payment or refund can never be posted twice.
import crypto from "node:crypto";
import { Prisma } from "../../generated/prisma/client.ts";
import type { LedgerTransactionKind, Order, WalletAccount, WalletAccountKind } from "../../generated/prisma/client.ts";
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { InsufficientBalanceError } from "./wallet.errors.ts";
import { walletBalanceOf } from "./personal-data.ts";
import { listAreas } from "../areas/index.ts";

export interface Leg {
  accountId: string;
  amount: number;
}

export interface Posted {
  transactionId: string;
  /** Balance after the transfer, per account id. */
  balances: Map<string, number>;
  /** User ids whose wallet moved (to publish wallet:balance-changed after the commit). */
  users: { userId: string; balance: number }[];
}

/** The fan's wallet account, created empty on first use. */
export async function ensureWallet(db: Db | Tx, userId: string): Promise<WalletAccount> {
  const found = await db.walletAccount.findUnique({ where: { userId } });
  if (found) return found;
  // Two first uses racing (two top-ups of a new fan) create one row: the loser's insert does nothing.
  // (Prisma's upsert is not an INSERT … ON CONFLICT here and fails the loser with a unique violation.)
  await db.$executeRaw`insert into "WalletAccount" (id, "userId", kind, currency, balance, "createdAt")
    values (${`w_${crypto.randomUUID()}`}, ${userId}, 'USER'::"WalletAccountKind", 'FANCOIN', 0, now()) on conflict ("userId") do nothing`;
  return db.walletAccount.findUniqueOrThrow({ where: { userId } });
}

/** A system account (SYSTEM_FUNDING, SYSTEM_REVENUE, SYSTEM_GIFTS); the seed creates them, this keeps any database working. */
export async function systemAccountId(tx: Tx, kind: Exclude<WalletAccountKind, "USER">): Promise<string> {
  const found = await tx.walletAccount.findFirst({ where: { kind, userId: null }, orderBy: { createdAt: "asc" }, select: { id: true } });
  if (found) return found.id;
  // A fixed id: two first uses racing create one row (the loser's insert conflicts and reads it back).
  const id = `system_${kind.toLowerCase()}`;
  await tx.$executeRaw`insert into "WalletAccount" (id, kind, currency, balance) values (${id}, ${kind}::"WalletAccountKind", 'FANCOIN', 0) on conflict (id) do nothing`;
  return id;
}

/**
 * Posts one balanced ledger transaction inside `tx`. Throws InsufficientBalanceError (and so rolls
 * the caller's transaction back) when a user account would go below zero.
 */
export async function postLedgerTransaction(
  tx: Tx,
  args: { kind: LedgerTransactionKind; reference: string; description?: string; legs: Leg[] },
): Promise<Posted> {
  const { legs } = args;
  if (legs.length < 2) throw new Error("a ledger transaction needs at least two legs");
  if (legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new Error("ledger amounts must be non-zero integers");
  if (legs.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error("ledger transaction does not balance");

  const transaction = await tx.ledgerTransaction.create({
    data: { kind: args.kind, reference: args.reference, description: args.description },
  });
  const balances = new Map<string, number>();
  const users: Posted["users"] = [];
  for (const leg of [...legs].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0))) {
    const rows = await tx.$queryRaw<{ balance: number; userId: string | null }[]>`
      update "WalletAccount" set balance = balance + ${leg.amount}
      where id = ${leg.accountId} and (kind <> 'USER' or balance + ${leg.amount} >= 0)
      returning balance, "userId"`;
    if (rows.length !== 1) {
      const account = await tx.walletAccount.findUnique({ where: { id: leg.accountId } });
      if (!account) throw new Error(`wallet account ${leg.accountId} not found`);
      throw new InsufficientBalanceError(account.balance, -leg.amount);
    }
    const { balance, userId } = rows[0];
    balances.set(leg.accountId, balance);
    if (userId) users.push({ userId, balance });
    await tx.ledgerEntry.create({ data: { transactionId: transaction.id, accountId: leg.accountId, amount: leg.amount, balanceAfter: balance } });
  }
  return { transactionId: transaction.id, balances, users };
}

/** Fan → SYSTEM_REVENUE: paying an order from the wallet. */
export async function chargeWallet(tx: Tx, userId: string, amount: number, reference: string, description: string): Promise<Posted> {
  const wallet = await ensureWallet(tx, userId);
  const revenue = await systemAccountId(tx, "SYSTEM_REVENUE");
  return postLedgerTransaction(tx, {
    kind: "PAYMENT",
    reference,
    description,
    legs: [
      { accountId: wallet.id, amount: -amount },
      { accountId: revenue, amount },
    ],
  });
}

/** SYSTEM_REVENUE → fan: the reverse of a wallet payment. */
export async function refundWallet(tx: Tx, userId: string, amount: number, reference: string, description: string): Promise<Posted> {
  const wallet = await ensureWallet(tx, userId);
  const revenue = await systemAccountId(tx, "SYSTEM_REVENUE");
  return postLedgerTransaction(tx, {
    kind: "REFUND",
    reference,
    description,
    legs: [
      { accountId: revenue, amount: -amount },
      { accountId: wallet.id, amount },
    ],
  });
}

/** SYSTEM_FUNDING → fan: money that came in through a payment provider (a paid TOPUP order). */
export async function creditTopUp(tx: Tx, userId: string, amount: number, reference: string, description: string): Promise<Posted> {
  const wallet = await ensureWallet(tx, userId);
  const funding = await systemAccountId(tx, "SYSTEM_FUNDING");
  return postLedgerTransaction(tx, {
    kind: "TOPUP",
    reference,
    description,
    legs: [
      { accountId: funding, amount: -amount },
      { accountId: wallet.id, amount },
    ],
  });
}

/**
 * Fan → SYSTEM_FUNDING: a top-up the card holder's bank took back (a lost dispute). Takes what the wallet
 * still holds, up to the coins the top-up credited (the wallet row locked, so a purchase racing it either
 * comes first or sees the lower balance); coins already spent cannot be taken back and are the shortfall.
 */
export async function reverseTopUp(tx: Tx, userId: string, amount: number, reference: string, description: string): Promise<{ taken: number; shortfall: number; posted: Posted | null }> {
  const wallet = await ensureWallet(tx, userId);
  const [{ balance }] = await tx.$queryRaw<{ balance: number }[]>`select balance from "WalletAccount" where id = ${wallet.id} for update`;
  const taken = Math.max(0, Math.min(balance, amount));
  if (taken === 0) return { taken: 0, shortfall: amount, posted: null };
  const funding = await systemAccountId(tx, "SYSTEM_FUNDING");
  const posted = await postLedgerTransaction(tx, {
    kind: "ADJUSTMENT",
    reference,
    description,
    legs: [
      { accountId: wallet.id, amount: -taken },
      { accountId: funding, amount: taken },
    ],
  });
  return { taken, shortfall: amount - taken, posted };
}

/** Tells the fan's open wallet screens about new balances (call after the commit). */
export function publishBalances(deps: Deps, users: Posted["users"]): void {
  for (const u of users) deps.pubsub.publish("wallet:balance-changed", u.userId, u);
}

export async function walletBalance(deps: Deps, userId: string): Promise<number> {
  return walletBalanceOf(deps.db, userId);
}

/** The wallet of the signed-in fan, with the currency of the fan's area (the display symbol). */
export async function getWallet(deps: Deps, userId: string, query: { include?: Prisma.WalletAccountInclude; select?: Prisma.WalletAccountSelect } = {}) {
  await ensureWallet(deps.db, userId);
  return deps.db.walletAccount.findUniqueOrThrow({ ...query, where: { userId } });
}

/** Whether Wallet.transactions of the wallet `walletId` lists the entry `id` (a cursor of it must name one of its rows). */
export async function walletEntryListed(deps: Deps, id: string, walletId: string): Promise<boolean> {
  return (await deps.db.ledgerEntry.findFirst({ where: { id, accountId: walletId }, select: { id: true } })) !== null;
}

/** Ledger health: the sum of all entries and of all balances (both 0 when every transfer balanced). */
export async function ledgerTotals(deps: Deps): Promise<{ entries: number; balances: number }> {
  const [row] = await deps.db.$queryRaw<{ entries: bigint | null; balances: bigint | null }[]>`
    select (select sum(amount) from "LedgerEntry") as entries, (select sum(balance) from "WalletAccount") as balances`;
  return { entries: Number(row.entries ?? 0), balances: Number(row.balances ?? 0) };
}

/** A paid top-up ("order:paid" of a TOPUP order) credits the fan's wallet from SYSTEM_FUNDING, in the transaction that marked it PAID. */
export async function creditPaidTopUp(tx: Tx, order: Pick<Order, "userId" | "totalAmount" | "orderNo">): Promise<void> {
  await creditTopUp(tx, order.userId, order.totalAmount, order.orderNo, "Top-up");
}

/** The currency a wallet shows amounts with: that of the fan's sales area, HKD when it has none. */
export async function walletDisplayCurrency(deps: Deps, areaCode: string | null): Promise<string> {
  if (!areaCode) return "HKD";
  const area = (await listAreas(deps)).find((a) => a.code === areaCode);
  return area?.currency ?? "HKD";
}

/** The fan's balance as `tx` sees it (inside the transaction that just moved it). */
export async function walletBalanceIn(tx: Tx, userId: string): Promise<number> {
  return (await tx.walletAccount.findUniqueOrThrow({ where: { userId }, select: { balance: true } })).balance;
}
