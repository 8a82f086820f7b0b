// Guess limits (passwords, payment passwords, one-time codes) and send limits, on rate-limiter-flexible:
// Redis when REDIS_URL is set, otherwise the application's PostgreSQL (table "AttemptCounter"), so that
// every instance of the server shares the counts even without Redis.
//
// The one rule (STYLE 3a): claim an attempt atomically BEFORE the check it guards, then check; a right
// answer gives its claim back. Checking first and counting after lets a parallel burst through: every
// request of the burst reads the same count before any of them has failed.
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "../db.ts";

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
  | { ok: true; consumed: number; remaining: number; release(): Promise<void>; reset(): Promise<void> }
  | { ok: false; retryAfterMs: number };

/** node-postgres' query({ text, values }) over Prisma's pool, for RateLimiterPostgres. */
function prismaPgClient(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await db.$queryRawUnsafe<{ points: number; expire: bigint | number | null }[]>(q.text, ...(q.values ?? []));
      return { rows: rows.map((r) => ({ points: Number(r.points), expire: r.expire === null ? null : Number(r.expire) })) };
    },
  };
}

export class AttemptLimiter {
  private limiters = new Map<string, RateLimiterAbstract>();
  private redis: Redis | null;

  constructor(private store: { redisUrl?: string; db: Db }) {
    this.redis = store.redisUrl ? new Redis(store.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  }

  private limiter(policy: AttemptPolicy): RateLimiterAbstract {
    let l = this.limiters.get(policy.name);
    if (!l) {
      const opts = {
        keyPrefix: `attempts:${policy.name}`,
        points: policy.max,
        duration: Math.ceil(policy.windowMs / 1000),
      };
      l = this.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.redis })
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

  /** Claims one attempt (atomically). A refused claim is not an error: it says how long to wait. */
  async claim(policy: AttemptPolicy, rawKey: string): Promise<Claim> {
    const l = this.limiter(policy);
    const key = AttemptLimiter.key(rawKey);
    try {
      const res = await l.consume(key, 1);
      return {
        ok: true,
        consumed: res.consumedPoints,
        remaining: res.remainingPoints,
        release: async () => {
          await l.reward(key, 1);
        },
        reset: async () => {
          await l.delete(key);
        },
      };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { ok: false, retryAfterMs: Math.max(1000, e.msBeforeNext) };
      throw e;
    }
  }

  /** Refuses every claim on key for ms (e.g. a lock after the last allowed wrong answer). */
  async block(policy: AttemptPolicy, rawKey: string, ms: number): Promise<void> {
    await this.limiter(policy).block(AttemptLimiter.key(rawKey), Math.ceil(ms / 1000));
  }

  /** Forgets key's count (e.g. after a password reset). */
  async reset(policy: AttemptPolicy, rawKey: string): Promise<void> {
    await this.limiter(policy).delete(AttemptLimiter.key(rawKey));
  }

  /** Attempts counted on key within its window (0 when none). */
  async used(policy: AttemptPolicy, rawKey: string): Promise<number> {
    const res = await this.limiter(policy).get(AttemptLimiter.key(rawKey));
    return res?.consumedPoints ?? 0;
  }

  close() {
    this.redis?.disconnect();
  }
}
