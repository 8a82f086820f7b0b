// The operator API of refunds and disputes: refundOrder (scope orders:refund: owners, managers, box office),
// and on every OperatorOrder what is left to refund, its refunds and its disputes. Thin: scope, one service call.
import DataLoader from "dataloader";
import type { Dispute, Refund } from "../../generated/prisma/client.ts";
import { builder } from "../../builder.ts";
import { idOfType } from "../../node-access.ts";
import type { Context } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { describedValues, ErrorInterface, Money, type MoneyShape } from "../core/core.schema.ts";
import { OperatorOrder, withNicknames, type OperatorOrderView } from "../orders/operator.schema.ts";
import { operatorOrderById } from "../orders/index.ts";
import { requireOperator } from "../organisations/index.ts";
import { OrderNotRefundableError, RefundTooLargeError } from "./payments.errors.ts";
import { OrderAmount } from "./payments.schema.ts";
import { refundOrder, REFUND_REASON_MAX, REFUND_REASON_MIN, type OrderRefundView } from "./order-refund.ts";
import { eventRefundSummary, type EventRefundSummary, type RefundMethodTotal } from "./operator.service.ts";

const read = { staff: "orders:read" } as const;

builder.objectType(OrderNotRefundableError, {
  name: "OrderNotRefundableError",
  description: "The order cannot be refunded: not paid (status), or refunded in full already (REFUNDED).",
  interfaces: [ErrorInterface],
  fields: (t) => ({ status: t.exposeString("status", { description: "The order's status now, or REFUNDED when nothing is left to refund." }) }),
});
builder.objectType(RefundTooLargeError, {
  name: "RefundTooLargeError",
  description: "More than what is left to refund of the order.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    refundable: t.field({ type: Money, description: "What is left to refund, in the order's currency.", resolve: (e): MoneyShape => ({ amount: e.refundable, currency: e.currency as MoneyShape["currency"] }) }),
  }),
});

const RefundStatusEnum = builder.enumType("RefundStatus", {
  description: "Where a refund stands.",
  values: describedValues(["PENDING", "SUBMITTED", "SUCCEEDED", "FAILED"] as const, {
    PENDING: "Decided, on its way to the payment provider (retried until it answers).",
    SUBMITTED: "Accepted by the provider; its final word is still to come.",
    SUCCEEDED: "The money went back.",
    FAILED: "The provider refused it: nothing went back, refund the fan another way.",
  }),
});
const RefundCauseEnum = builder.enumType("RefundCause", {
  description: "Why money went back.",
  values: describedValues(["HOLD_EXPIRED", "EVENT_CANCELLED", "ORDER_REFUND", "DISPUTE_LOST", "HAND_BACK"] as const, {
    HOLD_EXPIRED: "A payment arrived after the order could no longer be paid.",
    EVENT_CANCELLED: "The event was cancelled.",
    ORDER_REFUND: "The organiser refunded the order (refundOrder).",
    DISPUTE_LOST: "The card holder's bank took the payment back (a lost dispute).",
    HAND_BACK: "A ticket of the order was handed back and sold to the next fan in line: its seller was paid the face value in Fan Coin.",
  }),
});
const DisputeStatusEnum = builder.enumType("DisputeStatus", {
  description: "Where a dispute (chargeback) stands.",
  values: describedValues(["OPEN", "WON", "LOST"] as const, {
    OPEN: "Opened by the card holder's bank: answer it at the provider.",
    WON: "Decided for the organiser.",
    LOST: "The money went back to the card holder; the order is refunded and its tickets void.",
  }),
});

const OrderRefund = builder.objectRef<Refund>("OrderRefund").implement({
  description: "Money of an order that went back (or is on its way) to where it came from.",
  authScopes: read,
  fields: (t) => ({
    refundNo: t.exposeString("refundNo", { description: "The refund's number (the provider's idempotency key)." }),
    orderAmount: t.int({ description: "The refund in minor units of the order's currency.", resolve: (r) => r.orderAmount }),
    amount: t.field({ type: OrderAmount, description: "The refund as the payment was made (FANCOIN for the wallet).", resolve: (r) => ({ amount: r.amount, currency: r.currency }) }),
    status: t.field({ type: RefundStatusEnum, description: "Where it stands.", resolve: (r) => r.status }),
    cause: t.field({ type: RefundCauseEnum, description: "Why.", resolve: (r) => r.cause }),
    reason: t.exposeString("reason", { nullable: true, description: "The reason given with it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was decided." }),
  }),
});

const OrderDispute = builder.objectRef<Dispute>("OrderDispute").implement({
  description: "A dispute (chargeback) of an order's payment.",
  authScopes: read,
  fields: (t) => ({
    provider: t.exposeString("provider", { description: "The payment provider (stripe, adyen)." }),
    status: t.field({ type: DisputeStatusEnum, description: "Where it stands.", resolve: (d) => d.status }),
    amount: t.field({ type: OrderAmount, description: "The disputed amount.", resolve: (d) => ({ amount: d.amount, currency: d.currency }) }),
    reason: t.exposeString("reason", { nullable: true, description: "The bank's reason, as the provider gives it." }),
    openedAt: t.expose("openedAt", { type: "DateTime", description: "When we heard of it." }),
  }),
});

// One query per page of orders, not per order.
const loaders = new WeakMap<object, { refunds: DataLoader<string, Refund[]>; disputes: DataLoader<string, Dispute[]> }>();
function loadersOf(ctx: Context) {
  let l = loaders.get(ctx);
  if (!l) {
    const byOrder = <T extends { orderId: string }>(ids: readonly string[], rows: T[]) => ids.map((id) => rows.filter((r) => r.orderId === id));
    l = {
      refunds: new DataLoader(async (ids) => byOrder(ids, await ctx.db.refund.findMany({ where: { orderId: { in: [...ids] } }, orderBy: { createdAt: "asc" } }))),
      disputes: new DataLoader(async (ids) => {
        const rows = await ctx.db.dispute.findMany({ where: { payment: { orderId: { in: [...ids] } } }, include: { payment: { select: { orderId: true } } }, orderBy: { openedAt: "asc" } });
        return byOrder(ids, rows.map((d) => ({ ...d, orderId: d.payment.orderId })));
      }),
    };
    loaders.set(ctx, l);
  }
  return l;
}

builder.objectFields(OperatorOrder, (t) => ({
  refundable: t.field({
    type: Money,
    description: "What is left to refund (0 unless the order is paid): the most refundOrder takes.",
    resolve: async (o, _a, ctx): Promise<MoneyShape> => {
      const currency = o.currency as MoneyShape["currency"];
      if (o.status !== "PAID") return { amount: 0, currency };
      // Refunds of payments that never paid the order carry no order amount: the sum is what went back of it.
      const back = (await loadersOf(ctx).refunds.load(o.id)).filter((r) => r.status !== "FAILED").reduce((n, r) => n + r.orderAmount, 0);
      return { amount: Math.max(0, o.totalAmount - back), currency };
    },
  }),
  refunds: t.field({ type: [OrderRefund], description: "Its refunds, oldest first.", resolve: (o, _a, ctx) => loadersOf(ctx).refunds.load(o.id) }),
  disputes: t.field({ type: [OrderDispute], description: "Disputes (chargebacks) of its payments, oldest first.", resolve: (o, _a, ctx) => loadersOf(ctx).disputes.load(o.id) }),
}));

const OrderRefunded = builder.objectRef<OrderRefundView & { row: OperatorOrderView }>("OrderRefunded").implement({
  description: "An order refunded, fully or in part.",
  authScopes: { staff: "orders:refund" },
  fields: (t) => ({
    order: t.field({ type: OperatorOrder, description: "The order now (REFUNDED when refunded in full).", resolve: (v) => v.row }),
    refund: t.field({ type: OrderRefund, description: "The refund (SUCCEEDED for Fan Coin, PENDING or SUBMITTED while a provider has it).", resolve: (v) => v.refund }),
    full: t.exposeBoolean("full", { description: "The order is refunded in full: its tickets are void and their stock went back." }),
    repeated: t.exposeBoolean("repeated", { description: "This idempotencyKey had refunded it before: nothing new was done." }),
  }),
});

const RefundOrderInput = builder.inputType("RefundOrderInput", {
  description: "A refund of one order: all that is left of it, or part.",
  fields: (t) => ({
    orderId: t.id({ description: "The order's id (OperatorOrder.id); or give orderNo." }),
    orderNo: t.string({ description: "The order's number." }),
    amount: t.int({ description: "Minor units of the order's currency (50 % of HK$200.00 is 10000); omitted: all that is left." }),
    reason: t.string({ required: true, description: `Why (${REFUND_REASON_MIN}–${REFUND_REASON_MAX} characters); the fan's e-mail quotes it.` }),
    idempotencyKey: t.string({ description: "8–100 characters: a retry with the same key returns the first refund, never a second." }),
  }),
});

builder.mutationField("refundOrder", (t) =>
  t.field({
    type: OrderRefunded,
    description:
      "Operators (scope orders:refund: owners, managers, box office): refunds one of their organisation's paid orders, fully or in part, to where its payment came from (a card or e-wallet through its provider, Fan Coin to the wallet). A full refund voids its tickets and gives their stock back. The fan is e-mailed; audited as operator.order_refund.",
    authScopes: { staff: "orders:refund" },
    args: { input: t.arg({ type: RefundOrderInput, required: true, description: "The order, the amount and the reason." }) },
    errors: { types: [ValidationError, NotFoundError, OrderNotRefundableError, RefundTooLargeError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      const op = await requireOperator(ctx);
      const done = await refundOrder(ctx.deps, ctx, op, {
        orderId: input.orderId ? String(input.orderId) : null,
        orderNo: input.orderNo ?? null,
        amount: input.amount ?? null,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey ?? null,
      });
      const [row] = await withNicknames(ctx.db, [(await operatorOrderById(ctx.db, done.order.id))!]);
      return { ...done, row: row! };
    },
  }),
);

// ───── a cancellation's refunds: the summary before confirming, the progress after (issue 34) ─────

const RefundMethodTotalRef = builder.objectRef<RefundMethodTotal>("RefundMethodTotal").implement({
  description: "Money of one payment method in one currency: how many payments and how much.",
  authScopes: { staff: "events:write" },
  fields: (t) => ({
    method: t.exposeString("method", { description: "The payment method (wallet for Fan Coin, card, alipayHK, …)." }),
    payments: t.exposeInt("payments", { description: "How many payments." }),
    amount: t.field({ type: OrderAmount, description: "Their total, as the payments were made (FANCOIN for the wallet).", resolve: (r) => ({ amount: r.amount, currency: r.currency }) }),
  }),
});

const EventRefundSummaryRef = builder.objectRef<EventRefundSummary>("EventRefundSummary").implement({
  description:
    "An event's cancellation refunds, from its orders, payments and refund records: before cancelling, the paid orders a cancel would refund and how much by payment method; after, how many of its refunds went back, are still due, or failed.",
  authScopes: { staff: "events:write" },
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The event's database id (OperatorEvent.id)." }),
    cancelled: t.exposeBoolean("cancelled", { description: "Whether the event is cancelled." }),
    paidOrders: t.exposeInt("paidOrders", { description: "Paid orders a cancel would refund now: ticket orders, and merchandise not yet shipped or handed over." }),
    toRefund: t.field({ type: [RefundMethodTotalRef], description: "What a cancel would give back now, by payment method, largest first.", resolve: (s) => s.toRefund }),
    refundsSucceeded: t.exposeInt("refundsSucceeded", { description: "The cancellation's refunds that went back." }),
    refundsDue: t.exposeInt("refundsDue", { description: "The cancellation's refunds still on their way (at the provider, or due and retried by the refund job)." }),
    refundsFailed: t.exposeInt("refundsFailed", { description: "The cancellation's refunds the provider refused: refund those fans another way." }),
    refunded: t.field({ type: [RefundMethodTotalRef], description: "What the cancellation gave back so far, by payment method.", resolve: (s) => s.refunded }),
  }),
});

builder.queryField("operatorEventRefunds", (t) =>
  t.field({
    type: EventRefundSummaryRef,
    description:
      "Operators (scope events:write, as cancelEvent): the refunds a cancel of one of their events would make (before confirming it) and how the cancellation's refunds stand (after). Another organisation's event is NOT_FOUND.",
    authScopes: { staff: "events:write" },
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }) },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { eventId }, ctx) => eventRefundSummary(ctx.deps, await requireOperator(ctx), idOfType("Event", String(eventId))),
  }),
);

