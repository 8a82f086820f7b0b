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

/** The work waiting for each open interactive transaction's commit, by its transaction client. */
const commitQueues = new WeakMap<object, (() => Promise<void>)[]>();

/**
 * Runs `run` once the transaction `tx` belongs to has committed, after the work queued before it; never
 * when it rolls back. The caller of `$transaction` gets its result only after the queue has run, so a
 * request answers after its after-commit work. `run` handles its own errors (domain-events.ts logs them):
 * the transaction has committed, there is nothing left to roll back. Only transactions of a client made
 * by createDb have a queue; anything else is a programming error and throws at once.
 */
export function onCommit(tx: Tx, run: () => Promise<void>): void {
  const queue = commitQueues.get(tx);
  if (!queue) throw new Error("onCommit: not inside an interactive transaction of a client made by createDb");
  queue.push(run);
}

/** Wraps the client's interactive $transaction so that onCommit's queue runs after the commit (Prisma has no commit hook). */
function runQueuesAfterCommit(db: Db): void {
  const transaction = db.$transaction.bind(db) as (arg: unknown, options?: unknown) => Promise<unknown>;
  const wrapped = async (arg: unknown, options?: unknown): Promise<unknown> => {
    if (typeof arg !== "function") return transaction(arg, options);
    const queue: (() => Promise<void>)[] = [];
    const result = await transaction((tx: Tx) => {
      commitQueues.set(tx, queue);
      return (arg as (tx: Tx) => Promise<unknown>)(tx);
    }, options);
    for (const run of queue) {
      // The last resort: run() logs its own errors; this only keeps the rest of the queue running.
      await run().catch((e: unknown) => console.error("after-commit work failed", e));
    }
    return result;
  };
  Object.assign(db, { $transaction: wrapped });
}

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
  const adapter = returningBrokenConnections(new PrismaPg(pool, { disposeExternalPool: true }));
  const db = new PrismaClient({
    adapter,
    // Wait for a pooled connection rather than failing at once under bursts; still bounded.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
  pools.set(db, pool);
  const disconnect = db.$disconnect.bind(db);
  Object.assign(db, { $disconnect: () => disconnect().finally(() => endLockSession(db)) });
  runQueuesAfterCommit(db);
  return db;
}

/**
 * Prisma 6.19 ends an interactive transaction by sending COMMIT or ROLLBACK and only then handing its
 * connection back to the pool (the adapter's Transaction.commit()/rollback() release it). When that
 * statement fails because the connection died under the transaction (a database restart or failover, an
 * operator's pg_terminate_backend), it never hands it back: the connection stays checked out for good.
 * Every transaction in flight during an outage then shrinks the pool by one until requests only wait for
 * connections, and pool.end() at shutdown waits forever (tests/integration/db-connection-loss.test.ts).
 * Here a failed COMMIT or ROLLBACK releases the connection; node-postgres drops a broken connection
 * instead of pooling it again, and Prisma, which saw the statement fail, does not release it twice.
 */
function returningBrokenConnections(factory: PrismaPg): PrismaPg {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => {
      const tx = await startTransaction(isolationLevel);
      const executeRaw = tx.executeRaw.bind(tx);
      tx.executeRaw = async (query) => {
        try {
          return await executeRaw(query);
        } catch (e) {
          if (query.sql === "COMMIT" || query.sql === "ROLLBACK") await tx.rollback();
          throw e;
        }
      };
      return tx;
    };
    return adapter;
  };
  return factory;
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

/** Each client's connection for session locks (withSessionLock), opened on first use. */
const lockSessions = new WeakMap<Db, Promise<pg.Client>>();

function lockSession(db: Db): Promise<pg.Client> {
  const known = lockSessions.get(db);
  if (known) return known;
  const client = new pg.Client({ connectionString: sqlPool(db).options.connectionString, application_name: "fanfare-session-locks", keepAlive: true });
  const session = client.connect().then(() => client);
  // A broken connection has lost its locks: the next caller opens another.
  const forget = () => {
    if (lockSessions.get(db) === session) lockSessions.delete(db);
    void client.end().catch(() => undefined);
  };
  client.on("error", forget);
  client.on("end", forget);
  session.catch(forget);
  lockSessions.set(db, session);
  return session;
}

async function endLockSession(db: Db): Promise<void> {
  const session = lockSessions.get(db);
  lockSessions.delete(db);
  await session?.then((c) => c.end()).catch(() => undefined);
}

/**
 * Runs `run` holding the lock `key` across every instance on this database, or answers at once that another
 * holds it. A PostgreSQL session advisory lock on a connection of the instance's own (not the pool's, which
 * `run` itself needs), as the job lease's (platform/job-lease.ts): when the holder stops, crashes or is killed,
 * PostgreSQL ends its session and the lock with it at once, so nothing waits for a lease to lapse. A session's
 * locks stack (the same key twice in one process is granted twice): within the process the caller keeps its
 * own guard. One connection more per instance, opened on first use.
 */
export async function withSessionLock<T>(db: Db, key: string, run: () => Promise<T>): Promise<{ locked: true; value: T } | { locked: false }> {
  const client = await lockSession(db);
  const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtextextended($1, 0)) as locked", [key]);
  if (!rows[0]!.locked) return { locked: false };
  try {
    return { locked: true, value: await run() };
  } finally {
    await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [key]).catch(() => undefined);
  }
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
