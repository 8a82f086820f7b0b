// Orders in GraphQL: the Order type (tickets and merch share it), securing tickets with a typed union of
// every expected refusal, the fan's orders by tab, one order, cancelling. Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { idOfType } from "../../node-access.ts";
import { ErrorInterface, Money, type MoneyShape, describedValues } from "../core/core.schema.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { QueueRequiredError } from "../queue/index.ts";
import { CodeSaleNotOpenError, PromoCodeExpiredError, PromoCodeInvalidError, PromoCodeNotApplicableError, PromoCodeNotStartedError, PromoCodeUsedUpError } from "../codes/index.ts";
import { TicketNode } from "../tickets/tickets.schema.ts";
import { SeatNode } from "../events/events.schema.ts";
import { findSeat, seatBoard } from "../events/index.ts";
import type { Deps } from "../../deps.ts";
import { AudienceIdentityType } from "../identity/identity.schema.ts";
import { toView } from "../identity/index.ts";
import * as orderErrors from "./orders.errors.ts";
import * as orders from "./orders.service.ts";
import { findSecuredOrder } from "./secured-order.ts";
import { nameOrderTickets } from "./name-tickets.ts";
import { viewerId, type Context } from "../../context.ts";
import type { Seat } from "../../generated/prisma/client.ts";
import { prismaCursorRows } from "../../platform/cursor-guard.ts";

/**
 * Seats by id, in that order: off the event's seat board, which alternativesTo has just read for this
 * very answer (the seat map's own source); else findUnique (the calls of one tick are one query). Prisma's
 * work for these reads was the largest share of the server's CPU for a SeatsTakenError, the commonest
 * answer of a seat race (npm run bench -- onsale --seats --cpu-prof).
 */
async function seatsById(deps: Deps, ids: string[], eventId?: string) {
  if (eventId) {
    const board = await seatBoard(deps, eventId).current();
    const seats = ids.map((id) => board.seats.get(id));
    if (seats.every((s) => s !== undefined)) return seats as never as NonNullable<Awaited<ReturnType<typeof findSeat>>>[];
  }
  const seats = await Promise.all(ids.map((id) => findSeat(deps, id)));
  return seats.filter((s) => s !== null);
}

export const OrderKindEnum = builder.enumType("OrderKind", {
  description: "What an order buys.",
  values: describedValues(["TICKET", "MERCH", "TOPUP"] as const, {
    TICKET: "Event tickets.",
    MERCH: "Merchandise.",
    TOPUP: "Fan Coin for the wallet.",
  }),
});
export const OrderStatusEnum = builder.enumType("OrderStatus", {
  description: "The payment state of an order.",
  values: describedValues(["AWAITING_PAYMENT", "PAID", "CANCELLED", "EXPIRED", "REFUNDED"] as const, {
    AWAITING_PAYMENT: "Stock is held until expiresAt; pay before then.",
    PAID: "Paid; its tickets, merchandise or Fan Coin are issued.",
    CANCELLED: "Cancelled before payment; the stock was released.",
    EXPIRED: "Not paid in time; the stock was released.",
    REFUNDED: "Paid, then refunded to where the payment came from.",
  }),
});
const OrderItemKindEnum = builder.enumType("OrderItemKind", {
  description: "What an order line is.",
  values: describedValues(["TICKET", "MERCH"] as const, {
    TICKET: "Tickets of one ticket type (and seat).",
    MERCH: "Units of one merchandise variant.",
  }),
});
const OrderListTabEnum = builder.enumType("OrderListTab", {
  description: "The tabs of the fan's order list.",
  values: describedValues(["AVAILABLE", "COMPLETED", "OTHERS"] as const, {
    AVAILABLE: "Awaiting payment and not yet expired.",
    COMPLETED: "Paid.",
    OTHERS: "Cancelled, expired (or past its hold) or refunded.",
  }),
});

function money(amount: number, currency: string): MoneyShape {
  return { amount, currency: currency as MoneyShape["currency"] };
}

export const OrderItemType = builder.prismaObject("OrderItem", {
  description: "One line of an order.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The line's id." }),
    kind: t.expose("kind", { description: "Tickets or merchandise.", type: OrderItemKindEnum }),
    quantity: t.exposeInt("quantity", { description: "Units on this line." }),
    unitAmount: t.field({
      description: "The price of one unit when ordered, in minor units with its currency.",
      type: Money,
      select: { unitAmount: true, order: { select: { currency: true } } },
      resolve: (i) => money(i.unitAmount, i.order.currency),
    }),
    ticketType: t.relation("ticketType", { description: "The ticket type, for ticket lines; null for merchandise.", nullable: true }),
    /** The held or sold seat; its number is shown as "confirming" until the ticket is issued. */
    seat: t.field({
      description: "The seat picked, for a seated ticket line; null otherwise.",
      type: SeatNode,
      nullable: true,
      select: { seatId: true },
      // The secured order's answer read it with the item (secured-order.ts); otherwise findUnique calls of
      // one tick are batched by Prisma into one query: no query per item.
      resolve: (i, _a, ctx) => (i.seatId ? (securedSeats.get(ctx)?.get(i.seatId) ?? findSeat(ctx.deps, i.seatId)) : null),
    }),
    identity: t.field({
      description: "The real-name identity the ticket is for, masked; null when the event is not real-name.",
      type: AudienceIdentityType,
      nullable: true,
      select: { identity: true },
      resolve: (i, _a, ctx) => (i.identity ? toView(ctx.deps, i.identity) : null),
    }),
    tickets: t.relation("tickets", { description: "The tickets issued for this line (empty until paid)." }),
  }),
});

export const OrderType = builder.prismaObject("Order", {
  description: "An order of tickets, merchandise or a Fan Coin top-up by the signed-in fan.",
  name: "Order",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The order's id." }),
    orderNo: t.exposeString("orderNo", { description: "The order number shown to the fan and support; use it in payOrder and cancelOrder." }),
    kind: t.expose("kind", { description: "What it buys.", type: OrderKindEnum }),
    status: t.expose("status", { description: "The payment state.", type: OrderStatusEnum }),
    totalAmount: t.field({
      description: "The total, in minor units with its currency.",
      type: Money,
      select: { totalAmount: true, currency: true },
      resolve: (o) => money(o.totalAmount, o.currency),
    }),
    itemCount: t.int({ description: "Units over all lines.", select: { items: { select: { quantity: true } } }, resolve: (o) => o.items.reduce((n, i) => n + i.quantity, 0) }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true, description: "End of the 10-minute hold while awaiting payment." }),
    paidAt: t.expose("paidAt", { description: "When it was paid (ISO 8601, UTC).", type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { description: "When it was cancelled (ISO 8601, UTC).", type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { description: "When it was placed (ISO 8601, UTC).", type: "DateTime" }),
    paymentAttempts: t.exposeInt("paymentAttempts", { description: "Payment attempts made so far (a hot event allows one)." }),
    maxPaymentAttempts: t.exposeInt("maxPaymentAttempts", { nullable: true, description: "Hot events allow one payment attempt; null = unlimited." }),
    event: t.relation("event", { description: "The event, for ticket orders; null for a top-up.", nullable: true }),
    items: t.relation("items", { description: "The order's lines.", query: { orderBy: { id: "asc" } } }),
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
  description: "The account would hold more tickets of the event than Event.maxTicketsPerAccount.",
  name: "TicketLimitReachedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ limit: t.exposeInt("limit", { description: "The per-account limit." }), remaining: t.exposeInt("remaining", { description: "How many more tickets this account may still secure." }) }),
});
builder.objectType(orderErrors.IdentityTakenError, {
  description: "The real-name identity already holds a ticket of this event.",
  name: "IdentityTakenError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ identityId: t.exposeID("identityId", { description: "The AudienceIdentity that is taken." }) }),
});
builder.objectType(orderErrors.SeatsTakenError, {
  description: "Seats picked on the map were held or bought by someone else first (nothing was held): which, and the nearest free seats instead, to offer the fan (never taken for them).",
  name: "SeatsTakenError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    seats: t.field({ description: "The picked seats that were taken.", type: [SeatNode], resolve: (e, _a, ctx) => seatsById(ctx.deps, e.seatIds, e.eventId) }),
    alternatives: t.field({
      description: "Free seats of the same area nearest the picked ones, as many as were picked (side by side when such a block is free); empty when none are left. Seats offered to another fan in the last 10 s (their alternatives, or a best available block being held) are named only when nothing as good is left, so that fans who lost the same seats are not sent racing for the same ones again.",
      type: [SeatNode],
      resolve: (e, _a, ctx) => seatsById(ctx.deps, e.alternativeIds, e.eventId),
    }),
  }),
});
builder.objectType(orderErrors.AccessibleSeatsKeptError, {
  description:
    "Picked wheelchair spaces or companion seats are kept until the event's accessible release for fans who declared the need (mySeatingNeed): one wheelchair space and as many companion seats as declared. Nothing was held.",
  name: "AccessibleSeatsKeptError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    seats: t.field({ description: "The picked seats that are kept.", type: [SeatNode], resolve: (e, _a, ctx) => seatsById(ctx.deps, e.seatIds, e.eventId) }),
    releaseAt: t.expose("releaseAt", { type: "DateTime", description: "When unsold accessible seats return to general sale (Event.accessibleSeatsReleaseAt)." }),
  }),
});
builder.objectType(orderErrors.SaleNotOpenError, {
  description: "The sale is not open (not yet, paused, closed or sold out).",
  name: "SaleNotOpenError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ saleState: t.exposeString("saleState", { description: "The event's SaleState now (e.g. UPCOMING)." }) }),
});
for (const [cls, name, description] of [
  [orderErrors.SoldOutError, "SoldOutError", "Not enough tickets of a requested type (or the seat) are left."],
  [orderErrors.IdentityRequiredError, "IdentityRequiredError", "The event is real-name: each ticket needs a saved AudienceIdentity."],
  [orderErrors.PhoneRequiredError, "TicketPhoneRequiredError", "A verified phone number is needed to buy tickets of this event (verifyPhone)."],
  [orderErrors.DesktopOnlyError, "TicketDesktopOnlyError", "The event's tickets are sold only on the desktop site."],
  [orderErrors.TicketHoldersOnlyError, "TicketHoldersOnlyError", "Only holders of a ticket of this event may buy (SaleMode TICKET_HOLDER_ONLY)."],
  [orderErrors.OrderExpiredError, "OrderExpiredError", "The order was not paid in time; its stock was released."],
  [orderErrors.OrderNotCancellableError, "OrderCancelRefusedError", "The order can no longer be cancelled (it is paid, or already closed)."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}

// ───── secure, list, cancel ─────

/** Per request, the seats the secured order's answer read with its items (findSecuredOrder), for OrderItem.seat. */
const securedSeats = new WeakMap<Context, Map<string, Seat>>();

const TicketsSecured = builder.objectRef<{ orderId: string }>("TicketsSecured").implement({
  description: "Tickets held for 10 minutes in an order awaiting payment (#/payment/buy?orderNo=).",
  fields: (t) => ({
    order: t.prismaField({
      description: "The new order, awaiting payment until its expiry.",
      type: "Order",
      resolve: (query, r, _a, ctx) => {
        const seats = new Map<string, Seat>();
        securedSeats.set(ctx, seats);
        return findSecuredOrder(ctx.deps, query, r.orderId, seats);
      },
    }),
  }),
});

const SecureLineInput = builder.inputType("SecureTicketLineInput", {
  description: "Tickets of one ticket type to secure.",
  fields: (t) => ({
    ticketTypeId: t.id({ description: "The ticket type's id (TicketType.id; its database id is accepted too).", required: true }),
    quantity: t.int({ description: "How many (at least 1; within Event.maxTicketsPerAccount).", required: true }),
    row: t.string({ description: "Seated types: the row to sit in; seat numbers are assigned by the system." }),
    seatIds: t.idList({
      description:
        "Seated types whose TicketType.seatSelection is PICK: exactly these seats (Seat.id from Event.seatMap), as many as quantity, not with row. Held all or none: one taken meanwhile gives SeatsTakenError with the nearest free seats. A seated line with neither seatIds nor row gets the best available block (Event.bestAvailableSeats).",
    }),
  }),
});

const SecureTicketsInput = builder.inputType("SecureTicketsInput", {
  description: "Tickets of one event to hold in a new order awaiting payment.",
  fields: (t) => ({
    eventSlug: t.string({ description: "The event's slug.", required: true }),
    lines: t.field({ description: "One line per ticket type.", type: [SecureLineInput], required: true }),
    identityIds: t.idList({ description: "Real-name events: the ids of the fan's identities (AudienceIdentity.id), one per ticket, in line order." }),
    agreedToTerms: t.boolean({ required: true, description: "Terms of service, privacy policy and sales terms." }),
    humanCheck: t.string({ description: "The solved human-check payload." }),
    desktop: t.boolean({ description: "Sent by the desktop /purchase page (desktop-only events)." }),
    idempotencyKey: t.string({ description: "A client-made key (at most 64 characters): retrying with the same key returns the same order instead of a second one." }),
    admissionPass: t.string({ description: "Events with a waiting room: the admission pass's token (QueuePlace.admission.token), single use." }),
    code: t.string({ description: "An organiser's access or discount code (one per order; any case): it unlocks hidden ticket types or takes its discount off the total. Its use is counted with the hold and given back if the hold lapses or is cancelled." }),
  }),
});

const loggedIn = { loggedIn: true } as const;

builder.mutationField("secureTickets", (t) =>
  t.field({
    description: "Holds tickets in a new order awaiting payment (auth: signed-in fan; hot events need a waiting-room admission). Errors: see the result union (SoldOutError, SaleNotOpenError, TicketLimitReachedError, QueueRequiredError, …).",
    type: TicketsSecured,
    authScopes: loggedIn,
    args: { input: t.arg({ description: "What to secure.", type: SecureTicketsInput, required: true }) },
    errors: {
      types: [
        ValidationError,
        HumanCheckFailedError,
        NotFoundError,
        orderErrors.SoldOutError,
        orderErrors.SeatsTakenError,
        orderErrors.AccessibleSeatsKeptError,
        orderErrors.LimitReachedError,
        orderErrors.IdentityRequiredError,
        orderErrors.IdentityTakenError,
        orderErrors.PhoneRequiredError,
        orderErrors.SaleNotOpenError,
        orderErrors.DesktopOnlyError,
        orderErrors.TicketHoldersOnlyError,
        QueueRequiredError,
        PromoCodeInvalidError,
        PromoCodeNotStartedError,
        PromoCodeExpiredError,
        PromoCodeUsedUpError,
        PromoCodeNotApplicableError,
        CodeSaleNotOpenError,
      ],
      directResult: true,
      union: { name: "SecureTicketsResult" },
    },
    resolve: async (_r, { input }, ctx) => {
      const order = await orders.secureTickets(ctx.deps, viewerId(ctx), {
        ...input,
        lines: input.lines.map((l) => ({ ...l, ticketTypeId: idOfType("TicketType", String(l.ticketTypeId)), seatIds: l.seatIds?.map((id) => idOfType("Seat", String(id))) })),
        identityIds: input.identityIds?.map(String),
        agreedToTerms: input.agreedToTerms as true,
        userAgent: ctx.userAgent,
      });
      return { orderId: order.id };
    },
  }),
);

builder.queryFields((t) => ({
  myOrders: t.prismaConnection({
    description: "The signed-in fan's orders of one tab, newest first, as a Relay connection with stable cursors (auth: signed-in fan).",
    type: "Order",
    cursor: "id",
    extensions: prismaCursorRows<unknown, { tab: orders.OrderListTab; kind?: Parameters<typeof orders.myOrderListed>[4] }>((id, _r, args, ctx) => orders.myOrderListed(ctx.deps, id, viewerId(ctx), args.tab, args.kind)),
    defaultSize: 20,
    maxSize: 100,
    authScopes: loggedIn,
    args: { tab: t.arg({ description: "Which tab.", type: OrderListTabEnum, required: true }), kind: t.arg({ description: "Only orders of this kind.", type: OrderKindEnum }) },
    resolve: (query, _r, args, ctx) => orders.listMyOrders(ctx.deps, query, viewerId(ctx), args.tab, args.kind),
  }),
  order: t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: loggedIn,
    description: "One of the viewer's own ticket or merch orders by number (null for anyone else's).",
    args: { orderNo: t.arg.string({ description: "The order number.", required: true }) },
    resolve: (query, _r, args, ctx) => orders.findMyOrder(ctx.deps, query, viewerId(ctx), args.orderNo),
  }),
}));

const NameOrderTicketsInput = builder.inputType("NameOrderTicketsInput", {
  description: "The identities that name each ticket of a held order of a real-name event (an offer from the waiting room is held without names).",
  fields: (t) => ({
    orderNo: t.string({ description: "The order number.", required: true }),
    identityIds: t.idList({ description: "The ids of the viewer's identities (AudienceIdentity.id), one per ticket, in line order, all different.", required: true }),
  }),
});

builder.mutationField("nameOrderTickets", (t) =>
  t.field({
    description:
      "Names each ticket of one of the viewer's orders awaiting payment with their real-name identities, under the same rules as secureTickets; payOrder refuses an order of a real-name event until it is named (auth: signed-in fan). Errors: ValidationError, NotFoundError, IdentityRequiredError, IdentityTakenError, OrderExpiredError.",
    type: OrderType,
    authScopes: loggedIn,
    args: { input: t.arg({ description: "The order and its identities.", type: NameOrderTicketsInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, orderErrors.IdentityRequiredError, orderErrors.IdentityTakenError, orderErrors.OrderExpiredError], directResult: true },
    resolve: (_r, { input }, ctx) => nameOrderTickets(ctx.deps, viewerId(ctx), { orderNo: input.orderNo, identityIds: input.identityIds.map(String) }),
  }),
);

builder.mutationField("cancelOrder", (t) =>
  t.field({
    description: "Cancels one of the viewer's orders awaiting payment and releases its stock (auth: signed-in fan). Errors: NotFoundError, OrderExpiredError, OrderCancelRefusedError.",
    type: OrderType,
    authScopes: loggedIn,
    args: { orderNo: t.arg.string({ description: "The order number.", required: true }) },
    errors: { types: [NotFoundError, orderErrors.OrderExpiredError, orderErrors.OrderNotCancellableError], directResult: true },
    resolve: (_r, { orderNo }, ctx) => orders.cancelOrder(ctx.deps, viewerId(ctx), orderNo),
  }),
);
