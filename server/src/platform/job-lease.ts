// Background jobs run on one instance at a time: the instance holding a PostgreSQL session advisory lock
// on a connection of its own (not the pool's) is the job leader. PostgreSQL releases the lock the moment
// that session ends, so when the leader stops, crashes or is killed (SIGKILL) another instance takes
// over on its next tick, with no lease timeout to wait out and without Redis.
import pg from "pg";
import type { Logger } from "./logger.ts";

export interface JobLease {
  /** True while this instance is the leader; tries to become it when it is not. */
  held(): Promise<boolean>;
  release(): Promise<void>;
}

/** One fixed key for the whole deployment's jobs ("fanfare jobs" as a bigint). */
const JOBS_LOCK_KEY = 0x66616e6a6f6273n;

export function postgresJobLease(databaseUrl: string, log: Logger): JobLease {
  let client: pg.Client | null = null;
  let leader = false;
  let pending: Promise<boolean> | null = null;
  let released = false;

  const forget = (c: pg.Client, why: string) => {
    if (client !== c) return;
    if (leader) log.warn("job leadership lost", { reason: why });
    client = null;
    leader = false;
    void c.end().catch(() => {});
  };

  async function attempt(): Promise<boolean> {
    if (released) return false;
    if (leader && client) return true;
    try {
      if (!client) {
        const c = new pg.Client({ connectionString: databaseUrl, application_name: "fanfare-job-lease", keepAlive: true });
        c.on("error", (e) => forget(c, e.message));
        c.on("end", () => forget(c, "connection ended"));
        await c.connect();
        client = c;
      }
      const c = client;
      const res = await c.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [JOBS_LOCK_KEY.toString()]);
      leader = res.rows[0]!.locked;
      if (leader) log.info("this instance runs the background jobs");
      return leader;
    } catch (e) {
      if (client) forget(client, String(e));
      return false;
    }
  }

  return {
    held() {
      // Ticks of several jobs arrive together: one attempt at a time.
      pending ??= attempt().finally(() => (pending = null));
      return pending;
    },
    async release() {
      released = true;
      await pending;
      const c = client;
      client = null;
      leader = false;
      // Ending the session releases its advisory locks.
      await c?.end().catch(() => {});
    },
  };
}
