// Hosted-page payments and their webhooks over real HTTP: the sandbox page, signatures, replays,
// duplicates, reordering, late successes refunded, hot events' single attempt, card rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { outbox } from "../helpers/accounts.ts";
import { failed, fanWithPayPassword, key, ledgerTotals, makeOrder, PAY_ORDER, RESULT, sendWebhook, succeeded, TOP_UP, WALLET } from "./payments-support.ts";
import type { CardInput } from "../gql/graphql.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

const card = { holderName: "Demo Fan", number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, securityCode: "123", brand: "VISA" as const };
const balance = async (token: string) => (await s.gql(WALLET, {}, { token })).data!.wallet.balance.amount as number;

describe("the sandbox hosted page", () => {
  it("tops up 100.00 with a new card: page → Succeed → signed webhook → back to rechargeResult; the card is remembered", async () => {
    const fan = await fanWithPayPassword(s);
    const r = await s.gql(TOP_UP, { input: { amount: 100_00, method: "card", card, rememberCard: true, idempotencyKey: key() } }, { token: fan.token });
    const t = member(r.data?.topUp, "PaymentAccepted");
    expect(t).toMatchObject({ __typename: "PaymentAccepted", status: "PENDING" });
    const page = await fetch(`${s.url}${t.redirectUrl}`);
    const html = await page.text();
    expect(html).toContain("HKD 100.00");
    expect(html).toContain("VISA •••• 4242");
    const token = /name="s" value="([^"]+)"/.exec(html)![1];
    const done = await fetch(`${s.url}/sandbox-pay/${t.paymentNo}/complete`, { method: "POST", body: new URLSearchParams({ s: token, outcome: "succeed" }), redirect: "manual" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/#/payment/rechargeResult?orderNo=${t.orderNo}&isNewCard=1&payRes=1`);
    expect(await balance(fan.token)).toBe(100_00);
    const cards = await s.gql(graphql(`query PaymentsWebhooksSavedCards { savedCards { brand last4 expMonth holderName } }`), {}, { token: fan.token });
    expect(cards.data!.savedCards).toEqual([{ brand: "VISA", last4: "4242", expMonth: 12, holderName: "Demo Fan" }]);
    const stored = await s.app.deps.db.savedCard.findFirstOrThrow({ where: { userId: fan.userId } });
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");
    const res = await s.gql(RESULT, { orderNo: t.orderNo }, { token: fan.token });
    expect(res.data!.paymentResult).toMatchObject({ status: "SUCCEEDED", kind: "TOPUP" });
  });

  it("a failed payment on a hot event offers support, not a second try", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 880_00, currency: "MOP", maxPaymentAttempts: 1 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "MPAY", idempotencyKey: key() } }, { token: fan.token });
    const p = member(r.data?.payOrder, "PaymentAccepted");
    const html = await (await fetch(`${s.url}${p.redirectUrl}`)).text();
    const token = /name="s" value="([^"]+)"/.exec(html)![1];
    const done = await fetch(`${s.url}/sandbox-pay/${p.paymentNo}/complete`, { method: "POST", body: new URLSearchParams({ s: token, outcome: "fail" }), redirect: "manual" });
    expect(done.headers.get("location")).toBe(`/#/payment/result?orderNo=${order.orderNo}&payRes=0`);
    const res = await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token });
    expect(res.data!.paymentResult).toMatchObject({ status: "FAILED", canRetry: false, attemptsLeft: 0 });
    const again = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "card", card, idempotencyKey: key() } }, { token: fan.token });
    expect(again.data!.payOrder).toMatchObject({ code: "PAYMENT_ATTEMPTS_EXHAUSTED" });
  });
  it("a decided checkout's page shows no buttons (the back button cannot pay again); the result carries the order's state now (issue 31)", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 120_00, currency: "HKD" });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "MPAY", idempotencyKey: key() } }, { token: fan.token });
    const p = member(r.data?.payOrder, "PaymentAccepted");
    const html = await (await fetch(`${s.url}${p.redirectUrl}`)).text();
    const token = /name="s" value="([^"]+)"/.exec(html)![1];
    const done = await fetch(`${s.url}/sandbox-pay/${p.paymentNo}/complete`, { method: "POST", body: new URLSearchParams({ s: token, outcome: "succeed" }), redirect: "manual" });
    expect(done.status).toBe(303);
    const again = await fetch(`${s.url}${p.redirectUrl}`);
    const finished = await again.text();
    expect(again.status).toBe(200);
    expect(finished).toContain("This checkout is finished");
    expect(finished).not.toContain('name="outcome"');
    expect(finished).toContain(`/#/payment/result?orderNo=${order.orderNo}`);
    const res = await s.gql(graphql(`query PaymentsWebhooksResultState($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status orderStatus } } }`), { orderNo: order.orderNo }, { token: fan.token });
    expect(res.data!.paymentResult).toEqual({ __typename: "PaymentResult", status: "SUCCEEDED", orderStatus: "PAID" });
  });
});

describe("webhooks", () => {
  async function pendingTopUp(amount = 50_00) {
    const fan = await fanWithPayPassword(s);
    const r = await s.gql(TOP_UP, { input: { amount, method: "alipayHK", idempotencyKey: key() } }, { token: fan.token });
    return { fan, p: { paymentNo: member(r.data?.topUp, "PaymentAccepted").paymentNo, orderNo: member(r.data?.topUp, "PaymentAccepted").orderNo, amount, currency: "HKD" } };
  }

  it("refuses forged signatures and stale (replayed) timestamps", async () => {
    const { fan, p } = await pendingTopUp();
    expect((await sendWebhook(s.url, succeeded(p), { secret: "not-the-secret-at-all" })).status).toBe(400);
    expect((await sendWebhook(s.url, succeeded(p), { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await fetch(`${s.url}/webhooks/sandbox`, { method: "POST", body: JSON.stringify(succeeded(p)) });
    expect(unsigned.status).toBe(400);
    expect(await balance(fan.token)).toBe(0);
  });

  it("applies a duplicate once, even 10 copies at the same time", async () => {
    const { fan, p } = await pendingTopUp(70_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(s.url, succeeded(p))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    // A replay much later (fresh signature, same event id) changes nothing either.
    expect((await sendWebhook(s.url, succeeded(p))).body.duplicate).toBe(true);
    // A different event id for the same success (provider retry with a new id) does not credit again.
    await sendWebhook(s.url, succeeded(p, "evt_other_id"));
    expect(await balance(fan.token)).toBe(70_00);
    expect(await ledgerTotals(s)).toMatchObject({ entries: 0, balances: 0, unbalanced: 0, drifted: 0 });
  });

  it("is order-independent: a late failure never undoes a success; a success after a failure still pays", async () => {
    const a = await pendingTopUp(10_00);
    await sendWebhook(s.url, succeeded(a.p));
    await sendWebhook(s.url, failed(a.p));
    expect(await balance(a.fan.token)).toBe(10_00);
    expect((await s.gql(RESULT, { orderNo: a.p.orderNo }, { token: a.fan.token })).data!.paymentResult).toMatchObject({ status: "SUCCEEDED" });

    const b = await pendingTopUp(20_00);
    await sendWebhook(s.url, failed(b.p));
    expect((await s.gql(RESULT, { orderNo: b.p.orderNo }, { token: b.fan.token })).data!.paymentResult).toMatchObject({ status: "FAILED" });
    await sendWebhook(s.url, succeeded(b.p));
    expect(await balance(b.fan.token)).toBe(20_00);
  });

  it("refunds a success that arrives after the order's hold expired, and tells the fan", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 450_00 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "card", card, idempotencyKey: key() } }, { token: fan.token });
    const p = { paymentNo: member(r.data?.payOrder, "PaymentAccepted").paymentNo, amount: 450_00, currency: "HKD" };
    // The hold runs out while the fan is on the provider's page.
    await s.app.deps.db.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const hook = await sendWebhook(s.url, succeeded(p));
    expect(hook.body).toMatchObject({ status: "REFUND_DUE" });
    const payment = await s.app.deps.db.payment.findUniqueOrThrow({ where: { paymentNo: p.paymentNo } });
    expect(payment.status).toBe("REFUNDED");
    expect((await s.app.deps.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).not.toBe("PAID");
    const res = await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token });
    expect(res.data!.paymentResult).toMatchObject({ status: "REFUNDED", reason: "HOLD_EXPIRED", canRetry: false });
    const mail = await outbox(s, fan.email);
    expect(mail[0].subject).toBe("Fanfare · Your payment was refunded");
    expect(mail[0].text).toContain(order.orderNo);
  });

  it("refunds the second of two payments that both succeed for one order: never paid twice", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 99_00 });
    const pay = async () => member((await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "payme", idempotencyKey: key() } }, { token: fan.token })).data?.payOrder, "PaymentAccepted");
    const first = await pay();
    const second = await pay();
    await sendWebhook(s.url, succeeded({ paymentNo: second.paymentNo, amount: 99_00, currency: "HKD" }));
    await sendWebhook(s.url, succeeded({ paymentNo: first.paymentNo, amount: 99_00, currency: "HKD" }));
    const rows = await s.app.deps.db.payment.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((x) => x.status)).toEqual(["REFUNDED", "SUCCEEDED"]);
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "SUCCEEDED" });
  });
});

describe("card rules", () => {
  it("checks holder, number (digits and Luhn), expiry, the security code by card type and the card type", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId);
    const issue = async (c: Partial<CardInput>) => {
      const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "card", card: { ...card, ...c }, idempotencyKey: key() } }, { token: fan.token });
      const answer = r.data?.payOrder;
      return (answer?.__typename === "ValidationError" ? answer.issues[0] : undefined) ?? r.errors?.[0]?.message;
    };
    expect(await issue({ holderName: "A" })).toEqual({ field: "card.holderName", messageKey: "validation.cardHolder" });
    expect(await issue({ holderName: "x".repeat(51) })).toEqual({ field: "card.holderName", messageKey: "validation.cardHolder" });
    expect(await issue({ number: "4" })).toEqual({ field: "card.number", messageKey: "validation.cardNumber" });
    expect(await issue({ number: "1".repeat(21) })).toEqual({ field: "card.number", messageKey: "validation.cardNumber" });
    expect(await issue({ number: "4242424242424241" })).toEqual({ field: "card.number", messageKey: "validation.cardNumberInvalid" });
    expect(await issue({ expYear: 2020 })).toEqual({ field: "card.expMonth", messageKey: "validation.cardExpired" });
    expect(await issue({ securityCode: "" })).toEqual({ field: "card.securityCode", messageKey: "validation.securityCode" });
    expect(await issue({ brand: "AMEX", number: "378282246310005", securityCode: "123" })).toEqual({ field: "card.securityCode", messageKey: "validation.securityCode" });
    const noMethod = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "cash", idempotencyKey: key() } }, { token: fan.token });
    expect(member(noMethod.data?.payOrder, "ValidationError").issues[0]).toEqual({ field: "method", messageKey: "validation.selectPaymentMethod" });
    const zero = await s.gql(TOP_UP, { input: { amount: 0, method: "card", card, idempotencyKey: key() } }, { token: fan.token });
    expect(member(zero.data?.topUp, "ValidationError").issues[0]).toEqual({ field: "amount", messageKey: "validation.depositPositive" });
    // None of these used the order's attempts or created a payment.
    expect(await s.app.deps.db.payment.count({ where: { orderId: order.id } })).toBe(0);
  });
});
