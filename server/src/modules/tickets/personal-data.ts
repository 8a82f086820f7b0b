// The tickets' side of the privacy rights (export, deletion blockers, erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";
import { eventOverWhere } from "../events/index.ts";

/** The fan's tickets, oldest first, for the personal-data export (privacy names their event, type and seat). */
export function ticketsForExport(db: Db | Tx, userId: string) {
  return db.ticket.findMany({ where: { ownerId: userId }, orderBy: { createdAt: "asc" } });
}

/** Ticket numbers and events by ticket id (the personal-data export's transfers). */
export function ticketNosByIds(db: Db | Tx, ids: string[]) {
  return db.ticket.findMany({ where: { id: { in: ids } }, select: { id: true, ticketNo: true, eventId: true } });
}

/** Tickets the fan still owns, paid or ready, for events not over at `now`. */
export function countUpcomingTicketsOf(db: Db | Tx, userId: string, now: Date): Promise<number> {
  return db.ticket.count({ where: { ownerId: userId, status: { in: ["PAID", "READY"] }, event: { NOT: eventOverWhere(now) } } });
}

/** Erasure: tickets stay as sales records, without anything derived from an identity document. */
export async function clearTicketIdentityHashesOf(tx: Tx, userId: string): Promise<void> {
  await tx.ticket.updateMany({ where: { ownerId: userId, identityHash: { not: null } }, data: { identityHash: null } });
}
