// A hot event's waiting room (QueueRoom): made with its defaults on first use, its state at a moment, and
// the view anyone may see of it (state, the committed seed's hash, after the draw the seed and the drawn
// list, the admission rate and the counts from this instance's shared copy, room-copies.ts).
import type { QueueRoom } from "../../generated/prisma/client.ts";
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { eventStockLeft, waitingRoomEvent, type WaitingRoomEvent } from "../events/index.ts";
import { newSeed, sha256Hex } from "./queue.rules.ts";
import { appendFairness, commitmentEntry } from "./fairness-log.ts";
import { lineOf } from "./line-of.ts";
import { sharedStats, type RoomStats } from "./room-copies.ts";

export type WaitingRoomState = "OFF" | "PRE_QUEUE" | "OPEN" | "SOLD_OUT" | "CLOSED";

export interface WaitingRoomView {
  /** Not in the schema: what the room's other fields (its fairness report) are read by. */
  eventId: string;
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

function defaultRoom(deps: Deps, event: WaitingRoomEvent) {
  const seed = newSeed();
  const rate = deps.config.queue.admissionRatePerMinute;
  return { eventId: event.id, enabled: event.isHot, ratePerMinute: rate, currentRatePerMinute: rate, seed, seedHash: sha256Hex(seed) };
}

/** The event's room, created with the defaults (on for hot events, a fresh committed seed) on first use. */
export async function ensureRoom(deps: Deps, event: WaitingRoomEvent, db: Db | Tx = deps.db): Promise<QueueRoom> {
  const found = await db.queueRoom.findUnique({ where: { eventId: event.id } });
  if (found) return found;
  // Two instances creating it at once: the first insert wins, both read the same row (one seed). The winner
  // opens the room's fairness log with the seed's commitment, in the same transaction.
  const create = async (tx: Tx) => {
    const room = defaultRoom(deps, event);
    const made = await tx.queueRoom.createMany({ data: [room], skipDuplicates: true });
    if (made.count === 1) await appendFairness(tx, event.id, deps.now(), [commitmentEntry(event.id, room.seedHash)]);
  };
  await ("$transaction" in db ? db.$transaction(create) : create(db));
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

/** Something a fan sees of the room changed: its version moves, and the leader's next tick tells every screen. */
export async function bumpVersion(db: Db | Tx, eventId: string): Promise<void> {
  await db.queueRoom.updateMany({ where: { eventId }, data: { version: { increment: 1 } } });
}

/**
 * The room's counts, read once per STATS_TTL_MS (room-copies.ts) per instance however many screens ask; `minVersion` (from a
 * "queue:changed" message) reads them again when the copy is older than that change.
 */
export function roomStats(deps: Deps, eventId: string, minVersion?: number): Promise<RoomStats> {
  return sharedStats(deps, eventId, minVersion, async () => {
    const [room, line, stockLeft] = await Promise.all([deps.db.queueRoom.findUnique({ where: { eventId } }), lineOf(deps).counts(eventId), eventStockLeft(deps.db, eventId)]);
    return { room, ...line, stockLeft };
  });
}

function roomView(event: WaitingRoomEvent, room: QueueRoom | null, stats: RoomStats | null, now: Date): WaitingRoomView {
  const state = roomState(room, event, now);
  return {
    eventId: event.id,
    eventSlug: event.slug,
    state,
    opensAt: event.saleStartsAt,
    seedHash: room?.enabled ? room.seedHash : null,
    seed: room?.enabled && room.shuffledAt ? room.seed : null,
    drawHash: room?.enabled && room.shuffledAt ? room.drawHash : null,
    drawList: room?.enabled && room.shuffledAt ? room.drawList : null,
    admissionRatePerMinute: room?.enabled ? room.currentRatePerMinute : 0,
    waitingCount: stats ? stats.waitingRanks.length + stats.unranked : 0,
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
  const stats = room?.enabled ? await roomStats(deps, event.id) : { room, waitingRanks: [], unranked: 0, stockLeft: await eventStockLeft(deps.db, event.id) };
  return roomView(event, room, stats, deps.now());
}

/** The event of a slug as the waiting room sees it, for the subscription; null when there is no such event. */
export function waitingRoomEventOf(deps: Deps, eventSlug: string): Promise<WaitingRoomEvent | null> {
  return waitingRoomEvent(deps.db, { slug: eventSlug });
}
