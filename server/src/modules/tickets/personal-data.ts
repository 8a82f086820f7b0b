// The tickets' side of the privacy rights (export, deletion blockers, erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";
import { eventOverWhere } from "../events/index.ts";

/** The fan's tickets with their event, type and seat, oldest first, for the personal-data export. */
export function ticketsForExport(db: Db | Tx, userId: string) {
  return db.ticket.findMany({
    where: { ownerId: userId },
    orderBy: { createdAt: "asc" },
    include: { event: { select: { slug: true, title: true, startsAt: true, venue: true } }, ticketType: { select: { name: true, area: true } }, seat: true },
  });
}

/** Tickets the fan still owns, paid or ready, for events not over at `now`. */
export function countUpcomingTicketsOf(db: Db | Tx, userId: string, now: Date): Promise<number> {
  return db.ticket.count({ where: { ownerId: userId, status: { in: ["PAID", "READY"] }, event: { NOT: eventOverWhere(now) } } });
}

/** Erasure: tickets stay as sales records, without anything derived from an identity document. */
export async function clearTicketIdentityHashesOf(tx: Tx, userId: string): Promise<void> {
  await tx.ticket.updateMany({ where: { ownerId: userId, identityHash: { not: null } }, data: { identityHash: null } });
}
