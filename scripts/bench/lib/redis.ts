// What the benchmarks that keep the line in Redis share.
import { Redis } from "ioredis";

/** Why Redis cannot be used at `url`, or null when it answers. */
export async function redisUnreachable(url: string): Promise<string | null> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3_000 });
  r.on("error", () => {});
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    r.disconnect();
  }
}

/** Deletes a run's keys (everything under its prefix) and closes the connection. */
export async function dropRedisPrefix(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}
