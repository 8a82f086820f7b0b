// The line of a waiting room in Redis (REDIS_URL set): who is in the pre-queue, who waits in which order,
// when each was last seen. Every change is one Lua script, so it is atomic across every instance: a join
// takes its arrival number and its place in the same step (one place per account), a position is ZRANK
// read with the counts and the version in that same step, admission pops the front in one batch.
// The store that runs them, and what is where between Redis and PostgreSQL: line.redis.ts.
import crypto from "node:crypto";
import type { Redis } from "ioredis";
import type { RedisConnections } from "../../platform/redis.ts";
import { AFTER_DRAW_RANK_BASE } from "./queue.rules.ts";

const BASE = AFTER_DRAW_RANK_BASE.toString();

// KEYS: meta line pre seen ids pending
const LOADED = `if redis.call('HGET', KEYS[1], 'loaded') ~= '1' then return {'NOLOAD'} end`;

/** A fan's place with the line's counts and version, read in one step (and the fan seen now when ARGV[3] = 1). */
const PLACE = `${LOADED}
local u = ARGV[1]
local nline = redis.call('ZCARD', KEYS[2])
local npre = redis.call('ZCARD', KEYS[3])
local ver = redis.call('HGET', KEYS[1], 'version') or '0'
local r = redis.call('ZRANK', KEYS[2], u)
if r then
  if ARGV[3] == '1' then redis.call('ZADD', KEYS[4], 'XX', ARGV[2], u) end
  return {'WAITING', tostring(r), tostring(nline), tostring(npre), ver}
end
if redis.call('ZSCORE', KEYS[3], u) then return {'PRE_QUEUE', '', tostring(nline), tostring(npre), ver} end
local move = redis.call('HGET', KEYS[6], u)
if move then return {'PENDING', string.match(move, '^%a+'), tostring(nline), tostring(npre), ver} end
return {'NONE', '', tostring(nline), tostring(npre), ver}`;

/** Takes a place (ARGV: userId nowMs entryId): arrival number and place in one step; a fan in line keeps theirs. */
const ADD = `${LOADED}
local u = ARGV[1]
if redis.call('ZSCORE', KEYS[2], u) or redis.call('ZSCORE', KEYS[3], u) or redis.call('HEXISTS', KEYS[6], u) == 1 then return {'EXISTS'} end
if redis.call('HGET', KEYS[1], 'soldOut') == '1' then return {'SOLD_OUT'} end
local arrival = redis.call('HINCRBY', KEYS[1], 'arrival', 1)
local status, rank = 'PRE_QUEUE', ''
if redis.call('HGET', KEYS[1], 'drawn') == '1' then
  status = 'WAITING'
  rank = string.format('%.0f', ${BASE} + arrival)
  redis.call('ZADD', KEYS[2], rank, u)
  redis.call('ZADD', KEYS[4], ARGV[2], u)
else
  redis.call('ZADD', KEYS[3], arrival, u)
end
redis.call('HSET', KEYS[5], u, ARGV[3] .. ' ' .. arrival)
redis.call('HINCRBY', KEYS[1], 'version', 1)
return {status, tostring(arrival), rank}`;

/** Gives a place up (ARGV: userId, arrival or '' for any): out of the line at once. */
const REMOVE = `
local u = ARGV[1]
if ARGV[2] ~= '' then
  local id = redis.call('HGET', KEYS[5], u)
  if not id or string.match(id, ' (%d+)$') ~= ARGV[2] then return 0 end
end
local n = redis.call('ZREM', KEYS[2], u) + redis.call('ZREM', KEYS[3], u)
redis.call('ZREM', KEYS[4], u)
if n > 0 then redis.call('HINCRBY', KEYS[1], 'version', 1) end
return n`;

/** The draw starts: later joins line up behind; returns the pre-queue as userId, "entryId arrival" pairs. */
const DRAW_START = `${LOADED}
redis.call('HSET', KEYS[1], 'drawn', '1')
local out = {}
for _, u in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
  out[#out + 1] = u
  out[#out + 1] = redis.call('HGET', KEYS[5], u) or ''
end
return out`;

/** The drawn ranks go in (ARGV: nowMs, then userId rank pairs); the grace period of a drawn fan starts at the opening. */
const DRAW_APPLY = `
local now = ARGV[1]
local n = 0
for i = 2, #ARGV, 2 do
  local u = ARGV[i]
  if redis.call('ZREM', KEYS[3], u) == 1 then
    redis.call('ZADD', KEYS[2], ARGV[i + 1], u)
    redis.call('ZADD', KEYS[4], now, u)
    n = n + 1
  end
end
redis.call('HINCRBY', KEYS[1], 'version', 1)
return n`;

/** Fans unseen since ARGV[1] (ms) leave the line, noted pending (ARGV[2] at most): userId, "entryId arrival" pairs. */
const EXPIRE = `
local out = {}
for _, u in ipairs(redis.call('ZRANGEBYSCORE', KEYS[4], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))) do
  redis.call('ZREM', KEYS[4], u)
  if redis.call('ZREM', KEYS[2], u) == 1 then
    local id = redis.call('HGET', KEYS[5], u) or ''
    redis.call('HSET', KEYS[6], u, 'EXPIRED - ' .. id)
    out[#out + 1] = u
    out[#out + 1] = id
  end
end
if #out > 0 then redis.call('HINCRBY', KEYS[1], 'version', 1) end
return out`;

/** Pops the front of the line (ARGV[1] fans), noted pending: userId, rank, "entryId arrival" triples. */
const ADMIT = `
local popped = redis.call('ZPOPMIN', KEYS[2], tonumber(ARGV[1]))
local out = {}
for i = 1, #popped, 2 do
  local u = popped[i]
  local rank = string.format('%.0f', tonumber(popped[i + 1]))
  local id = redis.call('HGET', KEYS[5], u) or ''
  redis.call('ZREM', KEYS[4], u)
  redis.call('HSET', KEYS[6], u, 'ADMITTED ' .. rank .. ' ' .. id)
  out[#out + 1] = u
  out[#out + 1] = rank
  out[#out + 1] = id
end
if #out > 0 then redis.call('HINCRBY', KEYS[1], 'version', 1) end
return out`;

/** One pending move recorded by someone else than the leader (ARGV: userId, the move as noted): cleared if unchanged. */
const SETTLE_ONE = `
if redis.call('HGET', KEYS[6], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[6], ARGV[1]) end
return 0`;

/** Sold out: no more joins, the line is emptied (PostgreSQL tells each fan). */
const SOLD_OUT = `
redis.call('HSET', KEYS[1], 'soldOut', '1')
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4])
redis.call('HINCRBY', KEYS[1], 'version', 1)
return 1`;

/** A rebuild's chunk (ARGV: final, arrival, drawn, soldOut, nowMs, then userId status rank "entryId arrival" quads). */
const LOAD = `
local now = ARGV[5]
for i = 6, #ARGV, 4 do
  local u, status, rank, id = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  if status == 'WAITING' then
    redis.call('ZADD', KEYS[2], rank, u)
    redis.call('ZADD', KEYS[4], now, u)
  else
    redis.call('ZADD', KEYS[3], string.match(id, ' (%d+)$'), u)
  end
  redis.call('HSET', KEYS[5], u, id)
end
if ARGV[1] == '1' then
  redis.call('HSET', KEYS[1], 'arrival', ARGV[2], 'drawn', ARGV[3], 'soldOut', ARGV[4], 'loaded', '1')
  redis.call('HINCRBY', KEYS[1], 'version', 1)
end
return 1`;

/** Puts back a place PostgreSQL records and Redis lacks (ARGV: userId status rank nowMs "entryId arrival"). */
const RESTORE = `${LOADED}
local u = ARGV[1]
if redis.call('HGET', KEYS[1], 'soldOut') == '1' or redis.call('HEXISTS', KEYS[6], u) == 1 then return {'NO'} end
if redis.call('ZSCORE', KEYS[2], u) or redis.call('ZSCORE', KEYS[3], u) then return {'NO'} end
if ARGV[2] == 'WAITING' then
  redis.call('ZADD', KEYS[2], ARGV[3], u)
  redis.call('ZADD', KEYS[4], ARGV[4], u)
elseif redis.call('HGET', KEYS[1], 'drawn') ~= '1' then
  redis.call('ZADD', KEYS[3], string.match(ARGV[5], ' (%d+)$'), u)
else
  return {'NO'}
end
redis.call('HSET', KEYS[5], u, ARGV[5])
redis.call('HINCRBY', KEYS[1], 'version', 1)
return {'OK'}`;

function sha1(text: string): string {
  return crypto.createHash("sha1").update(text).digest("hex");
}

const SCRIPTS = { PLACE, ADD, REMOVE, DRAW_START, DRAW_APPLY, EXPIRE, ADMIT, SETTLE_ONE, SOLD_OUT, LOAD, RESTORE } as const;
const SHAS = Object.fromEntries(Object.entries(SCRIPTS).map(([k, v]) => [k, sha1(v)])) as Record<keyof typeof SCRIPTS, string>;

export type LinePlace =
  | { state: "NOLOAD" }
  | { state: "WAITING" | "PRE_QUEUE" | "NONE"; position: number | null; lineCount: number; preCount: number; version: number }
  | { state: "PENDING"; move: "ADMITTED" | "EXPIRED"; lineCount: number; preCount: number; version: number };

export interface EntryRef {
  entryId: string;
  arrival: bigint;
}

function parseRef(text: string | null | undefined): EntryRef | null {
  if (!text) return null;
  const [entryId, arrival] = text.split(" ");
  return entryId && arrival ? { entryId, arrival: BigInt(arrival) } : null;
}

/** The Redis line of every waiting room of this deployment (keys under REDIS_KEY_PREFIX + "queue:"). */
export class RedisLine {
  private readonly r: Redis;
  constructor(
    private readonly conn: RedisConnections,
    /** Extra prefix inside the deployment's (tests keep their rooms apart). */
    private readonly scope = "",
  ) {
    this.r = conn.commands;
  }

  keys(eventId: string): string[] {
    // One hash tag per room: a Redis Cluster keeps a room's keys on one node, so its scripts stay atomic.
    const base = `${this.conn.prefix}${this.scope}queue:{${eventId}}:`;
    return ["meta", "line", "pre", "seen", "ids", "pending"].map((k) => base + k);
  }

  private async run(name: keyof typeof SCRIPTS, eventId: string, args: (string | number)[]): Promise<unknown> {
    const keys = this.keys(eventId);
    try {
      return await this.r.evalsha(SHAS[name], keys.length, ...keys, ...args);
    } catch (e) {
      // A Redis that restarted has forgotten the scripts: send it once in full.
      if (!String(e).includes("NOSCRIPT")) throw e;
      return this.r.eval(SCRIPTS[name], keys.length, ...keys, ...args);
    }
  }

  async place(eventId: string, userId: string, now: Date, touch: boolean): Promise<LinePlace> {
    const r = (await this.run("PLACE", eventId, [userId, now.getTime(), touch ? 1 : 0])) as string[];
    if (r[0] === "NOLOAD") return { state: "NOLOAD" };
    if (r[0] === "PENDING") return { state: "PENDING", move: r[1] as "ADMITTED", lineCount: Number(r[2]), preCount: Number(r[3]), version: Number(r[4]) };
    return {
      state: r[0] as "WAITING",
      position: r[1] === "" ? null : Number(r[1]) + 1,
      lineCount: Number(r[2]),
      preCount: Number(r[3]),
      version: Number(r[4]),
    };
  }

  async add(eventId: string, userId: string, now: Date, entryId: string): Promise<{ state: "NOLOAD" | "EXISTS" | "SOLD_OUT" } | { state: "PRE_QUEUE" | "WAITING"; arrival: bigint; rank: bigint | null }> {
    const r = (await this.run("ADD", eventId, [userId, now.getTime(), entryId])) as string[];
    if (r[0] === "NOLOAD" || r[0] === "EXISTS" || r[0] === "SOLD_OUT") return { state: r[0] };
    return { state: r[0] as "WAITING", arrival: BigInt(r[1]), rank: r[2] ? BigInt(r[2]) : null };
  }

  /** Out of the line; with `arrival`, only the place taken with that arrival number (undoing one join). */
  async remove(eventId: string, userId: string, arrival?: bigint): Promise<boolean> {
    return ((await this.run("REMOVE", eventId, [userId, arrival?.toString() ?? ""])) as number) > 0;
  }

  async drawStart(eventId: string): Promise<{ userId: string; ref: EntryRef | null }[] | null> {
    const r = (await this.run("DRAW_START", eventId, [])) as string[];
    if (r[0] === "NOLOAD") return null;
    const out: { userId: string; ref: EntryRef | null }[] = [];
    for (let i = 0; i < r.length; i += 2) out.push({ userId: r[i]!, ref: parseRef(r[i + 1]) });
    return out;
  }

  async drawApply(eventId: string, now: Date, ranks: { userId: string; rank: bigint }[]): Promise<void> {
    for (let i = 0; i < ranks.length || i === 0; i += 2_000) {
      const chunk = ranks.slice(i, i + 2_000).flatMap((x) => [x.userId, x.rank.toString()]);
      await this.run("DRAW_APPLY", eventId, [now.getTime(), ...chunk]);
    }
  }

  async expire(eventId: string, seenBefore: Date, max = 5_000): Promise<{ userId: string; ref: EntryRef | null }[]> {
    const r = (await this.run("EXPIRE", eventId, [seenBefore.getTime(), max])) as string[];
    const out: { userId: string; ref: EntryRef | null }[] = [];
    for (let i = 0; i < r.length; i += 2) out.push({ userId: r[i]!, ref: parseRef(r[i + 1]) });
    return out;
  }

  /** The fan's place as Redis holds it (for writing its record again): null when the fan has none there. */
  async heldPlace(eventId: string, userId: string): Promise<{ status: "WAITING" | "PRE_QUEUE"; rank: bigint | null; ref: EntryRef } | null> {
    const k = this.keys(eventId);
    const [rank, pre, ids] = await Promise.all([this.r.zscore(k[1]!, userId), this.r.zscore(k[2]!, userId), this.r.hget(k[4]!, userId)]);
    const ref = parseRef(ids);
    if (!ref || (rank === null && pre === null)) return null;
    return rank !== null ? { status: "WAITING", rank: BigInt(rank), ref } : { status: "PRE_QUEUE", rank: null, ref };
  }

  /** The fan's pending move, as noted (null: none). */
  async pendingOf(eventId: string, userId: string): Promise<{ move: "EXPIRED" | "ADMITTED"; ref: EntryRef | null; noted: string } | null> {
    const noted = await this.r.hget(this.keys(eventId)[5]!, userId);
    if (!noted) return null;
    const [move, , entryId, arrival] = noted.split(" ");
    return { move: move as "EXPIRED", ref: entryId && arrival ? { entryId, arrival: BigInt(arrival) } : null, noted };
  }

  async settleOne(eventId: string, userId: string, noted: string): Promise<void> {
    await this.run("SETTLE_ONE", eventId, [userId, noted]);
  }

  async admit(eventId: string, count: number): Promise<{ userId: string; rank: bigint; ref: EntryRef | null }[]> {
    if (count <= 0) return [];
    const r = (await this.run("ADMIT", eventId, [count])) as string[];
    const out: { userId: string; rank: bigint; ref: EntryRef | null }[] = [];
    for (let i = 0; i < r.length; i += 3) out.push({ userId: r[i]!, rank: BigInt(r[i + 1]!), ref: parseRef(r[i + 2]) });
    return out;
  }

  /** Moves out of the line not yet written to PostgreSQL (left by an instance that died mid-way). */
  async pending(eventId: string): Promise<{ userId: string; move: "EXPIRED" | "ADMITTED"; rank: bigint | null; ref: EntryRef | null }[]> {
    const all = await this.r.hgetall(this.keys(eventId)[5]!);
    return Object.entries(all).map(([userId, v]) => {
      // "ADMITTED <rank> <entryId> <arrival>" or "EXPIRED - <entryId> <arrival>"
      const [move, rank, entryId, arrival] = v.split(" ");
      return { userId, move: move as "EXPIRED", rank: rank && rank !== "-" ? BigInt(rank) : null, ref: entryId && arrival ? { entryId, arrival: BigInt(arrival) } : null };
    });
  }

  async settled(eventId: string, userIds: string[]): Promise<void> {
    for (let i = 0; i < userIds.length; i += 5_000) await this.r.hdel(this.keys(eventId)[5]!, ...userIds.slice(i, i + 5_000));
  }

  async soldOut(eventId: string): Promise<void> {
    await this.run("SOLD_OUT", eventId, []);
  }

  async lineCount(eventId: string): Promise<number> {
    const k = this.keys(eventId);
    const [line, pre] = await Promise.all([this.r.zcard(k[1]!), this.r.zcard(k[2]!)]);
    return line + pre;
  }

  async preCount(eventId: string): Promise<number> {
    return this.r.zcard(this.keys(eventId)[2]!);
  }

  async isLoaded(eventId: string): Promise<boolean> {
    return (await this.r.hget(this.keys(eventId)[0]!, "loaded")) === "1";
  }

  /** Takes the rebuild of a room for ms (one instance rebuilds; the others wait for `loaded`). */
  async lockRebuild(eventId: string, ms: number): Promise<boolean> {
    return (await this.r.set(`${this.keys(eventId)[0]}:rebuilding`, "1", "PX", ms, "NX")) === "OK";
  }

  async unlockRebuild(eventId: string): Promise<void> {
    await this.r.del(`${this.keys(eventId)[0]}:rebuilding`);
  }

  async load(
    eventId: string,
    now: Date,
    entries: { userId: string; status: "PRE_QUEUE" | "WAITING"; rank: bigint | null; ref: EntryRef }[],
    room: { arrival: bigint; drawn: boolean; soldOut: boolean },
  ): Promise<void> {
    const k = this.keys(eventId);
    // Leftovers of a half-done rebuild go first; `pending` stays (its moves still have to reach PostgreSQL).
    await this.r.del(k[0]!, k[1]!, k[2]!, k[3]!, k[4]!);
    const head = (final: boolean) => [final ? 1 : 0, room.arrival.toString(), room.drawn ? 1 : 0, room.soldOut ? 1 : 0, now.getTime()];
    for (let i = 0; i < entries.length; i += 2_000) {
      const chunk = entries.slice(i, i + 2_000).flatMap((e) => [e.userId, e.status, (e.rank ?? 0n).toString(), `${e.ref.entryId} ${e.ref.arrival}`]);
      await this.run("LOAD", eventId, [...head(false), ...chunk]);
    }
    await this.run("LOAD", eventId, head(true));
  }

  async restore(eventId: string, now: Date, e: { userId: string; status: "PRE_QUEUE" | "WAITING"; rank: bigint | null; ref: EntryRef }): Promise<boolean> {
    const r = (await this.run("RESTORE", eventId, [e.userId, e.status, (e.rank ?? 0n).toString(), now.getTime(), `${e.ref.entryId} ${e.ref.arrival}`])) as string[];
    return r[0] === "OK";
  }
}
