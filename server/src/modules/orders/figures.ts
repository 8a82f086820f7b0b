// An event's ticket sales as numbers for its organiser's live dashboard: tickets sold and held, revenue,
// and tickets sold per minute. The caller (the dashboard module) has already checked that the event is
// the operator's.
import type { Db } from "../../db.ts";

export interface EventSalesFigures {
  /** Tickets in paid orders. */
  sold: number;
  /** Tickets in orders awaiting payment whose hold has not run out. */
  held: number;
  /** Paid orders' totals, in minor units of the event's currency. */
  revenueAmount: number;
  paidOrders: number;
  /** Tickets paid for in each minute since `since` (minutes without a sale are left out). */
  soldPerMinute: { minute: Date; count: number }[];
}

export async function eventSalesFigures(db: Db, eventId: string, now: Date, since: Date): Promise<EventSalesFigures> {
  const [sold, held, revenue, perMinute] = await Promise.all([
    db.orderItem.aggregate({ _sum: { quantity: true }, where: { kind: "TICKET", order: { eventId, status: "PAID" } } }),
    db.orderItem.aggregate({ _sum: { quantity: true }, where: { kind: "TICKET", order: { eventId, status: "AWAITING_PAYMENT", expiresAt: { gt: now } } } }),
    db.order.aggregate({ _sum: { totalAmount: true }, _count: { _all: true }, where: { eventId, kind: "TICKET", status: "PAID" } }),
    db.$queryRaw<{ minute: Date; count: bigint }[]>`
      select date_trunc('minute', o."paidAt") as minute, sum(i.quantity)::bigint as count
      from "Order" o join "OrderItem" i on i."orderId" = o.id
      where o."eventId" = ${eventId} and o.status = 'PAID' and o.kind = 'TICKET' and i.kind = 'TICKET' and o."paidAt" >= ${since}
      group by 1 order by 1`,
  ]);
  return {
    sold: sold._sum.quantity ?? 0,
    held: held._sum.quantity ?? 0,
    revenueAmount: revenue._sum.totalAmount ?? 0,
    paidOrders: revenue._count._all,
    soldPerMinute: perMinute.map((r) => ({ minute: r.minute, count: Number(r.count) })),
  };
}
