// The organisers' view of orders: their events' orders, searched and paged, and the sales export. The
// caller passes the ids of the operator's own events (the events module decides which those are), and
// nothing outside them is read.
import type { Db } from "../../db.ts";
import type { OrderStatus, Prisma } from "../../generated/prisma/client.ts";
import { contactsOf } from "../users/index.ts";

export interface OperatorOrderQuery {
  /** The operator's events (all of theirs, or the one asked for): never empty-means-all. */
  eventIds: string[];
  status?: OrderStatus | null;
  /** An order number (exact) or the buyer's id. */
  orderNo?: string | null;
  buyerId?: string | null;
  idBelow?: string | null;
  idAbove?: string | null;
  limit: number;
  oldestFirst?: boolean;
}

const lines = { items: { select: { quantity: true, unitAmount: true, ticketType: { select: { name: true, area: true } } } } } as const;
export type OperatorOrderRow = Prisma.OrderGetPayload<{ include: typeof lines }>;

/** The orders of these events, newest first, keyset-paged on the id (a stable cursor). */
export function operatorOrders(db: Db, q: OperatorOrderQuery): Promise<OperatorOrderRow[]> {
  return db.order.findMany({
    where: {
      eventId: { in: q.eventIds },
      ...(q.status ? { status: q.status } : {}),
      ...(q.orderNo ? { orderNo: q.orderNo } : {}),
      ...(q.buyerId ? { userId: q.buyerId } : {}),
      ...(q.idBelow || q.idAbove ? { id: { ...(q.idBelow ? { lt: q.idBelow } : {}), ...(q.idAbove ? { gt: q.idAbove } : {}) } } : {}),
    },
    include: lines,
    orderBy: { id: q.oldestFirst ? "asc" : "desc" },
    take: q.limit,
  });
}

/** Whether operatorOrders over these events lists the order `id` (a cursor of it must name one of them). */
export async function operatorOrderListed(db: Db, id: string, eventIds: string[]): Promise<boolean> {
  return (await db.order.findFirst({ where: { id, eventId: { in: eventIds } }, select: { id: true } })) !== null;
}

export const csvCell = (v: string | number | null) => {
  const s = v === null ? "" : String(v);
  // Quoted when needed; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The paid (and refunded) sales of these events as CSV: one line per order line, amounts in minor units,
 * and the buyer's e-mail last (in full when `reveal`, else masked: the caller decides and audits).
 */
export async function salesCsv(db: Db, eventIds: string[], reveal = false): Promise<{ csv: string; count: number }> {
  const rows = await db.order.findMany({
    where: { eventId: { in: eventIds }, status: { in: ["PAID", "REFUNDED"] } },
    include: lines,
    orderBy: [{ paidAt: "asc" }, { id: "asc" }],
  });
  const buyers = await contactsOf(db, [...new Set(rows.map((o) => o.userId))], reveal);
  const out = [["orderNo", "eventId", "status", "paidAt", "ticketType", "area", "quantity", "unitAmount", "currency", "lineAmount", "buyerEmail"].join(",")];
  for (const o of rows) {
    for (const l of o.items) {
      out.push(
        [o.orderNo, o.eventId, o.status, o.paidAt?.toISOString() ?? null, l.ticketType?.name ?? null, l.ticketType?.area ?? null, l.quantity, l.unitAmount, o.currency, l.quantity * l.unitAmount, buyers.get(o.userId)?.email ?? null]
          .map(csvCell)
          .join(","),
      );
    }
  }
  return { csv: out.join("\n") + "\n", count: rows.length };
}

/** The buyers (account id and order number) of these order lines, by line id: who bought each ticket. */
export async function buyersOfOrderItems(db: Db, orderItemIds: string[]): Promise<Map<string, { userId: string; orderNo: string }>> {
  if (!orderItemIds.length) return new Map();
  const items = await db.orderItem.findMany({ where: { id: { in: orderItemIds } }, select: { id: true, order: { select: { userId: true, orderNo: true } } } });
  return new Map(items.map((i) => [i.id, i.order]));
}

/** One order as its organiser sees it (after a change made to it, e.g. a refund). */
export function operatorOrderById(db: Db, orderId: string): Promise<OperatorOrderRow | null> {
  return db.order.findUnique({ where: { id: orderId }, include: lines });
}
