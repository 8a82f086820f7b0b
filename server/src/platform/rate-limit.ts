// Request rate limits (rate-limiter-flexible): in Redis when REDIS_URL is set, so every instance counts
// against the same budget, with an in-process limiter standing in while Redis is unreachable.
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for key; { ok: false } once the key has used its budget for the window. */
  consume(key: string): Promise<RateDecision>;
}

export interface RateLimits {
  limiter(name: string, points: number, windowSeconds: number): RateLimiter;
  close(): Promise<void>;
}

const unlimited: RateLimiter = { consume: async () => ({ ok: true }) };

export function createRateLimits(redisUrl?: string): RateLimits {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  return {
    limiter(name, points, windowSeconds) {
      if (points <= 0) return unlimited;
      const keyPrefix = `fanfare:rl:${name}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
      const store: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds, insuranceLimiter: memory })
        : memory;
      return {
        async consume(key) {
          try {
            await store.consume(key);
            return { ok: true };
          } catch (e) {
            if (e instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
            throw e;
          }
        },
      };
    },
    async close() {
      redis?.disconnect();
    },
  };
}
