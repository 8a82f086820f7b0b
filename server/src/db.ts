// The one Prisma client, over node-postgres through the driver adapter (Prisma 6.19 JS engine).
import pg from "pg";
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

const pools = new WeakMap<Db, pg.Pool>();

/**
 * timeouts: sent as startup parameters of every connection of the pool (node-postgres ClientConfig).
 * onPoolWait: told how long each checkout of a pooled connection waited (seconds), for /metrics.
 */
export function createDb(url: string, poolSize: number, opts: { timeouts?: DbTimeouts; onPoolWait?: (seconds: number) => void } = {}): Db {
  const timeouts = opts.timeouts ?? defaultDbTimeouts;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    ...(timeouts.statementMs ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.lockMs ? { lock_timeout: timeouts.lockMs } : {}),
    ...(timeouts.idleInTransactionMs ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs } : {}),
  });
  if (opts.onPoolWait) timeCheckouts(pool, opts.onPoolWait);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const db = new PrismaClient({
    adapter,
    // Wait for a pooled connection rather than failing at once under bursts; still bounded.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
  pools.set(db, pool);
  return db;
}

/**
 * The node-postgres pool under the client, for the few hot-path reads and statements where Prisma's own
 * work per query (compiling and interpreting it) costs more CPU than the database (typed raw SQL:
 * sessions, the secure's one statement, the event's sale terms). Never inside a $transaction.
 */
export function sqlPool(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("sqlPool: not a client made by createDb");
  return pool;
}

/** Connections of the client's pool: open, idle, and requests waiting for one. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : { total: 0, idle: 0, waiting: 0 };
}

// pg.Pool has no wait-time event: time connect() itself (pool.query goes through it too).
function timeCheckouts(pool: pg.Pool, observe: (seconds: number) => void) {
  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const start = performance.now();
    const done = () => observe((performance.now() - start) / 1000);
    if (cb) return connect((...a: unknown[]) => (done(), cb(...a)));
    return (connect() as Promise<unknown>).then((c) => (done(), c));
  };
}
