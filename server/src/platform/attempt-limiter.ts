// Guess limits (passwords, payment passwords, one-time codes) and send limits, on rate-limiter-flexible:
// Redis when REDIS_URL is set, otherwise the application's PostgreSQL (table "AttemptCounter"), so that
// every instance of the server shares the counts even without Redis.
//
// The one rule (STYLE 3a): claim an attempt atomically BEFORE the check it guards, then check; a right
// answer gives its claim back. Checking first and counting after lets a parallel burst through: every
// request of the burst reads the same count before any of them has failed.
import crypto from "node:crypto";
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "../db.ts";
import type { RedisConnections } from "./redis.ts";

export interface AttemptPolicy {
  /** Names the counter family (its key prefix); unique per policy. */
  name: string;
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
  /**
   * How long block() refuses every attempt (e.g. after the last allowed wrong answer). Never applied
   * automatically: claims in flight count, so an automatic block on "over max" would lock out a burst
   * of right answers (a double-submitted payment) too.
   */
  blockMs?: number;
}

export type Claim =
  | {
      ok: true;
      consumed: number;
      remaining: number;
      /** The answer was right: give the claim back. */
      release(): Promise<void>;
      /** The answer was right: forget every count on the key. */
      reset(): Promise<void>;
      /** The answer was wrong: the claim stays counted (only frees this instance's waiting place). */
      failed(): void;
    }
  | { ok: false; retryAfterMs: number };

/** Per-key places on this instance, so that waiting claims queue here instead of polling the store. */
class LocalPlaces {
  private places = new Map<string, { active: number; queue: (() => void)[] }>();
  async take(key: string, max: number, waitMs: number): Promise<(() => void) | null> {
    let p = this.places.get(key);
    if (!p) this.places.set(key, (p = { active: 0, queue: [] }));
    const entry = p;
    if (entry.active >= max) {
      const got = await new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          entry.queue.splice(entry.queue.indexOf(wake), 1);
          resolve(false);
        }, waitMs);
        entry.queue.push(wake);
      });
      if (!got) return null;
    } else entry.active++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = entry.queue.shift();
      if (next) next(); // the place passes on
      else if (--entry.active === 0) this.places.delete(key);
    };
  }
}

/** node-postgres' query({ text, values }) over Prisma's pool, for RateLimiterPostgres. */
function prismaPgClient(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await db.$queryRawUnsafe<{ points: number; expire: bigint | number | null }[]>(q.text, ...(q.values ?? []));
      return { rowCount: rows.length, rows: rows.map((r) => ({ points: Number(r.points), expire: r.expire === null ? null : Number(r.expire) })) };
    },
  };
}

export class AttemptLimiter {
  private limiters = new Map<string, RateLimiterAbstract>();
  private local = new LocalPlaces();
  /** store.redis: the process's shared connections (platform/redis.ts), closed by their owner. */
  constructor(private store: { redis: RedisConnections | null; db: Db }) {}

  private limiter(policy: AttemptPolicy): RateLimiterAbstract {
    let l = this.limiters.get(policy.name);
    if (!l) {
      const opts = {
        keyPrefix: `${this.store.redis?.prefix ?? ""}attempts:${policy.name}`,
        points: policy.max,
        duration: Math.ceil(policy.windowMs / 1000),
      };
      l = this.store.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.store.redis.commands })
        : new RateLimiterPostgres({
            ...opts,
            storeClient: prismaPgClient(this.store.db),
            storeType: "client",
            tableName: "AttemptCounter",
            tableCreated: true, // by the migration
            clearExpiredByTimeout: false, // a job would be needed per instance; expired rows are reset on reuse
          });
      this.limiters.set(policy.name, l);
    }
    return l;
  }

  /** Keys are bounded (the store's key column is 255 characters): long ones are hashed. */
  private static key(key: string): string {
    return key.length <= 160 ? key : crypto.createHash("sha256").update(key).digest("hex");
  }

  /** The lock block() sets, kept apart from the count so that a waiting claim can tell the two apart. */
  private lockOf(policy: AttemptPolicy): RateLimiterAbstract {
    return this.limiter({ name: `${policy.name}-lock`, max: 1, windowMs: policy.blockMs ?? policy.windowMs });
  }

  /**
   * Claims one attempt (atomically). A refused claim is not an error: it says how long to wait.
   * waitMs: claims still in flight fill the count too (each may be a wrong answer), so a burst of right
   * answers (a fan paying several orders at once) would be refused; with waitMs the claim waits for a
   * free place instead, up to waitMs, unless the key is locked (block()).
   */
  async claim(policy: AttemptPolicy, rawKey: string, opts: { waitMs?: number } = {}): Promise<Claim> {
    const l = this.limiter(policy);
    const key = AttemptLimiter.key(rawKey);
    const started = Date.now();
    let free: () => void = () => {};
    if (opts.waitMs) {
      const place = await this.local.take(`${policy.name}|${key}`, policy.max, opts.waitMs);
      if (!place) return { ok: false, retryAfterMs: 1000 };
      free = place;
    }
    try {
      for (;;) {
        if (opts.waitMs) {
          const lock = await this.lockOf(policy).get(key);
          if (lock && lock.consumedPoints > 0 && lock.msBeforeNext > 0) {
            free();
            return { ok: false, retryAfterMs: Math.max(1000, lock.msBeforeNext) };
          }
        }
        try {
          const res = await l.consume(key, 1);
          if (opts.waitMs) {
            // The lock check above and this consume are two steps: a block() that landed between them
            // overwrote the count, and a refused claim's reward (below) could then take it back under
            // the limit, letting one more answer through. Once the key is locked, nothing is checked.
            const lock = await this.lockOf(policy).get(key);
            if (lock && lock.consumedPoints > 0 && lock.msBeforeNext > 0) {
              free();
              return { ok: false, retryAfterMs: Math.max(1000, lock.msBeforeNext) };
            }
          }
          return {
            ok: true,
            consumed: res.consumedPoints,
            remaining: res.remainingPoints,
            release: async () => {
              try {
                await l.reward(key, 1);
              } finally {
                free();
              }
            },
            reset: async () => {
              try {
                await Promise.all([l.delete(key), opts.waitMs ? this.lockOf(policy).delete(key) : undefined]);
              } finally {
                free();
              }
            },
            failed: free,
          };
        } catch (e) {
          if (!(e instanceof RateLimiterRes)) throw e;
          // Full: other instances' claims in flight (this one's wait in the local queue above).
          if (!opts.waitMs || Date.now() - started >= opts.waitMs) {
            free();
            return { ok: false, retryAfterMs: Math.max(1000, e.msBeforeNext) };
          }
          await l.reward(key, 1); // a refused consume still counted one
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } catch (e) {
      free();
      throw e;
    }
  }

  /** Refuses every claim on key for ms (e.g. a lock after the last allowed wrong answer). */
  async block(policy: AttemptPolicy, rawKey: string, ms: number): Promise<void> {
    const key = AttemptLimiter.key(rawKey);
    // The lock first: a claim whose consume lands after the count's block then always finds the lock.
    await this.lockOf(policy).block(key, Math.ceil(ms / 1000));
    await this.limiter(policy).block(key, Math.ceil(ms / 1000));
  }

  /** Forgets key's count and lock (e.g. after a password reset). */
  async reset(policy: AttemptPolicy, rawKey: string): Promise<void> {
    const key = AttemptLimiter.key(rawKey);
    await Promise.all([this.limiter(policy).delete(key), policy.blockMs ? this.lockOf(policy).delete(key) : undefined]);
  }

  /** Attempts counted on key within its window (0 when none). */
  async used(policy: AttemptPolicy, rawKey: string): Promise<number> {
    const res = await this.limiter(policy).get(AttemptLimiter.key(rawKey));
    return res?.consumedPoints ?? 0;
  }
}
