// Which store holds the waiting rooms' line in this deployment (line.ts): Redis with REDIS_URL, PostgreSQL
// without. One store per set of dependencies, and one set of Redis scripts per Redis connection.
import type { Deps } from "../../deps.ts";
import type { RedisConnections } from "../../platform/redis.ts";
import type { LineStore } from "./line.ts";
import { PostgresLine } from "./line.postgres.ts";
import { RedisLineStore } from "./line.redis.ts";
import { RedisLine } from "./redis-scripts.ts";

const redisLines = new WeakMap<RedisConnections, RedisLine>();
const stores = new WeakMap<Deps, LineStore>();

export function lineOf(deps: Deps): LineStore {
  let store = stores.get(deps);
  if (!store) {
    const records = new PostgresLine(deps);
    store = deps.redis ? new RedisLineStore(deps, redisLineOf(deps.redis), records) : records;
    stores.set(deps, store);
  }
  return store;
}

function redisLineOf(redis: RedisConnections): RedisLine {
  let line = redisLines.get(redis);
  if (!line) redisLines.set(redis, (line = new RedisLine(redis)));
  return line;
}
