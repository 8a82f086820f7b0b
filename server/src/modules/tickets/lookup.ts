// Reads of tickets that other modules need (support's "what is the request about"), so that no other
// module queries Ticket itself.
import type { Db, Tx } from "../../db.ts";

/** One of the fan's own tickets with its event and order line; null for another fan's or none. */
export function ownTicketForSupport(db: Db | Tx, userId: string, ticketId: string) {
  return db.ticket.findFirst({ where: { id: ticketId, ownerId: userId }, select: { id: true, ticketNo: true, eventId: true, orderItemId: true } });
}

/** A ticket's number by its id (null when there is none); one query per tick however many ask. */
export async function ticketNoOf(db: Db | Tx, id: string): Promise<string | null> {
  return (await db.ticket.findUnique({ where: { id }, select: { ticketNo: true } }))?.ticketNo ?? null;
}
