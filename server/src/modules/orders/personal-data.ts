// The orders' side of the privacy rights (export, deletion blockers, erasure; the privacy module composes them).
import type { Db, Tx } from "../../db.ts";
import { Prisma } from "../../generated/prisma/client.ts";

/** The fan's orders with their lines, oldest first, for the personal-data export (privacy names their events and products). */
export function ordersForExport(db: Db | Tx, userId: string) {
  return db.order.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { items: true } });
}

/** Order numbers by order id (the personal-data export's payments). */
export async function orderNosByIds(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.order.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true } });
  return new Map(rows.map((o) => [o.id, o.orderNo]));
}

/** The fan's orders still holding stock at `now` (awaiting payment, not expired). */
export function countLiveHoldsOf(db: Db | Tx, userId: string, now: Date): Promise<number> {
  return db.order.count({ where: { userId, status: "AWAITING_PAYMENT", expiresAt: { gt: now } } });
}

/** The fan's paid merch orders not yet delivered or picked up. */
export function countUndeliveredMerchOf(db: Db | Tx, userId: string): Promise<number> {
  return db.order.count({ where: { userId, kind: "MERCH", status: "PAID", fulfilment: { notIn: ["DELIVERED", "PICKED_UP"] } } });
}

/** Erasure: orders stay as sales records, without the copy of the shipping address. */
export async function clearShippingAddressesOf(tx: Tx, userId: string): Promise<void> {
  await tx.order.updateMany({ where: { userId, shippingAddress: { not: Prisma.DbNull } }, data: { shippingAddress: Prisma.DbNull } });
}
