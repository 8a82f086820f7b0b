// The line of a waiting room, as the rest of the module sees it: one interface, two stores. Without REDIS_URL
// the line is in PostgreSQL (line.postgres.ts: every change one conditional statement or one transaction);
// with it the line is in Redis, changed by atomic scripts (redis-scripts.ts), and PostgreSQL is its durable
// record, written behind before each answer (line.redis.ts). line-of.ts picks the deployment's store.
//
// What stays outside the store: the statuses after the line (ADMITTED with its pass, OFFERED, DONE,
// WAITING_LIST, SOLD_OUT) are PostgreSQL's alone, claimed in transactions with orders and stock (admission.ts,
// offers.ts, tick.ts). A new way into or out of the line (a hand-back offered to the next in line, a place
// kept for a fan with an access need) is a method here, implemented by both stores.
import type { QueueEntry, QueueEntryStatus, QueueRoom } from "../../generated/prisma/client.ts";
import type { WaitingRoomEvent } from "../events/index.ts";
import type { RoomStats } from "./room-copies.ts";

/** Statuses that hold a place in the line or the waiting list (a join returns them as they are). */
export const LIVE: QueueEntryStatus[] = ["PRE_QUEUE", "WAITING", "ADMITTED", "OFFERED", "WAITING_LIST", "SOLD_OUT"];

/** Where a fan stands in the line: status, position and the count beside it, read from one version of the line. */
export interface LineRead {
  status: QueueEntryStatus;
  position: number | null;
  waitingCount: number;
}

export interface LineStore {
  // ───── the fan's side ─────

  /** The line's counts for the room's shared copy (room-copies.ts). */
  counts(eventId: string): Promise<Pick<RoomStats, "waitingRanks" | "unranked">>;
  /** The fan's place; `stats` is the room's shared copy of the counts, `touch` marks the fan seen (Redis). */
  read(event: WaitingRoomEvent, room: QueueRoom, entry: QueueEntry, stats: Promise<RoomStats>, touch: boolean): Promise<LineRead>;
  /** The fan was seen on the queue screen now: their place is kept for the grace period from here. */
  seen(entry: QueueEntry): Promise<void>;
  /** Takes a new place (the human check passed: a new place, or a lapsed one taken again) and returns its record. */
  join(event: WaitingRoomEvent, room: QueueRoom, userId: string): Promise<QueueEntry>;
  /** Out of the line at once (the fan left, or was offered released tickets); the record is the caller's to change. */
  remove(eventId: string, userId: string): Promise<void>;

  // ───── the leader's tick (tick.ts) ─────

  /** Before a tick: the line is at hand, and moves an instance left half-recorded are recorded. Whether a fan sees a change. */
  prepare(room: QueueRoom): Promise<boolean>;
  /** Draws the pre-queue with the committed seed, once (draw.ts); the number of fans drawn. */
  draw(eventId: string): Promise<number>;
  /** A draw recorded whose ranks did not reach the line yet goes in now; whether it did. */
  finishDraw(eventId: string): Promise<boolean>;
  /** Lapsed passes and fans away longer than the grace period lose their place; whether anyone did. */
  expireLapsed(room: QueueRoom, now: Date): Promise<boolean>;
  /** Admits up to `count` fans from the front with single-use passes; how many were admitted. */
  admit(room: QueueRoom, count: number, now: Date): Promise<number>;
  /** Sold out: the line takes no more places (the record tells everyone in it, tick.ts). */
  soldOut(eventId: string): Promise<void>;
  /**
   * Whether the line answers before PostgreSQL records it (Redis): a join answered just before the
   * sell-out may land after it, and the tick tells that fan too.
   */
  readonly writesBehind: boolean;
}

/** An admission pass past its time: lapsed alike whichever store holds the line (passes are PostgreSQL's). */
export function lapsedPass(now: Date) {
  return { status: "ADMITTED" as const, passExpiresAt: { lte: now } };
}
