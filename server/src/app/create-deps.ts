// createDeps(): the one way to build what every service needs (Deps), used by the app, the tests and
// the benchmarks alike, so that they never drift apart. With REDIS_URL, events, nonces, limits, sold-out
// flags and session ends go through Redis so that every instance shares them; without it they stay in
// this process (and the guess limits in the database).
import type { Config } from "../config.ts";
import { createDb, type Db } from "../db.ts";
import type { Deps } from "../deps.ts";
import { createAppPubSub } from "../pubsub.ts";
import { createKvStore } from "../platform/kv.ts";
import { connectRedis } from "../platform/redis.ts";
import { createRateLimits, type RateLimits } from "../platform/rate-limit.ts";
import { AttemptLimiter } from "../platform/attempt-limiter.ts";
import { createLogger, type Logger } from "../platform/logger.ts";
import { createMetrics, type Metrics } from "../platform/metrics.ts";
import { createSoldOutFlags, listenForStockReturns } from "../platform/soldout.ts";
import { SessionCache } from "../platform/session-cache.ts";
import { wireModules } from "../wiring.ts";

export interface OwnedDeps {
  deps: Deps;
  /** The request budgets (per IP, per account, per API key), on the same Redis as the rest. */
  rateLimits: RateLimits;
  /** Closes what createDeps opened: listeners, Redis, and the database pool unless it was handed in. */
  close(): Promise<void>;
}

export interface DepsOptions {
  /** The database: a URL to open a pool on (config.dbPoolSize connections unless `poolSize`), or a client the caller owns. */
  database: { url: string; poolSize?: number } | { db: Db };
  /** The logger; one at config.logLevel otherwise. */
  log?: Logger;
}

export async function createDeps(config: Config, options: DepsOptions): Promise<OwnedDeps> {
  const log = options.log ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  const ownsDb = !("db" in options.database);
  const db =
    "db" in options.database
      ? options.database.db
      : createDb(options.database.url, options.database.poolSize ?? config.dbPoolSize, {
          timeouts: config.dbTimeouts,
          onPoolWait: (s) => metrics.poolWait.observe(s),
        });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix, log) : null;
  if (redis && !(await redis.ready(5_000))) log.error("redis is not reachable: starting anyway, /readyz reports it until it is");
  const pubsub = createAppPubSub(redis, log);
  countPaymentResults(pubsub, metrics);
  const kv = createKvStore(redis);
  const soldOut = createSoldOutFlags(redis);
  const stopSoldOutListener = listenForStockReturns(soldOut);
  const sessionCache = new SessionCache(redis, log);
  const deps: Deps = {
    config,
    db,
    pubsub,
    kv,
    attempts: new AttemptLimiter({ redis, db }),
    log,
    metrics,
    soldOut,
    sessionCache,
    redis,
    events: wireModules(),
    now: () => new Date(),
  };
  return {
    deps,
    rateLimits: createRateLimits(redis),
    async close() {
      await kv.close();
      stopSoldOutListener();
      sessionCache.close();
      await soldOut.close();
      await redis?.close();
      if (ownsDb) await db.$disconnect();
    },
  };
}

/** Payment results this instance publishes (after their commit) count in /metrics. */
function countPaymentResults(pubsub: Deps["pubsub"], metrics: Metrics) {
  const publish = pubsub.publish.bind(pubsub) as (...args: unknown[]) => void;
  (pubsub as { publish: unknown }).publish = (...args: unknown[]) => {
    if (args[0] === "payment:result") metrics.payments.inc({ status: String((args[2] as { status?: string } | undefined)?.status ?? "unknown") });
    return publish(...args);
  };
}
