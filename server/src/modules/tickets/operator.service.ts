// The organisers' view of ticket holders: the tickets of one of their events (the events module names
// which are theirs), searched by ticket number or holder, keyset-paged on the id.
import type { Db, Tx } from "../../db.ts";
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

/** Whether operatorAttendees over these events lists the ticket `id` (a cursor of it must name one of them). */
export async function operatorAttendeeListed(db: Db, id: string, eventIds: string[]): Promise<boolean> {
  return (await db.ticket.findFirst({ where: { id, eventId: { in: eventIds } }, select: { id: true } })) !== null;
}

/**
 * An event was cancelled: every ticket of it that is not yet revoked is voided (REVOKED, its codes killed
 * by a new QR version), with a line of history each. Conditional: a second run finds nothing to void.
 */
export async function voidTicketsOfEvent(tx: Tx, eventId: string, now: Date): Promise<number> {
  const rows = await tx.$queryRaw<{ id: string; ownerId: string }[]>`
    update "Ticket" set status = 'REVOKED', "qrVersion" = "qrVersion" + 1, "updatedAt" = ${now}
    where "eventId" = ${eventId} and status <> 'REVOKED' returning id, "ownerId"`;
  if (rows.length) {
    await tx.ticketHistory.createMany({ data: rows.map((r) => ({ ticketId: r.id, kind: "REVOKED" as const, fromUserId: r.ownerId, note: "event cancelled", at: now })) });
  }
  return rows.length;
}

/**
 * The tickets of an order's lines become REVOKED (a full refund, a lost dispute): wherever they are now (a
 * transferred ticket too), their QR dies at the gate (a new qrVersion, and REVOKED is never admitted).
 * Conditional, so a transfer or a gate scan racing it either happened before (and the ticket is voided where
 * it went) or finds the ticket changed and does nothing. A seated one lets go of its seat (Ticket.seatId is
 * unique): the refund gives the seat back, and the next buyer's ticket must be able to take it (issue 32).
 */
export async function voidTicketsOfOrderLines(tx: Tx, orderItemIds: string[], now: Date, note: string): Promise<number> {
  if (!orderItemIds.length) return 0;
  const rows = await tx.$queryRaw<{ id: string; ownerId: string }[]>`
    update "Ticket" set status = 'REVOKED', "qrVersion" = "qrVersion" + 1, "seatId" = null, "updatedAt" = ${now}
    where "orderItemId" = any(${orderItemIds}) and status <> 'REVOKED' returning id, "ownerId"`;
  if (rows.length) {
    await tx.ticketHistory.createMany({ data: rows.map((r) => ({ ticketId: r.id, kind: "REVOKED" as const, fromUserId: r.ownerId, note, at: now })) });
  }
  return rows.length;
}

const exported = { ticketType: { select: { name: true, area: true } }, seat: { select: { row: true, number: true } } } as const;
export type ExportTicketRow = Prisma.TicketGetPayload<{ include: typeof exported }>;

/** How many tickets these events have (an export's total). */
export function countTicketsOfEvents(db: Db, eventIds: string[]): Promise<number> {
  return db.ticket.count({ where: { eventId: { in: eventIds } } });
}

/** A batch of these events' tickets after the ticket `afterId` (oldest id first): an export reads them so. */
export function ticketsOfEventsAfter(db: Db, eventIds: string[], afterId: string | null, take: number): Promise<ExportTicketRow[]> {
  return db.ticket.findMany({ where: { eventId: { in: eventIds }, ...(afterId ? { id: { gt: afterId } } : {}) }, include: exported, orderBy: { id: "asc" }, take });
}

/**
 * A real-name event's identities on its live tickets (not revoked): how many distinct ones, and the most live
 * tickets any one holds (the fairness report, issue 32). An identity is its document's hash, which outlives
 * the identity record a fan may delete.
 */
export async function identityFiguresOfEvent(db: Db | Tx, eventId: string): Promise<{ identities: number; mostOneIdentity: number }> {
  const [row] = await db.$queryRaw<{ identities: bigint; most: number | null }[]>`
    select count(*) as identities, max(n)::int as most from (
      select count(*) as n from "Ticket"
      where "eventId" = ${eventId} and status <> 'REVOKED' and coalesce("identityHash", "identityId") is not null
      group by coalesce("identityHash", "identityId")
    ) per_identity`;
  return { identities: Number(row?.identities ?? 0), mostOneIdentity: row?.most ?? 0 };
}
