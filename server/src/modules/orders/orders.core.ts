// The order lifecycle every kind shares (tickets, merch, top-ups): a hold that expires, payment, release.
// Each kind's module registers what happens to its stock and goods; this module owns the Order row's
// status and makes every change a conditional UPDATE, so a payment and an expiry racing for the same
// order cannot both win.
import crypto from "node:crypto";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { Order, OrderKind } from "../../generated/prisma/client.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { stockReturned } from "../../platform/soldout.ts";

/** How long a secured order holds its stock ("An order is only secured for 10 minutes"). */
export const ORDER_HOLD_MINUTES = 10;

export interface OrderKindHandler {
  /** Inside the transaction that made the order PAID: issue tickets, credit a wallet, award entries… */
  onPaid?(tx: Tx, order: Order, deps: Deps): Promise<void>;
  /** Inside the transaction that cancelled or expired an unpaid order: give its held stock back. */
  onReleased?(tx: Tx, order: Order, deps: Deps): Promise<void>;
}

const handlers = new Map<OrderKind, OrderKindHandler[]>();

/** Modules register at import time (from their *.schema.ts), several per kind allowed, run in order. */
export function registerOrderKindHandler(kind: OrderKind, handler: OrderKindHandler): void {
  const list = handlers.get(kind) ?? [];
  list.push(handler);
  handlers.set(kind, list);
}

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

/** Everything that is sold from a counted stock: `sold` counts held + paid units, within a limit column. */
const stockTables = {
  ticketType: { table: "TicketType", limit: "capacity" },
  merchVariant: { table: "MerchVariant", limit: "stock" },
} as const;
export type StockKind = keyof typeof stockTables;

/**
 * Takes `quantity` units from a stock in one conditional UPDATE: true when they were available. Concurrent
 * buyers serialise on the row lock, and the condition (plus a CHECK constraint) means the stock can never
 * go past its limit, whatever the interleaving. The one implementation behind ticket and merch holds.
 */
export async function takeStock(tx: Tx, kind: StockKind, id: string, quantity: number): Promise<boolean> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new Error(`bad quantity ${quantity}`);
  const { table, limit } = stockTables[kind];
  const n = await tx.$executeRaw`update ${Prisma.raw(`"${table}"`)} set sold = sold + ${quantity}
    where id = ${id} and sold + ${quantity} <= ${Prisma.raw(`"${limit}"`)}`;
  return n === 1;
}

/** Gives units back (a released hold). */
export async function returnStock(tx: Tx, kind: StockKind, id: string, quantity: number): Promise<void> {
  const { table } = stockTables[kind];
  await tx.$executeRaw`update ${Prisma.raw(`"${table}"`)} set sold = greatest(sold - ${quantity}, 0) where id = ${id}`;
  // Every release of tickets passes here (cancel, lapsed hold, released payment): no more "sold out".
  if (kind === "ticketType") await stockReturned(id);
}

/** Unpaid holds on stock right now, for /metrics. */
export function countActiveHolds(deps: Deps): Promise<number> {
  return deps.db.order.count({ where: { status: "AWAITING_PAYMENT", expiresAt: { gt: deps.now() } } });
}

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
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
  for (const h of handlers.get(order.kind) ?? []) await h.onPaid?.(tx, order, deps);
  return order;
}

/** AWAITING_PAYMENT → CANCELLED or EXPIRED, returning held stock. Null when it was not awaiting payment. */
export async function releaseOrder(
  tx: Tx,
  deps: Deps,
  orderId: string,
  to: "CANCELLED" | "EXPIRED",
  now: Date,
): Promise<Order | null> {
  const updated = await tx.order.updateMany({
    where: { id: orderId, status: "AWAITING_PAYMENT" },
    data: { status: to, cancelledAt: now },
  });
  if (updated.count !== 1) return null;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  for (const h of handlers.get(order.kind) ?? []) await h.onReleased?.(tx, order, deps);
  return order;
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
    for (const { id } of due) await releaseOrder(tx, deps, id, "EXPIRED", now);
    return due.length;
  });
}

export function registerOrderJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("orders:expire-holds", 5_000, async () => {
    // Drain in batches so a burst of expiries does not wait for the next tick.
    while ((await expireDueOrders(deps)) === 200);
  });
}

export type { Db };
