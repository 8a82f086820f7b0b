// Waiting on the real condition instead of sleeping: a poll with a deadline, and the database state
// "another transaction waits for a lock" that tests arrange races around.

/** Polls `condition` every `intervalMs` until it holds; throws after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, { timeoutMs = 10_000, intervalMs = 20 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Runs SQL on some connection and returns its rows (a pg.Client, Prisma's $queryRawUnsafe, a transaction). */
export type RunSql = (sql: string) => Promise<unknown[]>;

/** How many other transactions of the current database wait for a lock right now. */
export async function lockWaiters(run: RunSql): Promise<number> {
  // Activity is a snapshot per transaction, and the caller may be inside one: take a fresh look.
  await run("select 1 as cleared from pg_stat_clear_snapshot()");
  const [row] = (await run(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  )) as { n: number }[];
  return row.n;
}

/** Resolves once at least `count` other transactions of the database wait for a lock. */
export function waitForLockWaiters(run: RunSql, count = 1, timeoutMs = 10_000): Promise<void> {
  return waitFor(async () => (await lockWaiters(run)) >= count, `${count} transaction(s) waiting for a lock`, { timeoutMs });
}
