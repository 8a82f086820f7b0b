// The stock of ticket types and seats (TicketType.sold within capacity, Seat.status), which the events
// module owns: orders holds it, a paid order sells it, a released one gives it back, a giveaway draw takes
// one. Every change is one conditional statement inside the caller's transaction.
import type { Tx } from "../../db.ts";
import { stockReturned } from "../../platform/soldout.ts";

/**
 * Takes `quantity` units of a ticket type in one conditional UPDATE: true when they were available.
 * Concurrent buyers serialise on the row lock, and the condition (plus a CHECK constraint) means `sold`
 * can never pass `capacity`, whatever the interleaving.
 */
export async function takeTicketTypeStock(tx: Tx, ticketTypeId: string, quantity: number): Promise<boolean> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new Error(`bad quantity ${quantity}`);
  const n = await tx.$executeRaw`update "TicketType" set sold = sold + ${quantity} where id = ${ticketTypeId} and sold + ${quantity} <= "capacity"`;
  return n === 1;
}

/** Gives units back to a ticket type (a released hold). */
export async function returnTicketTypeStock(tx: Tx, ticketTypeId: string, quantity: number): Promise<void> {
  await tx.$executeRaw`update "TicketType" set sold = greatest(sold - ${quantity}, 0) where id = ${ticketTypeId}`;
  // Every release of tickets passes here (cancel, lapsed hold, released payment): no more "sold out".
  await stockReturned(ticketTypeId);
}

/** The seats an order held become SOLD (the order was paid). */
export async function sellSeatsHeldBy(tx: Tx, orderId: string): Promise<void> {
  await tx.seat.updateMany({ where: { heldByOrderId: orderId }, data: { status: "SOLD", heldByOrderId: null } });
}

/** Holds these seats for an order (released seats offered to the next fan in line): true when every one was free. */
export async function holdSeatsFor(tx: Tx, seatIds: string[], orderId: string): Promise<boolean> {
  const n = await tx.seat.updateMany({ where: { id: { in: seatIds }, status: "AVAILABLE" }, data: { status: "HELD", heldByOrderId: orderId } });
  return n.count === seatIds.length;
}

/** The seats these orders held become AVAILABLE again (they were cancelled or expired), in one statement. */
async function freeSeatsHeldBy(tx: Tx, orderIds: string[]): Promise<void> {
  await tx.seat.updateMany({ where: { heldByOrderId: orderIds.length === 1 ? orderIds[0]! : { in: orderIds } }, data: { status: "AVAILABLE", heldByOrderId: null } });
}

/**
 * The ticket lines' units back to their ticket types: one statement per type, in id order (two sweeps of one
 * event, or a sweep and a refund, lock the types in the same order).
 */
async function returnUnits(tx: Tx, lines: readonly { kind: string; ticketTypeId: string | null; quantity: number }[]): Promise<void> {
  const byType = new Map<string, number>();
  for (const l of lines) if (l.kind === "TICKET" && l.ticketTypeId) byType.set(l.ticketTypeId, (byType.get(l.ticketTypeId) ?? 0) + l.quantity);
  for (const [ticketTypeId, quantity] of [...byType].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) if (quantity) await returnTicketTypeStock(tx, ticketTypeId, quantity);
}

/** A ticket type's event, for issuing a ticket of it outside an order (a giveaway prize). */
export function ticketTypeForIssue(tx: Tx, ticketTypeId: string): Promise<{ id: string; eventId: string }> {
  return tx.ticketType.findUniqueOrThrow({ where: { id: ticketTypeId }, select: { id: true, eventId: true } });
}

/** Cancelled or expired ticket orders: each ticket type gets their held units back, their held seats are free again. */
export async function returnHeldTickets(tx: Tx, orders: { orderId: string; lines: { kind: string; ticketTypeId: string | null; quantity: number }[] }[]): Promise<void> {
  if (!orders.length) return;
  await returnUnits(tx, orders.flatMap((o) => o.lines));
  await freeSeatsHeldBy(tx, orders.map((o) => o.orderId));
}

/**
 * A paid ticket order refunded in full: its units go back to their ticket types and its sold seats are free
 * again (the next fan in line is offered them, or anyone can buy them).
 */
export async function returnSoldTickets(tx: Tx, lines: { kind: string; ticketTypeId: string | null; seatId: string | null; quantity: number }[]): Promise<void> {
  await returnUnits(tx, lines);
  const seatIds = lines.flatMap((l) => (l.kind === "TICKET" && l.seatId ? [l.seatId] : []));
  if (seatIds.length) await tx.seat.updateMany({ where: { id: { in: seatIds }, status: "SOLD" }, data: { status: "AVAILABLE", heldByOrderId: null } });
}

/**
 * Inside a payment's transaction, before it touches the order: waits for a cancel of the event that is under
 * way (cancelOperatorEvent holds the event's row FOR UPDATE) and says whether the event still takes payments.
 * A payment that got here first holds the lock until it commits, so the cancel then finds its order paid and
 * refunds it. KEY SHARE: payments of one event never wait for each other, and no edit of the event waits for them.
 */
export async function lockEventForPayment(tx: Tx, eventId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ cancelled: boolean }[]>`select "cancelledAt" is not null as cancelled from "Event" where id = ${eventId} for key share`;
  return rows.length === 1 && !rows[0]!.cancelled;
}
