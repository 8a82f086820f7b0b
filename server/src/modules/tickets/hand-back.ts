// What a hand-back (issue 32, modules/handback) does to the tickets this module owns: a ticket locked and
// LISTED, put back where it was when withdrawn, revoked when sold (its QR dies: a new qrVersion, REVOKED is
// never admitted). Each change names the status it expects, so a transfer or a gate scan racing it loses.
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

/** The ticket issued for one of these order items (the buyer's new ticket), or null. */
export async function ticketOfOrderItems(tx: Tx, orderItemIds: string[]): Promise<string | null> {
  return (await tx.ticket.findFirst({ where: { orderItemId: { in: orderItemIds } }, select: { id: true } }))?.id ?? null;
}
