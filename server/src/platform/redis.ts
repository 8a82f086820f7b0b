// The process's Redis connections, shared by every store that needs Redis (nonces, rate limits, guess
// limits, pub/sub between instances): one connection for commands and one in subscriber mode (Redis
// allows nothing else on a subscribed connection), instead of one per store.
//
// Losing Redis never ends the process: ioredis reconnects for ever (with backoff), every outage and
// recovery is logged once, commands fail at once while it is away (each caller has its answer for that:
// an insurance limiter, a refused request), and /readyz reports it.
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "./logger.ts";

export interface RedisConnections {
  /** Commands and PUBLISH. Fails fast while disconnected (no offline queue), so a request never hangs on Redis. */
  commands: Redis;
  /** SUBSCRIBE only; queues its (un)subscriptions while disconnected and re-subscribes after a reconnect. */
  subscriber: Redis;
  /** Starts every key and channel of this deployment (REDIS_KEY_PREFIX). */
  prefix: string;
  /** Resolves when both connections are usable; throws otherwise (readiness). */
  ping(): Promise<void>;
  /** Waits until both connections are up, at most ms; false when they are not (the server starts anyway). */
  ready(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

const RECONNECT_MAX_DELAY_MS = 2_000;

export function connectRedis(url: string, prefix: string, log: Logger): RedisConnections {
  const common: RedisOptions = {
    // Never give up reconnecting: an instance outliving a Redis restart must come back by itself.
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_DELAY_MS),
    connectTimeout: 5_000,
  };
  const commands = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000, connectionName: "fanfare-commands" });
  const subscriber = new Redis(url, { ...common, maxRetriesPerRequest: null, connectionName: "fanfare-subscriber" });
  for (const [role, conn] of [
    ["commands", commands],
    ["subscriber", subscriber],
  ] as const) {
    // An 'error' listener is what keeps ioredis from reporting "Unhandled error event"; log an outage once, not every retry.
    let down = false;
    const lost = (error: string) => {
      if (down) return;
      down = true;
      log.error("redis connection lost; reconnecting", { role, error });
    };
    conn.on("error", (e: Error) => lost(e.message));
    conn.on("reconnecting", () => lost("connection closed"));
    conn.on("ready", () => {
      if (!down) return;
      down = false;
      log.info("redis connection back", { role });
    });
  }
  const both = () => commands.status === "ready" && subscriber.status === "ready";
  return {
    commands,
    subscriber,
    prefix,
    async ping() {
      if (subscriber.status !== "ready") throw new Error(`redis subscriber ${subscriber.status}`);
      await commands.ping();
    },
    async ready(ms) {
      const deadline = Date.now() + ms;
      while (!both() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return both();
    },
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
