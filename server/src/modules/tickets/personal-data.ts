// The tickets' side of the privacy rights (export, deletion blockers, erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";
import { eventOver, eventTimesOf } from "../events/index.ts";

/** The fan's tickets, oldest first, for the personal-data export (privacy names their event, type and seat). */
export function ticketsForExport(db: Db | Tx, userId: string) {
  return db.ticket.findMany({ where: { ownerId: userId }, orderBy: { createdAt: "asc" } });
}

/** Ticket numbers and events by ticket id (the personal-data export's transfers). */
export function ticketNosByIds(db: Db | Tx, ids: string[]) {
  return db.ticket.findMany({ where: { id: { in: ids } }, select: { id: true, ticketNo: true, eventId: true } });
}

/** Tickets the fan still owns, paid or ready, for events not over at `now`. */
export async function countUpcomingTicketsOf(db: Db | Tx, userId: string, now: Date): Promise<number> {
  const byEvent = await db.ticket.groupBy({ by: ["eventId"], where: { ownerId: userId, status: { in: ["PAID", "READY"] } }, _count: { _all: true } });
  const events = await eventTimesOf(db, byEvent.map((g) => g.eventId));
  const running = new Set(events.filter((e) => !eventOver(e, now)).map((e) => e.id));
  return byEvent.reduce((n, g) => n + (running.has(g.eventId) ? g._count._all : 0), 0);
}

/** Erasure: tickets stay as sales records, without anything derived from an identity document. */
export async function clearTicketIdentityHashesOf(tx: Tx, userId: string): Promise<void> {
  await tx.ticket.updateMany({ where: { ownerId: userId, identityHash: { not: null } }, data: { identityHash: null } });
}
