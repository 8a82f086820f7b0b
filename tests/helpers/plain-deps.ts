// Deps built WITHOUT the app or the GraphQL schema, as an operator script or a job builds them: the
// services and the composition root (wiring.ts) on their own, on a database the test made.
import { loadConfig } from "../../server/src/config.ts";
import type { Db } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createAppPubSub } from "../../server/src/pubsub.ts";
import { createKvStore } from "../../server/src/platform/kv.ts";
import { AttemptLimiter } from "../../server/src/platform/attempt-limiter.ts";
import { createLogger, type Logger } from "../../server/src/platform/logger.ts";
import { createMetrics } from "../../server/src/platform/metrics.ts";
import { MemorySoldOutFlags } from "../../server/src/platform/soldout.ts";
import { wireModules } from "../../server/src/wiring.ts";

/** `log`: a logger of the test's own (to read what was logged); silent otherwise. */
export function plainDeps(db: Db, opts: { log?: Logger } = {}): Deps {
  const log = opts.log ?? createLogger("silent");
  return {
    config: loadConfig({}),
    db,
    pubsub: createAppPubSub(null, log),
    soldOut: new MemorySoldOutFlags(),
    kv: createKvStore(null),
    attempts: new AttemptLimiter({ redis: null, db }),
    log,
    metrics: createMetrics(),
    events: wireModules(),
    now: () => new Date(),
  };
}
