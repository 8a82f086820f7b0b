// Service dependencies (config, db, kv, pubsub, logger, clock) for operator scripts that call module
// services (giveaway draws, support answers), on the database withOperatorDb finds.
import type { Deps } from "../../server/src/deps.ts";
import { createAppPubSub } from "../../server/src/pubsub.ts";
import { createKvStore } from "../../server/src/platform/kv.ts";
import { connectRedis } from "../../server/src/platform/redis.ts";
import { AttemptLimiter } from "../../server/src/platform/attempt-limiter.ts";
import { createLogger } from "../../server/src/platform/logger.ts";
import { createMetrics } from "../../server/src/platform/metrics.ts";
import { withOperatorDb } from "./operator-db.ts";
import { wireModules } from "../../server/src/wiring.ts";
import { createSoldOutFlags } from "../../server/src/platform/soldout.ts";

/** Runs `work` with service deps, then closes everything it opened. */
export function withOperatorDeps<T>(work: (deps: Deps) => Promise<T>): Promise<T> {
  return withOperatorDb(async (db, config) => {
    const log = createLogger("warn");
    const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix, log) : null;
    if (redis && !(await redis.ready(5_000))) throw new Error(`Redis at REDIS_URL is not reachable`);
    const pubsub = createAppPubSub(redis, log);
    const kv = createKvStore(redis);
    const attempts = new AttemptLimiter({ redis, db });
    const soldOut = createSoldOutFlags(redis);
    try {
      return await work({ config, db, pubsub, kv, attempts, log, metrics: createMetrics(), soldOut, events: wireModules(), now: () => new Date() });
    } finally {
      await kv.close();
      await redis?.close();
    }
  });
}

/** The audit caller of an operator script run from a shell (no staff token: the host's own access). */
export function cliCaller(deps: Deps, script: string) {
  return { deps, viewer: {}, ip: null, userAgent: `operator-cli ${script}` };
}
