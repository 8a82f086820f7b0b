// The waiting room of a hot event (issue 18), as a fan uses it: fans join a pre-queue before the sale opens,
// the pre-queue is drawn at the opening with a seed committed in advance (draw.ts), later arrivals line up
// behind in arrival order, and the job leader admits fans from the front at the event's rate with a signed,
// single-use admission pass that secureTickets asks for (tick.ts, admission.ts). Released tickets of a
// sold-out event are held for the next fan in line (offers.ts; wiring.ts composes the hold with the orders
// module).
//
// Where the state lives: the line is in one of two stores behind one interface (line.ts): Redis with
// REDIS_URL, PostgreSQL's QueueRoom and QueueEntry without; PostgreSQL is the durable record either way.
// Several instances share it and an instance's restart loses or reorders nobody.
import crypto from "node:crypto";
import type { QueueEntry, QueueEntryStatus, QueueRoom } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import { NotFoundError } from "../../errors.ts";
import { waitingRoomEvent, type WaitingRoomEvent } from "../events/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { QueueClosedError } from "./queue.errors.ts";
import { estimatedWaitSeconds, signPass } from "./queue.rules.ts";
import { LIVE } from "./line.ts";
import { lineOf } from "./line-of.ts";
import { bumpVersion, ensureRoom, roomState, roomStats } from "./rooms.ts";
import { forgetStats } from "./room-copies.ts";
import { HUMAN_CHECK_COUNT_MS, humanCheckFailedKey } from "./fairness-report.ts";

export interface QueuePlaceView {
  /** The event's database id (not in the API: what the place's fields read by). */
  eventId: string;
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

async function placeView(deps: Deps, event: WaitingRoomEvent, room: QueueRoom, entry: QueueEntry, touch = false): Promise<QueuePlaceView> {
  const statsCopy = roomStats(deps, event.id, room.version);
  const [{ status, position, waitingCount }, stats] = await Promise.all([lineOf(deps).read(event, room, entry, statsCopy, touch), statsCopy]);
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
    eventId: event.id,
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
 * screen of this instance shares (room-copies.ts), so a push costs one read of the fan's own row.
 */
export async function livePlace(deps: Deps, userId: string, event: WaitingRoomEvent, version?: number): Promise<QueuePlaceView | null> {
  const [stats, entry] = await Promise.all([roomStats(deps, event.id, version), deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } })]);
  if (!entry || !stats.room) return null;
  await lineOf(deps).seen(entry);
  return placeView(deps, event, stats.room, entry, true);
}

/** The signed-in fan's place for the event now (and they are seen: the grace period starts again); null when none. */
export async function myQueuePlace(deps: Deps, userId: string, eventSlug: string): Promise<QueuePlaceView | null> {
  const found = await loadPlace(deps, userId, eventSlug);
  if (!found) return null;
  await lineOf(deps).seen(found.entry);
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

  const line = lineOf(deps);
  const existing = await deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } });
  if (existing && LIVE.includes(existing.status)) {
    await line.seen(existing);
    const view = await placeView(deps, event, room, existing, true);
    // With Redis, a place whose grace period ran out a moment ago shows EXPIRED before its record does: a new place then.
    if (view.status !== "EXPIRED") return view;
  }
  // A failed check at the door is counted for the on-sale's fairness report (in the store every instance shares).
  await verifyHumanCheck(deps, input.humanCheck).catch(async (err: unknown) => {
    await deps.kv.hit(humanCheckFailedKey(event.id), HUMAN_CHECK_COUNT_MS).catch(() => undefined);
    throw err;
  });
  const entry = await line.join(event, room, userId);
  return placeView(deps, event, room, entry, true);
}

/** Leaves the line for good (closing the page is not leaving: that keeps the place for the grace period). */
export async function leaveQueue(deps: Deps, userId: string, eventSlug: string): Promise<{ eventSlug: string }> {
  const found = await loadPlace(deps, userId, eventSlug);
  if (!found || !LIVE.includes(found.entry.status)) throw new NotFoundError("queue place");
  // An offer is an order awaiting payment: cancelling it (or letting it lapse) passes it on.
  await lineOf(deps).remove(found.event.id, userId);
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
