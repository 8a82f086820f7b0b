// When an event is over: at its end, or, when no end is known, 12 hours after its start. The one rule
// behind "no more transfers", the Ended tab of My Tickets, the entry guide's upcoming tickets and the
// account-deletion check, as a predicate on one event and as the same condition for a database query.
import type { Prisma } from "../../generated/prisma/client.ts";

/** How long an event without an end time counts as still running after it starts. */
export const OVER_AFTER_START_WITHOUT_END_MS = 12 * 3600_000;

export function eventOver(event: { startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  return event.endsAt ? event.endsAt <= now : event.startsAt.getTime() + OVER_AFTER_START_WITHOUT_END_MS <= now.getTime();
}

/** `eventOver` as a filter on Event; wrap it in `NOT` for events still running. */
export function eventOverWhere(now: Date): Prisma.EventWhereInput {
  // `not: null` keeps the condition two-valued: NOT (NULL <= now) would drop events with no end time.
  return {
    OR: [{ endsAt: { not: null, lte: now } }, { endsAt: null, startsAt: { lte: new Date(now.getTime() - OVER_AFTER_START_WITHOUT_END_MS) } }],
  };
}
