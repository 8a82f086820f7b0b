// "Sold out" per ticket type, remembered outside the database so that the commonest answer of a hot
// on-sale costs no transaction: in process memory, or in Redis when REDIS_URL is set (every instance
// sees every mark and every clear).
//
// A mark is only a cache of what the database said, and never outlives the reasons for it:
// - it lapses by itself at the moment the earliest live hold on the stock lapses (that hold's release
//   may give a ticket back), and after MAX_MARK_MS at the latest;
// - any release of stock clears it (stockReturned, called by returnTicketTypeStock for a cancel, a lapsed hold,
//   a failed payment's release…), and a release bumps a generation so that a secure which saw the stock
//   empty before the release cannot mark it sold out after the release;
// - the database's guarded UPDATE stays the only judge of a sale: a missing mark only costs a transaction.
// A mark says "fewer than `quantity` left": a party of four refused with three left is marked 4, which turns
// away parties of four or more, never the fans of one, two or three (npm run bench -- onsale --seats once
// found seats left over when a party's refusal marked the type sold out for everyone). A mark of 1 is sold out.
// Times are the app's clock (deps.now()), so a test that moves the clock moves the marks with it.
import type { Redis } from "ioredis";
import type { RedisConnections } from "./redis.ts";

/** A mark that no hold bounds still ends after this long, so a missed clear cannot last. */
export const MAX_MARK_MS = 5_000;

export interface SoldOutFlags {
  /** Whether `quantity` tickets of `ticketTypeId` (1: any) are marked past what is left at `now`. */
  isSoldOut(ticketTypeId: string, now: Date, quantity?: number): Promise<boolean>;
  /** The release generation to pass to mark(): read it before looking at the stock. */
  generation(ticketTypeId: string): Promise<number>;
  /**
   * Marks fewer than `quantity` left (1: sold out) until `until` (capped at now + MAX_MARK_MS), unless stock was
   * released since `generation`. A live mark of a smaller quantity stays: it says more.
   */
  mark(ticketTypeId: string, generation: number, now: Date, until: Date, quantity?: number): Promise<void>;
  /** Stock of the type went back: no mark, and marks based on older reads are refused. */
  clear(ticketTypeId: string): Promise<void>;
  close(): Promise<void>;
}

function markEnd(now: Date, until: Date): number {
  return Math.min(until.getTime(), now.getTime() + MAX_MARK_MS);
}

/** Whether a mark `next` says more than the live mark `current` (null: none): fewer left, or as few for longer. */
function saysMore(current: { end: number; quantity: number } | null, next: { end: number; quantity: number }): boolean {
  return !current || next.quantity < current.quantity || (next.quantity === current.quantity && next.end > current.end);
}

export class MemorySoldOutFlags implements SoldOutFlags {
  private marks = new Map<string, { end: number; quantity: number }>();
  private generations = new Map<string, number>();

  private live(id: string, now: Date) {
    const mark = this.marks.get(id);
    if (!mark) return null;
    if (mark.end > now.getTime()) return mark;
    this.marks.delete(id);
    return null;
  }
  async isSoldOut(id: string, now: Date, quantity = 1) {
    const mark = this.live(id, now);
    return !!mark && quantity >= mark.quantity;
  }
  async generation(id: string) {
    return this.generations.get(id) ?? 0;
  }
  async mark(id: string, generation: number, now: Date, until: Date, quantity = 1) {
    if ((this.generations.get(id) ?? 0) !== generation) return;
    const next = { end: markEnd(now, until), quantity };
    if (next.end > now.getTime() && saysMore(this.live(id, now), next)) this.marks.set(id, next);
  }
  async clear(id: string) {
    this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
    this.marks.delete(id);
  }
  async close() {}
}

/**
 * Marks only if the generation is unchanged, atomically (a release between the check and the set wins), and
 * only if it says more than the live mark (fewer left, or as few for longer). A mark's value: "<end>:<quantity>".
 * ARGV: generation, end, expiry in ms, quantity, now (the app's clock).
 */
const MARK_SCRIPT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
local current = redis.call('GET', KEYS[1])
if current then
  local sep = string.find(current, ':', 1, true)
  local cend = tonumber(sep and string.sub(current, 1, sep - 1) or current)
  local cqty = tonumber(sep and string.sub(current, sep + 1) or '1')
  local nend = tonumber(ARGV[2])
  local nqty = tonumber(ARGV[4])
  if cend > tonumber(ARGV[5]) and not (nqty < cqty or (nqty == cqty and nend > cend)) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2] .. ':' .. ARGV[4], 'PX', ARGV[3])
return 1`;

// The marks are only a shortcut before the secure statement, which checks the stock itself: while Redis is
// away a read says "not sold out" and a failed mark or clear is dropped (a stale mark ends within MAX_MARK_MS).
export class RedisSoldOutFlags implements SoldOutFlags {
  constructor(
    private redis: Redis,
    private prefix: string,
  ) {}
  private keys(id: string) {
    return { mark: `${this.prefix}${id}`, generation: `${this.prefix}${id}:gen` };
  }
  async isSoldOut(id: string, now: Date, quantity = 1) {
    const value = await this.redis.get(this.keys(id).mark).catch(() => null);
    if (value === null) return false;
    const [end, marked = "1"] = value.split(":");
    return Number(end) > now.getTime() && quantity >= Number(marked);
  }
  async generation(id: string) {
    return Number((await this.redis.get(this.keys(id).generation).catch(() => null)) ?? 0);
  }
  async mark(id: string, generation: number, now: Date, until: Date, quantity = 1) {
    const end = markEnd(now, until);
    if (end <= now.getTime()) return;
    const k = this.keys(id);
    // Redis expires the key on the real clock; the value carries the end on the app's clock.
    await this.redis
      .eval(MARK_SCRIPT, 2, k.mark, k.generation, String(generation), String(end), String(MAX_MARK_MS), String(quantity), String(now.getTime()))
      .catch(() => undefined);
  }
  async clear(id: string) {
    const k = this.keys(id);
    await this.redis.multi().incr(k.generation).pexpire(k.generation, 24 * 3600_000).del(k.mark).exec().catch(() => undefined);
  }
  async close() {
    // The connection is the process's shared one (platform/redis.ts): its owner closes it.
  }
}

export function createSoldOutFlags(redis: RedisConnections | null): SoldOutFlags {
  return redis ? new RedisSoldOutFlags(redis.commands, `${redis.prefix}soldout:`) : new MemorySoldOutFlags();
}

// returnTicketTypeStock runs inside a transaction with no services at hand; every app's flags listen here, so
// that a release clears the mark wherever it happens (several apps in one process: tests).
const listeners = new Set<SoldOutFlags>();

/** Registers an app's flags for stockReturned; the returned function unregisters them. */
export function listenForStockReturns(flags: SoldOutFlags): () => void {
  listeners.add(flags);
  return () => listeners.delete(flags);
}

/**
 * A ticket type's stock went back (called by returnTicketTypeStock). This runs before the release commits, so a
 * secure whose transaction ran in the instant between this clear and that commit can still mark the type:
 * that mark ends after MAX_MARK_MS, the same answer a fan who read the stock that instant would get.
 */
export async function stockReturned(ticketTypeId: string): Promise<void> {
  await Promise.all([...listeners].map((f) => f.clear(ticketTypeId)));
}
