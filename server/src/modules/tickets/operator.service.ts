// The organisers' view of ticket holders: the tickets of one of their events (the events module names
// which are theirs), searched by ticket number or holder, keyset-paged on the id.
import type { Db } from "../../db.ts";
import type { Prisma, TicketStatus } from "../../generated/prisma/client.ts";

const shown = { ticketType: { select: { name: true, area: true } }, seat: { select: { row: true, number: true } } } as const;
export type OperatorAttendeeRow = Prisma.TicketGetPayload<{ include: typeof shown }>;

export function operatorAttendees(
  db: Db,
  q: { eventIds: string[]; ticketNo?: string | null; holderId?: string | null; status?: TicketStatus | null; idBelow?: string | null; idAbove?: string | null; limit: number; oldestFirst?: boolean },
): Promise<OperatorAttendeeRow[]> {
  return db.ticket.findMany({
    where: {
      eventId: { in: q.eventIds },
      ...(q.ticketNo ? { ticketNo: q.ticketNo } : {}),
      ...(q.holderId ? { ownerId: q.holderId } : {}),
      ...(q.status ? { status: q.status } : {}),
      ...(q.idBelow || q.idAbove ? { id: { ...(q.idBelow ? { lt: q.idBelow } : {}), ...(q.idAbove ? { gt: q.idAbove } : {}) } } : {}),
    },
    include: shown,
    orderBy: { id: q.oldestFirst ? "asc" : "desc" },
    take: q.limit,
  });
}
