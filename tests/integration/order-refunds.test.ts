// Refunding one order (issue 30): refundOrder for an organisation's box office, fully or in part, to where
// the money came from; a reason required; the fan e-mailed in their language; audited; a full refund voids
// the tickets (the gate refuses them) and offers their stock to the waiting list. And the races: refunds
// against each other, against the event's cancellation, a transfer and a gate scan — the money goes back
// exactly once and never above what was paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { loadConfig } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { member } from "../helpers/graphql-result.ts";
import { outbox } from "../helpers/accounts.ts";
import { admissionPass } from "../helpers/queue.ts";
import { waitFor } from "../helpers/wait.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { graphql } from "../gql/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { ledgerTotals, PAY_PASSWORD, WALLET } from "./payments-support.ts";
import { currentCode, SEND_TRANSFER_CODE, TRANSFER, VERIFY } from "./entry-support.ts";
import { buyer, key, OPERATOR_ORDER, organiserWithEvent, PAY, REFUND_ORDER, securedOrder } from "./providers-support.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { latestCode } from "../helpers/accounts.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ queue: { ...loadConfig().queue, tickMs: 100, admissionRatePerMinute: 6_000 } });
});
afterAll(() => s?.stop());

const db = () => s.app.deps.db;
const CANCEL_EVENT = graphql(`mutation OrderRefundsCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded } ... on Error { code } } }`);
const JOIN_WAITING_LIST = graphql(`mutation OrderRefundsWaitingList($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } } }`);
const PLACE = graphql(`query OrderRefundsPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo quantity } } }`);
const balance = async (token: string) => (await s.gql(WALLET, {}, { token })).data!.wallet.balance.amount as number;

/** A fan's paid ticket order (Fan Coin, or the sandbox card provider with its webhook). */
async function paidOrder(opts: { quantity?: number; method?: "wallet" | "alipayHK"; price?: number; language?: string } = {}) {
  const org = await organiserWithEvent(s, { standing: 20, standingPrice: opts.price ?? 100_00 });
  const fan = await buyer(s, { balance: 10_000_00 });
  if (opts.language) await db().user.update({ where: { id: fan.userId }, data: { language: opts.language } });
  const order = await securedOrder(s, fan.token, org.event, opts.quantity ?? 2);
  if ((opts.method ?? "wallet") === "wallet") {
    const r = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    expect(r.data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
  } else {
    const r = member((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "alipayHK", idempotencyKey: key() } }, { token: fan.token })).data?.payOrder, "PaymentAccepted");
    const { sendWebhook, succeeded } = await import("./payments-support.ts");
    await sendWebhook(s.url, succeeded({ paymentNo: r.paymentNo, amount: order.total, currency: "HKD" }));
  }
  expect((await db().order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).status).toBe("PAID");
  return { ...org, fan, order };
}

const refund = (token: string, input: Record<string, unknown>) => s.gql(REFUND_ORDER, { input: { reason: "Box office goodwill", idempotencyKey: key(), ...input } as never }, { token });

describe("refundOrder", () => {
  it("refunds half of a Fan Coin order to the wallet, e-mails the fan in their language, audits; then the rest, which voids the tickets", async () => {
    const { fan, order, boxOffice, event } = await paidOrder({ quantity: 2, price: 100_00, language: "zh_tw" });
    const before = await balance(fan.token);
    const half = member((await refund(boxOffice, { orderNo: order.orderNo, amount: 100_00, reason: "One seat's view was blocked" })).data?.refundOrder, "OrderRefunded");
    expect(half).toMatchObject({ full: false, repeated: false, refund: { orderAmount: 100_00, status: "SUCCEEDED", cause: "ORDER_REFUND", amount: { amount: 100_00, currency: "FANCOIN" } }, order: { status: "PAID", refundable: { amount: 100_00 } } });
    expect(await balance(fan.token)).toBe(before + 100_00);
    const tickets = () => db().ticket.findMany({ where: { orderItem: { order: { orderNo: order.orderNo } } }, orderBy: { id: "asc" } });
    expect((await tickets()).map((t) => t.status)).toEqual(["PAID", "PAID"]);
    const [mail] = await outbox(s, fan.email);
    expect(mail!.subject).toBe(`Fanfare · 您的訂單 ${order.orderNo} 已退款`);
    expect(mail!.text).toContain("One seat's view was blocked");
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "operator.order_refund", targetId: order.id } });
    expect(audit.details).toMatchObject({ reason: "One seat's view was blocked", after: expect.arrayContaining([`orderNo=${order.orderNo}`, "amount=10000", "full=false"]) });

    // The rest: the order is refunded, its tickets die (the gate refuses them) and their stock goes back.
    const soldBefore = (await db().ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } })).sold;
    const rest = member((await refund(boxOffice, { orderId: order.id })).data?.refundOrder, "OrderRefunded");
    expect(rest).toMatchObject({ full: true, refund: { orderAmount: 100_00 }, order: { status: "REFUNDED", refundable: { amount: 0 } } });
    expect((await tickets()).map((t) => t.status)).toEqual(["REVOKED", "REVOKED"]);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } })).sold).toBe(soldBefore - 2);
    expect(await balance(fan.token)).toBe(before + 200_00);
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });
    // Nothing is left: a third refund is refused, typed.
    expect((await refund(boxOffice, { orderNo: order.orderNo })).data?.refundOrder).toMatchObject({ __typename: "OrderNotRefundableError", status: "REFUNDED" });
  });

  it("checks its input, the order's state and the caller's organisation and scope", async () => {
    const { order, boxOffice, organisationId, event } = await paidOrder({ quantity: 1, price: 80_00 });
    expect(member((await refund(boxOffice, { orderNo: order.orderNo, reason: " x " })).data?.refundOrder, "ValidationError")).toMatchObject({ field: "reason" });
    expect(member((await refund(boxOffice, { orderNo: order.orderNo, amount: 0 })).data?.refundOrder, "ValidationError")).toMatchObject({ field: "amount" });
    expect((await refund(boxOffice, { orderNo: order.orderNo, amount: 80_01 })).data?.refundOrder).toMatchObject({ __typename: "RefundTooLargeError", refundable: { amount: 80_00, currency: "HKD" } });
    const other = await organiserWithEvent(s);
    expect((await refund(other.boxOffice, { orderNo: order.orderNo })).data?.refundOrder).toMatchObject({ code: "NOT_FOUND" });
    const reader = (await createStaffToken(db(), "reader", ["orders:read"], { organisationId })).token;
    const forbidden = await refund(reader, { orderNo: order.orderNo });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const fan = await buyer(s);
    const unpaid = await securedOrder(s, fan.token, event, 1);
    expect((await refund(boxOffice, { orderNo: unpaid.orderNo })).data?.refundOrder).toMatchObject({ __typename: "OrderNotRefundableError", status: "AWAITING_PAYMENT" });
    // A retry with the same key is the same refund, never a second.
    const idempotencyKey = key();
    const first = member((await refund(boxOffice, { orderNo: order.orderNo, amount: 10_00, idempotencyKey })).data?.refundOrder, "OrderRefunded");
    const again = member((await refund(boxOffice, { orderNo: order.orderNo, amount: 10_00, idempotencyKey })).data?.refundOrder, "OrderRefunded");
    expect(again).toMatchObject({ repeated: true, refund: { refundNo: first.refund.refundNo } });
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("a card payment's refund goes through its provider; the box office sees it on the order", async () => {
    const { order, boxOffice } = await paidOrder({ quantity: 1, price: 60_00, method: "alipayHK" });
    const r = member((await refund(boxOffice, { orderNo: order.orderNo, amount: 30_00 })).data?.refundOrder, "OrderRefunded");
    expect(r.refund).toMatchObject({ status: "SUCCEEDED", amount: { amount: 30_00, currency: "HKD" } });
    const seen = (await s.gql(OPERATOR_ORDER, { search: order.orderNo }, { token: boxOffice })).data!.operatorOrders.edges[0]!.node;
    expect(seen).toMatchObject({ status: "PAID", refundable: { amount: 30_00 }, refunds: [{ cause: "ORDER_REFUND", orderAmount: 30_00, status: "SUCCEEDED" }] });
  });

  it("a full refund offers its tickets to the next fan on the waiting list", async () => {
    const org = await organiserWithEvent(s);
    const event = await createOnSaleEvent(s.app.deps, { standing: 1, rows: [], perRow: 0, isHot: true, maxPaymentAttempts: 3 });
    await db().event.update({ where: { id: event.id }, data: { organisationId: org.organisationId } });
    const first = await buyer(s, { balance: 10_000_00 });
    const secured = await s.gql(SECURE_TICKETS, { input: { eventSlug: event.slug, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s.url + "/graphql"), admissionPass: await admissionPass(s, first.token, event.slug), idempotencyKey: key() } }, { token: first.token });
    const orderNo = member(secured.data?.secureTickets, "TicketsSecured").order.orderNo;
    expect((await s.gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: first.token })).data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    const waiting = await buyer(s);
    expect((await s.gql(JOIN_WAITING_LIST, { input: { eventSlug: event.slug } }, { token: waiting.token })).data?.joinWaitingList).toMatchObject({ place: { status: "WAITING_LIST" } });
    member((await refund(org.boxOffice, { orderNo })).data?.refundOrder, "OrderRefunded");
    await waitFor(async () => (await s.gql(PLACE, { eventSlug: event.slug }, { token: waiting.token })).data?.myQueuePlace?.status === "OFFERED", "the offer to the waiting list");
    expect((await s.gql(PLACE, { eventSlug: event.slug }, { token: waiting.token })).data!.myQueuePlace!.offer).toMatchObject({ quantity: 1 });
  });
});

describe("races", () => {
  it("ten refunds of 30 % at once: three go through, never above what was paid, each once on the ledger", async () => {
    const { fan, order, boxOffice } = await paidOrder({ quantity: 1, price: 100_00 });
    const before = await balance(fan.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(boxOffice, { orderNo: order.orderNo, amount: 30_00 })));
    const kinds = answers.map((a) => a.data?.refundOrder.__typename);
    expect(kinds.filter((k) => k === "OrderRefunded")).toHaveLength(3);
    expect(kinds.filter((k) => k === "RefundTooLargeError")).toHaveLength(7);
    expect(await balance(fan.token)).toBe(before + 90_00);
    const payment = await db().payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment.refundedAmount).toBe(90_00);
    expect(await db().ledgerTransaction.count({ where: { kind: "REFUND", reference: { in: (await db().refund.findMany({ where: { orderId: order.id } })).map((r) => r.refundNo) } } })).toBe(3);
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });
  });

  it("twenty full refunds of one order at once (Fan Coin, then a card): refunded once, never above what was paid", async () => {
    for (const method of ["wallet", "alipayHK"] as const) {
      const { fan, order, boxOffice } = await paidOrder({ quantity: 2, price: 50_00, method });
      const before = await balance(fan.token);
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund(boxOffice, { orderNo: order.orderNo })));
      const kinds = answers.map((a) => a.data?.refundOrder.__typename);
      expect(kinds.filter((k) => k === "OrderRefunded")).toHaveLength(1);
      expect(kinds.filter((k) => k !== "OrderRefunded").every((k) => k === "OrderNotRefundableError" || k === "RefundTooLargeError")).toBe(true);
      const refunds = await db().refund.findMany({ where: { orderId: order.id } });
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(100_00);
      const payment = await db().payment.findFirstOrThrow({ where: { orderId: order.id } });
      expect(payment.refundedAmount).toBe(100_00);
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("REFUNDED");
      if (method === "wallet") expect(await balance(fan.token)).toBe(before + 100_00);
      expect(await db().ticket.count({ where: { orderItem: { orderId: order.id }, status: { not: "REVOKED" } } })).toBe(0);
    }
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });
  });

  it("twenty retries of one refund with the same key at once: one refund, every answer names it", async () => {
    const { fan, order, boxOffice } = await paidOrder({ quantity: 1, price: 100_00 });
    const before = await balance(fan.token);
    const same = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(boxOffice, { orderNo: order.orderNo, amount: 40_00, idempotencyKey: same })));
    const done = answers.map((a) => member(a.data?.refundOrder, "OrderRefunded"));
    expect(new Set(done.map((d) => d.refund.refundNo)).size).toBe(1);
    expect(done.filter((d) => !d.repeated)).toHaveLength(1);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await balance(fan.token)).toBe(before + 40_00);
  });

  it("a refund racing the event's cancellation: the money goes back exactly once, in full, whoever wins", async () => {
    for (const amount of [40_00, undefined]) {
      const { fan, order, boxOffice, organisationId, event } = await paidOrder({ quantity: 1, price: 100_00 });
      const owner = (await createStaffToken(db(), "owner", ["events:write", "orders:refund"], { organisationId })).token;
      const before = await balance(fan.token);
      const [r, c] = await Promise.all([refund(boxOffice, { orderNo: order.orderNo, ...(amount ? { amount } : {}) }), s.gql(CANCEL_EVENT, { id: event.id }, { token: owner })]);
      expect(c.data?.cancelEvent.__typename).toBe("EventCancellation");
      expect(["OrderRefunded", "OrderNotRefundableError"]).toContain(r.data?.refundOrder.__typename);
      await waitFor(async () => (await db().payment.findFirstOrThrow({ where: { orderId: order.id } })).status === "REFUNDED", "the whole payment refunded");
      expect(await balance(fan.token)).toBe(before + 100_00);
      const refunds = await db().refund.findMany({ where: { orderId: order.id } });
      expect(refunds.reduce((n, x) => n + x.amount, 0)).toBe(100_00);
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("REFUNDED");
    }
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });
  });

  it("a full refund racing a transfer and a gate scan: the ticket ends void wherever it went, and the gate refuses it after", async () => {
    const { fan, order, boxOffice, organisationId } = await paidOrder({ quantity: 2, price: 50_00 });
    const [t1, t2] = await db().ticket.findMany({ where: { orderItem: { order: { orderNo: order.orderNo } } }, orderBy: { id: "asc" } });
    const friend = await buyer(s);
    const friendEmail = (await db().user.findUniqueOrThrow({ where: { id: friend.userId } })).email;
    const t1Global = encodeGlobalID("Ticket", t1!.id);
    const t2Global = encodeGlobalID("Ticket", t2!.id);
    const sent = await s.gql(SEND_TRANSFER_CODE, { input: { ticketId: t1Global, toEmail: friendEmail, confirmEmail: friendEmail, humanCheck: await solvedHumanCheck(s.url + "/graphql") } }, { token: fan.token });
    expect(sent.data?.sendTransferCode.__typename).toBe("TransferCodeSent");
    const code = await latestCode(s, fan.email);
    const gate = (await createStaffToken(db(), "gate", ["gate:scan"], { organisationId })).token;
    const qr = await currentCode(s, fan, t2Global);
    const [refunded, transferred, scanned] = await Promise.all([
      refund(boxOffice, { orderNo: order.orderNo }),
      s.gql(TRANSFER, { input: { ticketId: t1Global, toEmail: friendEmail, confirmEmail: friendEmail, code } }, { token: fan.token }),
      s.gql(VERIFY, { input: { code: qr, gateId: "R-1" } }, { token: gate }),
    ]);
    expect(member(refunded.data?.refundOrder, "OrderRefunded").full).toBe(true);
    expect(["TransferDone", "TransferConflictError", "TicketNotTransferableError"]).toContain(transferred.data?.transferTicket.__typename);
    expect(["ACCEPTED", "REVOKED", "INVALID"]).toContain(member(scanned.data?.verifyEntry, "EntryVerification").result);
    const after = await db().ticket.findMany({ where: { id: { in: [t1!.id, t2!.id] } } });
    expect(after.map((t) => t.status)).toEqual(["REVOKED", "REVOKED"]);
    // A scan after the refund never admits.
    const again = await s.gql(VERIFY, { input: { code: qr, gateId: "R-1" } }, { token: gate });
    expect(member(again.data?.verifyEntry, "EntryVerification").result).not.toBe("ACCEPTED");
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
  });
});
