// What a ticket order does when it is paid or released (registered with orders.core at import time).
// Paid: one Ticket per order item (status PAID, history PURCHASED), its held seat SOLD. Released: the
// stock goes back to the ticket types and the held seats become AVAILABLE again, in the same transaction.
import crypto from "node:crypto";
import type { Tx } from "../../db.ts";
import type { Order } from "../../generated/prisma/client.ts";
import { registerOrderKindHandler, returnStock } from "../orders/orders.core.ts";

/** FF + 12 random digits: unguessable enough to type at a merch counter, unique by constraint. */
export function newTicketNo(): string {
  const n = crypto.randomBytes(8).readBigUInt64BE() % 1_000_000_000_000n;
  return `FF${n.toString().padStart(12, "0")}`;
}

export async function issueTickets(tx: Tx, order: Order): Promise<void> {
  const items = await tx.orderItem.findMany({
    where: { orderId: order.id, kind: "TICKET" },
    include: { identity: { select: { docNumberHash: true } } },
    orderBy: { id: "asc" },
  });
  for (const item of items) {
    for (let i = 0; i < item.quantity; i++) {
      await tx.ticket.create({
        data: {
          ticketNo: newTicketNo(),
          eventId: order.eventId!,
          ticketTypeId: item.ticketTypeId!,
          seatId: item.seatId,
          ownerId: order.userId,
          orderItemId: item.id,
          identityId: item.identityId,
          identityHash: item.identity?.docNumberHash ?? null,
          status: "PAID",
          qrSecret: crypto.randomBytes(32),
          createdAt: order.paidAt ?? undefined,
          history: { create: { kind: "PURCHASED", toUserId: order.userId, at: order.paidAt ?? undefined } },
        },
      });
    }
  }
  await tx.seat.updateMany({ where: { heldByOrderId: order.id }, data: { status: "SOLD", heldByOrderId: null } });
}

export async function releaseTicketHold(tx: Tx, order: Order): Promise<void> {
  const byType = await tx.orderItem.groupBy({
    by: ["ticketTypeId"],
    where: { orderId: order.id, kind: "TICKET" },
    _sum: { quantity: true },
  });
  for (const t of byType) if (t.ticketTypeId && t._sum.quantity) await returnStock(tx, "ticketType", t.ticketTypeId, t._sum.quantity);
  await tx.seat.updateMany({ where: { heldByOrderId: order.id }, data: { status: "AVAILABLE", heldByOrderId: null } });
}

let registered = false;
/** Idempotent: the schema module calls it at import time. */
export function registerTicketOrderHandler(): void {
  if (registered) return;
  registered = true;
  registerOrderKindHandler("TICKET", {
    onPaid: (tx, order) => issueTickets(tx, order),
    onReleased: (tx, order) => releaseTicketHold(tx, order),
  });
}
