// Completed top-ups without the wallet's payment flow: a TOPUP order row (AWAITING_PAYMENT, FANCOIN)
// made PAID by markOrderPaid inside a transaction, which runs every TOPUP handler exactly as the real
// payment does.
import type { TestServer } from "./server.ts";
import { lockWaiters, waitFor } from "./wait.ts";
import { holdExpiry, markOrderPaid, newOrderNo } from "../../server/src/modules/orders/index.ts";

/** Tops a fan up by `fanCoinMinor` Fan Coin minor units; returns the paid order. */
export async function completeTopup(s: TestServer, userId: string, fanCoinMinor: number) {
  const deps = s.app.deps;
  const now = deps.now();
  const order = await deps.db.order.create({
    data: { orderNo: newOrderNo("TOPUP", now), userId, kind: "TOPUP", currency: "FANCOIN", totalAmount: fanCoinMinor, expiresAt: holdExpiry(now) },
  });
  const paid = await deps.db.$transaction((tx) => markOrderPaid(tx, deps, order.id, deps.now()));
  if (!paid) throw new Error(`top-up ${order.orderNo} was not payable`);
  return paid;
}

/**
 * Top-ups whose transactions overlap for real: each pays its order, then holds its transaction open
 * until every other one has either paid too or is waiting for a lock (a lock in the handlers makes
 * them take turns), and only then commits. Without a lock in the handlers they would all decide before
 * any of them commits.
 */
export async function completeTopupsTogether(s: TestServer, userId: string, amounts: number[]) {
  const deps = s.app.deps;
  const now = deps.now();
  const orders = await Promise.all(
    amounts.map((totalAmount) =>
      deps.db.order.create({
        data: { orderNo: newOrderNo("TOPUP", now), userId, kind: "TOPUP", currency: "FANCOIN", totalAmount, expiresAt: holdExpiry(now) },
      }),
    ),
  );
  let arrived = 0;
  return Promise.all(
    orders.map((order) =>
      deps.db.$transaction(async (tx) => {
        const paid = await markOrderPaid(tx, deps, order.id, deps.now());
        arrived++;
        const run = (sql: string) => tx.$queryRawUnsafe<unknown[]>(sql);
        // Every top-up that has not paid yet must be blocked behind a lock before this one commits.
        await waitFor(async () => arrived === orders.length || (await lockWaiters(run)) >= orders.length - arrived, "the other top-ups to pay or wait for a lock");
        return paid;
      }),
    ),
  );
}
