// Released tickets of a sold-out waiting-room event, held for the next fan in line (issue 18): inside the
// transaction that released them, their stock is taken again and becomes an order awaiting payment in that
// fan's name, so nobody outside the line can take it in between. wiring.ts composes it with the queue.
import crypto from "node:crypto";
import type { Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { holdSeatsFor, takeTicketTypeStock, ticketTypesForOffer } from "../events/index.ts";
import { createHeldOrder, newOrderNo } from "./orders.core.ts";

export interface OfferHold {
  orderId: string;
  orderNo: string;
  ticketTypeId: string;
  ticketTypeName: string;
  quantity: number;
}

/**
 * Holds the lines for the fan until `expiresAt`; null when their stock is no longer there (nothing is held).
 * A seated line names its seats (the very seats released): they are held for this order, one item each.
 */
export async function holdOfferedTickets(
  tx: Tx,
  deps: Deps,
  args: { userId: string; eventId: string; lines: { ticketTypeId: string; quantity: number; seatIds?: string[] }[]; expiresAt: Date; maxPaymentAttempts: number | null },
): Promise<OfferHold | null> {
  const types = await ticketTypesForOffer(tx, args.lines.map((l) => l.ticketTypeId));
  const byId = new Map(types.map((t) => [t.id, t]));
  const seatsOf = (l: (typeof args.lines)[number]) => l.seatIds ?? [];
  // A seated line offers exactly the seats released, one per ticket; a standing line none.
  if (args.lines.some((l) => byId.get(l.ticketTypeId)?.eventId !== args.eventId || (byId.get(l.ticketTypeId)!.seated ? seatsOf(l).length !== l.quantity : seatsOf(l).length > 0))) return null;
  const orderId = crypto.randomUUID();
  for (const l of args.lines) if (!(await takeTicketTypeStock(tx, l.ticketTypeId, l.quantity))) throw new Error(`offer: stock of ${l.ticketTypeId} vanished inside its release`);
  const seatIds = args.lines.flatMap(seatsOf);
  const now = deps.now();
  const units = args.lines.flatMap((l) => Array.from({ length: l.quantity }, (_, i) => ({ type: byId.get(l.ticketTypeId)!, seatId: seatsOf(l)[i] ?? null })));
  const order = await createHeldOrder(tx, {
    id: orderId,
    orderNo: newOrderNo("TICKET", now),
    userId: args.userId,
    kind: "TICKET",
    eventId: args.eventId,
    currency: units[0].type.currency,
    totalAmount: units.reduce((n, u) => n + u.type.priceAmount, 0),
    expiresAt: args.expiresAt,
    maxPaymentAttempts: args.maxPaymentAttempts,
    createdAt: now,
    items: {
      create: units.map((u, i) => ({ id: `${orderId}.${String(i + 1).padStart(3, "0")}`, kind: "TICKET" as const, ticketTypeId: u.type.id, seatId: u.seatId, quantity: 1, unitAmount: u.type.priceAmount })),
    },
  });
  // The order exists (the seat's hold names it); the seats were freed by this same release.
  if (seatIds.length && !(await holdSeatsFor(tx, seatIds, order.id))) throw new Error("offer: released seats vanished inside their release");
  const first = byId.get(args.lines[0].ticketTypeId)!;
  return { orderId: order.id, orderNo: order.orderNo, ticketTypeId: first.id, ticketTypeName: first.name, quantity: units.length };
}
