// The draw (issue 18): at the opening the pre-queue is ordered by the seed committed when the room was made
// (queue.rules.ts: drawOrder), and the drawn list is published with its hash beside the revealed seed, so
// anyone can check it (`fanfare queue verify`). Once per room: the room row is locked and shuffledAt set in
// the same transaction. Each store calls its own draw (line.ts); both record it through recordDraw.
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { appendFairness, commitmentEntry, lockFairnessLog } from "./fairness-log.ts";
import { AFTER_DRAW_RANK_BASE, drawListText, drawOrder, holderRef, sha256Hex, type DrawLine } from "./queue.rules.ts";
import type { EntryRef, RedisLine } from "./redis-scripts.ts";

/** The room's committed seed, its row locked for the draw; null when there is no room or it was drawn already. */
async function lockUndrawnRoom(tx: Tx, eventId: string): Promise<string | null> {
  // The log's lock before the room's row: the order every transaction that serves the line takes them in.
  await lockFairnessLog(tx, eventId);
  const [room] = await tx.$queryRaw<{ seed: string; shuffledAt: Date | null }[]>`
    select seed, "shuffledAt" from "QueueRoom" where "eventId" = ${eventId} for update`;
  return room && !room.shuffledAt ? room.seed : null;
}

/** The drawn list is published (and admission's budget starts now): the one record of every draw. */
async function recordDraw(tx: Tx, eventId: string, drawn: DrawLine[], now: Date): Promise<void> {
  const list = drawListText(drawn);
  const room = await tx.queueRoom.update({
    where: { eventId },
    data: { shuffledAt: now, drawList: list, drawHash: sha256Hex(list), admittedUntil: now, version: { increment: 1 } },
  });
  // The reveal, in the fairness log (a room made before the log existed gets its commitment first).
  const logged = await tx.fairnessLogEntry.count({ where: { eventId } });
  await appendFairness(tx, eventId, now, [
    ...(logged ? [] : [commitmentEntry(eventId, room.seedHash)]),
    { type: "draw", payload: { seed: room.seed, seedHash: room.seedHash, drawHash: room.drawHash, drawList: list } },
  ]);
}

/** Draws the pre-queue in PostgreSQL (the line without Redis). */
export async function drawPreQueue(deps: Deps, eventId: string): Promise<number> {
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    const seed = await lockUndrawnRoom(tx, eventId);
    if (seed === null) return 0;
    const entries = await tx.queueEntry.findMany({ where: { eventId, status: "PRE_QUEUE" }, select: { id: true, userId: true } });
    const ordered = drawOrder(
      seed,
      entries.map((e) => ({ id: e.id, holder: holderRef(eventId, e.userId) })),
    );
    if (ordered.length) {
      await tx.$executeRaw`
        update "QueueEntry" q set status = 'WAITING', rank = d.rank, "updatedAt" = ${now}, "lastSeenAt" = greatest(q."lastSeenAt", ${now})
        from unnest(${ordered.map((l) => l.id)}::text[]) with ordinality as d(id, rank)
        where q.id = d.id and q.status = 'PRE_QUEUE'`;
    }
    await recordDraw(tx, eventId, ordered, now);
    return ordered.length;
  });
}

/**
 * The draw with the line in Redis: Redis's pre-queue is the list drawn (later joins line up behind from this
 * moment), PostgreSQL records the drawn ranks and the published list in one transaction, then Redis takes
 * the ranks. A leader dying between the two leaves the ranks to finishRedisDraw at the next tick.
 */
export async function drawRedisLine(deps: Deps, line: RedisLine, eventId: string): Promise<number> {
  const now = deps.now();
  const members = await line.drawStart(eventId);
  if (!members) throw new Error(`the waiting room's line of ${eventId} is not in redis`);
  const known = members.filter((m): m is { userId: string; ref: EntryRef } => m.ref !== null);
  const byId = new Map(known.map((m) => [m.ref.entryId, m]));
  const ordered = await deps.db.$transaction(async (tx) => {
    const seed = await lockUndrawnRoom(tx, eventId);
    if (seed === null) return null;
    const lines = drawOrder(
      seed,
      known.map((m) => ({ id: m.ref.entryId, holder: holderRef(eventId, m.userId) })),
    );
    const drawn = lines.map((l) => byId.get(l.id)!);
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
    await recordDraw(tx, eventId, lines, now);
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
export async function finishRedisDraw(deps: Deps, line: RedisLine, eventId: string): Promise<boolean> {
  if ((await line.preCount(eventId)) === 0) return false;
  const drawn = await deps.db.queueEntry.findMany({ where: { eventId, status: "WAITING", rank: { lt: AFTER_DRAW_RANK_BASE } }, select: { userId: true, rank: true } });
  await line.drawApply(
    eventId,
    deps.now(),
    drawn.map((d) => ({ userId: d.userId, rank: d.rank! })),
  );
  return true;
}
