// The line in PostgreSQL (no REDIS_URL): QueueEntry is the line itself. Every change is one conditional
// statement or one transaction, so several instances share the line and an instance's restart loses or
// reorders nobody. A join holds the room FOR SHARE and the draw and admission take it FOR UPDATE: an arrival
// number taken by a join still in flight can never be passed over.
import crypto from "node:crypto";
import type { QueueEntry, QueueEntryStatus, QueueRoom } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { WaitingRoomEvent } from "../events/index.ts";
import { AFTER_DRAW_RANK_BASE, countBelow } from "./queue.rules.ts";
import { drawPreQueue } from "./draw.ts";
import { admissionEntry, appendFairness, lockFairnessLog } from "./fairness-log.ts";
import { forgetStats, type RoomStats } from "./room-copies.ts";
import { lapsedPass, type LineRead, type LineStore } from "./line.ts";

/** A fan's lastSeenAt is written at most this often (a live screen refreshes it through its updates). */
const SEEN_WRITE_MS = 15_000;

/**
 * The fan's place from PostgreSQL's record: the line without Redis, or while Redis is away (then
 * `ranksShared` is false: the room's copy holds no ranks, and the place is counted in one statement).
 */
export async function recordRead(deps: Deps, event: WaitingRoomEvent, entry: QueueEntry, statsCopy: Promise<RoomStats>, ranksShared: boolean): Promise<LineRead> {
  const stats = await statsCopy;
  const inLine = entry.status === "WAITING" && entry.rank !== null;
  const below = inLine && ranksShared ? countBelow(stats.waitingRanks, entry.rank!) : null;
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
  return { status: entry.status, position: below === null ? null : below + 1, waitingCount: stats.waitingRanks.length + stats.unranked };
}

export class PostgresLine implements LineStore {
  readonly writesBehind = false;

  constructor(private readonly deps: Deps) {}

  async counts(eventId: string) {
    const { db } = this.deps;
    const [waiting, preQueue] = await Promise.all([
      db.queueEntry.findMany({ where: { eventId, status: "WAITING" }, select: { rank: true }, orderBy: { rank: "asc" } }),
      db.queueEntry.count({ where: { eventId, status: "PRE_QUEUE" } }),
    ]);
    return { waitingRanks: waiting.map((w) => w.rank!), unranked: preQueue };
  }

  read(event: WaitingRoomEvent, _room: QueueRoom, entry: QueueEntry, stats: Promise<RoomStats>): Promise<LineRead> {
    return recordRead(this.deps, event, entry, stats, true);
  }

  async seen(entry: QueueEntry): Promise<void> {
    const now = this.deps.now();
    if (now.getTime() - entry.lastSeenAt.getTime() < SEEN_WRITE_MS) return;
    await this.deps.db.queueEntry.updateMany({ where: { id: entry.id, lastSeenAt: { lt: new Date(now.getTime() - SEEN_WRITE_MS) } }, data: { lastSeenAt: now } });
  }

  async join(event: WaitingRoomEvent, _room: QueueRoom, userId: string): Promise<QueueEntry> {
    const { deps } = this;
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
    return deps.db.queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: event.id, userId } } });
  }

  async remove(): Promise<void> {
    // The record is the line: the caller's change of the fan's status takes them out.
  }

  async prepare(): Promise<boolean> {
    return false;
  }

  draw(eventId: string): Promise<number> {
    return drawPreQueue(this.deps, eventId);
  }

  async finishDraw(): Promise<boolean> {
    return false;
  }

  async expireLapsed(room: QueueRoom, now: Date): Promise<boolean> {
    const lapsed = await this.deps.db.queueEntry.updateMany({
      where: {
        eventId: room.eventId,
        OR: [lapsedPass(now), { status: "WAITING", lastSeenAt: { lt: new Date(now.getTime() - room.graceSeconds * 1000) } }],
      },
      data: { status: "EXPIRED", passId: null, passExpiresAt: null },
    });
    return lapsed.count > 0;
  }

  admit(room: QueueRoom, count: number, now: Date): Promise<number> {
    const passExpires = new Date(now.getTime() + room.passSeconds * 1000);
    return this.deps.db.$transaction(async (tx) => {
      // The fairness log's lock first (fairness-log.ts): the batch is logged in the order places were served.
      await lockFairnessLog(tx, room.eventId);
      // FOR UPDATE on the room waits for the joins in flight (they hold it FOR SHARE): an arrival number
      // taken by a join that has not committed yet can never be passed over by a later one.
      await tx.$queryRaw`select 1 from "QueueRoom" where "eventId" = ${room.eventId} for update`;
      const admitted = await tx.$queryRaw<{ id: string; userId: string; rank: bigint | null }[]>`
        update "QueueEntry" set status = 'ADMITTED', "passId" = gen_random_uuid()::text, "passExpiresAt" = ${passExpires},
          "admittedAt" = ${now}, "updatedAt" = ${now}
        where id in (select id from "QueueEntry" where "eventId" = ${room.eventId} and status = 'WAITING'
                     order by rank limit ${count} for update skip locked)
        returning id, "userId", rank`;
      if (admitted.length) await appendFairness(tx, room.eventId, now, [admissionEntry(room.eventId, admitted)]);
      return admitted.length;
    });
  }

  async soldOut(): Promise<void> {
    // The record is the line: the tick's SOLD_OUT statement closes it.
  }
}
