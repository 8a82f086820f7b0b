// The waiting room of a hot event (issue 18): fans join a pre-queue before the sale opens, the pre-queue is
// drawn at the opening with a seed committed in advance (queue.rules.ts), later arrivals line up behind in
// arrival order, and the job leader admits fans from the front at the event's rate with a signed,
// single-use admission pass that secureTickets asks for. Released tickets of a sold-out event are held for
// the next fan in line (wiring.ts composes the hold with the orders module).
//
// Where the state lives: with REDIS_URL the line itself (pre-queue, order, presence) is in Redis, changed by
// atomic scripts (queue.redis.ts, which also says what happens when Redis restarts), and PostgreSQL is its
// durable record, written behind before each answer. Without Redis everything is in PostgreSQL (QueueRoom,
// QueueEntry): every change is one conditional statement or one transaction. Either way several instances
// share it and an instance's restart loses or reorders nobody.
import crypto from "node:crypto";
import type { QueueEntry, QueueEntryStatus, QueueRoom } from "../../generated/prisma/client.ts";
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { OrderLine } from "../../domain-events.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { NotFoundError } from "../../errors.ts";
import { eventStockLeft, waitingRoomEvent, type WaitingRoomEvent } from "../events/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { mailboxOf } from "../users/index.ts";
import { sendMessage } from "../mail/index.ts";
import { toLang } from "../../messages.ts";
import { QueueClosedError, QueueRequiredError } from "./queue.errors.ts";
import {
  AFTER_DRAW_RANK_BASE,
  adaptRate,
  admissionsDue,
  countBelow,
  drawListText,
  drawOrder,
  estimatedWaitSeconds,
  holderRef,
  newSeed,
  p99,
  readPass,
  sha256Hex,
  signPass,
} from "./queue.rules.ts";
import { offerMailTexts } from "./queue.mail.ts";
import { RedisLine, type EntryRef } from "./queue.redis.ts";
import type { RedisConnections } from "../../platform/redis.ts";

export type WaitingRoomState = "OFF" | "PRE_QUEUE" | "OPEN" | "SOLD_OUT" | "CLOSED";

export interface WaitingRoomView {
  eventSlug: string;
  state: WaitingRoomState;
  opensAt: Date | null;
  seedHash: string | null;
  seed: string | null;
  drawHash: string | null;
  drawList: string | null;
  admissionRatePerMinute: number;
  waitingCount: number;
  stockLeft: number;
}

export interface QueuePlaceView {
  eventSlug: string;
  status: QueueEntryStatus;
  position: number | null;
  aheadCount: number | null;
  waitingCount: number;
  estimatedWaitSeconds: number | null;
  stockLeft: number;
  opensAt: Date | null;
  joinedAt: Date;
  admission: { token: string; expiresAt: Date } | null;
  /** requiresIdentity: a real-name event, each ticket is named with one of the fan's identities before payment. */
  offer: { ticketTypeId: string; ticketTypeName: string; quantity: number; expiresAt: Date; orderNo: string; requiresIdentity: boolean } | null;
}

/** Statuses that hold a place in the line or the waiting list (a join returns them as they are). */
const LIVE: QueueEntryStatus[] = ["PRE_QUEUE", "WAITING", "ADMITTED", "OFFERED", "WAITING_LIST", "SOLD_OUT"];
/** A fan's lastSeenAt is written at most this often (a live screen refreshes it through its updates). */
const SEEN_WRITE_MS = 15_000;
/** How long a room's counts are shared by every screen of one instance. */
const STATS_TTL_MS = 500;
/** How long the secure path trusts its copy of an event's waiting-room setting. */
const SETTING_TTL_MS = 2_000;
/**
 * Arrival numbers after a rebuild of a Redis line start this far above PostgreSQL's highest: a join answered
 * by the lost Redis whose row lands after the rebuild keeps a number nobody newer shares.
 */
const REBUILD_ARRIVAL_GAP = 1_000_000n;

// ───── the Redis line (REDIS_URL) ─────

const redisLines = new WeakMap<RedisConnections, RedisLine>();

/** The Redis line store of this deployment; null without REDIS_URL (PostgreSQL holds the line then). */
export function redisLineOf(deps: Deps): RedisLine | null {
  if (!deps.redis) return null;
  let line = redisLines.get(deps.redis);
  if (!line) redisLines.set(deps.redis, (line = new RedisLine(deps.redis)));
  return line;
}

/** The room's line is in Redis; rebuilt from PostgreSQL first when Redis lost it (restart, flush). */
async function ensureLoaded(deps: Deps, line: RedisLine, eventId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await line.isLoaded(eventId))) {
    if (await line.lockRebuild(eventId, 30_000)) {
      try {
        if (!(await line.isLoaded(eventId))) await rebuildLine(deps, line, eventId);
      } finally {
        await line.unlockRebuild(eventId);
      }
      return;
    }
    // Another instance is rebuilding it.
    if (Date.now() > deadline) throw new Error(`the waiting room's line of ${eventId} was not rebuilt in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function rebuildLine(deps: Deps, line: RedisLine, eventId: string): Promise<void> {
  const room = await deps.db.queueRoom.findUnique({ where: { eventId } });
  const entries = await deps.db.queueEntry.findMany({
    where: { eventId, status: room?.shuffledAt ? "WAITING" : { in: ["PRE_QUEUE", "WAITING"] } },
    select: { id: true, userId: true, status: true, rank: true, arrival: true },
  });
  const max = await deps.db.queueEntry.aggregate({ where: { eventId }, _max: { arrival: true } });
  await line.load(
    eventId,
    deps.now(),
    entries.map((e) => ({ userId: e.userId, status: e.status as "WAITING", rank: e.rank, ref: { entryId: e.id, arrival: e.arrival } })),
    { arrival: (max._max.arrival ?? 0n) + REBUILD_ARRIVAL_GAP, drawn: !!room?.shuffledAt, soldOut: !!room?.soldOutAt },
  );
  deps.log.info("queue line rebuilt in redis from postgresql", { eventId, places: entries.length });
}

// ───── rooms ─────

function defaultRoom(deps: Deps, event: WaitingRoomEvent) {
  const seed = newSeed();
  const rate = deps.config.queue.admissionRatePerMinute;
  return { eventId: event.id, enabled: event.isHot, ratePerMinute: rate, currentRatePerMinute: rate, seed, seedHash: sha256Hex(seed) };
}

/** The event's room, created with the defaults (on for hot events, a fresh committed seed) on first use. */
export async function ensureRoom(deps: Deps, event: WaitingRoomEvent, db: Db | Tx = deps.db): Promise<QueueRoom> {
  const found = await db.queueRoom.findUnique({ where: { eventId: event.id } });
  if (found) return found;
  // Two instances creating it at once: the first insert wins, both read the same row (one seed).
  await db.queueRoom.createMany({ data: [defaultRoom(deps, event)], skipDuplicates: true });
  return db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } });
}

export function roomState(room: Pick<QueueRoom, "enabled" | "shuffledAt" | "soldOutAt"> | null, event: WaitingRoomEvent, now: Date): WaitingRoomState {
  if (!room?.enabled) return "OFF";
  const t = now.getTime();
  if ((event.saleEndsAt && t >= event.saleEndsAt.getTime()) || t >= (event.endsAt ?? event.startsAt).getTime()) return "CLOSED";
  if (room.soldOutAt) return "SOLD_OUT";
  if (t < event.saleStartsAt.getTime() || !room.shuffledAt) return "PRE_QUEUE";
  return "OPEN";
}

interface RoomStats {
  /** The room row as read with these counts (its rate moves with the pipeline's health). */
  room: QueueRoom | null;
  /** Ranks of the fans WAITING, ascending: a fan's position is a binary search. */
  waitingRanks: bigint[];
  preQueue: number;
  stockLeft: number;
}

const statsCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<RoomStats>; version?: number }>>();

/**
 * The room's counts, read once per STATS_TTL_MS per instance however many screens ask; `minVersion` (from a
 * "queue:changed" message) reads them again when the copy is older than that change.
 */
function roomStats(deps: Deps, eventId: string, minVersion?: number): Promise<RoomStats> {
  let cache = statsCaches.get(deps.db);
  if (!cache) statsCaches.set(deps.db, (cache = new Map()));
  const hit = cache.get(eventId);
  const stale = minVersion !== undefined && hit?.version !== undefined && hit.version < minVersion;
  if (hit && !stale && Date.now() - hit.at < STATS_TTL_MS) return hit.value;
  const value = (async () => {
    const line = redisLineOf(deps);
    const pgCount = () => deps.db.queueEntry.count({ where: { eventId, status: { in: ["PRE_QUEUE", "WAITING"] } } });
    // With Redis a position is a ZRANK there: only the line's size is needed here (PostgreSQL's if Redis is away).
    const [room, waiting, preQueue, stockLeft] = await Promise.all([
      deps.db.queueRoom.findUnique({ where: { eventId } }),
      line ? [] : deps.db.queueEntry.findMany({ where: { eventId, status: "WAITING" }, select: { rank: true }, orderBy: { rank: "asc" } }),
      line ? line.lineCount(eventId).catch(pgCount) : deps.db.queueEntry.count({ where: { eventId, status: "PRE_QUEUE" } }),
      eventStockLeft(deps.db, eventId),
    ]);
    return { room, waitingRanks: waiting.map((w) => w.rank!), preQueue, stockLeft };
  })();
  const entry: { at: number; value: Promise<RoomStats>; version?: number } = { at: Date.now(), value };
  cache.set(eventId, entry);
  value.then((v) => (entry.version = v.room?.version ?? 0)).catch(() => cache.delete(eventId));
  return value;
}

function forgetStats(deps: Deps, eventId: string) {
  statsCaches.get(deps.db)?.delete(eventId);
}

function roomView(event: WaitingRoomEvent, room: QueueRoom | null, stats: RoomStats | null, now: Date): WaitingRoomView {
  const state = roomState(room, event, now);
  return {
    eventSlug: event.slug,
    state,
    opensAt: event.saleStartsAt,
    seedHash: room?.enabled ? room.seedHash : null,
    seed: room?.enabled && room.shuffledAt ? room.seed : null,
    drawHash: room?.enabled && room.shuffledAt ? room.drawHash : null,
    drawList: room?.enabled && room.shuffledAt ? room.drawList : null,
    admissionRatePerMinute: room?.enabled ? room.currentRatePerMinute : 0,
    waitingCount: stats ? stats.waitingRanks.length + stats.preQueue : 0,
    stockLeft: stats?.stockLeft ?? 0,
  };
}

/** An event's waiting room as anyone may see it; null when the event does not exist. */
export async function getWaitingRoom(deps: Deps, eventSlug: string): Promise<WaitingRoomView | null> {
  const event = await waitingRoomEvent(deps.db, { slug: eventSlug });
  if (!event) return null;
  return waitingRoomOf(deps, event);
}

/** The waiting room of an event already at hand (Event.waitingRoom selects these fields with its parent). */
export async function waitingRoomOf(deps: Deps, event: WaitingRoomEvent): Promise<WaitingRoomView> {
  // An event that is not hot and never had a room has none: no row is written for it.
  const room = event.isHot ? await ensureRoom(deps, event) : await deps.db.queueRoom.findUnique({ where: { eventId: event.id } });
  const stats = room?.enabled ? await roomStats(deps, event.id) : { room, waitingRanks: [], preQueue: 0, stockLeft: await eventStockLeft(deps.db, event.id) };
  return roomView(event, room, stats, deps.now());
}

// ───── a fan's place ─────

/** Where a fan stands in the line: status, position and the count beside it, read from one version of the line. */
interface LineRead {
  status: QueueEntryStatus;
  position: number | null;
  waitingCount: number;
}

/**
 * The fan's place in the Redis line: position, counts and version come from one script run, so they always
 * belong together. A place PostgreSQL records and Redis lacks is put back at its recorded rank; a line Redis
 * lost is rebuilt. Null when Redis cannot answer (the caller reads PostgreSQL's record instead).
 */
async function redisLineRead(deps: Deps, line: RedisLine, event: WaitingRoomEvent, entry: QueueEntry, touch: boolean): Promise<LineRead | null> {
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const read = await line.place(event.id, entry.userId, deps.now(), touch);
      if (read.state === "NOLOAD") {
        await ensureLoaded(deps, line, event.id);
        continue;
      }
      const waitingCount = read.lineCount + read.preCount;
      // Beyond the line (admitted, offered, done…) PostgreSQL's record is the fan's status.
      if (entry.status !== "WAITING" && entry.status !== "PRE_QUEUE") return { status: entry.status, position: null, waitingCount };
      if (read.state === "WAITING") return { status: "WAITING", position: read.position, waitingCount };
      if (read.state === "PRE_QUEUE") return { status: "PRE_QUEUE", position: null, waitingCount };
      // Popped from the front a moment ago; PostgreSQL is being told (admission, or the grace period ran out).
      if (read.state === "PENDING") {
        return read.move === "ADMITTED" ? { status: "WAITING", position: 1, waitingCount: waitingCount + 1 } : { status: "EXPIRED", position: null, waitingCount };
      }
      const restored = await line.restore(event.id, deps.now(), {
        userId: entry.userId,
        status: entry.status,
        rank: entry.rank,
        ref: { entryId: entry.id, arrival: entry.arrival },
      });
      if (!restored) return { status: entry.status, position: null, waitingCount };
      deps.log.info("queue place restored in redis from postgresql", { eventId: event.id, entryId: entry.id });
    }
    return null;
  } catch (err) {
    deps.log.warn("queue line unreadable in redis; answering from postgresql", { eventId: event.id, error: String(err) });
    return null;
  }
}

/** The fan's place from PostgreSQL's record (the line without Redis, or while Redis is away). */
async function pgLineRead(deps: Deps, event: WaitingRoomEvent, room: QueueRoom, entry: QueueEntry): Promise<LineRead> {
  const stats = await roomStats(deps, event.id, room.version);
  const inLine = entry.status === "WAITING" && entry.rank !== null;
  const below = inLine && !deps.redis ? countBelow(stats.waitingRanks, entry.rank!) : null;
  if (inLine && (below === null || stats.waitingRanks[below] !== entry.rank)) {
    // The shared copy of the counts predates this fan's own row (read just now: just drawn, or just
    // joined), or there is no copy of the ranks (Redis holds the line): the position and the count beside
    // it are read together in one statement, so they belong to one version of the line.
    const [c] = await deps.db.$queryRaw<{ ahead: bigint; waiting: bigint }[]>`
      select count(*) filter (where status = 'WAITING' and rank < ${entry.rank}) as ahead,
             count(*) filter (where status in ('WAITING', 'PRE_QUEUE')) as waiting
      from "QueueEntry" where "eventId" = ${event.id} and status in ('WAITING', 'PRE_QUEUE')`;
    return { status: entry.status, position: Number(c.ahead) + 1, waitingCount: Number(c.waiting) };
  }
  return { status: entry.status, position: below === null ? null : below + 1, waitingCount: stats.waitingRanks.length + stats.preQueue };
}

async function placeView(deps: Deps, event: WaitingRoomEvent, room: QueueRoom, entry: QueueEntry, touch = false): Promise<QueuePlaceView> {
  const line = redisLineOf(deps);
  const [read, stats] = await Promise.all([
    line ? redisLineRead(deps, line, event, entry, touch) : pgLineRead(deps, event, room, entry),
    roomStats(deps, event.id, room.version),
  ]);
  const { status, position, waitingCount } = read ?? (await pgLineRead(deps, event, room, entry));
  const admission =
    entry.status === "ADMITTED" && entry.passId && entry.passExpiresAt
      ? { token: signPass(deps.config.queue.passKey, { eventId: event.id, userId: entry.userId, passId: entry.passId, expiresAt: entry.passExpiresAt }), expiresAt: entry.passExpiresAt }
      : null;
  const offer =
    entry.status === "OFFERED" && entry.offerOrderNo && entry.offerExpiresAt
      ? {
          ticketTypeId: entry.offerTicketTypeId!,
          ticketTypeName: entry.offerTicketTypeName!,
          quantity: entry.offerQuantity!,
          expiresAt: entry.offerExpiresAt,
          orderNo: entry.offerOrderNo,
          requiresIdentity: event.requiresIdentity,
        }
      : null;
  return {
    eventSlug: event.slug,
    status,
    position,
    aheadCount: position === null ? null : position - 1,
    waitingCount,
    estimatedWaitSeconds: estimatedWaitSeconds(position, room.currentRatePerMinute),
    stockLeft: stats.stockLeft,
    opensAt: event.saleStartsAt,
    joinedAt: entry.joinedAt,
    admission,
    offer,
  };
}

/** The fan was seen on the queue screen now: their place is kept for the grace period from here (Redis: read with the place). */
async function touch(deps: Deps, entry: QueueEntry): Promise<void> {
  if (deps.redis) return;
  const now = deps.now();
  if (now.getTime() - entry.lastSeenAt.getTime() < SEEN_WRITE_MS) return;
  await deps.db.queueEntry.updateMany({ where: { id: entry.id, lastSeenAt: { lt: new Date(now.getTime() - SEEN_WRITE_MS) } }, data: { lastSeenAt: now } });
}

async function loadPlace(deps: Deps, userId: string, eventSlug: string) {
  const event = await waitingRoomEvent(deps.db, { slug: eventSlug });
  if (!event) return null;
  const room = await deps.db.queueRoom.findUnique({ where: { eventId: event.id } });
  if (!room) return null;
  const entry = await deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } });
  if (!entry) return null;
  return { event, room, entry };
}

/**
 * The live screen's place: the event is the subscription's, the room and the counts come from the copy every
 * screen of this instance shares (STATS_TTL_MS), so a push costs one read of the fan's own row.
 */
export async function livePlace(deps: Deps, userId: string, event: WaitingRoomEvent, version?: number): Promise<QueuePlaceView | null> {
  const [stats, entry] = await Promise.all([roomStats(deps, event.id, version), deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } })]);
  if (!entry || !stats.room) return null;
  await touch(deps, entry);
  return placeView(deps, event, stats.room, entry, true);
}

/** The signed-in fan's place for the event now (and they are seen: the grace period starts again); null when none. */
export async function myQueuePlace(deps: Deps, userId: string, eventSlug: string): Promise<QueuePlaceView | null> {
  const found = await loadPlace(deps, userId, eventSlug);
  if (!found) return null;
  await touch(deps, found.entry);
  return placeView(deps, found.event, found.room, found.entry, true);
}

/**
 * Joins the event's waiting room: before the draw into the pre-queue, after it at the back. A fan with a
 * place (another tab, another device, another instance) gets that same place; one whose place lapsed or
 * who bought already gets a new one at the back. A new place needs the human check.
 */
export async function joinQueue(deps: Deps, userId: string, input: { eventSlug: string; humanCheck?: string | null }): Promise<QueuePlaceView> {
  const event = await waitingRoomEvent(deps.db, { slug: input.eventSlug });
  if (!event) throw new NotFoundError("event");
  const room = await ensureRoom(deps, event);
  const state = roomState(room, event, deps.now());
  if (state === "OFF" || state === "CLOSED") throw new QueueClosedError(event.slug);

  const existing = await deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } });
  if (existing && LIVE.includes(existing.status)) {
    await touch(deps, existing);
    const view = await placeView(deps, event, room, existing, true);
    // With Redis, a place whose grace period ran out a moment ago shows EXPIRED before its record does: a new place then.
    if (view.status !== "EXPIRED") return view;
  }
  await verifyHumanCheck(deps, input.humanCheck);
  const line = redisLineOf(deps);
  if (line && !room.soldOutAt) return joinRedisLine(deps, line, event, room, userId);

  const now = deps.now();
  await deps.db.$transaction(async (tx) => {
    // FOR SHARE: a join and the draw (FOR UPDATE) never interleave, so every pre-queue join is drawn.
    const [r] = await tx.$queryRaw<{ shuffledAt: Date | null; soldOutAt: Date | null }[]>`
      select "shuffledAt", "soldOutAt" from "QueueRoom" where "eventId" = ${event.id} for share`;
    const status: QueueEntryStatus = r.soldOutAt ? "SOLD_OUT" : r.shuffledAt ? "WAITING" : "PRE_QUEUE";
    const ranked = status === "WAITING";
    // One statement: a second tab's join at the same moment finds the row and changes nothing.
    await tx.$executeRaw`
      with n as (select nextval(pg_get_serial_sequence('"QueueEntry"', 'arrival')) as v)
      insert into "QueueEntry" (id, "eventId", "userId", status, arrival, rank, "joinedAt", "lastSeenAt", "updatedAt")
      select ${crypto.randomUUID()}, ${event.id}, ${userId}, ${status}::"QueueEntryStatus", n.v,
             case when ${ranked} then ${AFTER_DRAW_RANK_BASE}::bigint + n.v end, ${now}, ${now}, ${now}
      from n
      on conflict ("eventId", "userId") do update set
        status = excluded.status, arrival = excluded.arrival, rank = excluded.rank, "joinedAt" = excluded."joinedAt",
        "lastSeenAt" = excluded."lastSeenAt", "updatedAt" = excluded."updatedAt", "admittedAt" = null, "passId" = null,
        "passExpiresAt" = null, "offerOrderId" = null, "offerOrderNo" = null, "offerTicketTypeId" = null,
        "offerTicketTypeName" = null, "offerQuantity" = null, "offerExpiresAt" = null, "offerNotifiedAt" = null, "waitingListAt" = null
      where "QueueEntry".status in ('EXPIRED', 'DONE')`;
  });
  forgetStats(deps, event.id);
  const entry = await deps.db.queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: event.id, userId } } });
  return placeView(deps, event, room, entry);
}

/**
 * A join with the line in Redis: the place (arrival number and rank) is taken atomically there, then its
 * durable record is written to PostgreSQL before the fan is answered; if that write fails the place is
 * given back, so no answered place exists in one store only.
 */
async function joinRedisLine(deps: Deps, line: RedisLine, event: WaitingRoomEvent, room: QueueRoom, userId: string): Promise<QueuePlaceView> {
  await ensureLoaded(deps, line, event.id);
  const now = deps.now();
  const entryId = crypto.randomUUID();
  let added = await line.add(event.id, userId, now, entryId);
  const pending = added.state === "EXISTS" ? await line.pendingOf(event.id, userId) : null;
  if (pending?.move === "EXPIRED") {
    // Back a moment after the grace period ran out, before the leader recorded it: recorded here (by entry
    // id, as the leader would), then a new place at the back.
    await recordExpiries(deps, event.id, [{ userId, ref: pending.ref }]);
    await line.settleOne(event.id, userId, pending.noted);
    added = await line.add(event.id, userId, now, entryId);
  }
  if (added.state === "NOLOAD") throw new Error(`the waiting room's line of ${event.id} vanished from redis during a join`);
  // A place Redis holds: taken by another tab a moment ago, or by an earlier try of this join whose answer
  // from Redis timed out before its record was written. Its record is (re)written from Redis's own entry.
  const held = added.state === "EXISTS" ? await line.heldPlace(event.id, userId) : null;
  if (held) await writeJoinRecord(deps, event.id, userId, held.ref.entryId, { state: held.status, arrival: held.ref.arrival, rank: held.rank }, now);
  if (added.state === "SOLD_OUT") {
    await deps.db.$executeRaw`
      insert into "QueueEntry" (id, "eventId", "userId", status, "joinedAt", "lastSeenAt", "updatedAt")
      values (${entryId}, ${event.id}, ${userId}, 'SOLD_OUT', ${now}, ${now}, ${now})
      on conflict ("eventId", "userId") do update set status = 'SOLD_OUT', "updatedAt" = excluded."updatedAt", "passId" = null, "passExpiresAt" = null
      where "QueueEntry".status in ('EXPIRED', 'DONE')`;
  } else if (added.state === "PRE_QUEUE" || added.state === "WAITING") {
    try {
      await writeJoinRecord(deps, event.id, userId, entryId, added, now);
    } catch (err) {
      await line.remove(event.id, userId, added.arrival).catch(() => undefined);
      throw err;
    }
  }
  // EXISTS: another tab took the place a moment ago; its row is written before that tab's answer.
  for (let attempt = 0; ; attempt++) {
    const entry = await deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } });
    if (entry && LIVE.includes(entry.status)) return placeView(deps, event, room, entry, true);
    if (attempt >= 100) throw new Error("the waiting room's record of a place taken in redis did not appear");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The durable record of a place taken in Redis. The draw or an admission may have written it already (same id): then it is left as it is. */
async function writeJoinRecord(
  deps: Deps,
  eventId: string,
  userId: string,
  entryId: string,
  added: { state: "PRE_QUEUE" | "WAITING"; arrival: bigint; rank: bigint | null },
  now: Date,
): Promise<void> {
  await deps.db.$executeRaw`
        insert into "QueueEntry" (id, "eventId", "userId", status, arrival, rank, "joinedAt", "lastSeenAt", "updatedAt")
        values (${entryId}, ${eventId}, ${userId}, ${added.state}::"QueueEntryStatus", ${added.arrival}, ${added.rank}, ${now}, ${now}, ${now})
        on conflict ("eventId", "userId") do update set
      id = excluded.id, status = excluded.status, arrival = excluded.arrival, rank = excluded.rank, "joinedAt" = excluded."joinedAt",
      "lastSeenAt" = excluded."lastSeenAt", "updatedAt" = excluded."updatedAt", "admittedAt" = null, "passId" = null,
      "passExpiresAt" = null, "offerOrderId" = null, "offerOrderNo" = null, "offerTicketTypeId" = null,
      "offerTicketTypeName" = null, "offerQuantity" = null, "offerExpiresAt" = null, "offerNotifiedAt" = null, "waitingListAt" = null
        where "QueueEntry".status in ('EXPIRED', 'DONE') and "QueueEntry".id <> excluded.id`;
}

/** Leaves the line for good (closing the page is not leaving: that keeps the place for the grace period). */
export async function leaveQueue(deps: Deps, userId: string, eventSlug: string): Promise<{ eventSlug: string }> {
  const found = await loadPlace(deps, userId, eventSlug);
  if (!found || !LIVE.includes(found.entry.status)) throw new NotFoundError("queue place");
  // An offer is an order awaiting payment: cancelling it (or letting it lapse) passes it on.
  await redisLineOf(deps)?.remove(found.event.id, userId);
  await deps.db.queueEntry.updateMany({
    where: { id: found.entry.id, status: { in: ["PRE_QUEUE", "WAITING", "ADMITTED", "WAITING_LIST", "SOLD_OUT"] } },
    data: { status: "EXPIRED", passId: null, passExpiresAt: null },
  });
  await bumpVersion(deps.db, found.event.id);
  forgetStats(deps, found.event.id);
  return { eventSlug };
}

/** After a sell-out: joins the event's waiting list (released tickets are offered to it in joining order). */
export async function joinWaitingList(deps: Deps, userId: string, eventSlug: string): Promise<QueuePlaceView> {
  const event = await waitingRoomEvent(deps.db, { slug: eventSlug });
  if (!event) throw new NotFoundError("event");
  const room = await ensureRoom(deps, event);
  if (roomState(room, event, deps.now()) !== "SOLD_OUT") throw new QueueClosedError(event.slug);
  const now = deps.now();
  await deps.db.$executeRaw`
    insert into "QueueEntry" (id, "eventId", "userId", status, "joinedAt", "lastSeenAt", "waitingListAt", "updatedAt")
    values (${crypto.randomUUID()}, ${event.id}, ${userId}, 'WAITING_LIST', ${now}, ${now}, ${now}, ${now})
    on conflict ("eventId", "userId") do update set status = 'WAITING_LIST', "waitingListAt" = excluded."waitingListAt",
      "lastSeenAt" = excluded."lastSeenAt", "updatedAt" = excluded."updatedAt", "passId" = null, "passExpiresAt" = null
    where "QueueEntry".status not in ('OFFERED', 'WAITING_LIST')`;
  const entry = await deps.db.queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: event.id, userId } } });
  return placeView(deps, event, room, entry);
}

// ───── the admission pass on the secure path ─────

interface RoomSetting {
  eventId: string;
  enabled: boolean;
}
const settingCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<RoomSetting | null> }>>();

/** Whether the event sells through its waiting room, from a copy at most SETTING_TTL_MS old (the hot path). */
function roomSetting(deps: Deps, eventSlug: string): Promise<RoomSetting | null> {
  let cache = settingCaches.get(deps.db);
  if (!cache) settingCaches.set(deps.db, (cache = new Map()));
  const hit = cache.get(eventSlug);
  if (hit && Date.now() - hit.at < SETTING_TTL_MS) return hit.value;
  const value = (async () => {
    const event = await waitingRoomEvent(deps.db, { slug: eventSlug });
    if (!event) return null;
    const room = await deps.db.queueRoom.findUnique({ where: { eventId: event.id }, select: { enabled: true } });
    return { eventId: event.id, enabled: room ? room.enabled : event.isHot };
  })();
  cache.set(eventSlug, { at: Date.now(), value });
  value.catch(() => cache.delete(eventSlug));
  return value;
}

/** An operator changed the room: this instance's copies of it are read again (the others' within SETTING_TTL_MS). */
export function forgetRoomCopies(deps: Deps, event: WaitingRoomEvent): void {
  settingCaches.get(deps.db)?.delete(event.slug);
  forgetStats(deps, event.id);
}

/** Secure latencies of this instance since the last tick, for the rate adaptation. */
const secureTimings = new WeakMap<Deps, number[]>();

export interface AdmissionClaim {
  /** The secure is over: a refusal gives the pass back (it stays single-use for a secure that held tickets). */
  settle(secured: boolean): Promise<void>;
}

/**
 * For an event with a waiting room: claims the fan's admission pass, once, atomically (every instance
 * shares the claim: it is a conditional UPDATE). Throws QueueRequiredError for a missing, forged, expired,
 * someone else's or already used pass. Null for an event without a waiting room (nothing to claim).
 */
export async function claimAdmission(deps: Deps, userId: string, eventSlug: string, token: string | null | undefined): Promise<AdmissionClaim | null> {
  const setting = await roomSetting(deps, eventSlug);
  if (!setting?.enabled) return null;
  const claims = readPass(deps.config.queue.passKey, token);
  const now = deps.now();
  if (!claims || claims.eventId !== setting.eventId || claims.userId !== userId || claims.expiresAt <= now) throw new QueueRequiredError(eventSlug);
  const used = await deps.db.queueEntry.updateMany({
    where: { passId: claims.passId, userId, eventId: setting.eventId, status: "ADMITTED", passExpiresAt: { gt: now } },
    data: { status: "DONE" },
  });
  if (used.count !== 1) throw new QueueRequiredError(eventSlug);
  const started = performance.now();
  return {
    async settle(secured) {
      let timings = secureTimings.get(deps);
      if (!timings) secureTimings.set(deps, (timings = []));
      if (timings.length < 10_000) timings.push(performance.now() - started);
      if (secured) return;
      await deps.db.queueEntry.updateMany({
        where: { passId: claims.passId, status: "DONE", passExpiresAt: { gt: deps.now() } },
        data: { status: "ADMITTED" },
      });
    },
  };
}

// ───── released tickets go to the next fan in line ─────

export interface OfferCandidate {
  entryId: string;
  userId: string;
  eventId: string;
  expiresAt: Date;
  maxPaymentAttempts: number | null;
  lines: { ticketTypeId: string; quantity: number; seatIds?: string[] }[];
}

/**
 * A ticket order of a waiting-room event was released (inside that transaction, after its stock went back):
 * the fan it was offered to (if it was an offer) loses the offer, and when the event had sold out the
 * tickets go to the next fan in line, the queue first, then the waiting list (released seats as those very
 * seats). Null: nothing to offer (no room, tickets left beyond these, nobody waiting); the stock
 * then stays available.
 */
export async function nextInLineFor(tx: Tx, deps: Deps, order: { id: string; userId: string; eventId: string | null }, lines: OrderLine[]): Promise<OfferCandidate | null> {
  await tx.queueEntry.updateMany({ where: { offerOrderId: order.id, status: "OFFERED" }, data: { status: "EXPIRED" } });
  if (!order.eventId) return null;
  const room = await tx.queueRoom.findUnique({ where: { eventId: order.eventId } });
  if (!room?.enabled) return null;
  const event = await waitingRoomEvent(tx, { id: order.eventId });
  // A real-name event's tickets are offered too: held without names, the fan names them (nameOrderTickets)
  // within the offer window before payment takes it (payOrder refuses an unnamed real-name order).
  if (!event) return null;
  const ticketLines = lines.filter((l) => l.kind === "TICKET" && l.ticketTypeId);
  if (!ticketLines.length) return null;
  const released = ticketLines.reduce((n, l) => n + l.quantity, 0);
  // Offered only when these are the event's last tickets (it had sold out): otherwise admission goes on.
  if ((await eventStockLeft(tx, order.eventId)) > released) return null;
  const [next] = await tx.$queryRaw<{ id: string; userId: string }[]>`
    select id, "userId" from "QueueEntry"
    where "eventId" = ${order.eventId} and "userId" <> ${order.userId} and status in ('WAITING', 'WAITING_LIST')
    order by (status = 'WAITING_LIST'), case when status = 'WAITING' then rank end, "waitingListAt", arrival
    limit 1 for update skip locked`;
  if (!next) return null;
  // Out of the Redis line too (the offer replaces the place; a rolled-back offer's place is restored on its next read).
  await redisLineOf(deps)?.remove(order.eventId, next.userId);
  // A seat released is offered as that seat (the fan holds the very seat); standing as a quantity.
  const byType = new Map<string, { quantity: number; seatIds: string[] }>();
  for (const l of ticketLines) {
    const line = byType.get(l.ticketTypeId!) ?? { quantity: 0, seatIds: [] };
    line.quantity += l.quantity;
    if (l.seatId) line.seatIds.push(l.seatId);
    byType.set(l.ticketTypeId!, line);
  }
  return {
    entryId: next.id,
    userId: next.userId,
    eventId: order.eventId,
    expiresAt: new Date(deps.now().getTime() + room.offerSeconds * 1000),
    maxPaymentAttempts: event.maxPaymentAttempts ?? (event.isHot ? 1 : null),
    lines: [...byType].map(([ticketTypeId, l]) => ({ ticketTypeId, quantity: l.quantity, ...(l.seatIds.length ? { seatIds: l.seatIds } : {}) })),
  };
}

/** The offer is held (an order awaiting payment for the fan): their place shows it; the e-mail follows the commit. */
export async function recordOffer(
  tx: Tx,
  candidate: OfferCandidate,
  held: { orderId: string; orderNo: string; ticketTypeId: string; ticketTypeName: string; quantity: number },
): Promise<void> {
  await tx.queueEntry.update({
    where: { id: candidate.entryId },
    data: {
      status: "OFFERED",
      offerOrderId: held.orderId,
      offerOrderNo: held.orderNo,
      offerTicketTypeId: held.ticketTypeId,
      offerTicketTypeName: held.ticketTypeName,
      offerQuantity: held.quantity,
      offerExpiresAt: candidate.expiresAt,
      offerNotifiedAt: null,
      passId: null,
      passExpiresAt: null,
    },
  });
  await bumpVersion(tx, candidate.eventId);
}

/** An offered order was paid: that fan is done. */
export async function offerPaid(tx: Tx, orderId: string): Promise<void> {
  await tx.queueEntry.updateMany({ where: { offerOrderId: orderId, status: "OFFERED" }, data: { status: "DONE" } });
}

// ───── the leader's tick: draw, expire, admit, adapt, notify ─────

async function bumpVersion(db: Db | Tx, eventId: string): Promise<void> {
  await db.queueRoom.updateMany({ where: { eventId }, data: { version: { increment: 1 } } });
}

/** Draws the pre-queue with the committed seed (once: the room row is locked and shuffledAt set). */
export async function drawPreQueue(deps: Deps, eventId: string): Promise<number> {
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    const [room] = await tx.$queryRaw<{ seed: string; shuffledAt: Date | null }[]>`
      select seed, "shuffledAt" from "QueueRoom" where "eventId" = ${eventId} for update`;
    if (!room || room.shuffledAt) return 0;
    const entries = await tx.queueEntry.findMany({ where: { eventId, status: "PRE_QUEUE" }, select: { id: true, userId: true } });
    const ordered = drawOrder(
      room.seed,
      entries.map((e) => ({ id: e.id, holder: holderRef(eventId, e.userId) })),
    );
    if (ordered.length) {
      await tx.$executeRaw`
        update "QueueEntry" q set status = 'WAITING', rank = d.rank, "updatedAt" = ${now}, "lastSeenAt" = greatest(q."lastSeenAt", ${now})
        from unnest(${ordered.map((l) => l.id)}::text[]) with ordinality as d(id, rank)
        where q.id = d.id and q.status = 'PRE_QUEUE'`;
    }
    const list = drawListText(ordered);
    await tx.queueRoom.update({
      where: { eventId },
      data: { shuffledAt: now, drawList: list, drawHash: sha256Hex(list), admittedUntil: now, version: { increment: 1 } },
    });
    return ordered.length;
  });
}

/**
 * The draw with the line in Redis: Redis's pre-queue is the list drawn (later joins line up behind from this
 * moment), PostgreSQL records the drawn ranks and the published list in one transaction, then Redis takes
 * the ranks. A leader dying between the two leaves the ranks to finishRedisDraw at the next tick.
 */
async function drawRedisLine(deps: Deps, line: RedisLine, eventId: string): Promise<number> {
  const now = deps.now();
  const members = await line.drawStart(eventId);
  if (!members) throw new Error(`the waiting room's line of ${eventId} is not in redis`);
  const known = members.filter((m): m is { userId: string; ref: EntryRef } => m.ref !== null);
  const byId = new Map(known.map((m) => [m.ref.entryId, m]));
  const ordered = await deps.db.$transaction(async (tx) => {
    const [room] = await tx.$queryRaw<{ seed: string; shuffledAt: Date | null }[]>`
      select seed, "shuffledAt" from "QueueRoom" where "eventId" = ${eventId} for update`;
    if (!room || room.shuffledAt) return null;
    const drawn = drawOrder(
      room.seed,
      known.map((m) => ({ id: m.ref.entryId, holder: holderRef(eventId, m.userId) })),
    ).map((l) => byId.get(l.id)!);
    if (drawn.length) {
      // A join whose record is still on its way is written here (same id); its own write then changes nothing.
      await tx.$executeRaw`
        insert into "QueueEntry" (id, "eventId", "userId", status, arrival, rank, "joinedAt", "lastSeenAt", "updatedAt")
        select d.id, ${eventId}, d.uid, 'WAITING', d.arrival::bigint, d.rank, ${now}, ${now}, ${now}
        from unnest(${drawn.map((m) => m.ref.entryId)}::text[], ${drawn.map((m) => m.userId)}::text[], ${drawn.map((m) => m.ref.arrival.toString())}::text[])
          with ordinality as d(id, uid, arrival, rank)
        on conflict ("eventId", "userId") do update set status = 'WAITING', rank = excluded.rank, "lastSeenAt" = excluded."lastSeenAt", "updatedAt" = excluded."updatedAt"
        where "QueueEntry".status = 'PRE_QUEUE'`;
    }
    const list = drawListText(drawn.map((m) => ({ id: m.ref.entryId, holder: holderRef(eventId, m.userId) })));
    await tx.queueRoom.update({
      where: { eventId },
      data: { shuffledAt: now, drawList: list, drawHash: sha256Hex(list), admittedUntil: now, version: { increment: 1 } },
    });
    return drawn;
  });
  if (!ordered) return 0;
  await line.drawApply(
    eventId,
    now,
    ordered.map((m, i) => ({ userId: m.userId, rank: BigInt(i + 1) })),
  );
  return ordered.length;
}

/** A draw recorded in PostgreSQL whose ranks never reached Redis (the leader died in between): they go in now. */
async function finishRedisDraw(deps: Deps, line: RedisLine, eventId: string): Promise<boolean> {
  if ((await line.preCount(eventId)) === 0) return false;
  const drawn = await deps.db.queueEntry.findMany({ where: { eventId, status: "WAITING", rank: { lt: AFTER_DRAW_RANK_BASE } }, select: { userId: true, rank: true } });
  await line.drawApply(
    eventId,
    deps.now(),
    drawn.map((d) => ({ userId: d.userId, rank: d.rank! })),
  );
  return true;
}

/** Admissions popped from the Redis line, recorded in PostgreSQL with their passes (a row still on its way is written here). */
async function recordAdmissions(deps: Deps, eventId: string, popped: { userId: string; rank: bigint | null; ref: EntryRef | null }[], passSeconds: number): Promise<void> {
  if (!popped.length) return;
  const now = deps.now();
  const passExpires = new Date(now.getTime() + passSeconds * 1000);
  const withRef = popped.filter((p): p is { userId: string; rank: bigint; ref: EntryRef } => p.ref !== null && p.rank !== null);
  await deps.db.$executeRaw`
    insert into "QueueEntry" (id, "eventId", "userId", status, arrival, rank, "joinedAt", "lastSeenAt", "admittedAt", "passId", "passExpiresAt", "updatedAt")
    select d.id, ${eventId}, d.uid, 'ADMITTED', d.arrival::bigint, d.rank::bigint, ${now}, ${now}, ${now}, gen_random_uuid()::text, ${passExpires}, ${now}
    from unnest(${withRef.map((p) => p.ref.entryId)}::text[], ${withRef.map((p) => p.userId)}::text[], ${withRef.map((p) => p.ref.arrival.toString())}::text[],
                ${withRef.map((p) => p.rank.toString())}::text[]) as d(id, uid, arrival, rank)
    on conflict ("eventId", "userId") do update set status = 'ADMITTED', "passId" = excluded."passId", "passExpiresAt" = excluded."passExpiresAt",
      "admittedAt" = excluded."admittedAt", "updatedAt" = excluded."updatedAt"
    where "QueueEntry".status in ('PRE_QUEUE', 'WAITING')`;
}

/** Places that lapsed in Redis, recorded by entry id: a place the fan took again since is never touched. */
async function recordExpiries(deps: Deps, eventId: string, expired: { userId: string; ref: EntryRef | null }[]): Promise<void> {
  const ids = expired.flatMap((e) => (e.ref ? [e.ref.entryId] : []));
  if (!ids.length) return;
  await deps.db.queueEntry.updateMany({ where: { eventId, id: { in: ids }, status: { in: ["PRE_QUEUE", "WAITING"] } }, data: { status: "EXPIRED", passId: null, passExpiresAt: null } });
}

/** Moves out of the Redis line an instance noted and did not get to record (it died): recorded now. */
async function settlePending(deps: Deps, line: RedisLine, room: QueueRoom): Promise<boolean> {
  const pending = await line.pending(room.eventId);
  if (!pending.length) return false;
  await recordExpiries(
    deps,
    room.eventId,
    pending.filter((p) => p.move === "EXPIRED"),
  );
  await recordAdmissions(
    deps,
    room.eventId,
    pending.filter((p) => p.move === "ADMITTED"),
    room.passSeconds,
  );
  await line.settled(
    room.eventId,
    pending.map((p) => p.userId),
  );
  return true;
}

/** The health of the hold pipeline since the last call on this instance. */
async function pipelineHealth(deps: Deps, last: { sum: number; count: number }): Promise<{ secureP99Ms: number | null; poolWaitMs: number | null }> {
  const timings = secureTimings.get(deps) ?? [];
  secureTimings.set(deps, []);
  const metric = await deps.metrics.poolWait.get();
  const sum = metric.values.find((v) => v.metricName?.endsWith("_sum"))?.value ?? 0;
  const count = metric.values.find((v) => v.metricName?.endsWith("_count"))?.value ?? 0;
  const waits = count - last.count;
  const poolWaitMs = waits > 0 ? ((sum - last.sum) / waits) * 1000 : null;
  last.sum = sum;
  last.count = count;
  return { secureP99Ms: p99(timings), poolWaitMs };
}

/** One pass of the leader over one room. Returns whether anything a fan sees changed. */
export async function tickRoom(deps: Deps, room: QueueRoom, event: WaitingRoomEvent, health: { secureP99Ms: number | null; poolWaitMs: number | null }): Promise<boolean> {
  const now = deps.now();
  let changed = false;
  const state = roomState(room, event, now);
  if (state === "CLOSED") return false;
  const line = redisLineOf(deps);
  if (line) {
    await ensureLoaded(deps, line, event.id);
    if (await settlePending(deps, line, room)) changed = true;
  }
  if (!room.shuffledAt && now >= event.saleStartsAt) {
    if (line) await drawRedisLine(deps, line, event.id);
    else await drawPreQueue(deps, event.id);
    room = await deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } });
    changed = true;
  } else if (line && room.shuffledAt && (await finishRedisDraw(deps, line, event.id))) changed = true;

  // Lapsed passes lose their place, and so do fans in line away longer than the grace period. The
  // pre-queue never lapses: nobody has to watch a countdown, and the draw starts every drawn fan's grace
  // period at the opening (before, fans who joined early and closed the page lost their place at the
  // draw's first tick: 901 of 10,000 in the 20,000-fan bench).
  const lapsed = await deps.db.queueEntry.updateMany({
    where: line
      ? { eventId: event.id, status: "ADMITTED", passExpiresAt: { lte: now } }
      : {
          eventId: event.id,
          OR: [
            { status: "ADMITTED", passExpiresAt: { lte: now } },
            { status: "WAITING", lastSeenAt: { lt: new Date(now.getTime() - room.graceSeconds * 1000) } },
          ],
        },
    data: { status: "EXPIRED", passId: null, passExpiresAt: null },
  });
  if (lapsed.count) changed = true;
  if (line) {
    const away = await line.expire(event.id, new Date(now.getTime() - room.graceSeconds * 1000));
    if (away.length) {
      await recordExpiries(deps, event.id, away);
      await line.settled(
        event.id,
        away.map((a) => a.userId),
      );
      changed = true;
    }
  }

  const rate = adaptRate(room.currentRatePerMinute, room.ratePerMinute, health, {
    secureP99Ms: deps.config.queue.secureP99LimitMs,
    poolWaitMs: deps.config.queue.poolWaitLimitMs,
  });
  if (rate !== room.currentRatePerMinute) {
    deps.log.info("queue admission rate adjusted", { eventId: event.id, from: room.currentRatePerMinute, to: rate, ...health });
    changed = true;
  }

  const toldSoldOut = () =>
    deps.db.queueEntry.updateMany({
      where: { eventId: event.id, status: { in: ["PRE_QUEUE", "WAITING", "ADMITTED"] } },
      data: { status: "SOLD_OUT", passId: null, passExpiresAt: null },
    });
  if (room.shuffledAt && !room.soldOutAt) {
    if ((await eventStockLeft(deps.db, event.id)) === 0) {
      // Sold out: nobody more is admitted, and everyone still in line is told at once. Redis first: it stops
      // taking places, so the record below leaves nobody waiting in a line that no longer exists.
      if (line) await line.soldOut(event.id);
      await deps.db.$transaction([deps.db.queueRoom.update({ where: { eventId: event.id }, data: { soldOutAt: now, currentRatePerMinute: rate } }), toldSoldOut()]);
      changed = true;
    } else {
      const due = admissionsDue(room.admittedUntil, now, rate);
      let admitted = 0;
      if (due.count > 0 && line) {
        // Popped from the front in one script (no arrival can be passed over: taking a number and a place is
        // one step there), then recorded with their passes.
        const popped = await line.admit(event.id, due.count);
        await recordAdmissions(deps, event.id, popped, room.passSeconds);
        await line.settled(
          event.id,
          popped.map((p) => p.userId),
        );
        admitted = popped.length;
      } else if (due.count > 0) {
        const passExpires = new Date(now.getTime() + room.passSeconds * 1000);
        admitted = await deps.db.$transaction(async (tx) => {
          // FOR UPDATE on the room waits for the joins in flight (they hold it FOR SHARE): an arrival number
          // taken by a join that has not committed yet can never be passed over by a later one.
          await tx.$queryRaw`select 1 from "QueueRoom" where "eventId" = ${event.id} for update`;
          return tx.$executeRaw`
            update "QueueEntry" set status = 'ADMITTED', "passId" = gen_random_uuid()::text, "passExpiresAt" = ${passExpires},
              "admittedAt" = ${now}, "updatedAt" = ${now}
            where id in (select id from "QueueEntry" where "eventId" = ${event.id} and status = 'WAITING'
                         order by rank limit ${due.count} for update skip locked)`;
        });
      }
      // Budget not spent on an empty line is not saved up.
      const until = admitted < due.count ? now : due.budgetFrom;
      // Conditional on the budget read: a change made meanwhile (an operator's, another leader's) wins.
      await deps.db.queueRoom.updateMany({ where: { eventId: event.id, admittedUntil: room.admittedUntil }, data: { admittedUntil: until, currentRatePerMinute: rate } });
      if (admitted) changed = true;
    }
  } else {
    // A join answered by Redis just before the sell-out whose record landed after it: told too.
    if (line && room.soldOutAt && (await toldSoldOut()).count) changed = true;
    if (rate !== room.currentRatePerMinute) await deps.db.queueRoom.update({ where: { eventId: event.id }, data: { currentRatePerMinute: rate } });
  }
  if (changed) await bumpVersion(deps.db, event.id);
  return changed;
}

/** E-mails the offers made since the last tick (after their commit), once each. */
async function notifyOffers(deps: Deps): Promise<void> {
  const due = await deps.db.queueEntry.findMany({ where: { status: "OFFERED", offerNotifiedAt: null }, take: 50 });
  for (const e of due) {
    const claimed = await deps.db.queueEntry.updateMany({ where: { id: e.id, offerNotifiedAt: null }, data: { offerNotifiedAt: deps.now() } });
    if (claimed.count !== 1) continue;
    const mailbox = await mailboxOf(deps, e.userId);
    if (!mailbox) continue;
    const lang = toLang(mailbox.language);
    const texts = offerMailTexts[lang];
    const minutes = Math.max(1, Math.round(((e.offerExpiresAt?.getTime() ?? 0) - deps.now().getTime()) / 60_000));
    const vars: Record<string, string> = {
      event: (await waitingRoomEvent(deps.db, { id: e.eventId }))?.title ?? "",
      quantity: String(e.offerQuantity ?? 1),
      ticketType: e.offerTicketTypeName ?? "",
      minutes: String(minutes),
      orderNo: e.offerOrderNo ?? "",
    };
    const fill = (t: string) => t.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? "");
    await sendMessage(deps, { channel: "EMAIL", to: mailbox.email, template: "generic", lang, vars: { subject: fill(texts.subject), text: fill(texts.text) } }).catch((err: unknown) =>
      deps.log.error("queue offer mail failed", { error: String(err) }),
    );
  }
}

const publishedVersions = new WeakMap<Deps, Map<string, number>>();

/** One tick of the leader over every open room; publishes "queue:changed" for each room whose version moved. */
export async function tickAllRooms(deps: Deps, healthState: { sum: number; count: number }): Promise<void> {
  const health = await pipelineHealth(deps, healthState);
  const rooms = await deps.db.queueRoom.findMany({ where: { enabled: true } });
  let published = publishedVersions.get(deps);
  if (!published) publishedVersions.set(deps, (published = new Map()));
  for (const room of rooms) {
    const event = await waitingRoomEvent(deps.db, { id: room.eventId });
    if (!event) continue;
    await tickRoom(deps, room, event, health);
    const { version } = await deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: room.eventId }, select: { version: true } });
    if (published.get(room.eventId) !== version) {
      published.set(room.eventId, version);
      forgetStats(deps, room.eventId);
      deps.pubsub.publish("queue:changed", room.eventId, { eventId: room.eventId, version });
    }
  }
  await notifyOffers(deps);
}

export function registerQueueJobs(jobs: JobRunner, deps: Deps): void {
  const healthState = { sum: 0, count: 0 };
  jobs.every("queue:admit", deps.config.queue.tickMs, () => tickAllRooms(deps, healthState));
}

/** The event of a slug as the waiting room sees it, for the subscription; null when there is no such event. */
export function waitingRoomEventOf(deps: Deps, eventSlug: string): Promise<WaitingRoomEvent | null> {
  return waitingRoomEvent(deps.db, { slug: eventSlug });
}


