// Reads and writes of orders and order lines that other modules need (identity's "is it on a hold",
// merch's order lists and logistics, entry's pick-up redemption), so that no other module queries Order
// or OrderItem itself. Functions that must join a caller's transaction take its `tx`.
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import type { FulfilmentStatus, Order, OrderKind, Prisma } from "../../generated/prisma/client.ts";

/** True while the identity is on an order that still holds stock. */
export async function identityOnLiveHold(deps: Deps, identityId: string): Promise<boolean> {
  const n = await deps.db.orderItem.count({
    where: { identityId, order: { status: "AWAITING_PAYMENT", expiresAt: { gt: deps.now() } } },
  });
  return n > 0;
}

type OrderQuery = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };

/** Orders matching `where`, newest first (a fan's merch order list builds its own filter). */
export function listOrdersWhere(deps: Deps, query: OrderQuery, where: Prisma.OrderWhereInput) {
  return deps.db.order.findMany({ ...query, where, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** Whether an order list with this filter lists the order `id` (a cursor of the list must name one of its rows). */
export async function orderListedWhere(deps: Deps, id: string, where: Prisma.OrderWhereInput): Promise<boolean> {
  return (await deps.db.order.findFirst({ where: { AND: [{ id }, where] }, select: { id: true } })) !== null;
}

/** One of the fan's own orders of a kind by its number (null for anyone else's). */
export function findOwnOrderOfKind(deps: Deps, query: OrderQuery, userId: string, orderNo: string, kind: OrderKind) {
  return deps.db.order.findFirst({ ...query, where: { orderNo, userId, kind } });
}

/** Locks the order of a kind with this number for the caller's transaction; null when there is none. */
export async function lockOrderOfKindByNo(tx: Tx, orderNo: string, kind: OrderKind): Promise<Order | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`select id from "Order" where "orderNo" = ${orderNo} and kind = ${kind}::"OrderKind" for update`;
  if (!row) return null;
  return tx.order.findUniqueOrThrow({ where: { id: row.id } });
}

/** The merchandise variants on the MERCH order with this number (none when there is no such order). */
export async function merchVariantIdsOfOrderNo(db: Deps["db"] | Tx, orderNo: string): Promise<string[]> {
  const items = await db.orderItem.findMany({ where: { kind: "MERCH", order: { orderNo, kind: "MERCH" } }, select: { merchVariantId: true } });
  return items.flatMap((i) => (i.merchVariantId ? [i.merchVariantId] : []));
}

/** Marks every item of the order handed over (the whole order was picked up). */
export async function redeemAllOrderItems(tx: Tx, orderId: string): Promise<void> {
  await tx.$executeRaw`update "OrderItem" set "redeemedQuantity" = quantity where "orderId" = ${orderId}`;
}

/** Sets an order's fulfilment and returns the order. */
export function updateOrderFulfilment(tx: Tx, orderId: string, fulfilment: FulfilmentStatus): Promise<Order> {
  return tx.order.update({ where: { id: orderId }, data: { fulfilment } });
}

/**
 * Redeems one merch pick-up item of a paid pick-up order with a conditional UPDATE (two scanners racing on
 * one code cannot both succeed); returns whether this call redeemed it, and the item with its order.
 */
export async function redeemPickupOrderItem(tx: Tx, orderItemId: string) {
  const n = await tx.$executeRaw`
      update "OrderItem" i set "redeemedQuantity" = i.quantity
      from "Order" o
      where i.id = ${orderItemId} and i."orderId" = o.id and i.kind = 'MERCH' and i."redeemedQuantity" < i.quantity
        and o.status = 'PAID' and o."pickupDate" is not null`;
  const item = await tx.orderItem.findUnique({ where: { id: orderItemId }, include: { order: true } });
  return { redeemed: n === 1, item };
}

/** How many items of the order are not yet fully handed over. */
export function countUnredeemedItems(tx: Tx, orderId: string): Promise<number> {
  return tx.orderItem.count({ where: { orderId, redeemedQuantity: { lt: tx.orderItem.fields.quantity } } });
}

/** READY_FOR_PICKUP → PICKED_UP; true when this call moved it. */
export async function markOrderPickedUp(tx: Tx, orderId: string): Promise<boolean> {
  const moved = await tx.order.updateMany({ where: { id: orderId, fulfilment: "READY_FOR_PICKUP" }, data: { fulfilment: "PICKED_UP" } });
  return moved.count === 1;
}

/** A paid merch item of the fan's, with what its pick-up pass needs; null for anyone else's. */
export function paidMerchItemOf(deps: Deps, userId: string, orderItemId: string) {
  return deps.db.orderItem.findFirst({
    where: { id: orderItemId, kind: "MERCH", order: { userId, status: "PAID" } },
    select: { id: true, quantity: true, redeemedQuantity: true, merchVariantId: true },
  });
}

/** A merch item with its order (the gate and the status page add the order's event and the product's name). */
export function merchItemWithOrder(deps: Deps, orderItemId: string) {
  return deps.db.orderItem.findFirst({ where: { id: orderItemId, kind: "MERCH" }, include: { order: true } });
}

/** Locks an order item's row for the caller's transaction. */
export async function lockOrderItem(tx: Tx, orderItemId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "OrderItem" WHERE id = ${orderItemId} FOR UPDATE`;
}

/** Merch items that can no longer be picked up (handed over, or their order not paid), optionally of one event and of these variants. */
export function closedMerchItemIds(deps: Deps, eventId: string | null | undefined, variantIds: string[] | null = null) {
  return deps.db.orderItem.findMany({
    where: {
      kind: "MERCH",
      OR: [{ redeemedQuantity: { gt: 0 } }, { order: { status: { not: "PAID" } } }],
      order: eventId ? { eventId } : {},
      ...(variantIds ? { merchVariantId: { in: variantIds } } : {}),
    },
    select: { id: true },
    take: 50_000,
  });
}

/** True when any order, of any status, has a line of this merchandise variant (its history points at it). */
export async function merchVariantOrdered(tx: Tx, merchVariantId: string): Promise<boolean> {
  return (await tx.orderItem.count({ where: { merchVariantId } })) > 0;
}

/**
 * One of the fan's own orders, by its id or its number, with what a support request about it needs (its
 * event, and its merchandise for an order of products of no event); null for another fan's or none.
 */
export async function ownOrderForSupport(db: Deps["db"] | Tx, userId: string, idOrNo: string) {
  const order = await db.order.findFirst({
    where: { userId, OR: [{ id: idOrNo }, { orderNo: idOrNo }] },
    select: { id: true, orderNo: true, kind: true, eventId: true, items: { select: { id: true, merchVariantId: true } } },
  });
  if (!order) return null;
  return { id: order.id, orderNo: order.orderNo, kind: order.kind, eventId: order.eventId, itemIds: order.items.map((i) => i.id), merchVariantIds: order.items.flatMap((i) => (i.merchVariantId ? [i.merchVariantId] : [])) };
}

/** An order's number by its id (null when there is none); one query per tick however many ask. */
export async function orderNoOf(db: Deps["db"] | Tx, id: string): Promise<string | null> {
  return (await db.order.findUnique({ where: { id }, select: { orderNo: true } }))?.orderNo ?? null;
}

/** The event of each of these orders (null: merchandise of no event), by order id; one statement however many. */
export async function eventIdsOfOrders(db: Deps["db"] | Tx, orderIds: readonly string[]): Promise<Map<string, string | null>> {
  if (!orderIds.length) return new Map();
  const rows = await db.$queryRaw<{ id: string; eventId: string | null }[]>`select id, "eventId" from "Order" where id = any(${orderIds}::text[])`;
  return new Map(rows.map((r) => [r.id, r.eventId]));
}
