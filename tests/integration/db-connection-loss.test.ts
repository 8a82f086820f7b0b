// A transaction whose connection dies under it (a database restart or failover, an operator's
// pg_terminate_backend) must give its pooled connection back. Prisma 6.19 releases a transaction's
// connection only after its ROLLBACK (or COMMIT) succeeds, and on a dead connection that statement fails:
// before db.ts's fix the connection stayed checked out for good, the pool lost one connection per
// transaction in flight during an outage, and $disconnect() (the server's shutdown) waited forever.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { createDb, poolStats, type Db } from "../../server/src/db.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
});
afterAll(() => database?.drop());

/** Ends the database session with this backend pid, as a failover or an operator would. */
async function terminate(pid: number) {
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  try {
    await c.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await c.end();
  }
}

/** Resolves with "done" when `work` settles within `ms`, "hung" otherwise. */
function within(ms: number, work: Promise<unknown>): Promise<"done" | "hung"> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(
      () => "done" as const,
      () => "done" as const,
    ),
    new Promise<"hung">((r) => (timer = setTimeout(() => r("hung"), ms))),
  ]).finally(() => clearTimeout(timer));
}

describe("a connection lost inside a transaction", () => {
  let db: Db;
  beforeAll(() => {
    db = createDb(database.url, 4);
  });
  afterAll(() => within(10_000, db.$disconnect()));

  it("goes back to the pool (dropped), so the pool keeps its size and shuts down at once", async () => {
    for (let round = 0; round < 3; round++) {
      const attempt = db.$transaction(async (tx) => {
        const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`select pg_backend_pid() as pid`;
        await terminate(pid);
        // The backend is gone: this statement fails, and so does Prisma's ROLLBACK after it.
        await tx.$queryRaw`select 1`;
      });
      await expect(attempt).rejects.toThrow();
      // Nothing is left checked out: every open connection is idle in the pool.
      const stats = poolStats(db);
      expect(stats.total - stats.idle, `round ${round}: connections still checked out`).toBe(0);
    }
    // The pool still serves transactions (a leak of 3 of its 4 connections would leave one).
    const results = await Promise.all(Array.from({ length: 8 }, () => db.$transaction((tx) => tx.$queryRaw<{ one: number }[]>`select 1 as one`)));
    expect(results.every((r) => r[0]!.one === 1)).toBe(true);
    expect(await within(5_000, db.$disconnect())).toBe("done");
  });
});
