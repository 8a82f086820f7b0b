// The waiting room of a hot event (issue 18): fans join a pre-queue before the sale opens, the pre-queue is
// drawn at the opening with a seed committed in advance (queue.rules.ts), later arrivals line up behind in
// arrival order, and the job leader admits fans from the front at the event's rate with a signed,
// single-use admission pass that secureTickets asks for. Released tickets of a sold-out event are held for
// the next fan in line (wiring.ts composes the hold with the orders module).
//
// State lives in PostgreSQL (QueueRoom, QueueEntry): every change is one conditional statement or one
// transaction, so several instances share it and a restart loses or reorders nobody.
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
  offer: { ticketTypeId: string; ticketTypeName: string; quantity: number; expiresAt: Date; orderNo: string } | null;
}

/** Statuses that hold a place in the line or the waiting list (a join returns them as they are). */
const LIVE: QueueEntryStatus[] = ["PRE_QUEUE", "WAITING", "ADMITTED", "OFFERED", "WAITING_LIST", "SOLD_OUT"];
/** A fan's lastSeenAt is written at most this often (a live screen refreshes it through its updates). */
const SEEN_WRITE_MS = 15_000;
/** How long a room's counts are shared by every screen of one instance. */
const STATS_TTL_MS = 500;
/** How long the secure path trusts its copy of an event's waiting-room setting. */
const SETTING_TTL_MS = 2_000;

// ───── rooms ─────

function defaultRoom(deps: Deps, event: WaitingRoomEvent) {
  const seed = newSeed();
  const rate = deps.config.queue.admissionRatePerMinute;
  return { eventId: event.id, enabled: event.isHot, ratePerMinute: rate, currentRatePerMinute: rate, seed, seedHash: sha256Hex(seed) };
}

/** The event's room, created with the defaults (on for hot events, a fresh committed seed) on first use. */
async function ensureRoom(deps: Deps, event: WaitingRoomEvent, db: Db | Tx = deps.db): Promise<QueueRoom> {
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
    const [room, waiting, preQueue, stockLeft] = await Promise.all([
      deps.db.queueRoom.findUnique({ where: { eventId } }),
      deps.db.queueEntry.findMany({ where: { eventId, status: "WAITING" }, select: { rank: true }, orderBy: { rank: "asc" } }),
      deps.db.queueEntry.count({ where: { eventId, status: "PRE_QUEUE" } }),
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

/** The waiting room of an event already at hand (Event.waitingRoom). */
export async function waitingRoomOf(deps: Deps, event: WaitingRoomEvent): Promise<WaitingRoomView> {
  // An event that is not hot and never had a room has none: no row is written for it.
  const room = event.isHot ? await ensureRoom(deps, event) : await deps.db.queueRoom.findUnique({ where: { eventId: event.id } });
  const stats = room?.enabled ? await roomStats(deps, event.id) : { room, waitingRanks: [], preQueue: 0, stockLeft: await eventStockLeft(deps.db, event.id) };
  return roomView(event, room, stats, deps.now());
}

/** Event.waitingRoom: by event id. */
export async function waitingRoomOfEventId(deps: Deps, eventId: string): Promise<WaitingRoomView> {
  const event = await waitingRoomEvent(deps.db, { id: eventId });
  if (!event) throw new NotFoundError("event");
  return waitingRoomOf(deps, event);
}

// ───── a fan's place ─────

async function placeView(deps: Deps, event: WaitingRoomEvent, room: QueueRoom, entry: QueueEntry): Promise<QueuePlaceView> {
  const stats = await roomStats(deps, event.id, room.version);
  let below = entry.status === "WAITING" && entry.rank !== null ? countBelow(stats.waitingRanks, entry.rank) : null;
  if (below !== null && stats.waitingRanks[below] !== entry.rank) {
    // The shared copy of the counts predates this fan's own row (read just now: just drawn, or just
    // joined), so a position from it would be wrong: count this fan's line on the database instead.
    below = await deps.db.queueEntry.count({ where: { eventId: event.id, status: "WAITING", rank: { lt: entry.rank! } } });
  }
  const position = below === null ? null : below + 1;
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
        }
      : null;
  return {
    eventSlug: event.slug,
    status: entry.status,
    position,
    aheadCount: position === null ? null : position - 1,
    waitingCount: stats.waitingRanks.length + stats.preQueue,
    estimatedWaitSeconds: estimatedWaitSeconds(position, room.currentRatePerMinute),
    stockLeft: stats.stockLeft,
    opensAt: event.saleStartsAt,
    joinedAt: entry.joinedAt,
    admission,
    offer,
  };
}

/** The fan was seen on the queue screen now: their place is kept for the grace period from here. */
async function touch(deps: Deps, entry: QueueEntry): Promise<void> {
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
  return placeView(deps, event, stats.room, entry);
}

/** The signed-in fan's place for the event now (and they are seen: the grace period starts again); null when none. */
export async function myQueuePlace(deps: Deps, userId: string, eventSlug: string): Promise<QueuePlaceView | null> {
  const found = await loadPlace(deps, userId, eventSlug);
  if (!found) return null;
  await touch(deps, found.entry);
  return placeView(deps, found.event, found.room, found.entry);
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
    return placeView(deps, event, room, existing);
  }
  await verifyHumanCheck(deps, input.humanCheck);

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

/** Leaves the line for good (closing the page is not leaving: that keeps the place for the grace period). */
export async function leaveQueue(deps: Deps, userId: string, eventSlug: string): Promise<{ eventSlug: string }> {
  const found = await loadPlace(deps, userId, eventSlug);
  if (!found || !LIVE.includes(found.entry.status)) throw new NotFoundError("queue place");
  // An offer is an order awaiting payment: cancelling it (or letting it lapse) passes it on.
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
  lines: { ticketTypeId: string; quantity: number }[];
}

/**
 * A ticket order of a waiting-room event was released (inside that transaction, after its stock went back):
 * the fan it was offered to (if it was an offer) loses the offer, and when the event had sold out the
 * standing tickets go to the next fan in line, the queue first, then the waiting list. Null: nothing to offer
 * (no room, tickets left beyond these, seats or real names, nobody waiting); the stock then stays available.
 */
export async function nextInLineFor(tx: Tx, deps: Deps, order: { id: string; userId: string; eventId: string | null }, lines: OrderLine[]): Promise<OfferCandidate | null> {
  await tx.queueEntry.updateMany({ where: { offerOrderId: order.id, status: "OFFERED" }, data: { status: "EXPIRED" } });
  if (!order.eventId) return null;
  const room = await tx.queueRoom.findUnique({ where: { eventId: order.eventId } });
  if (!room?.enabled) return null;
  const event = await waitingRoomEvent(tx, { id: order.eventId });
  if (!event || event.requiresIdentity) return null;
  const ticketLines = lines.filter((l) => l.kind === "TICKET" && l.ticketTypeId);
  // Seats go back to everyone admitted: an offer names a quantity, not a seat.
  if (!ticketLines.length || ticketLines.some((l) => l.seatId)) return null;
  const released = ticketLines.reduce((n, l) => n + l.quantity, 0);
  // Offered only when these are the event's last tickets (it had sold out): otherwise admission goes on.
  if ((await eventStockLeft(tx, order.eventId)) > released) return null;
  const [next] = await tx.$queryRaw<{ id: string; userId: string }[]>`
    select id, "userId" from "QueueEntry"
    where "eventId" = ${order.eventId} and "userId" <> ${order.userId} and status in ('WAITING', 'WAITING_LIST')
    order by (status = 'WAITING_LIST'), case when status = 'WAITING' then rank end, "waitingListAt", arrival
    limit 1 for update skip locked`;
  if (!next) return null;
  const byType = new Map<string, number>();
  for (const l of ticketLines) byType.set(l.ticketTypeId!, (byType.get(l.ticketTypeId!) ?? 0) + l.quantity);
  return {
    entryId: next.id,
    userId: next.userId,
    eventId: order.eventId,
    expiresAt: new Date(deps.now().getTime() + room.offerSeconds * 1000),
    maxPaymentAttempts: event.maxPaymentAttempts ?? (event.isHot ? 1 : null),
    lines: [...byType].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
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
        update "QueueEntry" q set status = 'WAITING', rank = d.rank, "updatedAt" = ${now}
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
  if (!room.shuffledAt && now >= event.saleStartsAt) {
    await drawPreQueue(deps, event.id);
    room = await deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } });
    changed = true;
  }
  // Lapsed passes, and fans away longer than the grace period, lose their place.
  const lapsed = await deps.db.queueEntry.updateMany({
    where: {
      eventId: event.id,
      OR: [
        { status: "ADMITTED", passExpiresAt: { lte: now } },
        { status: { in: ["PRE_QUEUE", "WAITING"] }, lastSeenAt: { lt: new Date(now.getTime() - room.graceSeconds * 1000) } },
      ],
    },
    data: { status: "EXPIRED", passId: null, passExpiresAt: null },
  });
  if (lapsed.count) changed = true;

  const rate = adaptRate(room.currentRatePerMinute, room.ratePerMinute, health, {
    secureP99Ms: deps.config.queue.secureP99LimitMs,
    poolWaitMs: deps.config.queue.poolWaitLimitMs,
  });
  if (rate !== room.currentRatePerMinute) {
    deps.log.info("queue admission rate adjusted", { eventId: event.id, from: room.currentRatePerMinute, to: rate, ...health });
    changed = true;
  }

  if (room.shuffledAt && !room.soldOutAt) {
    if ((await eventStockLeft(deps.db, event.id)) === 0) {
      // Sold out: nobody more is admitted, and everyone still in line is told at once.
      await deps.db.$transaction([
        deps.db.queueRoom.update({ where: { eventId: event.id }, data: { soldOutAt: now, currentRatePerMinute: rate } }),
        deps.db.queueEntry.updateMany({
          where: { eventId: event.id, status: { in: ["PRE_QUEUE", "WAITING", "ADMITTED"] } },
          data: { status: "SOLD_OUT", passId: null, passExpiresAt: null },
        }),
      ]);
      changed = true;
    } else {
      const due = admissionsDue(room.admittedUntil, now, rate);
      let admitted = 0;
      if (due.count > 0) {
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
  } else if (rate !== room.currentRatePerMinute) {
    await deps.db.queueRoom.update({ where: { eventId: event.id }, data: { currentRatePerMinute: rate } });
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


