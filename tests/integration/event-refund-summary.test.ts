// An event's cancellation refunds as the console shows them (issue 34): before confirming a cancel, how
// many paid orders it would refund and how much by payment method; after it, how many of its refunds went
// back, are still due, or failed, read from the refund records. Over HTTP, with real payments (Fan Coin
// and the sandbox provider's e-wallet and its webhook). Another organisation's event is NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { PAY_PASSWORD, sendWebhook, succeeded } from "./payments-support.ts";
import { buyer, key, organiserWithEvent, PAY, securedOrder } from "./providers-support.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

const SUMMARY = graphql(`
  query RefundSummary($eventId: ID!) {
    operatorEventRefunds(eventId: $eventId) {
      __typename
      ... on EventRefundSummary {
        eventId cancelled paidOrders refundsSucceeded refundsDue refundsFailed
        toRefund { method payments amount { amount currency } }
        refunded { method payments amount { amount currency } }
      }
      ... on Error { code }
    }
  }
`);
const CANCEL = graphql(`mutation RefundSummaryCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded refundsPending } ... on Error { code } } }`);

describe("a cancellation's refund summary and progress (issue 34)", () => {
  it("says before the cancel what it will refund by payment method, and after it how the refunds stand", async () => {
    const org = await organiserWithEvent(s, { standing: 20, standingPrice: 100_00 });
    const organiser = (await createStaffToken(s.app.deps.db, "organiser", ["events:write"], { organisationId: org.organisationId })).token;
    // Two orders paid with Fan Coin (2 and 1 tickets), one with the sandbox e-wallet (3 tickets), one held and unpaid.
    for (const quantity of [2, 1]) {
      const fan = await buyer(s, { balance: 10_000_00 });
      const order = await securedOrder(s, fan.token, org.event, quantity);
      expect((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token })).data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    }
    const walletFan = await buyer(s);
    const order = await securedOrder(s, walletFan.token, org.event, 3);
    const accepted = member((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "alipayHK", idempotencyKey: key() } }, { token: walletFan.token })).data?.payOrder, "PaymentAccepted");
    await sendWebhook(s.url, succeeded({ paymentNo: accepted.paymentNo, amount: order.total, currency: "HKD" }));
    await securedOrder(s, (await buyer(s)).token, org.event, 1);

    const before = member((await s.gql(SUMMARY, { eventId: org.event.id }, { token: organiser })).data?.operatorEventRefunds, "EventRefundSummary");
    expect(before).toMatchObject({ eventId: org.event.id, cancelled: false, paidOrders: 3, refundsSucceeded: 0, refundsDue: 0, refundsFailed: 0, refunded: [] });
    expect(before.toRefund).toEqual([
      { method: "alipayHK", payments: 1, amount: { amount: 300_00, currency: "HKD" } },
      { method: "wallet", payments: 2, amount: { amount: 300_00, currency: "FANCOIN" } },
    ]);
    // Asking changes nothing.
    expect((await s.app.deps.db.event.findUniqueOrThrow({ where: { id: org.event.id } })).cancelledAt).toBeNull();

    const cancelled = member((await s.gql(CANCEL, { id: org.event.id }, { token: organiser })).data?.cancelEvent, "EventCancellation");
    expect(cancelled.paymentsRefunded + cancelled.refundsPending).toBe(3);

    const after = member((await s.gql(SUMMARY, { eventId: org.event.id }, { token: organiser })).data?.operatorEventRefunds, "EventRefundSummary");
    expect(after).toMatchObject({ cancelled: true, paidOrders: 0, toRefund: [], refundsFailed: 0 });
    expect(after.refundsSucceeded + after.refundsDue).toBe(3);
    const refunds = await s.app.deps.db.refund.findMany({ where: { cause: "EVENT_CANCELLED", orderId: { in: (await s.app.deps.db.order.findMany({ where: { eventId: org.event.id }, select: { id: true } })).map((o) => o.id) } } });
    expect(after.refundsSucceeded).toBe(refunds.filter((r) => r.status === "SUCCEEDED").length);
    expect(after.refunded.find((r) => r.method === "wallet")).toEqual({ method: "wallet", payments: 2, amount: { amount: 300_00, currency: "FANCOIN" } });

    // A refund the provider refused shows as failed.
    const sandbox = refunds.find((r) => r.currency === "HKD")!;
    await s.app.deps.db.refund.update({ where: { id: sandbox.id }, data: { status: "FAILED", failureReason: "test: refused" } });
    const failed = member((await s.gql(SUMMARY, { eventId: org.event.id }, { token: organiser })).data?.operatorEventRefunds, "EventRefundSummary");
    expect(failed).toMatchObject({ refundsSucceeded: 2, refundsFailed: 1 });
  });

  it("is NOT_FOUND for another organisation's event, and FORBIDDEN without events:write", async () => {
    const mine = await organiserWithEvent(s, { standing: 5 });
    const theirs = await organiserWithEvent(s, { standing: 5 });
    const organiser = (await createStaffToken(s.app.deps.db, "organiser", ["events:write"], { organisationId: mine.organisationId })).token;
    expect((await s.gql(SUMMARY, { eventId: theirs.event.id }, { token: organiser })).data?.operatorEventRefunds).toEqual({ __typename: "NotFoundError", code: "NOT_FOUND" });
    expect((await s.gql(SUMMARY, { eventId: "no-such-event" }, { token: organiser })).data?.operatorEventRefunds).toEqual({ __typename: "NotFoundError", code: "NOT_FOUND" });
    const reader = await s.gql(SUMMARY, { eventId: mine.event.id }, { token: mine.boxOffice });
    expect(reader.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", scope: "events:write" });
  });
});
