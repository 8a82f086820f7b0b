// The store for nonces and rate limits, behind one interface: in-process by default, Redis when
// REDIS_URL is set so that several server instances share it.
import type { Redis } from "ioredis";
import type { RedisConnections } from "./redis.ts";

export interface KvStore {
  /** Adds 1 to a counter that starts when first touched and lives for ttlMs; returns the new count. */
  hit(key: string, ttlMs: number): Promise<number>;
  /** Current count of a counter (0 when absent). */
  count(key: string): Promise<number>;
  /** Remembers key for ttlMs; false when it was already there (a replay). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds left on a key, or 0. */
  ttl(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (readiness); throws when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryKvStore implements KvStore {
  private entries = new Map<string, { value: number; expiresAt: number }>();
  private sweeper = setInterval(() => this.sweep(), 30_000).unref();

  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }
  private sweep() {
    const now = Date.now();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
  async hit(key: string, ttlMs: number) {
    const e = this.live(key);
    if (e) return ++e.value;
    this.entries.set(key, { value: 1, expiresAt: Date.now() + ttlMs });
    return 1;
  }
  async count(key: string) {
    return this.live(key)?.value ?? 0;
  }
  async claim(key: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value: 1, expiresAt: Date.now() + ttlMs });
    return true;
  }
  async ttl(key: string) {
    const e = this.live(key);
    return e ? Math.max(0, e.expiresAt - Date.now()) : 0;
  }
  async delete(key: string) {
    this.entries.delete(key);
  }
  async ping() {}
  async close() {
    clearInterval(this.sweeper);
  }
}

/** On the process's shared command connection (platform/redis.ts), which its owner closes. */
export class RedisKvStore implements KvStore {
  private redis: Redis;
  private prefix: string;
  constructor(connections: RedisConnections) {
    this.redis = connections.commands;
    this.prefix = connections.prefix;
  }
  async hit(key: string, ttlMs: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).pexpire(k, ttlMs, "NX").exec()) as [[null, number], unknown];
    return n;
  }
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async claim(key: string, ttlMs: number) {
    return (await this.redis.set(this.prefix + key, "1", "PX", ttlMs, "NX")) === "OK";
  }
  async ttl(key: string) {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }
  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async ping() {
    await this.redis.ping();
  }
  async close() {}
}

export function createKvStore(redis: RedisConnections | null): KvStore {
  return redis ? new RedisKvStore(redis) : new MemoryKvStore();
}
