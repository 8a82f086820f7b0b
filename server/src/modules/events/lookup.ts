// Reads of events and seats that other modules' GraphQL fields need (an entry guide's event, an order
// line's seat, a ticket's transfer window), so that no other module queries Event or Seat itself.
import type { Deps } from "../../deps.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

/** One event by id, with the fields the query asks for; throws when there is none. */
export function findEventById(deps: Deps, query: { include?: Prisma.EventInclude; select?: Prisma.EventSelect }, id: string) {
  return deps.db.event.findUniqueOrThrow({ ...query, where: { id } });
}

/** One seat by id (Prisma batches the calls of one tick into one query: no query per order line). */
export function findSeat(deps: Deps, id: string) {
  return deps.db.seat.findUnique({ where: { id } });
}

/** What the transfer rule needs of an event: when it starts and ends, and how long transfers stay locked. */
export function eventTransferWindow(deps: Deps, eventId: string): Promise<{ startsAt: Date; endsAt: Date | null; transferLockHours: number }> {
  return deps.db.event.findUniqueOrThrow({ where: { id: eventId }, select: { startsAt: true, endsAt: true, transferLockHours: true } });
}
