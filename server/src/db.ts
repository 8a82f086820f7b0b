// The one Prisma client, over node-postgres through the driver adapter (Prisma 6.19 JS engine).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";

export type Db = PrismaClient;
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Server-side bounds on each pooled connection, in milliseconds (0 = none). */
export interface DbTimeouts {
  /** Longest single statement. */
  statementMs: number;
  /** Longest wait for a row or table lock: a request queued behind a held lock gives up instead of holding its connection. */
  lockMs: number;
  /** Longest a transaction may sit idle between statements (a crashed or stuck request frees its locks). */
  idleInTransactionMs: number;
}

export const defaultDbTimeouts: DbTimeouts = { statementMs: 15_000, lockMs: 5_000, idleInTransactionMs: 10_000 };

export function createDb(url: string, poolSize: number, timeouts: DbTimeouts = defaultDbTimeouts): Db {
  const adapter = new PrismaPg({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    // Sent as startup parameters of every connection of the pool (node-postgres ClientConfig).
    ...(timeouts.statementMs ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.lockMs ? { lock_timeout: timeouts.lockMs } : {}),
    ...(timeouts.idleInTransactionMs ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs } : {}),
  });
  return new PrismaClient({
    adapter,
    // Wait for a pooled connection rather than failing at once under bursts; still bounded.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
}
