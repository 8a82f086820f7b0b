// Orders in GraphQL: the Order type (tickets and merch share it), securing tickets with a typed union of
// every expected refusal, the fan's orders by tab, one order, cancelling. Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { ErrorInterface, Money, type MoneyShape } from "../core/core.schema.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { QueueRequiredError } from "../queue/index.ts";
import { TicketNode } from "../tickets/tickets.schema.ts";
import { SeatNode } from "../events/events.schema.ts";
import { findSeat } from "../events/index.ts";
import { AudienceIdentityType } from "../identity/identity.schema.ts";
import { toView } from "../identity/index.ts";
import * as orderErrors from "./orders.errors.ts";
import * as orders from "./orders.service.ts";
import { findSecuredOrder } from "./secured-order.ts";
import { viewerId } from "../../context.ts";

export const OrderKindEnum = builder.enumType("OrderKind", { values: ["TICKET", "MERCH", "TOPUP"] as const });
export const OrderStatusEnum = builder.enumType("OrderStatus", { values: ["AWAITING_PAYMENT", "PAID", "CANCELLED", "EXPIRED", "REFUNDED"] as const });
const OrderItemKindEnum = builder.enumType("OrderItemKind", { values: ["TICKET", "MERCH"] as const });
const OrderListTabEnum = builder.enumType("OrderListTab", { values: ["AVAILABLE", "COMPLETED", "OTHERS"] as const });

function money(amount: number, currency: string): MoneyShape {
  return { amount, currency: currency as MoneyShape["currency"] };
}

export const OrderItemType = builder.prismaObject("OrderItem", {
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.expose("kind", { type: OrderItemKindEnum }),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.field({
      type: Money,
      select: { unitAmount: true, order: { select: { currency: true } } },
      resolve: (i) => money(i.unitAmount, i.order.currency),
    }),
    ticketType: t.relation("ticketType", { nullable: true }),
    /** The held or sold seat; its number is shown as "confirming" until the ticket is issued. */
    seat: t.field({
      type: SeatNode,
      nullable: true,
      select: { seatId: true },
      // findUnique calls of one tick are batched by Prisma into one query: no query per item.
      resolve: (i, _a, ctx) => (i.seatId ? findSeat(ctx.deps, i.seatId) : null),
    }),
    identity: t.field({
      type: AudienceIdentityType,
      nullable: true,
      select: { identity: true },
      resolve: (i, _a, ctx) => (i.identity ? toView(ctx.deps, i.identity) : null),
    }),
    tickets: t.relation("tickets"),
  }),
});

export const OrderType = builder.prismaObject("Order", {
  name: "Order",
  fields: (t) => ({
    id: t.exposeID("id"),
    orderNo: t.exposeString("orderNo"),
    kind: t.expose("kind", { type: OrderKindEnum }),
    status: t.expose("status", { type: OrderStatusEnum }),
    totalAmount: t.field({
      type: Money,
      select: { totalAmount: true, currency: true },
      resolve: (o) => money(o.totalAmount, o.currency),
    }),
    itemCount: t.int({ select: { items: { select: { quantity: true } } }, resolve: (o) => o.items.reduce((n, i) => n + i.quantity, 0) }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true, description: "End of the 10-minute hold while awaiting payment." }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    paymentAttempts: t.exposeInt("paymentAttempts"),
    maxPaymentAttempts: t.exposeInt("maxPaymentAttempts", { nullable: true, description: "Hot events allow one payment attempt; null = unlimited." }),
    event: t.relation("event", { nullable: true }),
    items: t.relation("items", { query: { orderBy: { id: "asc" } } }),
    tickets: t.field({
      type: [TicketNode],
      description: "The tickets issued for this order once paid (the viewer's own at issue; transferred ones included).",
      select: { items: { select: { tickets: true } } },
      resolve: (o) => o.items.flatMap((i) => i.tickets),
    }),
  }),
});

// ───── errors ─────

// Ticket* names: merch's errors of the same idea have their own GraphQL types (and codes).
builder.objectType(orderErrors.LimitReachedError, {
  name: "TicketLimitReachedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ limit: t.exposeInt("limit"), remaining: t.exposeInt("remaining") }),
});
builder.objectType(orderErrors.IdentityTakenError, {
  name: "IdentityTakenError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ identityId: t.exposeID("identityId") }),
});
builder.objectType(orderErrors.SaleNotOpenError, {
  name: "SaleNotOpenError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ saleState: t.exposeString("saleState") }),
});
for (const [cls, name] of [
  [orderErrors.SoldOutError, "SoldOutError"],
  [orderErrors.IdentityRequiredError, "IdentityRequiredError"],
  [orderErrors.PhoneRequiredError, "TicketPhoneRequiredError"],
  [orderErrors.DesktopOnlyError, "TicketDesktopOnlyError"],
  [orderErrors.TicketHoldersOnlyError, "TicketHoldersOnlyError"],
  [orderErrors.OrderExpiredError, "OrderExpiredError"],
  [orderErrors.OrderNotCancellableError, "OrderCancelRefusedError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

// ───── secure, list, cancel ─────

const TicketsSecured = builder.objectRef<{ orderId: string }>("TicketsSecured").implement({
  description: "Tickets held for 10 minutes in an order awaiting payment (#/payment/buy?orderNo=).",
  fields: (t) => ({
    order: t.prismaField({
      type: "Order",
      resolve: (query, r, _a, ctx) => findSecuredOrder(ctx.deps, query, r.orderId),
    }),
  }),
});

const SecureLineInput = builder.inputType("SecureTicketLineInput", {
  fields: (t) => ({
    ticketTypeId: t.id({ required: true }),
    quantity: t.int({ required: true }),
    row: t.string({ description: "Seated types: the row to sit in; seat numbers are assigned by the system." }),
  }),
});

const SecureTicketsInput = builder.inputType("SecureTicketsInput", {
  fields: (t) => ({
    eventSlug: t.string({ required: true }),
    lines: t.field({ type: [SecureLineInput], required: true }),
    identityIds: t.idList({ description: "Real-name events: one of the fan's identities per ticket, in line order." }),
    agreedToTerms: t.boolean({ required: true, description: "Terms of service, privacy policy and sales terms." }),
    humanCheck: t.string({ description: "The solved human-check payload." }),
    desktop: t.boolean({ description: "Sent by the desktop /purchase page (desktop-only events)." }),
    idempotencyKey: t.string(),
    admissionPass: t.string({ description: "Events with a waiting room: the admission pass's token (QueuePlace.admission.token), single use." }),
  }),
});

const loggedIn = { loggedIn: true } as const;

builder.mutationField("secureTickets", (t) =>
  t.field({
    type: TicketsSecured,
    authScopes: loggedIn,
    args: { input: t.arg({ type: SecureTicketsInput, required: true }) },
    errors: {
      types: [
        ValidationError,
        HumanCheckFailedError,
        NotFoundError,
        orderErrors.SoldOutError,
        orderErrors.LimitReachedError,
        orderErrors.IdentityRequiredError,
        orderErrors.IdentityTakenError,
        orderErrors.PhoneRequiredError,
        orderErrors.SaleNotOpenError,
        orderErrors.DesktopOnlyError,
        orderErrors.TicketHoldersOnlyError,
        QueueRequiredError,
      ],
      directResult: true,
      union: { name: "SecureTicketsResult" },
    },
    resolve: async (_r, { input }, ctx) => {
      const order = await orders.secureTickets(ctx.deps, viewerId(ctx), {
        ...input,
        lines: input.lines.map((l) => ({ ...l, ticketTypeId: String(l.ticketTypeId) })),
        identityIds: input.identityIds?.map(String),
        agreedToTerms: input.agreedToTerms as true,
      });
      return { orderId: order.id };
    },
  }),
);

builder.queryFields((t) => ({
  myOrders: t.prismaConnection({
    type: "Order",
    cursor: "id",
    defaultSize: 20,
    maxSize: 100,
    authScopes: loggedIn,
    args: { tab: t.arg({ type: OrderListTabEnum, required: true }), kind: t.arg({ type: OrderKindEnum }) },
    resolve: (query, _r, args, ctx) => orders.listMyOrders(ctx.deps, query, viewerId(ctx), args.tab, args.kind),
  }),
  order: t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: loggedIn,
    description: "One of the viewer's own ticket or merch orders by number (null for anyone else's).",
    args: { orderNo: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => orders.findMyOrder(ctx.deps, query, viewerId(ctx), args.orderNo),
  }),
}));

builder.mutationField("cancelOrder", (t) =>
  t.field({
    type: OrderType,
    authScopes: loggedIn,
    args: { orderNo: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError, orderErrors.OrderExpiredError, orderErrors.OrderNotCancellableError], directResult: true },
    resolve: (_r, { orderNo }, ctx) => orders.cancelOrder(ctx.deps, viewerId(ctx), orderNo),
  }),
);
