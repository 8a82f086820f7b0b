// The order lifecycle every kind shares (tickets, merch, top-ups): a hold that expires, payment, release.
// What happens to each kind's stock and goods is the "order:paid" / "order:released" domain events' handlers
// (wired in server/src/wiring.ts); this module owns the Order row's status and makes every change a conditional UPDATE, so a payment and an expiry racing for the same
// order cannot both win.
import crypto from "node:crypto";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { FulfilmentStatus, Order, OrderKind } from "../../generated/prisma/client.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import type { OrderLine, OrderRefundReason } from "../../domain-events.ts";
import { docNumberHashesOf } from "../identity/index.ts";

/** How long a secured order holds its stock ("An order is only secured for 10 minutes"). */
export const ORDER_HOLD_MINUTES = 10;

const kindLetter: Record<OrderKind, string> = { TICKET: "T", MERCH: "M", TOPUP: "R" };

/** A readable, unguessable order number: kind letter, UTC date, 10 random base-32 characters. */
export function newOrderNo(kind: OrderKind, now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = crypto.randomBytes(10);
  let rand = "";
  for (const b of bytes) rand += alphabet[b & 31];
  return `${kindLetter[kind]}${date}${rand}`;
}

/** Unpaid holds on stock right now, for /metrics. */
export function countActiveHolds(deps: Deps): Promise<number> {
  return deps.db.order.count({ where: { status: "AWAITING_PAYMENT", expiresAt: { gt: deps.now() } } });
}

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
}

/** The order's lines for its event handlers (a top-up has none: no query). */
async function orderLines(tx: Tx, order: Order): Promise<OrderLine[]> {
  return (await linesOfOrders(tx, [order])).get(order.id) ?? [];
}

/** orderLines of several orders in one read (top-ups have none), by order id. */
async function linesOfOrders(tx: Tx, orders: Order[]): Promise<Map<string, OrderLine[]>> {
  const out = new Map<string, OrderLine[]>(orders.map((o) => [o.id, []]));
  const ids = orders.filter((o) => o.kind !== "TOPUP").map((o) => o.id);
  if (!ids.length) return out;
  const items = await tx.orderItem.findMany({
    where: { orderId: ids.length === 1 ? ids[0]! : { in: ids } },
    select: { id: true, orderId: true, kind: true, ticketTypeId: true, seatId: true, merchVariantId: true, identityId: true, quantity: true },
    orderBy: { id: "asc" },
  });
  const hashes = await docNumberHashesOf(tx, items.flatMap((i) => (i.identityId ? [i.identityId] : [])));
  for (const { orderId, ...line } of items) out.get(orderId)!.push({ ...line, identityHash: line.identityId ? (hashes.get(line.identityId) ?? null) : null });
  return out;
}

/** A paid merch order's step on its fulfilment track (merch decides the track; the column is the order's). */
export async function setOrderFulfilment(tx: Tx, orderId: string, fulfilment: FulfilmentStatus): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { fulfilment } });
}

/**
 * AWAITING_PAYMENT → PAID, only while the hold is live. Returns the paid order, or null when the order
 * is no longer payable (already paid, cancelled, or its hold expired: the caller then refunds).
 */
export async function markOrderPaid(tx: Tx, deps: Deps, orderId: string, now: Date): Promise<Order | null> {
  const updated = await tx.order.updateMany({
    where: { id: orderId, status: "AWAITING_PAYMENT", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    data: { status: "PAID", paidAt: now },
  });
  if (updated.count !== 1) return null;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  await deps.events.emit(tx, deps, "order:paid", { order, lines: await orderLines(tx, order) });
  return order;
}

/** AWAITING_PAYMENT → CANCELLED or EXPIRED, returning held stock. Null when it was not awaiting payment. */
export async function releaseOrder(
  tx: Tx,
  deps: Deps,
  orderId: string,
  to: "CANCELLED" | "EXPIRED",
  now: Date,
  reason?: "event-cancelled",
): Promise<Order | null> {
  return (await releaseOrders(tx, deps, [orderId], to, now, reason))[0] ?? null;
}

/**
 * An event was cancelled: its unpaid ticket and merch orders are cancelled (their holds go back) and its paid
 * ones refunded (order:refunded, so that payments returns the money and merch its stock), except merch that
 * has already left the organiser's hands (shipped, delivered or picked up): the fan has the goods. Conditional
 * updates: a second run, or an order that changed meanwhile, does nothing twice. Each as a batch (the unpaid
 * ones first, then the paid ones, each in id order), in statements per batch of SETTLE_BATCH, not per order:
 * one order at a time cost 6–10 statements each, so the cancel of an event of 20,000 orders would outlast its
 * transaction's two minutes.
 */
export async function settleOrdersOfCancelledEvent(tx: Tx, deps: Deps, eventId: string, now: Date): Promise<void> {
  const orders = await tx.order.findMany({
    where: { eventId, kind: { in: ["TICKET", "MERCH"] }, status: { in: ["AWAITING_PAYMENT", "PAID"] }, OR: [{ fulfilment: null }, { fulfilment: { notIn: goodsHandedOver } }] },
    select: { id: true, status: true },
    orderBy: { id: "asc" },
  });
  const unpaid = orders.filter((o) => o.status === "AWAITING_PAYMENT").map((o) => o.id);
  const paid = orders.filter((o) => o.status === "PAID").map((o) => o.id);
  for (let i = 0; i < unpaid.length; i += SETTLE_BATCH) await releaseOrders(tx, deps, unpaid.slice(i, i + SETTLE_BATCH), "CANCELLED", now, "event-cancelled");
  for (let i = 0; i < paid.length; i += SETTLE_BATCH) await refundOrdersOfCancelledEvent(tx, deps, paid.slice(i, i + SETTLE_BATCH), now);
}

/** Orders a cancelled event's settlement releases or refunds per statement (the ids a statement carries). */
const SETTLE_BATCH = 1_000;

/** refundPaidOrder of a cancelled event's paid orders, as a batch (order:refunded raised with emitEach). */
async function refundOrdersOfCancelledEvent(tx: Tx, deps: Deps, orderIds: string[], now: Date): Promise<void> {
  const refunded = await tx.$queryRaw<{ id: string }[]>`update "Order" set status = 'REFUNDED', "cancelledAt" = ${now}, "updatedAt" = ${new Date()}
    where id = any(${orderIds}::text[]) and status = 'PAID' and (fulfilment is null or fulfilment::text <> all(${goodsHandedOver}::text[])) returning id`;
  const orders = await ordersInTurn(tx, orderIds, refunded);
  const lines = await linesOfOrders(tx, orders);
  await deps.events.emitEach(tx, deps, "order:refunded", orders.map((order) => ({ order, lines: lines.get(order.id)!, reason: "event-cancelled" as const })));
}

/** The orders `changed` names, read in one statement, in the order of `orderIds`. */
async function ordersInTurn(tx: Tx, orderIds: string[], changed: { id: string }[]): Promise<Order[]> {
  if (!changed.length) return [];
  const byId = new Map((await tx.order.findMany({ where: { id: { in: changed.map((r) => r.id) } } })).map((o) => [o.id, o]));
  return orderIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * PAID → REFUNDED, for an order refunded in full (an organiser's refund, a lost dispute): its handlers void its
 * tickets and give its stock back (wiring.ts). Null when it was not paid (refunded already, by a cancel racing this).
 */
export async function refundPaidOrder(tx: Tx, deps: Deps, orderId: string, now: Date, reason: Exclude<OrderRefundReason, "event-cancelled">): Promise<Order | null> {
  const n = await tx.order.updateMany({ where: { id: orderId, status: "PAID" }, data: { status: "REFUNDED", cancelledAt: now } });
  if (n.count !== 1) return null;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  await deps.events.emit(tx, deps, "order:refunded", { order, lines: await orderLines(tx, order), reason });
  return order;
}

/** The order's row, locked for the rest of `tx` (a refund decides on it; every other change of the order waits). */
export async function lockOrder(tx: Tx, orderId: string): Promise<Order | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`select id from "Order" where id = ${orderId} for update`;
  return row ? tx.order.findUniqueOrThrow({ where: { id: row.id } }) : null;
}

/** A payment attempt the provider never took (it refused the request itself): the fan may try again. */
export async function givePaymentAttemptBack(tx: Tx, orderId: string): Promise<void> {
  await tx.$executeRaw`update "Order" set "paymentAttempts" = "paymentAttempts" - 1 where id = ${orderId} and "paymentAttempts" > 0`;
}

/** Whether a merch order's goods have left the organiser's hands (then a refund gives no stock back). */
export function merchHandedOver(order: Pick<Order, "fulfilment">): boolean {
  return order.fulfilment !== null && goodsHandedOver.includes(order.fulfilment);
}

/** Merch whose goods have left the organiser: a cancelled event does not refund it. */
const goodsHandedOver: FulfilmentStatus[] = ["SHIPPED", "DELIVERED", "PICKED_UP"];

/**
 * What a cancel of the event refunds (its summary before, its progress after): the paid orders a cancel
 * would refund now (tickets, and merchandise not handed over, as settleOrdersOfCancelledEvent picks them)
 * and the orders already refunded.
 */
export async function cancelRefundOrderIds(db: Db | Tx, eventId: string): Promise<{ toRefund: string[]; refunded: string[] }> {
  const rows = await db.order.findMany({
    where: { eventId, kind: { in: ["TICKET", "MERCH"] }, OR: [{ status: "REFUNDED" }, { status: "PAID", OR: [{ fulfilment: null }, { fulfilment: { notIn: goodsHandedOver } }] }] },
    select: { id: true, status: true },
  });
  return { toRefund: rows.filter((r) => r.status === "PAID").map((r) => r.id), refunded: rows.filter((r) => r.status === "REFUNDED").map((r) => r.id) };
}

/** The ids of an event's ticket orders in one state (for the payments of a cancelled event). */
export async function ticketOrderIdsOfEvent(db: Db | Tx, eventId: string, status: Order["status"]): Promise<string[]> {
  const rows = await db.order.findMany({ where: { eventId, kind: "TICKET", status }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** The ids of an event's orders of one kind in one state (a cancelled event's refunded tickets and merch). */
export async function orderIdsOfEvent(db: Db | Tx, eventId: string, kind: "TICKET" | "MERCH", status: Order["status"]): Promise<string[]> {
  const rows = await db.order.findMany({ where: { eventId, kind, status }, select: { id: true } });
  return rows.map((r) => r.id);
}

/**
 * Expires unpaid orders whose hold has passed and returns their stock. Safe on several instances at
 * once (the job uses SKIP LOCKED) and after a restart (it is a sweep over the database, not a timer per order).
 * `where` narrows the sweep (e.g. to one ticket type before declaring it sold out).
 */
export async function expireDueOrders(deps: Deps, opts: { limit?: number; eventId?: string } = {}): Promise<number> {
  const now = deps.now();
  const limit = opts.limit ?? 200;
  return deps.db.$transaction(async (tx) => {
    const ofEvent = opts.eventId ? Prisma.sql`and "eventId" = ${opts.eventId}` : Prisma.empty;
    // The job skips rows another sweep is releasing; a buyer's sweep of one event waits for them
    // instead, so that when it returns, every lapsed hold of the event has given its stock back.
    const skipLocked = opts.eventId ? Prisma.empty : Prisma.sql`skip locked`;
    const due = await tx.$queryRaw<{ id: string }[]>`
      select id from "Order" where status = 'AWAITING_PAYMENT' and "expiresAt" <= ${now} ${ofEvent}
      order by "expiresAt" limit ${limit} for update ${skipLocked}`;
    await releaseOrders(tx, deps, due.map((d) => d.id), "EXPIRED", now);
    return due.length;
  });
}

/**
 * releaseOrder for a batch of orders, in their order, with set-based statements: one update of the orders,
 * one read of them and one of their lines, and order:released raised for all of them at once (emitEach: each
 * handler takes the batch, most in a few statements whatever its size). The orders not awaiting payment are
 * left as they are; returns those released.
 */
async function releaseOrders(tx: Tx, deps: Deps, orderIds: string[], to: "CANCELLED" | "EXPIRED", now: Date, reason?: "event-cancelled"): Promise<Order[]> {
  if (!orderIds.length) return [];
  const released = await tx.$queryRaw<{ id: string }[]>`update "Order" set status = ${to}::"OrderStatus", "cancelledAt" = ${now}, "updatedAt" = ${new Date()}
      where id = any(${orderIds}::text[]) and status = 'AWAITING_PAYMENT' returning id`;
  const orders = await ordersInTurn(tx, orderIds, released);
  const lines = await linesOfOrders(tx, orders);
  await deps.events.emitEach(tx, deps, "order:released", orders.map((order) => ({ order, lines: lines.get(order.id)!, ...(reason ? { reason } : {}) })));
  return orders;
}

/**
 * Lapsed holds the job releases per transaction. One order at a time they cost 13 statements each through
 * Prisma inside one interactive transaction (15 s at most): 200 seated orders took longer than that on a
 * loaded machine, and 4,501 holds lapsing at once after a 10,000-fan race came back at 27 a second, the
 * ticket type's row locked across each batch (npm run bench -- onsale --seats). Released as a batch
 * (releaseOrders) a transaction of 200 costs a few dozen statements.
 */
const EXPIRE_BATCH = 200;

export function registerOrderJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("orders:expire-holds", 5_000, async () => {
    // Drain in batches so a burst of expiries does not wait for the next tick.
    while ((await expireDueOrders(deps, { limit: EXPIRE_BATCH })) === EXPIRE_BATCH);
  });
}

export type { Db };

/** What a fan paid in Fan Coin top-ups between two instants (from inclusive, to exclusive): the giveaway's measure. */
export async function paidTopUpTotal(tx: Tx, userId: string, between: { from: Date; to: Date }): Promise<number> {
  const sum = await tx.order.aggregate({
    _sum: { totalAmount: true },
    where: { userId, kind: "TOPUP", status: "PAID", currency: "FANCOIN", paidAt: { gte: between.from, lt: between.to } },
  });
  return sum._sum.totalAmount ?? 0;
}

/** Units of a merch product (its variants' ids: merch knows them) that count against a fan's limit: paid orders plus holds still live. */
export async function merchUnitsCounted(tx: Db | Tx, userId: string, variantIds: string[], now: Date): Promise<number> {
  const sum = await tx.orderItem.aggregate({
    _sum: { quantity: true },
    where: {
      kind: "MERCH",
      merchVariantId: { in: variantIds },
      order: { userId, OR: [{ status: "PAID" }, { status: "AWAITING_PAYMENT", expiresAt: { gt: now } }] },
    },
  });
  return sum._sum.quantity ?? 0;
}

/** The fan's order made earlier with this idempotency key (a retried secure), or null. */
export function findOrderByIdempotencyKey(tx: Db | Tx, userId: string, idempotencyKey: string): Promise<Order | null> {
  return tx.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } } });
}

/** Creates an order awaiting payment with its lines, inside the transaction that took their stock. */
export function createHeldOrder(tx: Db | Tx, data: Prisma.OrderUncheckedCreateInput): Promise<Order> {
  return tx.order.create({ data });
}

/** The id of one of the fan's orders of a kind, by its number, or null. */
export async function findOwnOrderId(tx: Db | Tx, userId: string, orderNo: string, kind: OrderKind): Promise<string | null> {
  const order = await tx.order.findFirst({ where: { orderNo, userId, kind }, select: { id: true } });
  return order?.id ?? null;
}

/** One order by its number, or null. */
export function findOrderByNo(db: Db | Tx, orderNo: string): Promise<Order | null> {
  return db.order.findUnique({ where: { orderNo } });
}

/** One order by id, or null. */
export function findOrder(db: Db | Tx, orderId: string): Promise<Order | null> {
  return db.order.findUnique({ where: { id: orderId } });
}

/** One order by id; throws when there is none. */
export function getOrder(db: Db | Tx, orderId: string): Promise<Order> {
  return db.order.findUniqueOrThrow({ where: { id: orderId } });
}

/**
 * Counts one payment attempt on an order, atomically: false when it is not payable now (not awaiting
 * payment, its hold lapsed) or has no attempts left. The row lock it takes is held to the end of `tx`.
 */
export async function claimPaymentAttempt(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const n = await tx.$executeRaw`update "Order" set "paymentAttempts" = "paymentAttempts" + 1, "updatedAt" = ${now}
    where id = ${orderId} and status = 'AWAITING_PAYMENT' and ("expiresAt" is null or "expiresAt" > ${now})
      and ("maxPaymentAttempts" is null or "paymentAttempts" < "maxPaymentAttempts")`;
  return n === 1;
}

/** An order's lines in the order they were added (the payment pages name them from the events' and merch's records). */
export function orderItemsOf(db: Db | Tx, orderId: string) {
  return db.orderItem.findMany({ where: { orderId }, orderBy: { id: "asc" }, select: { ticketTypeId: true, merchVariantId: true, quantity: true } });
}

/** What an order item was paid per unit, in its order's currency (a hand-back's face value); null when none. */
export async function orderItemPrice(db: Db | Tx, orderItemId: string): Promise<{ unitAmount: number; currency: string; orderId: string } | null> {
  const item = await db.orderItem.findUnique({ where: { id: orderItemId }, select: { unitAmount: true, orderId: true, order: { select: { currency: true } } } });
  return item ? { unitAmount: item.unitAmount, currency: item.order.currency, orderId: item.orderId } : null;
}

/** The ids of an order's items. */
export async function orderItemIdsOf(db: Db | Tx, orderId: string): Promise<string[]> {
  return (await db.orderItem.findMany({ where: { orderId }, select: { id: true } })).map((i) => i.id);
}
