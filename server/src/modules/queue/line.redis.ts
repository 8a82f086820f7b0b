// The line in Redis (REDIS_URL set), run by the atomic scripts of redis-scripts.ts, with PostgreSQL as its
// durable record.
//
// What is where (the decision, README "Waiting room"):
// - Redis is the source of truth for the line: place, order, presence (grace period). PostgreSQL is the
//   durable record, written behind in the same request before the fan gets an answer (a join's row, the
//   draw, each admission and each expiry), so a fan whose join was answered is in both.
// - The statuses after the line (ADMITTED with its single-use pass, OFFERED, DONE, WAITING_LIST, SOLD_OUT)
//   stay in PostgreSQL: they are claimed in transactions with orders and stock.
// - Moves out of the line (admission, expiry) are first noted in a `pending` hash in the same script that
//   pops them, written to PostgreSQL, then cleared; the leader re-applies whatever an instance left pending
//   when it died, so nobody popped from Redis is ever lost.
// - Redis restarted without its data (or flushed): the first instance to notice (no `loaded` mark) rebuilds
//   the line from PostgreSQL under a lock: same ranks, same arrival order; everyone's grace period starts
//   again (nobody loses a place to an outage). A join answered on the old Redis whose row was written after
//   the rebuild read PostgreSQL is put back on its first read (restore), at its recorded rank.
// - Redis down: joins fail (no place can be taken without the source of truth), reads of a place fall
//   back to PostgreSQL's record, the leader's tick fails and retries at its next run.
import crypto from "node:crypto";
import type { QueueEntry, QueueRoom } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { WaitingRoomEvent } from "../events/index.ts";
import { drawRedisLine, finishRedisDraw } from "./draw.ts";
import { recordRead, type PostgresLine } from "./line.postgres.ts";
import { admissionEntry, appendFairness, lockFairnessLog } from "./fairness-log.ts";
import { lapsedPass, LIVE, type LineRead, type LineStore } from "./line.ts";
import type { EntryRef, RedisLine } from "./redis-scripts.ts";
import type { RoomStats } from "./room-copies.ts";

/**
 * Arrival numbers after a rebuild of a Redis line start this far above PostgreSQL's highest: a join answered
 * by the lost Redis whose row lands after the rebuild keeps a number nobody newer shares.
 */
const REBUILD_ARRIVAL_GAP = 1_000_000n;

export class RedisLineStore implements LineStore {
  readonly writesBehind = true;

  /** `records`: PostgreSQL's side, which answers a read while Redis cannot and takes the joins after a sell-out. */
  constructor(
    private readonly deps: Deps,
    private readonly line: RedisLine,
    private readonly records: PostgresLine,
  ) {}

  /** The room's line is in Redis; rebuilt from PostgreSQL first when Redis lost it (restart, flush). */
  private async ensureLoaded(eventId: string): Promise<void> {
    const { line } = this;
    const deadline = Date.now() + 20_000;
    while (!(await line.isLoaded(eventId))) {
      if (await line.lockRebuild(eventId, 30_000)) {
        try {
          if (!(await line.isLoaded(eventId))) await this.rebuild(eventId);
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

  private async rebuild(eventId: string): Promise<void> {
    const { deps } = this;
    const room = await deps.db.queueRoom.findUnique({ where: { eventId } });
    const entries = await deps.db.queueEntry.findMany({
      where: { eventId, status: room?.shuffledAt ? "WAITING" : { in: ["PRE_QUEUE", "WAITING"] } },
      select: { id: true, userId: true, status: true, rank: true, arrival: true },
    });
    const max = await deps.db.queueEntry.aggregate({ where: { eventId }, _max: { arrival: true } });
    await this.line.load(
      eventId,
      deps.now(),
      entries.map((e) => ({ userId: e.userId, status: e.status as "WAITING", rank: e.rank, ref: { entryId: e.id, arrival: e.arrival } })),
      { arrival: (max._max.arrival ?? 0n) + REBUILD_ARRIVAL_GAP, drawn: !!room?.shuffledAt, soldOut: !!room?.soldOutAt },
    );
    deps.log.info("queue line rebuilt in redis from postgresql", { eventId, places: entries.length });
  }

  // ───── the fan's side ─────

  async counts(eventId: string) {
    // A position is a ZRANK in Redis: only the line's size is needed here (PostgreSQL's if Redis is away).
    const pgCount = () => this.deps.db.queueEntry.count({ where: { eventId, status: { in: ["PRE_QUEUE", "WAITING"] } } });
    return { waitingRanks: [], unranked: await this.line.lineCount(eventId).catch(pgCount) };
  }

  async read(event: WaitingRoomEvent, _room: QueueRoom, entry: QueueEntry, stats: Promise<RoomStats>, touch: boolean): Promise<LineRead> {
    return (await this.readLine(event, entry, touch)) ?? recordRead(this.deps, event, entry, stats, false);
  }

  /**
   * The fan's place in the Redis line: position, counts and version come from one script run, so they always
   * belong together. A place PostgreSQL records and Redis lacks is put back at its recorded rank; a line Redis
   * lost is rebuilt. Null when Redis cannot answer (PostgreSQL's record answers instead).
   */
  private async readLine(event: WaitingRoomEvent, entry: QueueEntry, touch: boolean): Promise<LineRead | null> {
    const { deps, line } = this;
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const read = await line.place(event.id, entry.userId, deps.now(), touch);
        if (read.state === "NOLOAD") {
          await this.ensureLoaded(event.id);
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

  async seen(): Promise<void> {
    // Redis marks the fan seen as it reads their place (read with touch).
  }

  /**
   * A join with the line in Redis: the place (arrival number and rank) is taken atomically there, then its
   * durable record is written to PostgreSQL before the fan is answered; if that write fails the place is
   * given back, so no answered place exists in one store only.
   */
  async join(event: WaitingRoomEvent, room: QueueRoom, userId: string): Promise<QueueEntry> {
    // After the sell-out Redis takes no places: PostgreSQL records the fan as told.
    if (room.soldOutAt) return this.records.join(event, room, userId);
    const { deps, line } = this;
    await this.ensureLoaded(event.id);
    const now = deps.now();
    const entryId = crypto.randomUUID();
    let added = await line.add(event.id, userId, now, entryId);
    const pending = added.state === "EXISTS" ? await line.pendingOf(event.id, userId) : null;
    if (pending?.move === "EXPIRED") {
      // Back a moment after the grace period ran out, before the leader recorded it: recorded here (by entry
      // id, as the leader would), then a new place at the back.
      await this.recordExpiries(event.id, [{ userId, ref: pending.ref }]);
      await line.settleOne(event.id, userId, pending.noted);
      added = await line.add(event.id, userId, now, entryId);
    }
    if (added.state === "NOLOAD") throw new Error(`the waiting room's line of ${event.id} vanished from redis during a join`);
    // A place Redis holds: taken by another tab a moment ago, or by an earlier try of this join whose answer
    // from Redis timed out before its record was written. Its record is (re)written from Redis's own entry.
    const held = added.state === "EXISTS" ? await line.heldPlace(event.id, userId) : null;
    if (held) await this.writeJoinRecord(event.id, userId, held.ref.entryId, { state: held.status, arrival: held.ref.arrival, rank: held.rank }, now);
    if (added.state === "SOLD_OUT") {
      await deps.db.$executeRaw`
        insert into "QueueEntry" (id, "eventId", "userId", status, "joinedAt", "lastSeenAt", "updatedAt")
        values (${entryId}, ${event.id}, ${userId}, 'SOLD_OUT', ${now}, ${now}, ${now})
        on conflict ("eventId", "userId") do update set status = 'SOLD_OUT', "updatedAt" = excluded."updatedAt", "passId" = null, "passExpiresAt" = null
        where "QueueEntry".status in ('EXPIRED', 'DONE')`;
    } else if (added.state === "PRE_QUEUE" || added.state === "WAITING") {
      try {
        await this.writeJoinRecord(event.id, userId, entryId, added, now);
      } catch (err) {
        await line.remove(event.id, userId, added.arrival).catch(() => undefined);
        throw err;
      }
    }
    // EXISTS: another tab took the place a moment ago; its row is written before that tab's answer.
    for (let attempt = 0; ; attempt++) {
      const entry = await deps.db.queueEntry.findUnique({ where: { eventId_userId: { eventId: event.id, userId } } });
      if (entry && LIVE.includes(entry.status)) return entry;
      if (attempt >= 100) throw new Error("the waiting room's record of a place taken in redis did not appear");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The durable record of a place taken in Redis. The draw or an admission may have written it already (same id): then it is left as it is. */
  private async writeJoinRecord(
    eventId: string,
    userId: string,
    entryId: string,
    added: { state: "PRE_QUEUE" | "WAITING"; arrival: bigint; rank: bigint | null },
    now: Date,
  ): Promise<void> {
    await this.deps.db.$executeRaw`
        insert into "QueueEntry" (id, "eventId", "userId", status, arrival, rank, "joinedAt", "lastSeenAt", "updatedAt")
        values (${entryId}, ${eventId}, ${userId}, ${added.state}::"QueueEntryStatus", ${added.arrival}, ${added.rank}, ${now}, ${now}, ${now})
        on conflict ("eventId", "userId") do update set
      id = excluded.id, status = excluded.status, arrival = excluded.arrival, rank = excluded.rank, "joinedAt" = excluded."joinedAt",
      "lastSeenAt" = excluded."lastSeenAt", "updatedAt" = excluded."updatedAt", "admittedAt" = null, "passId" = null,
      "passExpiresAt" = null, "offerOrderId" = null, "offerOrderNo" = null, "offerTicketTypeId" = null,
      "offerTicketTypeName" = null, "offerQuantity" = null, "offerExpiresAt" = null, "offerNotifiedAt" = null, "waitingListAt" = null
        where "QueueEntry".status in ('EXPIRED', 'DONE') and "QueueEntry".id <> excluded.id`;
  }

  async remove(eventId: string, userId: string): Promise<void> {
    await this.line.remove(eventId, userId);
  }

  // ───── the leader's tick ─────

  async prepare(room: QueueRoom): Promise<boolean> {
    await this.ensureLoaded(room.eventId);
    return this.settlePending(room);
  }

  draw(eventId: string): Promise<number> {
    return drawRedisLine(this.deps, this.line, eventId);
  }

  finishDraw(eventId: string): Promise<boolean> {
    return finishRedisDraw(this.deps, this.line, eventId);
  }

  async expireLapsed(room: QueueRoom, now: Date): Promise<boolean> {
    const { eventId } = room;
    const lapsed = await this.deps.db.queueEntry.updateMany({ where: { eventId, ...lapsedPass(now) }, data: { status: "EXPIRED", passId: null, passExpiresAt: null } });
    const away = await this.line.expire(eventId, new Date(now.getTime() - room.graceSeconds * 1000));
    if (away.length) {
      await this.recordExpiries(eventId, away);
      await this.line.settled(
        eventId,
        away.map((a) => a.userId),
      );
    }
    return lapsed.count > 0 || away.length > 0;
  }

  async admit(room: QueueRoom, count: number): Promise<number> {
    // Popped from the front in one script (no arrival can be passed over: taking a number and a place is
    // one step there), then recorded with their passes.
    const popped = await this.line.admit(room.eventId, count);
    await this.recordAdmissions(room.eventId, popped, room.passSeconds);
    await this.line.settled(
      room.eventId,
      popped.map((p) => p.userId),
    );
    return popped.length;
  }

  async soldOut(eventId: string): Promise<void> {
    await this.line.soldOut(eventId);
  }

  /** Admissions popped from the Redis line, recorded in PostgreSQL with their passes (a row still on its way is written here). */
  private async recordAdmissions(eventId: string, popped: { userId: string; rank: bigint | null; ref: EntryRef | null }[], passSeconds: number): Promise<void> {
    if (!popped.length) return;
    const now = this.deps.now();
    const passExpires = new Date(now.getTime() + passSeconds * 1000);
    const withRef = popped.filter((p): p is { userId: string; rank: bigint; ref: EntryRef } => p.ref !== null && p.rank !== null);
    await this.deps.db.$transaction(async (tx) => {
      // Recorded and logged under the fairness log's lock (fairness-log.ts): only the places that did become
      // ADMITTED here (not one an offer took meanwhile) are in the batch.
      await lockFairnessLog(tx, eventId);
      const admitted = await tx.$queryRaw<{ id: string; userId: string; rank: bigint | null }[]>`
      insert into "QueueEntry" (id, "eventId", "userId", status, arrival, rank, "joinedAt", "lastSeenAt", "admittedAt", "passId", "passExpiresAt", "updatedAt")
      select d.id, ${eventId}, d.uid, 'ADMITTED', d.arrival::bigint, d.rank::bigint, ${now}, ${now}, ${now}, gen_random_uuid()::text, ${passExpires}, ${now}
      from unnest(${withRef.map((p) => p.ref.entryId)}::text[], ${withRef.map((p) => p.userId)}::text[], ${withRef.map((p) => p.ref.arrival.toString())}::text[],
                  ${withRef.map((p) => p.rank.toString())}::text[]) as d(id, uid, arrival, rank)
      on conflict ("eventId", "userId") do update set status = 'ADMITTED', "passId" = excluded."passId", "passExpiresAt" = excluded."passExpiresAt",
        "admittedAt" = excluded."admittedAt", "updatedAt" = excluded."updatedAt"
      where "QueueEntry".status in ('PRE_QUEUE', 'WAITING')
      returning id, "userId", rank`;
      if (admitted.length) await appendFairness(tx, eventId, now, [admissionEntry(eventId, admitted)]);
    });
  }

  /** Places that lapsed in Redis, recorded by entry id: a place the fan took again since is never touched. */
  private async recordExpiries(eventId: string, expired: { userId: string; ref: EntryRef | null }[]): Promise<void> {
    const ids = expired.flatMap((e) => (e.ref ? [e.ref.entryId] : []));
    if (!ids.length) return;
    await this.deps.db.queueEntry.updateMany({ where: { eventId, id: { in: ids }, status: { in: ["PRE_QUEUE", "WAITING"] } }, data: { status: "EXPIRED", passId: null, passExpiresAt: null } });
  }

  /** Moves out of the Redis line an instance noted and did not get to record (it died): recorded now. */
  private async settlePending(room: QueueRoom): Promise<boolean> {
    const pending = await this.line.pending(room.eventId);
    if (!pending.length) return false;
    await this.recordExpiries(
      room.eventId,
      pending.filter((p) => p.move === "EXPIRED"),
    );
    await this.recordAdmissions(
      room.eventId,
      pending.filter((p) => p.move === "ADMITTED"),
      room.passSeconds,
    );
    await this.line.settled(
      room.eventId,
      pending.map((p) => p.userId),
    );
    return true;
  }
}
