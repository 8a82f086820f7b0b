// Tickets: the fan's tickets and their history. Owns Ticket and TicketHistory reads here; status changes
// go through ticket-status.ts.
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { transferableStatuses } from "./ticket-status.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { eventOverWhere } from "../events/index.ts";

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

/** One ticket by id, whoever owns it (a giveaway voucher's free ticket: the caller has checked it is the viewer's). */
export function findTicketById(deps: Deps, id: string) {
  return deps.db.ticket.findUnique({ where: { id } });
}

/** A ticket's status as the live status subscription sends it. */
export function ticketStatusView(deps: Deps, id: string) {
  return deps.db.ticket.findUniqueOrThrow({ where: { id }, select: { id: true, status: true, validatedAt: true, validatedEntrance: true } });
}

/** True when `ticketNo` is a ticket of `eventId` owned by `userId` that is not revoked (merch sold to ticket holders). */
export async function holdsTicketForEvent(tx: Db | Tx, userId: string, eventId: string, ticketNo: string): Promise<boolean> {
  const ticket = await tx.ticket.findFirst({ where: { ticketNo, eventId, ownerId: userId, status: { not: "REVOKED" } }, select: { id: true } });
  return ticket !== null;
}

/** Tickets a fan holds for an event, revoked ones aside (the per-account limit of a transfer's recipient). */
export function countHeldTickets(tx: Db | Tx, userId: string, eventId: string): Promise<number> {
  return tx.ticket.count({ where: { ownerId: userId, eventId, status: { not: "REVOKED" } } });
}

/**
 * Tickets of an event that count against a buyer's limit: not revoked, and owned by the fan or bought by
 * them (a ticket they gave away still counts).
 */
export function countTicketsOwnedOrBought(tx: Db | Tx, userId: string, eventId: string): Promise<number> {
  return tx.ticket.count({ where: { eventId, status: { not: "REVOKED" }, OR: [{ ownerId: userId }, { orderItem: { order: { userId } } }] } });
}

/** One of the fan's own tickets with its event and owner, for a transfer; null for anyone else's. */
export function findOwnTicketWithEvent(deps: Deps, userId: string, ticketId: string) {
  return deps.db.ticket.findFirst({ where: { id: ticketId, ownerId: userId }, include: { event: true, owner: true } });
}

/**
 * Moves a ticket to a new owner if it is still as it was read (owner, QR version, a transferable status, no
 * lock running): its QR code dies (qrVersion + 1), the lock period starts, the sender's identity binding is
 * cleared and the history records the transfer. False when another change got there first.
 */
export async function moveTicket(
  tx: Tx,
  args: { ticketId: string; fromUserId: string; toUserId: string; qrVersion: number; lockedUntil: Date; now: Date },
): Promise<boolean> {
  const { count } = await tx.ticket.updateMany({
    where: {
      id: args.ticketId,
      ownerId: args.fromUserId,
      qrVersion: args.qrVersion,
      status: { in: [...transferableStatuses] },
      OR: [{ transferLockedUntil: null }, { transferLockedUntil: { lte: args.now } }],
    },
    data: { ownerId: args.toUserId, qrVersion: { increment: 1 }, transferLockedUntil: args.lockedUntil, identityId: null, identityHash: null },
  });
  if (count !== 1) return false;
  await tx.ticketHistory.create({ data: { ticketId: args.ticketId, kind: "TRANSFERRED", fromUserId: args.fromUserId, toUserId: args.toUserId, at: args.now } });
  return true;
}
