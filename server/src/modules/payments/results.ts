// What the payment pages read: an order as the pay page shows it, the methods on offer, and how an
// order's payment stands (stored, and pushed live on payment:result).
import type { Order } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import { NotFoundError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { findEventById, ticketTypesForOffer } from "../events/index.ts";
import { findOrderByNo, orderItemsOf } from "../orders/index.ts";
import { productNameOfVariant } from "../merch/index.ts";
import { getUser } from "../users/index.ts";
import { toFanCoins, walletBalance } from "../wallet/index.ts";
import { OrderNotPayableError } from "./payments.errors.ts";
import { EVENT_CANCELLED_REFUND_DUE, orderNoRule } from "./payments.rules.ts";
import { offeredMethods, paymentRoutes } from "./routes.ts";
import type { PaymentMethod } from "@fanfare/shared/payments";

/** Tells open result pages (Subscription.paymentResult) that an order's payment moved. */
export function publishResult(deps: Deps, orderNo: string, status: string, reason: string | null): void {
  deps.pubsub.publish("payment:result", orderNo, { orderNo, status, reason });
}

export async function findOwnOrder(deps: Deps, userId: string, orderNo: string): Promise<Order> {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order || order.userId !== userId) throw new NotFoundError("order");
  return order;
}

function fanCoinRate(deps: Deps, currency: string): number {
  const rate = deps.config.payments.fanCoinRateBps[currency];
  if (!rate) throw new OrderNotPayableError("CURRENCY");
  return rate;
}

/** The Fan Coin price of an order (ceil, in the platform's favour); a TOPUP cannot be paid from the wallet. */
export function fanCoinPrice(deps: Deps, order: Pick<Order, "currency" | "totalAmount" | "kind">): number | null {
  if (order.kind === "TOPUP") return null;
  return toFanCoins(order.totalAmount, fanCoinRate(deps, order.currency));
}

export interface PaymentOptionsView {
  /** The methods offered now (wallet first). */
  methods: PaymentMethod[];
  /** How a new card is entered: the sandbox's own form, or the provider's page; null when cards are not offered. */
  cardEntry: "SANDBOX_FORM" | "PROVIDER_PAGE" | null;
  /** Whether the provider that takes cards keeps them for later ("remember this card"). */
  cardsCanBeSaved: boolean;
  /** The sandbox takes some payments: no real money moves (a banner says so). */
  testMode: boolean;
}

/** What the pay and top-up pages may offer. */
export function paymentOptions(deps: Deps): PaymentOptionsView {
  const routes = paymentRoutes(deps.config);
  const card = routes.get("card");
  return {
    methods: offeredMethods(deps.config),
    cardEntry: !card ? null : card.name === "sandbox" ? "SANDBOX_FORM" : "PROVIDER_PAGE",
    cardsCanBeSaved: !!card,
    testMode: [...routes.values()].some((p) => p.name === "sandbox"),
  };
}

export type PaymentResultStatus = "NOT_PAID" | "PENDING" | "SUCCEEDED" | "FAILED" | "REFUNDING" | "REFUNDED" | "EXPIRED";

export interface PaymentResultView {
  orderNo: string;
  kind: string;
  status: PaymentResultStatus;
  reason: string | null;
  amount: number;
  currency: string;
  method: string | null;
  attemptsLeft: number | null;
  canRetry: boolean;
  /** Where the order stands now (a hold that has run out reads EXPIRED before the sweep marks it): a result opened again later says so. */
  orderStatus: Order["status"];
  /** What was bought (the event, the product, or Fan Coin) and its lines: the result page says so. */
  title: string;
  description: string | null;
}

function attemptsLeft(order: Order): number | null {
  return order.maxPaymentAttempts === null ? null : Math.max(0, order.maxPaymentAttempts - order.paymentAttempts);
}

/** The stored outcome of an order's payment, so a result page that connects late still shows it. */
export async function paymentResult(deps: Deps, userId: string, orderNo: string): Promise<PaymentResultView> {
  const order = await findOwnOrder(deps, userId, validate(orderNoRule, orderNo));
  const payments = await deps.db.payment.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "desc" } });
  const now = deps.now();
  const paying = payments.find((p) => p.status === "SUCCEEDED" && p.failureReason === null);
  const latest = paying ?? payments[0];
  const left = attemptsLeft(order);
  const holdLive = order.status === "AWAITING_PAYMENT" && (!order.expiresAt || order.expiresAt > now);
  let status: PaymentResultStatus;
  let reason: string | null = null;
  if (order.status === "PAID" || order.status === "REFUNDED" || paying) status = "SUCCEEDED";
  else if (!latest) status = holdLive ? "NOT_PAID" : "EXPIRED";
  else if (latest.status === "PENDING" || latest.status === "CANCELLED") {
    // A cancelled checkout reads as a failure the fan can act on (retry or support) while the hold lasts.
    status = !holdLive ? "EXPIRED" : latest.status === "PENDING" ? "PENDING" : "FAILED";
    if (status === "FAILED") reason = latest.failureReason;
  } else if (latest.status === "SUCCEEDED" || latest.status === "REFUNDED") {
    status = latest.status === "SUCCEEDED" ? "REFUNDING" : "REFUNDED";
    // The true reason (issue 34): money for an order of a cancelled event is refunded because of the cancel,
    // not because a hold ended.
    const cancelled = latest.failureReason === EVENT_CANCELLED_REFUND_DUE || (await deps.db.refund.count({ where: { paymentId: latest.id, cause: "EVENT_CANCELLED" } })) > 0;
    reason = cancelled ? "EVENT_CANCELLED" : "HOLD_EXPIRED";
  } else {
    status = "FAILED";
    reason = latest.failureReason;
  }
  return {
    orderNo: order.orderNo,
    kind: order.kind,
    status,
    reason,
    amount: latest?.amount ?? order.totalAmount,
    currency: latest?.currency ?? order.currency,
    method: latest?.method ?? null,
    attemptsLeft: left,
    canRetry: holdLive && (left === null || left > 0) && status !== "SUCCEEDED",
    orderStatus: order.status === "AWAITING_PAYMENT" && !holdLive ? "EXPIRED" : order.status,
    ...(await describeOrder(deps, order)),
  };
}

export interface PayableOrderView {
  order: Order;
  title: string;
  description: string | null;
  fanCoinAmount: number | null;
  attemptsLeft: number | null;
  walletBalance: number;
  payPasswordSetUp: boolean;
}

/** An order's title (the event, else its first line; "Fan Coin" for a top-up) and its lines, for the payment pages. */
export async function describeOrder(deps: Deps, order: Order): Promise<{ title: string; description: string | null }> {
  const [items, event] = await Promise.all([
    orderItemsOf(deps.db, order.id),
    order.eventId ? findEventById(deps, { select: { title: true, venue: true } }, order.eventId) : null,
  ]);
  const typeIds = items.flatMap((i) => (i.ticketTypeId ? [i.ticketTypeId] : []));
  const typeNames = new Map((typeIds.length ? await ticketTypesForOffer(deps.db, typeIds) : []).map((t) => [t.id, t.name]));
  const parts = await Promise.all(
    items.map(async (i) => {
      const name = (i.ticketTypeId ? typeNames.get(i.ticketTypeId) : undefined) ?? (i.merchVariantId ? await productNameOfVariant(deps.db, i.merchVariantId) : null) ?? "";
      return i.quantity > 1 ? `${name} × ${i.quantity}` : name;
    }),
  );
  const title = order.kind === "TOPUP" ? "Fan Coin" : (event?.title ?? parts[0] ?? order.orderNo);
  return { title, description: parts.filter(Boolean).join(", ") || event?.venue || null };
}

/** What the payment page shows before the fan pays: price, its Fan Coin equivalent, hold, attempts. */
export async function payableOrder(deps: Deps, userId: string, orderNo: string): Promise<PayableOrderView> {
  const order = await findOwnOrder(deps, userId, validate(orderNoRule, orderNo));
  const user = await getUser(deps, userId);
  return {
    order,
    ...(await describeOrder(deps, order)),
    fanCoinAmount: fanCoinPrice(deps, order),
    attemptsLeft: attemptsLeft(order),
    walletBalance: await walletBalance(deps, userId),
    payPasswordSetUp: !!user.payPasswordHash,
  };
}

