// An organiser refunds one order, fully or in part (refundOrder: OWNER, MANAGER, BOX_OFFICE, scope
// orders:refund), with a reason. The money goes back to where it came from: Fan Coin on the ledger in the same
// transaction, a card or an e-wallet through its provider after the commit (refunds.ts). A full refund also
// refunds the order itself (orders.refundPaidOrder): its tickets die at the gate and their stock goes back,
// held at once for the next fan in line. The fan is e-mailed in their language; the change is audited.
//
// Races, in one order of locks shared with payments and cancels (event shared, then the order, then its
// payment): a second refund waits for the first and sees what is left; a cancel of the event waits (or is
// waited for) and refunds only what is left (refunds.refundPayment claims the rest of the payment); a
// transfer or a gate scan of a ticket either happened before the void (and the ticket dies where it went) or
// finds the ticket changed. Never above what was paid: the claim on Payment.refundedAmount is a conditional
// update, backed by a CHECK.
import { z } from "zod";
import type { Order, Refund } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { findOrder, findOrderByNo, getOrder, lockOrder, refundPaidOrder } from "../orders/index.ts";
import { lockEventForPayment, operatorEventIds } from "../events/index.ts";
import { auditOperator, type OperatorCaller } from "../organisations/index.ts";
import { OrderNotRefundableError, RefundTooLargeError } from "./payments.errors.ts";
import { lockPaymentOf } from "./payment-lock.ts";
import { refundInPaymentCurrency } from "./payments.rules.ts";
import { claimRefund, submitRefund } from "./refunds.ts";

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

export interface RefundOrderInput {
  /** The order's id (OperatorOrder.id) or its number. */
  orderId?: string | null;
  orderNo?: string | null;
  /** Minor units of the order's currency; omitted: everything left to refund. */
  amount?: number | null;
  reason: string;
  /** A retry with the same key returns the first refund instead of making a second. */
  idempotencyKey?: string | null;
}

export interface OrderRefundView {
  order: Order;
  refund: Refund;
  /** The order is refunded in full now (its tickets voided). */
  full: boolean;
  /** This key had refunded the order before: nothing new was done. */
  repeated: boolean;
}

const inputRule = z.object({
  reason: z.string("validation.refundReason").trim().min(REFUND_REASON_MIN, "validation.refundReason").max(REFUND_REASON_MAX, "validation.refundReason"),
  amount: z.number("validation.refundAmount").int("validation.refundAmount").min(1, "validation.refundAmount").max(1_000_000_000, "validation.refundAmount").nullish(),
  idempotencyKey: z.string().trim().min(8, "validation.required").max(100, "validation.required").nullish(),
});

/** One of the operator's orders, by id or number; NOT_FOUND for another organisation's. */
async function operatorsOrder(deps: Deps, op: OperatorScope, input: RefundOrderInput): Promise<Order> {
  const order = input.orderId ? await findOrder(deps.db, input.orderId) : input.orderNo ? await findOrderByNo(deps.db, input.orderNo.trim()) : null;
  if (!order?.eventId || !(await operatorEventIds(deps, op, order.eventId)).length) throw new NotFoundError("order");
  return order;
}

export async function refundOrder(deps: Deps, caller: OperatorCaller, op: OperatorScope, input: RefundOrderInput): Promise<OrderRefundView> {
  const { reason, amount, idempotencyKey } = validate(inputRule, { reason: input.reason, amount: input.amount ?? null, idempotencyKey: input.idempotencyKey ?? null });
  const order = await operatorsOrder(deps, op, input);
  const now = deps.now();
  const done = await deps.db.$transaction(async (tx) => {
    if (order.eventId) await lockEventForPayment(tx, order.eventId);
    const locked = (await lockOrder(tx, order.id))!;
    if (idempotencyKey) {
      const earlier = await tx.refund.findUnique({ where: { orderId_requestKey: { orderId: order.id, requestKey: idempotencyKey } } });
      if (earlier) return { refund: earlier, full: locked.status === "REFUNDED", repeated: true };
    }
    // A refunded order may be refunded again only for money its provider refused to give back (a FAILED
    // refund gave its claim back): the tickets are void already, the money is still owed to the fan.
    if (locked.status !== "PAID" && locked.status !== "REFUNDED") throw new OrderNotRefundableError(locked.status);
    // The payment that paid the order (others of the order, which arrived too late, are refunded by themselves).
    const paying = await tx.payment.findFirst({ where: { orderId: order.id, status: "SUCCEEDED", failureReason: null }, orderBy: { createdAt: "asc" }, select: { paymentNo: true, provider: true } });
    if (!paying) throw new OrderNotRefundableError(locked.status === "PAID" ? "NO_PAYMENT" : locked.status);
    const payment = (await lockPaymentOf(tx, paying.provider, { paymentNo: paying.paymentNo }))!;
    const refundedSoFar = (await tx.refund.aggregate({ _sum: { orderAmount: true }, where: { paymentId: payment.id, status: { not: "FAILED" } } }))._sum.orderAmount ?? 0;
    const orderRemaining = locked.totalAmount - refundedSoFar;
    if (orderRemaining <= 0) throw new OrderNotRefundableError("REFUNDED");
    const orderAmount = amount ?? orderRemaining;
    if (orderAmount > orderRemaining) throw new RefundTooLargeError(orderRemaining, locked.currency);
    const paymentAmount = refundInPaymentCurrency({
      orderAmount,
      orderRemaining,
      paymentAmount: payment.amount,
      paymentRemaining: payment.amount - payment.refundedAmount,
      orderTotal: locked.totalAmount,
    });
    if (paymentAmount <= 0) throw new ValidationError("validation.refundAmount", "amount");
    const refund = await claimRefund(tx, deps, {
      payment,
      amount: paymentAmount,
      orderAmount,
      cause: "ORDER_REFUND",
      reason,
      requestKey: idempotencyKey,
      actor: { userId: caller.viewer.userId, staffTokenId: caller.viewer.staffTokenId ?? null },
    });
    if (!refund) throw new RefundTooLargeError(orderRemaining, locked.currency);
    const full = orderAmount === orderRemaining;
    if (full && locked.status === "PAID") await refundPaidOrder(tx, deps, order.id, now, "refund");
    await auditOperator(tx, caller, {
      action: "operator.order_refund",
      outcome: "SUCCESS",
      targetType: "Order",
      targetId: order.id,
      details: {
        organisationId: op.organisationId,
        eventId: order.eventId,
        reason,
        after: [`orderNo=${order.orderNo}`, `refundNo=${refund.refundNo}`, `amount=${orderAmount}`, `currency=${locked.currency}`, `full=${full}`, `method=${payment.method}`],
      },
    });
    return { refund, full, repeated: false };
  });
  // Through its provider, after the commit (a failure now is retried by payments:reconcile-refunds).
  if (done.refund.status === "PENDING") {
    await submitRefund(deps, done.refund.id).catch((e: unknown) => deps.log.warn(`refund ${done.refund.refundNo} not sent yet, the job retries: ${String(e)}`));
  }
  const refund = await deps.db.refund.findUniqueOrThrow({ where: { id: done.refund.id } });
  return { order: await getOrder(deps.db, order.id), refund, full: done.full, repeated: done.repeated };
}

/** What is left to refund of an order, in its currency (0 when nothing was paid or all went back). */
export async function refundableAmount(deps: Deps, order: Pick<Order, "id" | "status" | "totalAmount">): Promise<number> {
  if (order.status !== "PAID" && order.status !== "REFUNDED") return 0;
  const paying = await deps.db.payment.findFirst({ where: { orderId: order.id, status: "SUCCEEDED", failureReason: null }, orderBy: { createdAt: "asc" }, select: { id: true } });
  if (!paying) return 0;
  const refunded = (await deps.db.refund.aggregate({ _sum: { orderAmount: true }, where: { paymentId: paying.id, status: { not: "FAILED" } } }))._sum.orderAmount ?? 0;
  return Math.max(0, order.totalAmount - refunded);
}
