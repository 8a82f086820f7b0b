// Request rate limits (rate-limiter-flexible): in Redis when REDIS_URL is set, so every instance counts
// against the same budget, with an in-process limiter standing in while Redis is unreachable.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisConnections } from "./redis.ts";

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for key; { ok: false } once the key has used its budget for the window. */
  consume(key: string): Promise<RateDecision>;
}

export interface RateLimits {
  limiter(name: string, points: number, windowSeconds: number): RateLimiter;
}

const unlimited: RateLimiter = { consume: async () => ({ ok: true }) };

/** redis: the process's shared connections (platform/redis.ts; they fail fast while Redis is away, and the insurance limiter answers). */
export function createRateLimits(redis: RedisConnections | null): RateLimits {
  return {
    limiter(name, points, windowSeconds) {
      if (points <= 0) return unlimited;
      const keyPrefix = `${redis?.prefix ?? ""}rl:${name}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
      const store: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ storeClient: redis.commands, keyPrefix, points, duration: windowSeconds, insuranceLimiter: memory })
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
  };
}
