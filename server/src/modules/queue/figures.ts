// The length of an event's waiting room for its organiser's live dashboard. The caller (the dashboard
// module) has already checked that the event is the operator's.
import type { Db } from "../../db.ts";

export interface EventQueueFigures {
  /** Fans in line: in the pre-queue or waiting to be admitted. */
  waiting: number;
  /** Fans admitted and not yet done (choosing, paying, or holding an offer). */
  admitted: number;
}

export async function eventQueueFigures(db: Db, eventId: string): Promise<EventQueueFigures> {
  const rows = await db.queueEntry.groupBy({ by: ["status"], _count: { _all: true }, where: { eventId, status: { in: ["PRE_QUEUE", "WAITING", "ADMITTED", "OFFERED"] } } });
  const n = (s: string) => rows.find((r) => r.status === s)?._count._all ?? 0;
  return { waiting: n("PRE_QUEUE") + n("WAITING"), admitted: n("ADMITTED") + n("OFFERED") };
}
