// What a hand-back (issue 32, modules/handback) does to the tickets this module owns: a ticket locked and
// LISTED, put back where it was when withdrawn, revoked when sold (its QR dies: a new qrVersion, REVOKED is
// never admitted), and a seated one's seat passed to the buyer's new ticket (Ticket.seatId is unique: the
// seller's ticket lets go of it first, in the sale's transaction). Each change names the status it expects,
// so a transfer or a gate scan racing it loses.
import type { Tx } from "../../db.ts";
import type { TicketStatus } from "../../generated/prisma/client.ts";

export interface HandBackTicket {
  id: string;
  ticketNo: string;
  ownerId: string;
  eventId: string;
  ticketTypeId: string;
  seatId: string | null;
  orderItemId: string | null;
  status: TicketStatus;
}

/** The ticket, its row locked for the rest of `tx` (a transfer and the gate lock it too). */
export async function lockTicketForHandBack(tx: Tx, ticketId: string): Promise<HandBackTicket | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`select id from "Ticket" where id = ${ticketId} for update`;
  if (!row) return null;
  return tx.ticket.findUniqueOrThrow({ where: { id: row.id }, select: { id: true, ticketNo: true, ownerId: true, eventId: true, ticketTypeId: true, seatId: true, orderItemId: true, status: true } });
}

/** PAID/READY → LISTED; false when it was no longer there. */
export async function listTicket(tx: Tx, ticketId: string, from: TicketStatus, now: Date): Promise<boolean> {
  return (await tx.ticket.updateMany({ where: { id: ticketId, status: from }, data: { status: "LISTED", updatedAt: now } })).count === 1;
}

/** LISTED → the status it was listed from (withdrawn). */
export async function unlistTicket(tx: Tx, ticketId: string, to: TicketStatus, now: Date): Promise<void> {
  await tx.ticket.updateMany({ where: { id: ticketId, status: "LISTED" }, data: { status: to, updatedAt: now } });
}

/** LISTED → REVOKED for the seller's ticket once a buyer paid (false: it was not listed by them any more). */
export async function revokeHandedBackTicket(tx: Tx, args: { ticketId: string; sellerId: string; buyerId: string; now: Date }): Promise<boolean> {
  const revoked = await tx.$executeRaw`
    update "Ticket" set status = 'REVOKED', "qrVersion" = "qrVersion" + 1, "updatedAt" = ${args.now}
    where id = ${args.ticketId} and status = 'LISTED' and "ownerId" = ${args.sellerId}`;
  if (revoked !== 1) return false;
  await tx.ticketHistory.create({ data: { ticketId: args.ticketId, kind: "REVOKED", fromUserId: args.sellerId, toUserId: args.buyerId, note: "handed back", at: args.now } });
  return true;
}

/** The seat of a ticket (a seated hand-back's offer carries it on its order line, so the buyer sees it). */
export async function seatOfTicket(tx: Tx, ticketId: string): Promise<string | null> {
  return (await tx.ticket.findUnique({ where: { id: ticketId }, select: { seatId: true } }))?.seatId ?? null;
}

/**
 * A sold hand-back's seat leaves the seller's ticket, still LISTED by them, so that the buyer's new ticket can
 * take it in the same transaction (Ticket.seatId is unique: one seat, one ticket). Returns the seat let go of,
 * or null when the ticket had none; false when the ticket was not listed by the seller any more.
 */
export async function releaseSeatOfSoldTicket(tx: Tx, args: { ticketId: string; sellerId: string }): Promise<string | null | false> {
  const [row] = await tx.$queryRaw<{ seatId: string | null }[]>`
    select "seatId" from "Ticket" where id = ${args.ticketId} and status = 'LISTED' and "ownerId" = ${args.sellerId} for update`;
  if (!row) return false;
  if (row.seatId) await tx.ticket.update({ where: { id: args.ticketId }, data: { seatId: null } });
  return row.seatId;
}

/** Of these seats, those a live (not revoked) ticket holds: a refund of the order that first sold one gives back only the others. */
export async function seatsOfLiveTickets(tx: Tx, seatIds: string[]): Promise<Set<string>> {
  if (!seatIds.length) return new Set();
  const rows = await tx.ticket.findMany({ where: { seatId: { in: seatIds }, status: { not: "REVOKED" } }, select: { seatId: true } });
  return new Set(rows.map((r) => r.seatId!));
}

/** The tickets issued for these order items, each with the item it came from. */
export async function ticketsOfOrderItems(tx: Tx, orderItemIds: string[]): Promise<{ id: string; orderItemId: string }[]> {
  if (!orderItemIds.length) return [];
  const rows = await tx.ticket.findMany({ where: { orderItemId: { in: orderItemIds } }, select: { id: true, orderItemId: true } });
  return rows.map((r) => ({ id: r.id, orderItemId: r.orderItemId! }));
}

/** The ticket issued for one of these order items (the buyer's new ticket), or null. */
export async function ticketOfOrderItems(tx: Tx, orderItemIds: string[]): Promise<string | null> {
  return (await tx.ticket.findFirst({ where: { orderItemId: { in: orderItemIds } }, select: { id: true } }))?.id ?? null;
}
