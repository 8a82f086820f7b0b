// What every service needs, built once by buildApp() and handed to services explicitly.
import type { Config } from "./config.ts";
import type { Db } from "./db.ts";
import type { AppPubSub } from "./pubsub.ts";
import type { KvStore } from "./platform/kv.ts";
import type { AttemptLimiter } from "./platform/attempt-limiter.ts";
import type { Logger } from "./platform/logger.ts";
import type { Metrics } from "./platform/metrics.ts";
import type { DomainEvents } from "./domain-events.ts";
import type { SoldOutFlags } from "./platform/soldout.ts";
import type { SessionCache } from "./platform/session-cache.ts";
import type { RedisConnections } from "./platform/redis.ts";

export interface Deps {
  config: Config;
  db: Db;
  pubsub: AppPubSub;
  kv: KvStore;
  /** Guess and send limits, shared by every instance (claim before checking). */
  attempts: AttemptLimiter;
  log: Logger;
  metrics: Metrics;
  /** Which module reacts to which domain event, in which order: built by wireModules() (wiring.ts). */
  events: DomainEvents<Deps>;
  /** Ticket types known sold out, checked before any transaction (memory, or Redis when REDIS_URL is set). */
  soldOut: SoldOutFlags;
  /** Sessions looked up in the last seconds (platform/session-cache.ts); without it every request asks the database. */
  sessionCache?: SessionCache;
  /** The shared Redis (REDIS_URL): the waiting room keeps its line there; null or absent without it. */
  redis?: RedisConnections | null;
  /** The clock; tests may move it. */
  now(): Date;
}
