// The cancel of an event paid by card does not wait for every refund at the provider: it sends them several
// at a time and answers the organiser within a few seconds (payments.rules CANCEL_REFUNDS), with how many went
// back and how many are on their way; the rest go on in the background, and payments:reconcile-refunds sends
// what is still due. Before, the cancel sent one refund at a time and answered only after the last: an event of
// thousands of card payments timed out in the console. Here Stripe (the double, behind the official SDK) holds
// every refund until the test releases it, as a slow provider would; each payment is still refunded exactly
// once, at Stripe and in our records, and a second cancel refunds nothing more.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../helpers/server.ts";
import { member } from "../helpers/graphql-result.ts";
import { StripeDouble } from "../helpers/stripe-double.ts";
import { waitFor } from "../helpers/wait.ts";
import { graphql } from "../gql/index.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { reconcileRefunds, refundDuePaymentIds, refundProgress } from "../../server/src/modules/payments/refunds.ts";
import { CANCEL_REFUNDS, EVENT_CANCELLED_REFUND_DUE } from "../../server/src/modules/payments/payments.rules.ts";
import { PAY_PASSWORD } from "./payments-support.ts";
import { buyer, key, lastSegment, organiserWithEvent, PAY, securedOrder, startServerWith } from "./providers-support.ts";

let s: TestServer;
let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await StripeDouble.start();
  s = await startServerWith(stripe.env({ PAYMENT_ROUTES: "card:stripe" }));
  stripe.webhookUrl = `${s.url}/webhooks/stripe`;
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await stripe?.stop();
});

const CANCEL = graphql(`mutation CardRefundsCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { ordersRefunded paymentsRefunded refundsPending } ... on Error { code } } }`);
const SUMMARY = graphql(`
  query CardRefundsSummary($eventId: ID!) {
    operatorEventRefunds(eventId: $eventId) { __typename ... on EventRefundSummary { refundsSucceeded refundsDue refundsFailed } ... on Error { code } }
  }
`);

describe("cancelling an event paid by card", () => {
  it("answers while the provider still works through the refunds, and refunds each payment once", async () => {
    const CARDS = 20;
    const org = await organiserWithEvent(s, { standing: 60, standingPrice: 50_00 });
    const organiser = (await createStaffToken(s.app.deps.db, "organiser", ["events:write"], { organisationId: org.organisationId })).token;
    const intents: string[] = [];
    for (let i = 0; i < CARDS; i++) {
      const fan = await buyer(s);
      const order = await securedOrder(s, fan.token, org.event, 1 + (i % 2));
      const r = member((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "card", idempotencyKey: key() } }, { token: fan.token })).data?.payOrder, "PaymentAccepted");
      for (const e of stripe.pay(lastSegment(r.redirectUrl!)).events) expect(await stripe.deliver(e)).toBe(200);
      const payment = await s.app.deps.db.payment.findUniqueOrThrow({ where: { paymentNo: r.paymentNo } });
      expect(payment.status).toBe("SUCCEEDED");
      intents.push(payment.providerRef!);
    }
    for (let i = 0; i < 2; i++) {
      const fan = await buyer(s, { balance: 10_000_00 });
      const order = await securedOrder(s, fan.token, org.event, 1);
      expect((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token })).data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    }

    // The refund job stays out of it until the test runs it; Stripe takes refund requests but answers none yet.
    await s.app.jobs.pause();
    const release = stripe.holdRefunds();
    try {
      const cancel = s.gql(CANCEL, { id: org.event.id }, { token: organiser });
      // It answers though no card refund has come back (the old cancel waited for all of them, one at a time).
      const answer = await Promise.race([cancel, sleep(60_000).then(() => null)]);
      expect(answer, "the cancel still waits for the provider").not.toBeNull();
      const cancelled = member(answer!.data?.cancelEvent, "EventCancellation");
      // Fan Coin went back at once; the card refunds are on their way.
      expect(cancelled).toEqual({ __typename: "EventCancellation", ordersRefunded: CARDS + 2, paymentsRefunded: 2, refundsPending: CARDS });
      // At most CANCEL_REFUNDS.concurrency of them were sent at once; the rest are due.
      const sent = stripe.calls("POST", "/v1/refunds");
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(CANCEL_REFUNDS.concurrency);
      expect(member((await s.gql(SUMMARY, { eventId: org.event.id }, { token: organiser })).data?.operatorEventRefunds, "EventRefundSummary")).toMatchObject({
        refundsSucceeded: 2,
        refundsDue: CARDS,
        refundsFailed: 0,
      });
    } finally {
      release();
    }

    // The refunds already sent come back; the job sends the rest (as it does every 15 s).
    await waitFor(async () => (await s.app.deps.db.refund.count({ where: { status: "PENDING", payment: { provider: "stripe" } } })) === 0, "the refunds sent come back", { timeoutMs: 30_000 });
    await reconcileRefunds(s.app.deps);
    s.app.jobs.resume();

    const payments = await s.app.deps.db.payment.findMany({ where: { order: { eventId: org.event.id } }, include: { refunds: true } });
    expect(payments).toHaveLength(CARDS + 2);
    for (const p of payments) {
      expect(p.status, p.paymentNo).toBe("REFUNDED");
      expect(p.refunds.map((r) => ({ status: r.status, amount: r.amount, cause: r.cause }))).toEqual([{ status: "SUCCEEDED", amount: p.amount, cause: "EVENT_CANCELLED" }]);
    }
    // At Stripe: one refund of the whole amount per payment, whatever was retried.
    for (const intent of intents) expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.status)).toEqual(["succeeded"]);
    expect(stripe.refunds.size).toBe(CARDS);

    // A retry of the cancel finds nothing left to refund.
    const before = stripe.calls("POST", "/v1/refunds").length;
    const again = member((await s.gql(CANCEL, { id: org.event.id }, { token: organiser })).data?.cancelEvent, "EventCancellation");
    expect(again).toMatchObject({ paymentsRefunded: CARDS + 2, refundsPending: 0 });
    expect(stripe.calls("POST", "/v1/refunds")).toHaveLength(before);
    expect(member((await s.gql(SUMMARY, { eventId: org.event.id }, { token: organiser })).data?.operatorEventRefunds, "EventRefundSummary")).toMatchObject({
      refundsSucceeded: CARDS + 2,
      refundsDue: 0,
      refundsFailed: 0,
    });
  }, 180_000);
  it("counts the refunds of an event with more orders than one statement takes parameters", async () => {
    // 40,000 order ids (PostgreSQL takes 65,535 parameters a statement, Prisma's count about half): one
    // array parameter each time. The cancel's count used Prisma's count over every id and failed from 33,000.
    const { db } = s.app.deps;
    const fan = await buyer(s, { balance: 10_000_00 });
    const org = await organiserWithEvent(s, { standing: 5, standingPrice: 10_00 });
    const order = await securedOrder(s, fan.token, org.event, 1);
    expect((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token })).data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    // The refund job stays out of it: it would refund the payment marked due between the two counts.
    await s.app.jobs.pause();
    try {
      await db.payment.updateMany({ where: { orderId: order.id }, data: { failureReason: EVENT_CANCELLED_REFUND_DUE } });
      const ids = [...Array.from({ length: 40_000 }, (_, i) => `no-such-order-${i}`), order.id];
      expect(await refundProgress(db, ids)).toEqual({ refunded: 0, onTheirWay: 1 });
      expect(await refundDuePaymentIds(db, ids)).toHaveLength(1);
    } finally {
      s.app.jobs.resume();
    }
  });
});
