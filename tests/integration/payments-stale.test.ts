// Hosted checkouts that never got a decision: the payments:cancel-stale job cancels a PENDING payment
// older than its checkout lifetime so the result page stops waiting; a success that still arrives is
// honoured (the order can still be paid) or refunded (it cannot); a retry does not reopen the checkout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { cancelStalePayments } from "../../server/src/modules/payments/payments.jobs.ts";
import { STALE_PAYMENT_GRACE_MS } from "../../server/src/modules/payments/payments.rules.ts";
import { SANDBOX_CHECKOUT_LIFETIME_MS, sandboxProvider } from "../../server/src/modules/payments/provider.sandbox.ts";
import { failed, fanWithPayPassword, key, ledgerTotals, makeOrder, PAY_ORDER, RESULT, sendWebhook, succeeded, TOP_UP, WALLET } from "./payments-support.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

const balance = async (token: string) => (await s.gql(WALLET, {}, { token })).data!.wallet.balance.amount as number;
const status = async (paymentNo: string) => (await s.app.deps.db.payment.findUniqueOrThrow({ where: { paymentNo } })).status;

/** Moves a payment's creation back in time, as if the fan had left the provider page that long ago. */
async function age(paymentNo: string, ms: number) {
  await s.app.deps.db.payment.update({ where: { paymentNo }, data: { createdAt: new Date(Date.now() - ms) } });
}

async function pendingTopUp(token: string, amount: number, idempotencyKey = key()) {
  const r = await s.gql(TOP_UP, { input: { amount, method: "alipayHK", idempotencyKey } }, { token });
  expect(r.data!.topUp).toMatchObject({ __typename: "PaymentAccepted", status: "PENDING" });
  return { ...member(r.data?.topUp, "PaymentAccepted"), amount, currency: "HKD", idempotencyKey };
}

const STALE = SANDBOX_CHECKOUT_LIFETIME_MS + STALE_PAYMENT_GRACE_MS + 60_000;

describe("payments:cancel-stale", () => {
  it("cancels a checkout past its lifetime and its result page stops waiting; a younger one is left alone", async () => {
    const fan = await fanWithPayPassword(s);
    const old = await pendingTopUp(fan.token, 40_00);
    const young = await pendingTopUp(fan.token, 60_00);
    await age(old.paymentNo, STALE);
    // Within the lifetime plus grace (a webhook may be on its way): not cancelled.
    await age(young.paymentNo, SANDBOX_CHECKOUT_LIFETIME_MS + STALE_PAYMENT_GRACE_MS - 30_000);
    expect((await s.gql(RESULT, { orderNo: old.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "PENDING" });

    expect(await cancelStalePayments(s.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await status(old.paymentNo)).toBe("CANCELLED");
    expect(await status(young.paymentNo)).toBe("PENDING");
    expect((await s.gql(RESULT, { orderNo: old.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "FAILED", reason: "CHECKOUT_EXPIRED", canRetry: true });
    // Running again changes nothing.
    await cancelStalePayments(s.app.deps);
    expect(await status(old.paymentNo)).toBe("CANCELLED");

    // The fan's app retrying the same request is sent to the result page, not to a reopened checkout.
    const retry = await s.gql(TOP_UP, { input: { amount: 40_00, method: "alipayHK", idempotencyKey: old.idempotencyKey } }, { token: fan.token });
    expect(retry.data!.topUp).toMatchObject({ paymentNo: old.paymentNo });
    expect(retry.data!.topUp).toMatchObject({ redirectUrl: expect.stringMatching(/^\/#\/payment\/rechargeResult\?orderNo=/) });
    // A late failure leaves it cancelled.
    await sendWebhook(s.url, failed(old));
    expect(await status(old.paymentNo)).toBe("CANCELLED");
  });

  it("a success arriving after the cancellation is still honoured while the order can be paid: credited once", async () => {
    const fan = await fanWithPayPassword(s);
    const p = await pendingTopUp(fan.token, 75_00);
    await age(p.paymentNo, STALE);
    await cancelStalePayments(s.app.deps);
    expect(await status(p.paymentNo)).toBe("CANCELLED");

    const hook = await sendWebhook(s.url, succeeded(p));
    expect(hook).toMatchObject({ status: 200, body: { duplicate: false, status: "SUCCEEDED" } });
    await sendWebhook(s.url, succeeded(p, "evt_redelivered_with_a_new_id"));
    expect(await status(p.paymentNo)).toBe("SUCCEEDED");
    expect(await balance(fan.token)).toBe(75_00);
    expect((await s.gql(RESULT, { orderNo: p.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "SUCCEEDED" });
    expect(await ledgerTotals(s)).toEqual({ entries: 0, balances: 0, unbalanced: 0, drifted: 0 });
  });

  it("a success arriving after the cancellation and the hold's end is refunded", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 99_00, expiresInMs: 10 * 60_000 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "payme", idempotencyKey: key() } }, { token: fan.token });
    const p = { ...member(r.data?.payOrder, "PaymentAccepted"), amount: 99_00, currency: "HKD" };
    await age(p.paymentNo, STALE);
    await s.app.deps.db.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await cancelStalePayments(s.app.deps);
    expect(await status(p.paymentNo)).toBe("CANCELLED");
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "EXPIRED", canRetry: false });

    const hook = await sendWebhook(s.url, succeeded(p));
    expect(hook.body).toMatchObject({ status: "REFUND_DUE" });
    await expect.poll(() => status(p.paymentNo)).toBe("REFUNDED");
    expect((await s.app.deps.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).not.toBe("PAID");
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "REFUNDED", reason: "HOLD_EXPIRED" });
  });

  it("the provider's hosted page ends with the checkout's lifetime", async () => {
    const req = { paymentNo: "P-lifetime-test", userId: "u", amount: 100, currency: "HKD", method: "card" as const, description: "Order", resultUrl: "/#/payment/result?orderNo=X", returnUrl: `${s.url}/payments/return/P-lifetime-test`, lang: "en" as const };
    const live = await sandboxProvider.createPayment(s.app.deps, { ...req, checkoutExpiresAt: new Date(Date.now() + 60_000) });
    const ended = await sandboxProvider.createPayment(s.app.deps, { ...req, checkoutExpiresAt: new Date(Date.now() - 1000) });
    expect(live.kind === "redirect" && (await fetch(`${s.url}${live.redirectUrl}`)).status).toBe(200);
    expect(ended.kind === "redirect" && (await fetch(`${s.url}${ended.redirectUrl}`)).status).toBe(400);
  });

  it("the job is registered with the server's other payment jobs", async () => {
    const { registerPaymentJobs } = await import("../../server/src/modules/payments/payments.jobs.ts");
    const names: string[] = [];
    registerPaymentJobs({ every: (name: string) => names.push(name) } as never, s.app.deps);
    expect(names).toContain("payments:cancel-stale");
  });
});
