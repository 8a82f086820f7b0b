// The cancel of an event with many orders settles them as batches (orders.core settleOrdersOfCancelledEvent):
// its unpaid holds released and its paid orders refunded in a few statements per batch inside the cancel's
// transaction, where one order at a time cost 6–10 statements each (2,000 paid and 2,000 unpaid orders took
// 39 s of the transaction's 120; 20,000 would not have fitted). What each order's settlement does is
// unchanged: every hold's stock back, every payment refunded or due a refund once, one message per order.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { statementsOf } from "../helpers/statements.ts";
import { member } from "../helpers/graphql-result.ts";
import { createFan } from "../factories/fans.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { markOrderPaid } from "../../server/src/modules/orders/index.ts";
import { organiserWithEvent } from "./providers-support.ts";
import { waitFor } from "../helpers/wait.ts";
import { walletBalance } from "../../server/src/modules/wallet/index.ts";
import { reconcileRefunds } from "../../server/src/modules/payments/refunds.ts";
import { EVENT_CANCELLED_REFUND_DUE, RECONCILE_REFUNDS } from "../../server/src/modules/payments/payments.rules.ts";

let s: TestServer;
const db = () => s.app.deps.db;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 20 });
}, 120_000);
afterAll(() => s?.stop());

/** A succeeded Fan Coin payment of 100 for the order (`failureReason`: due a refund already). */
const walletPayment = (orderId: string, userId: string, failureReason: string | null = null) =>
  db().payment.create({
    data: { paymentNo: `P${crypto.randomBytes(6).toString("hex")}`, orderId, userId, method: "wallet", provider: "wallet", amount: 100, currency: "HKD", status: "SUCCEEDED", failureReason, idempotencyKey: crypto.randomUUID(), completedAt: new Date() },
  });

const CANCEL = `mutation CancelScale($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded refundsPending } ... on Error { code } } }`;

describe("an event's cancel", () => {
  it("settles 120 unpaid and 120 paid orders in a few statements per batch, each as if settled alone", async () => {
    const N = 120;
    const org = await organiserWithEvent(s, { standing: 4 * N, rows: [], perRow: 0 });
    const organiser = (await createStaffToken(db(), "organiser", ["events:write"], { organisationId: org.organisationId })).token;
    const hook = await db().webhookEndpoint.create({
      data: { organisationId: org.organisationId, url: "http://127.0.0.1:9/hook", secret: "whsec_dGVzdA==", eventTypes: ["order.cancelled", "order.refunded", "event.cancelled"] },
    });
    const fan = await createFan(s.app.deps, { balance: 0 });
    const unpaid: string[] = [];
    const paid: string[] = [];
    for (let i = 0; i < 2 * N; i++) {
      const order = await db().order.create({
        data: { orderNo: `CS${crypto.randomBytes(6).toString("hex")}`, userId: fan.id, kind: "TICKET", eventId: org.event.id, currency: "HKD", totalAmount: 100, expiresAt: new Date(Date.now() + 3_600_000) },
      });
      await db().orderItem.create({ data: { orderId: order.id, kind: "TICKET", ticketTypeId: org.event.standingTypeId, quantity: 2, unitAmount: 50 } });
      if (i % 2) {
        unpaid.push(order.id);
        continue;
      }
      await db().$transaction((tx) => markOrderPaid(tx, s.app.deps, order.id, new Date()));
      await walletPayment(order.id, fan.id);
      paid.push(order.id);
    }
    await db().ticketType.update({ where: { id: org.event.standingTypeId }, data: { sold: 4 * N } });

    // The refund job stays out until the test runs it: the cancel sends what it can in 5 s, the job the rest.
    await s.app.jobs.pause();
    const { result, statements } = await statementsOf(s.app, () => s.gqlRaw(CANCEL, { id: org.event.id }, { token: organiser }));
    const cancelled = member((result.data as { cancelEvent: { __typename: string } }).cancelEvent, "EventCancellation") as unknown as { paymentsRefunded: number; refundsPending: number };
    // The cancel's own transaction (the refunds through their providers follow its commit, one payment at a time).
    const begin = statements.findIndex((q) => q.trim() === "BEGIN");
    const inTransaction = statements.slice(begin, statements.indexOf("COMMIT", begin) + 1);
    expect(inTransaction.length, inTransaction.join("\n")).toBeLessThanOrEqual(60);

    expect(await db().order.count({ where: { id: { in: unpaid }, status: "CANCELLED" } })).toBe(N);
    expect(await db().order.count({ where: { id: { in: paid }, status: "REFUNDED" } })).toBe(N);
    // The holds' stock back; the paid tickets void with the event, their count kept (a cancelled event sells nothing).
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: org.event.standingTypeId } })).sold).toBe(2 * N);
    expect(await db().ticket.count({ where: { eventId: org.event.id, status: { not: "REVOKED" } } })).toBe(0);
    // Every payment refunded once (or due one), the fan's Fan Coin back once each. On a busy machine the 5 s the
    // cancel waits may end before all 120 are back: those started finish after the answer, the job sends the rest.
    expect(cancelled.paymentsRefunded + cancelled.refundsPending).toBe(N);
    expect(await db().payment.count({ where: { orderId: { in: paid }, status: "REFUNDED" } })).toBeGreaterThanOrEqual(cancelled.paymentsRefunded);
    await waitFor(async () => (await db().refund.count({ where: { status: "PENDING", payment: { orderId: { in: paid } } } })) === 0, "the refunds started come back", { timeoutMs: 30_000 });
    await reconcileRefunds(s.app.deps);
    s.app.jobs.resume();
    const refunded = await db().payment.count({ where: { orderId: { in: paid }, status: "REFUNDED" } });
    expect(refunded).toBe(N);
    const refunds = await db().refund.groupBy({ by: ["paymentId"], where: { payment: { orderId: { in: paid } } }, _count: { _all: true }, _sum: { amount: true } });
    expect(refunds).toHaveLength(N);
    expect(refunds.every((r) => r._count._all === 1 && r._sum.amount === 100)).toBe(true);
    expect(await walletBalance(s.app.deps, fan.id)).toBe(N * 100);
    // One message per order and one for the event, each its own.
    const messages = await db().webhookDelivery.findMany({ where: { endpointId: hook.id }, orderBy: { seq: "asc" } });
    const byType = (t: string) => messages.filter((m) => m.eventType === t).map((m) => (m.payload as { data: { orderId?: string } }).data.orderId);
    expect(byType("event.cancelled")).toHaveLength(1);
    expect(byType("order.cancelled").sort()).toEqual([...unpaid].sort());
    expect(byType("order.refunded").sort()).toEqual([...paid].sort());
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(messages.length);

    // A second cancel changes nothing.
    const again = await s.gqlRaw(CANCEL, { id: org.event.id }, { token: organiser });
    expect(again.errors).toBeUndefined();
    expect(await db().webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(messages.length);
    expect(await db().payment.count({ where: { orderId: { in: paid }, status: "REFUNDED" } })).toBe(refunded);
  }, 180_000);

  it("the refund job takes each cancelled event's due refunds in turn: a small event's are not left behind a large one's", async () => {
    // Two events whose paid orders are due a refund (as their cancels leave what they could not send): the
    // large one's are older. One run of 6 refunds three of each, where oldest first took six of the large one's.
    const due = async (size: number) => {
      const org = await organiserWithEvent(s, { standing: size, rows: [], perRow: 0 });
      const fan = await createFan(s.app.deps, { balance: 0 });
      const ids: string[] = [];
      for (let i = 0; i < size; i++) {
        const order = await db().order.create({
          data: { orderNo: `CT${crypto.randomBytes(6).toString("hex")}`, userId: fan.id, kind: "TICKET", eventId: org.event.id, currency: "HKD", totalAmount: 100, status: "REFUNDED" },
        });
        ids.push((await walletPayment(order.id, fan.id, EVENT_CANCELLED_REFUND_DUE)).id);
      }
      return ids;
    };
    await s.app.jobs.pause();
    try {
      const large = await due(12);
      const small = await due(3);
      await reconcileRefunds(s.app.deps, { ...RECONCILE_REFUNDS, batch: 6 });
      const refunded = async (ids: string[]) => db().payment.count({ where: { id: { in: ids }, status: "REFUNDED" } });
      expect({ large: await refunded(large), small: await refunded(small) }).toEqual({ large: 3, small: 3 });
      // The next runs take the rest, each payment once.
      await reconcileRefunds(s.app.deps, { ...RECONCILE_REFUNDS, batch: 6 });
      await reconcileRefunds(s.app.deps, { ...RECONCILE_REFUNDS, batch: 6 });
      expect({ large: await refunded(large), small: await refunded(small) }).toEqual({ large: 12, small: 3 });
      expect(await db().refund.count({ where: { paymentId: { in: [...large, ...small] } } })).toBe(15);
    } finally {
      s.app.jobs.resume();
    }
  }, 120_000);
});
