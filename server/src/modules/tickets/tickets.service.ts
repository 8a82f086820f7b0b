// Tickets: the fan's tickets and their history. Owns Ticket and TicketHistory reads here; status changes
// go through ticket-status.ts.
import type { Deps } from "../../deps.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { eventOverWhere } from "../events/event-time.rules.ts";

export type TicketListTab = "UPCOMING" | "ENDED" | "OTHERS";

/**
 * The three tabs of My Tickets. Upcoming: usable tickets of events that have not ended. Ended: tickets
 * of events that are over (used or not). Others: revoked tickets and tickets already validated at the gate
 * of an event still running (they cannot be used again), and tickets the fan transferred to someone else
 * (the sender keeps a record of them; the recipient owns them).
 */
export function myTicketsWhere(userId: string, tab: TicketListTab, now: Date): Prisma.TicketWhereInput {
  const ended = eventOverWhere(now);
  if (tab === "ENDED") return { ownerId: userId, status: { not: "REVOKED" }, event: ended };
  if (tab === "UPCOMING") return { ownerId: userId, status: { in: ["PAID", "READY"] }, event: { NOT: ended } };
  return {
    OR: [
      { ownerId: userId, OR: [{ status: "REVOKED" }, { status: { in: ["VALIDATED", "REDEEMED"] }, event: { NOT: ended } }] },
      { ownerId: { not: userId }, history: { some: { kind: "TRANSFERRED", fromUserId: userId } } },
    ],
  };
}

export function listMyTickets(deps: Deps, query: { include?: Prisma.TicketInclude; select?: Prisma.TicketSelect }, userId: string, tab: TicketListTab) {
  return deps.db.ticket.findMany({
    ...query,
    where: myTicketsWhere(userId, tab, deps.now()),
    orderBy: [{ event: { startsAt: tab === "ENDED" ? "desc" : "asc" } }, { ticketNo: "asc" }],
  });
}

/** One of the viewer's own tickets (null for anyone else's: ticket ids are not secrets). */
export function findMyTicket(deps: Deps, query: { include?: Prisma.TicketInclude; select?: Prisma.TicketSelect }, userId: string, id: string) {
  return deps.db.ticket.findFirst({ ...query, where: { id, ownerId: userId } });
}

/**
 * For merch sold to ticket holders ("checks the ticket number"): whether a ticket number is a live
 * (not revoked) ticket of that event. Case and surrounding spaces do not matter.
 */
export async function isValidTicketNo(deps: Deps, ticketNo: string, eventId: string): Promise<boolean> {
  const t = await deps.db.ticket.findUnique({ where: { ticketNo: ticketNo.trim().toUpperCase() }, select: { eventId: true, status: true } });
  return !!t && t.eventId === eventId && t.status !== "REVOKED";
}

/** Of ids, the tickets the viewer owns now (nobody else, earlier owners included): the Node rule of Ticket. */
export async function ownTicketIds(deps: Deps, viewerId: string | null, ids: string[]): Promise<string[]> {
  if (!viewerId) return [];
  const rows = await deps.db.ticket.findMany({ where: { id: { in: ids }, ownerId: viewerId }, select: { id: true } });
  return rows.map((r) => r.id);
}
