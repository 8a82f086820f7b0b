// Cancelling an event covers its merchandise (issue #19), under real concurrency: while an organiser
// cancels the event (twice at once: a double click), 160 fans act on it — paying merch and tickets with Fan
// Coin, their card payments' provider webhooks arriving, fans cancelling their own unpaid merch orders.
// Whatever the interleaving: every payment that took money is refunded to where it came from exactly once
// (one REFUND on the ledger for each Fan Coin payment, one e-mail each, every wallet back to what it held),
// no order of the event stays paid or held, no merch stock is created or lost, the ledger balances, and the
// cancel is audited with what it refunded.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { newOrderNo } from "../../server/src/modules/orders/index.ts";
import { setPayPassword } from "../../server/src/modules/users/index.ts";
import { creditTopUp } from "../../server/src/modules/wallet/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import { waitFor } from "../helpers/wait.ts";
import { PAY_ORDER, PAY_PASSWORD, key, ledgerTotals, sendWebhook, succeeded } from "./payments-support.ts";

let s: TestServer;
const org = `org_cm_${crypto.randomBytes(3).toString("hex")}`;
const BALANCE = 1_000_00;
const MERCH_PRICE = 120_00;
const TICKET_PRICE = 300_00;
const STOCK = 500;

const CANCEL = graphql(`
  mutation CancelMerchEvent($id: ID!) {
    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending } ... on Error { code } }
  }
`);
const CANCEL_MERCH = graphql(`mutation CancelMerchEventOwnOrder($orderNo: String!) { cancelMerchOrder(orderNo: $orderNo) { __typename ... on MerchOrder { status } ... on Error { code } } }`);
const card = { holderName: "Race Test", number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, securityCode: "123", brand: "VISA" as const };

beforeAll(async () => {
  const config = loadConfig();
  // 160 requests at once on a shared machine: enough connections, and lock waits bounded by the test's time, not 5 s.
  s = await startTestServer({ dbPoolSize: 24, dbTimeouts: { ...config.dbTimeouts, lockMs: 120_000, statementMs: 120_000 } });
  await s.app.deps.db.organisation.create({ data: { id: org, slug: org.replaceAll("_", "-"), name: "Cancel merch" } });
});
afterAll(() => s?.stop());

async function setUp() {
  const { db } = s.app.deps;
  const event = await db.event.create({
    data: {
      organisationId: org,
      slug: `cancel-merch-${crypto.randomBytes(4).toString("hex")}`,
      title: "Cancelled night",
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() - 86400_000),
      ticketTypes: { create: [{ name: "Standing", area: "A", priceAmount: TICKET_PRICE, currency: "HKD", capacity: 100 }] },
    },
    include: { ticketTypes: true },
  });
  const product = await db.merchProduct.create({
    data: {
      slug: `tour-tee-${crypto.randomBytes(4).toString("hex")}`,
      name: "Tour tee",
      description: "-",
      imageUrl: "/uploads/tee.png",
      eventId: event.id,
      priceAmount: MERCH_PRICE,
      currency: "HKD",
      pickupOnly: true,
      variants: { create: [{ sku: `tee-${crypto.randomBytes(4).toString("hex")}`, size: "M", stock: STOCK }] },
    },
    include: { variants: true },
  });
  const variantId = product.variants[0]!.id;

  const fans = await createFans(s.app.deps, 200);
  await setPayPassword(s.app.deps, fans[0]!.id, PAY_PASSWORD);
  const { payPasswordHash } = await db.user.findUniqueOrThrow({ where: { id: fans[0]!.id } });
  await db.user.updateMany({ where: { id: { in: fans.map((f) => f.id) } }, data: { payPasswordHash } });
  for (let i = 0; i < fans.length; i += 20) {
    await Promise.all(fans.slice(i, i + 20).map((f) => db.$transaction((tx) => creditTopUp(tx, f.id, BALANCE, `race-topup-${f.id}`, "Test top-up"))));
  }

  /** An order awaiting payment, its stock taken as securing takes it. */
  const held = async (fan: Fan, kind: "MERCH" | "TICKET", quantity: number) => {
    if (kind === "MERCH") await db.merchVariant.update({ where: { id: variantId }, data: { sold: { increment: quantity } } });
    else await db.ticketType.update({ where: { id: event.ticketTypes[0]!.id }, data: { sold: { increment: quantity } } });
    const unit = kind === "MERCH" ? MERCH_PRICE : TICKET_PRICE;
    return db.order.create({
      data: {
        orderNo: newOrderNo(kind, new Date()),
        userId: fan.id,
        kind,
        eventId: event.id,
        currency: "HKD",
        totalAmount: unit * quantity,
        expiresAt: new Date(Date.now() + 30 * 60_000),
        pickupDate: kind === "MERCH" ? new Date(Date.now() + 20 * 86400_000) : null,
        items: { create: [kind === "MERCH" ? { kind, merchVariantId: variantId, quantity, unitAmount: unit } : { kind, ticketTypeId: event.ticketTypes[0]!.id, quantity, unitAmount: unit }] },
      },
    });
  };
  return { event, variantId, fans, held };
}

const payWallet = (fan: Fan, orderNo: string) => s.gql(PAY_ORDER, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });

describe("cancelling an event with merchandise, while fans pay and cancel", () => {
  it("refunds every payment that took money exactly once, to where it came from; no stock created; the ledger balances", { timeout: 300_000 }, async () => {
    const { db } = s.app.deps;
    const { event, variantId, fans, held } = await setUp();
    const write = (await createStaffToken(db, "cancel merch test", ["events:write"], { organisationId: org })).token;

    // Before the cancel: 40 fans have paid a merch order with Fan Coin (quantities 1 and 2); 30 have a card
    // payment under way (its webhook arrives during the cancel).
    const prePaid = fans.slice(0, 40);
    for (const [i, f] of prePaid.entries()) member((await payWallet(f, (await held(f, "MERCH", 1 + (i % 2))).orderNo)).data?.payOrder, "PaymentAccepted");
    const cardFans = fans.slice(40, 70);
    const cardPayments = [];
    for (const f of cardFans) {
      const o = await held(f, "MERCH", 1);
      const r = await s.gql(PAY_ORDER, { input: { orderNo: o.orderNo, method: "card", card, idempotencyKey: key() } }, { token: f.token });
      cardPayments.push(member(r.data?.payOrder, "PaymentAccepted"));
    }
    // Orders to pay during the cancel: 80 merch and 20 ticket orders with Fan Coin; 30 fans cancel their own.
    const racingMerch = await Promise.all(fans.slice(70, 150).map(async (f) => ({ f, o: await held(f, "MERCH", 1) })));
    const racingTickets = await Promise.all(fans.slice(150, 170).map(async (f) => ({ f, o: await held(f, "TICKET", 2) })));
    const selfCancel = await Promise.all(fans.slice(170, 200).map(async (f) => ({ f, o: await held(f, "MERCH", 1) })));
    const soldBefore = (await db.merchVariant.findUniqueOrThrow({ where: { id: variantId } })).sold;
    expect(soldBefore).toBe(60 + 30 + 80 + 30);

    // All at once: 160 fans' requests and two cancels of the event.
    const [fanResults, cancels] = await Promise.all([
      Promise.all([
        ...racingMerch.map(({ f, o }) => payWallet(f, o.orderNo).then((r) => ({ kind: "pay", r }))),
        ...racingTickets.map(({ f, o }) => payWallet(f, o.orderNo).then((r) => ({ kind: "pay", r }))),
        ...cardPayments.map((p, i) => sendWebhook(s.url, succeeded({ paymentNo: p.paymentNo, amount: MERCH_PRICE, currency: "HKD" })).then((r) => ({ kind: "webhook", r, i }))),
        ...selfCancel.map(({ f, o }) => s.gql(CANCEL_MERCH, { orderNo: o.orderNo }, { token: f.token }).then((r) => ({ kind: "cancel", r }))),
      ]),
      Promise.all([s.gql(CANCEL, { id: event.id }, { token: write }), s.gql(CANCEL, { id: event.id }, { token: write })]),
    ]);

    // Every webhook was taken; every fan had an answer of the API's own (a payment accepted or a typed
    // refusal) — or, on a machine this loaded, a request that gave up waiting for a database connection: its
    // transaction rolled back whole, which the money checks below cover too.
    for (const x of fanResults) {
      if (x.kind === "webhook") expect((x.r as { status: number }).status).toBe(200);
      else for (const e of (x.r as { errors?: { message: string }[] }).errors ?? []) expect(e.message).toBe("Unexpected error.");
    }
    const outcomes = cancels.map((c) => member(c.data?.cancelEvent, "EventCancellation"));
    expect(outcomes.map((c) => c.alreadyCancelled).sort()).toEqual([false, true]);

    // The cancels answered within seconds (payments.rules CANCEL_REFUNDS); refunds still on their way end
    // soon after, as the console follows them.
    await waitFor(async () => (await db.payment.count({ where: { order: { eventId: event.id }, status: "SUCCEEDED" } })) === 0, "every refund back", { timeoutMs: 60_000 });

    // Nothing of the event is paid or held any more.
    const orders = await db.order.findMany({ where: { eventId: event.id }, include: { payments: true } });
    expect(orders).toHaveLength(200);
    expect(orders.filter((o) => o.status === "PAID" || o.status === "AWAITING_PAYMENT")).toEqual([]);

    // Every payment that took money is refunded, once: Fan Coin by one REFUND on the ledger, cards through the provider.
    const payments = orders.flatMap((o) => o.payments);
    expect(payments.filter((p) => p.status === "SUCCEEDED")).toEqual([]);
    const refunded = payments.filter((p) => p.status === "REFUNDED");
    expect(refunded.length).toBeGreaterThanOrEqual(40);
    expect(orders.filter((o) => o.status === "REFUNDED").every((o) => o.payments.some((p) => p.status === "REFUNDED"))).toBe(true);
    // Each refund is one REFUND on the ledger, referenced by its refund number (a payment may be refunded in parts).
    const refunds = await db.refund.findMany({ where: { paymentId: { in: payments.map((p) => p.id) } } });
    const refundTx = await db.ledgerTransaction.groupBy({ by: ["reference"], where: { kind: "REFUND", reference: { in: refunds.map((r) => r.refundNo) } }, _count: true });
    const walletRefunded = refunded.filter((p) => p.provider === "wallet");
    const refundNoOf = new Map(refunds.map((r) => [r.paymentId, r.refundNo]));
    expect(refunds.filter((r) => walletRefunded.some((p) => p.id === r.paymentId))).toHaveLength(walletRefunded.length);
    expect(refundTx.map((t) => [t.reference, t._count]).sort()).toEqual(walletRefunded.map((p) => [refundNoOf.get(p.id), 1]).sort());
    // Card payments that succeeded: all 30 refunded through the provider (whether the webhook came before or after the cancel).
    expect(refunded.filter((p) => p.provider === "sandbox")).toHaveLength(30);
    // One e-mail per refund (besides the order confirmations of the tickets paid before the cancel).
    const refundMails = () => db.mailOutbox.count({ where: { to: { in: fans.map((f) => f.email) }, template: { not: "orderConfirmation" } } });
    // (the last refund's e-mail is written just after its payment shows refunded)
    await waitFor(async () => (await refundMails()) >= refunded.length, "an e-mail per refund", { timeoutMs: 10_000 }).catch(() => undefined);
    expect(await refundMails()).toBe(refunded.length);
    // Each fan's wallet holds what it did before: nothing kept, nothing paid back twice.
    const wallets = await db.walletAccount.findMany({ where: { userId: { in: fans.map((f) => f.id) } } });
    expect(wallets.filter((w) => w.balance !== BALANCE).map((w) => w.userId)).toEqual([]);
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });

    // Merch stock: every unit held or sold went back, none was created (sold never below zero, stock unchanged);
    // the product left the shop.
    const variant = await db.merchVariant.findUniqueOrThrow({ where: { id: variantId }, include: { product: true } });
    expect({ stock: variant.stock, sold: variant.sold, active: variant.product.active }).toEqual({ stock: STOCK, sold: 0, active: false });

    // The API says what it refunded, both times the same; the cancel and its refunds are audited.
    const refundedOrders = orders.filter((o) => o.status === "REFUNDED").length;
    // Each answer counted every payment of the refunded orders, as gone back or on its way (one answer may have
    // come while some were at the provider); asked again now, every one has gone back.
    const ofRefundedOrders = orders.filter((o) => o.status === "REFUNDED").flatMap((o) => o.payments.filter((p) => p.status === "REFUNDED")).length;
    for (const c of outcomes) expect({ ordersRefunded: c.ordersRefunded, payments: c.paymentsRefunded + c.refundsPending }).toEqual({ ordersRefunded: refundedOrders, payments: ofRefundedOrders });
    expect(member((await s.gql(CANCEL, { id: event.id }, { token: write })).data?.cancelEvent, "EventCancellation")).toMatchObject({ ordersRefunded: refundedOrders, paymentsRefunded: ofRefundedOrders, refundsPending: 0 });
    expect(await db.auditLog.count({ where: { action: "operator.event_cancel", targetId: event.id } })).toBe(1);
    const refundAudits = await db.auditLog.findMany({ where: { action: "operator.event_cancel_refunds", targetId: event.id } });
    expect(refundAudits).toHaveLength(3);
    const merchRefunded = orders.filter((o) => o.status === "REFUNDED" && o.kind === "MERCH").length;
    expect(merchRefunded).toBeGreaterThanOrEqual(70);
    expect(JSON.stringify(refundAudits[0]!.details)).toContain(`merchOrdersRefunded=${merchRefunded}`);
  });
});
