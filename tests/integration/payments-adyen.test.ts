// Adyen as the regional e-wallet and card provider, through the official SDK (@adyen/api-library) whose
// requests reach the local double (tests/helpers/adyen-double.ts): a Pay by Link payment link with what the
// SDK sends, notifications signed with the SDK's HMAC helper (a forged item refuses the batch), stored cards,
// refunds whose outcome comes by notification, a stale link looked up and expired, and chargebacks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../helpers/server.ts";
import { AdyenDouble } from "../helpers/adyen-double.ts";
import { member } from "../helpers/graphql-result.ts";
import { waitFor } from "../helpers/wait.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { cancelStalePayments } from "../../server/src/modules/payments/payments.jobs.ts";
import { ADYEN_CHECKOUT_LIFETIME_MS } from "../../server/src/modules/payments/provider.adyen.ts";
import { STALE_PAYMENT_GRACE_MS } from "../../server/src/modules/payments/payments.rules.ts";
import { buyer, key, lastSegment, OPTIONS, organiserWithEvent, PAY, REFUND_ORDER, SAVED_CARDS, securedOrder, startServerWith, visit } from "./providers-support.ts";

const CANCEL_EVENT = `mutation AdyenCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled paymentsRefunded refundsPending } ... on Error { code } } }`;
const REFUND_SUMMARY = `query AdyenRefundSummary($eventId: ID!) { operatorEventRefunds(eventId: $eventId) { __typename ... on EventRefundSummary { refundsSucceeded refundsDue refundsFailed } ... on Error { code } } }`;

let s: TestServer;
let adyen: AdyenDouble;

beforeAll(async () => {
  adyen = await AdyenDouble.start();
  s = await startServerWith(adyen.env({ PAYMENT_ROUTES: "card:adyen,alipayHK:adyen,wechatPayHK:adyen,payme:adyen,momo:adyen,googlePay:adyen" }));
  adyen.notificationUrl = `${s.url}/webhooks/adyen`;
});
afterAll(async () => {
  await s?.stop();
  await adyen?.stop();
});

const db = () => s.app.deps.db;
const paymentOf = (paymentNo: string) => db().payment.findUniqueOrThrow({ where: { paymentNo } });

async function pay(token: string, orderNo: string, method: string, extra: Record<string, unknown> = {}) {
  return member((await s.gql(PAY, { input: { orderNo, method, idempotencyKey: key(), ...extra } }, { token })).data?.payOrder, "PaymentAccepted");
}

describe("Adyen Pay by Link", () => {
  it("offers the routed methods; sends the amount in minor units, the currency, an idempotency key, our payment number and the return URL", async () => {
    const fan = await buyer(s);
    expect((await s.gql(OPTIONS, {}, { token: fan.token })).data!.paymentOptions).toEqual({
      methods: ["wallet", "card", "googlePay", "alipayHK", "wechatPayHK", "momo", "payme"],
      cardEntry: "PROVIDER_PAGE",
      testMode: false,
    });
    const { event } = await organiserWithEvent(s, { standing: 10, standingPrice: 99_90 });
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await pay(fan.token, order.orderNo, "alipayHK");
    expect(accepted.redirectUrl).toMatch(new RegExp(`^${adyen.url}/payByLink/PL`));
    const [call] = adyen.calls("POST", /\/paymentLinks$/).filter((c) => c.body.reference === accepted.paymentNo);
    expect(call!.path).toMatch(/^\/v\d+\/paymentLinks$/);
    expect(call!.idempotencyKey).toBe(`fanfare-link-${accepted.paymentNo}`);
    expect(call!.apiKey).toBe(adyen.apiKey);
    expect(call!.body).toMatchObject({
      reference: accepted.paymentNo,
      merchantAccount: adyen.merchantAccount,
      amount: { currency: "HKD", value: 99_90 },
      allowedPaymentMethods: ["alipay_hk"],
      returnUrl: `${s.url}/payments/return/${accepted.paymentNo}`,
      metadata: { fanfarePaymentNo: accepted.paymentNo },
    });
    expect(new Date(String(call!.body.expiresAt)).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    const paid = adyen.pay(lastSegment(accepted.redirectUrl!));
    const answer = await adyen.notify(paid.items);
    expect(answer).toEqual({ status: 200, body: "[accepted]" });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).status).toBe("PAID");
    expect(await visit(paid.redirect)).toEqual({ status: 303, location: `/#/payment/result?orderNo=${order.orderNo}&payRes=1` });
    // Duplicates (Adyen delivers at least once), in one batch and later.
    await adyen.notify([...paid.items, ...paid.items]);
    expect(await db().payment.count({ where: { order: { orderNo: order.orderNo }, status: "SUCCEEDED" } })).toBe(1);
  });

  it("verifies every item with the SDK's HMAC: one forged item refuses the whole notification", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await pay(fan.token, order.orderNo, "payme");
    const paid = adyen.pay(lastSegment(accepted.redirectUrl!));
    expect((await adyen.notify(paid.items, { key: "00".repeat(32) })).status).toBe(400);
    // Tampered after signing: the amount changed.
    const tampered = await fetch(`${s.url}/webhooks/adyen`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ live: "false", notificationItems: adyen.sent.slice(-1).map((i) => ({ NotificationRequestItem: { ...i, amount: { value: 1, currency: "HKD" } } })) }),
    });
    expect(tampered.status).toBe(400);
    expect((await paymentOf(accepted.paymentNo)).status).toBe("PENDING");
  });

  it("a refused attempt on the link page leaves the link open; a card is stored when asked, charged with /payments, refunded by notification", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await pay(fan.token, order.orderNo, "card", { rememberCard: true });
    const link = adyen.calls("POST", /\/paymentLinks$/).find((c) => c.body.reference === accepted.paymentNo)!;
    expect(link.body).toMatchObject({ allowedPaymentMethods: ["scheme"], shopperReference: `fanfare-${fan.userId}`, storePaymentMethodMode: "enabled", recurringProcessingModel: "CardOnFile" });
    await adyen.notify(adyen.pay(lastSegment(accepted.redirectUrl!), { outcome: "refuse" }).items);
    expect((await paymentOf(accepted.paymentNo)).status).toBe("PENDING");
    await adyen.notify(adyen.pay(lastSegment(accepted.redirectUrl!), { cardNumber: "6200000000000005" }).items);
    expect((await paymentOf(accepted.paymentNo)).status).toBe("SUCCEEDED");
    const [card] = (await s.gql(SAVED_CARDS, {}, { token: fan.token })).data!.savedCards;
    expect(card).toMatchObject({ brand: "UNIONPAY", last4: "0005" });

    const second = await securedOrder(s, fan.token, event, 1);
    const charged = await s.gql(PAY, { input: { orderNo: second.orderNo, method: "card", savedCardId: card!.id, idempotencyKey: key() } }, { token: fan.token });
    expect(charged.data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    const call = adyen.calls("POST", /\/payments$/).at(-1)!;
    expect(call.body).toMatchObject({ shopperInteraction: "ContAuth", recurringProcessingModel: "CardOnFile", shopperReference: `fanfare-${fan.userId}`, paymentMethod: { type: "scheme" } });
    expect(call.idempotencyKey).toBe(`fanfare-pay-${member(charged.data?.payOrder, "PaymentAccepted").paymentNo}`);
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: second.orderNo } })).status).toBe("PAID");
  });

  it("refunds go to /payments/{pspReference}/refunds with the refund number; REFUND success settles them, a REFUND_FAILED gives the claim back", async () => {
    const fan = await buyer(s);
    const { event, boxOffice } = await organiserWithEvent(s, { standing: 10, standingPrice: 200_00 });
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await pay(fan.token, order.orderNo, "wechatPayHK");
    await adyen.notify(adyen.pay(lastSegment(accepted.redirectUrl!)).items);
    const psp = (await paymentOf(accepted.paymentNo)).providerRef!;
    const half = await s.gql(REFUND_ORDER, { input: { orderNo: order.orderNo, amount: 100_00, reason: "Seat moved to a worse view", idempotencyKey: key() } }, { token: boxOffice });
    const refunded = member(half.data?.refundOrder, "OrderRefunded");
    expect(refunded).toMatchObject({ full: false, refund: { orderAmount: 100_00, amount: { amount: 100_00, currency: "HKD" } } });
    const sent = adyen.calls("POST", new RegExp(`/payments/${psp}/refunds$`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe(`fanfare-refund-${refunded.refund.refundNo}`);
    expect(sent[0]!.body).toMatchObject({ merchantAccount: adyen.merchantAccount, amount: { currency: "HKD", value: 100_00 }, reference: refunded.refund.refundNo });
    // Adyen's REFUND notification (sent by the double at once) settles it.
    await waitFor(async () => (await db().refund.findUniqueOrThrow({ where: { refundNo: refunded.refund.refundNo } })).status === "SUCCEEDED", "the REFUND notification");
    // A second refund that Adyen later reports as failed: its claim is given back.
    adyen.autoNotifications = false;
    const other = member((await s.gql(REFUND_ORDER, { input: { orderNo: order.orderNo, amount: 30_00, reason: "Goodwill", idempotencyKey: key() } }, { token: boxOffice })).data?.refundOrder, "OrderRefunded");
    adyen.autoNotifications = true;
    expect(other.refund.status).toBe("SUBMITTED");
    const refundPsp = [...adyen.refunds.values()].find((r) => r.reference === other.refund.refundNo)!.pspReference as string;
    await adyen.notify([adyen.item("REFUND_FAILED", { pspReference: refundPsp, originalReference: psp, merchantReference: other.refund.refundNo, amount: { value: 30_00, currency: "HKD" } })]);
    expect((await db().refund.findUniqueOrThrow({ where: { refundNo: other.refund.refundNo } })).status).toBe("FAILED");
    expect((await paymentOf(accepted.paymentNo)).refundedAmount).toBe(100_00);
  });

  it("an event's cancel counts Adyen's accepted refunds as on their way, as the console does, until REFUND notifications settle them", async () => {
    const { organisationId, event } = await organiserWithEvent(s, { standing: 10, standingPrice: 150_00 });
    const organiser = (await createStaffToken(db(), "organiser", ["events:write"], { organisationId })).token;
    for (let i = 0; i < 3; i++) {
      const fan = await buyer(s);
      const order = await securedOrder(s, fan.token, event, 1);
      await adyen.notify(adyen.pay(lastSegment((await pay(fan.token, order.orderNo, "alipayHK")).redirectUrl!)).items);
    }
    // Adyen accepts each refund ([received]) and gives its outcome later, by notification.
    adyen.autoNotifications = false;
    const cancel = async () => ((await s.gqlRaw(CANCEL_EVENT, { id: event.id }, { token: organiser })).data as { cancelEvent: Record<string, unknown> }).cancelEvent;
    const summary = async () => ((await s.gqlRaw(REFUND_SUMMARY, { eventId: event.id }, { token: organiser })).data as { operatorEventRefunds: Record<string, unknown> }).operatorEventRefunds;
    try {
      expect(await cancel()).toMatchObject({ alreadyCancelled: false, paymentsRefunded: 0, refundsPending: 3 });
    } finally {
      adyen.autoNotifications = true;
    }
    expect(await summary()).toMatchObject({ refundsSucceeded: 0, refundsDue: 3, refundsFailed: 0 });
    const refunds = await db().refund.findMany({ where: { cause: "EVENT_CANCELLED", orderId: { in: (await db().order.findMany({ where: { eventId: event.id }, select: { id: true } })).map((o) => o.id) } }, include: { payment: true } });
    expect(refunds.map((r) => r.status)).toEqual(["SUBMITTED", "SUBMITTED", "SUBMITTED"]);
    const sent = [...adyen.refunds.values()];
    await adyen.notify(
      refunds.map((r) => {
        const at = sent.find((x) => x.reference === r.refundNo)!;
        return adyen.item("REFUND", { pspReference: at.pspReference as string, originalReference: r.payment.providerRef!, merchantReference: r.refundNo, amount: { value: r.amount, currency: r.currency } });
      }),
    );
    // The retried cancel sends nothing again and counts them back, as the console does.
    expect(await cancel()).toMatchObject({ alreadyCancelled: true, paymentsRefunded: 3, refundsPending: 0 });
    expect(await summary()).toMatchObject({ refundsSucceeded: 3, refundsDue: 0, refundsFailed: 0 });
    expect(adyen.refunds.size).toBe(sent.length);
  });

  it("a stale link is looked up, then expired at Adyen (PATCH) before it is cancelled here", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await pay(fan.token, order.orderNo, "momo");
    const linkId = lastSegment(accepted.redirectUrl!);
    await db().payment.update({ where: { paymentNo: accepted.paymentNo }, data: { createdAt: new Date(Date.now() - ADYEN_CHECKOUT_LIFETIME_MS - STALE_PAYMENT_GRACE_MS - 60_000) } });
    await db().order.update({ where: { orderNo: order.orderNo }, data: { expiresAt: new Date(Date.now() + 600_000) } });
    await cancelStalePayments(s.app.deps);
    expect(adyen.calls("GET", new RegExp(`/paymentLinks/${linkId}$`))).toHaveLength(1);
    expect(adyen.calls("PATCH", new RegExp(`/paymentLinks/${linkId}$`))[0]!.body).toEqual({ status: "expired" });
    expect(adyen.links.get(linkId)!.status).toBe("expired");
    expect((await paymentOf(accepted.paymentNo)).status).toBe("CANCELLED");
  });

  it("chargebacks: NOTIFICATION_OF_CHARGEBACK opens, SECOND_CHARGEBACK loses (tickets void), a late CHARGEBACK_REVERSED changes nothing", async () => {
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s);
    const order = await securedOrder(s, fan.token, event, 1);
    const accepted = await pay(fan.token, order.orderNo, "card");
    await adyen.notify(adyen.pay(lastSegment(accepted.redirectUrl!)).items);
    const psp = (await paymentOf(accepted.paymentNo)).providerRef!;
    await adyen.notify([adyen.disputeItem(psp, "NOTIFICATION_OF_CHARGEBACK", "DSP0001", "Undefended")]);
    expect((await db().dispute.findFirstOrThrow({ where: { disputeRef: "DSP0001" } })).status).toBe("OPEN");
    await adyen.notify([adyen.disputeItem(psp, "SECOND_CHARGEBACK", "DSP0001", "Lost")]);
    await adyen.notify([adyen.disputeItem(psp, "CHARGEBACK_REVERSED", "DSP0001", "Won")]);
    expect((await db().dispute.findFirstOrThrow({ where: { disputeRef: "DSP0001" } })).status).toBe("LOST");
    expect((await db().ticket.findFirstOrThrow({ where: { orderItem: { order: { orderNo: order.orderNo } } } })).status).toBe("REVOKED");
    expect(await db().refund.count({ where: { payment: { paymentNo: accepted.paymentNo }, cause: "DISPUTE_LOST" } })).toBe(1);
  });
});
