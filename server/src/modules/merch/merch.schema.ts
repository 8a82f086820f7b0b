// Merchandise in GraphQL: products and their variants' stock as connections, secureMerch with its typed
// error union, the fan's merch orders by tab, cancelling, logistics moves by operators and the live
// logistics subscription. Thin: scope, call one service, return.
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { CurrencyEnum, Money, ErrorInterface } from "../core/core.schema.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import * as merchErrors from "./merch.errors.ts";
import { dateKey, fulfilmentTrack, merchOrderTab, type Fulfilment, type MerchOrderTab } from "./merch.rules.ts";
import * as merch from "./merch.service.ts";
import { nodeAccess } from "../../node-access.ts";
import { viewerId } from "../../context.ts";
import { ShippingAddressType } from "../addresses/addresses.schema.ts";
import type { ShippingAddress } from "@fanfare/shared/addresses";

const fulfilmentValues = ["ORDERED", "PROCESSING", "SHIPPED", "DELIVERED", "READY_FOR_PICKUP", "PICKED_UP"] as const satisfies readonly Fulfilment[];
export const MerchFulfilmentEnum = builder.enumType("MerchFulfilmentStatus", {
  description: "Shipping items: ORDERED → PROCESSING → SHIPPED → DELIVERED. Pick-up items: READY_FOR_PICKUP → PICKED_UP.",
  values: fulfilmentValues,
});
const MerchOrderStatusEnum = builder.enumType("MerchOrderStatus", {
  values: ["AWAITING_PAYMENT", "PAID", "CANCELLED", "EXPIRED", "REFUNDED"] as const,
});
const MerchOrderTabEnum = builder.enumType("MerchOrderTab", { values: ["AVAILABLE", "COMPLETED", "OTHERS"] as const });


// ───── the shop ─────

export const MerchVariantNode = builder.prismaNode("MerchVariant", {
  id: { field: "id" },
  fields: (t) => ({
    sku: t.exposeString("sku"),
    size: t.exposeString("size", { nullable: true }),
    colour: t.exposeString("colour", { nullable: true }),
    stock: t.int({ description: "Units still available (not sold nor held).", resolve: (v) => Math.max(0, v.stock - v.sold) }),
    soldOut: t.boolean({ resolve: (v) => v.sold >= v.stock }),
  }),
});

export const MerchProductNode = builder.prismaNode("MerchProduct", {
  id: { field: "id" },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    imageUrl: t.exposeString("imageUrl"),
    images: t.stringList({ description: "Pictures of the product, the main one first.", resolve: (p) => [p.imageUrl] }),
    price: t.field({ type: Money, resolve: (p) => ({ amount: p.priceAmount, currency: p.currency }) }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    pickupOnly: t.exposeBoolean("pickupOnly", { description: "Official Merchandise (pick up only): collected on site on a pick-up day." }),
    ticketHolderOnly: t.exposeBoolean("ticketHolderOnly", { description: "Only for holders of a ticket of the product's event." }),
    desktopOnly: t.exposeBoolean("desktopOnly", { description: "Sold in a desktop browser only." }),
    maxPerAccount: t.exposeInt("maxPerAccount"),
    event: t.relation("event", { nullable: true }),
    pickupDates: t.stringList({
      description: "The event's pick-up days (YYYY-MM-DD) still to come; empty for shipped items.",
      select: { pickupOnly: true, event: { select: { pickupDates: true } } },
      resolve: (p, _a, ctx) => {
        if (!p.pickupOnly) return [];
        const today = dateKey(ctx.deps.now());
        return (p.event?.pickupDates ?? []).map(dateKey).filter((d) => d >= today);
      },
    }),
    inStock: t.boolean({
      select: { variants: { select: { stock: true, sold: true } } },
      resolve: (p) => p.variants.some((v) => v.sold < v.stock),
    }),
    // In the order they were listed (S, M, L, XL): ids are creation-ordered cuids.
    variants: t.relatedConnection("variants", { cursor: "id", query: { orderBy: { id: "asc" } }, totalCount: true }),
    myRemainingLimit: t.int({
      nullable: true,
      description: "How many more the signed-in fan may buy (paid units and live holds count); null when anonymous.",
      select: { id: true, maxPerAccount: true },
      resolve: (p, _a, ctx) => (ctx.viewer.userId ? merch.remainingLimit(ctx.deps, ctx.viewer.userId, p) : null),
    }),
  }),
});
nodeAccess("MerchProduct", (ids, ctx) => merch.listedProductIds(ctx.deps, ids));
nodeAccess("MerchVariant", (ids, ctx) => merch.listedVariantIds(ctx.deps, ids));

builder.queryFields((t) => ({
  merchProducts: t.prismaConnection({
    type: "MerchProduct",
    cursor: "id",
    defaultSize: 20,
    maxSize: 100,
    totalCount: (_parent, args, ctx) => merch.countProducts(ctx.deps, { eventSlug: args.eventSlug }),
    args: { eventSlug: t.arg.string({ description: "Only the products of one event." }) },
    resolve: (query, _root, args, ctx) => merch.listProducts(ctx.deps, query, { eventSlug: args.eventSlug }),
  }),
  merchProduct: t.prismaField({
    type: "MerchProduct",
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => merch.findProductBySlug(ctx.deps, query, args.slug),
  }),
}));

// ───── orders ─────


export const MerchLogisticsEvent = builder.prismaObject("OrderLogisticsEvent", {
  variant: "MerchLogisticsEvent",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.expose("status", { type: MerchFulfilmentEnum }),
    note: t.exposeString("note", { nullable: true }),
    at: t.expose("at", { type: "DateTime" }),
  }),
});

// eslint-disable-next-line fanfare/own-models-only -- a Pothos variant of orders' OrderItem shaped for merch (variant, pick-up): it needs merch's types, and orders cannot import merch without a module cycle; it reads only through the relation Pothos loads, never a query of its own
export const MerchOrderItem = builder.prismaObject("OrderItem", {
  variant: "MerchOrderItem",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The pick-up QR is per item: RotatingQr({ kind: MERCH, id })." }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.field({
      type: Money,
      select: { unitAmount: true, order: { select: { currency: true } } },
      resolve: (i) => ({ amount: i.unitAmount, currency: i.order.currency as "HKD" | "MOP" }),
    }),
    variant: t.relation("merchVariant", { type: MerchVariantNode, onNull: "error" }),
    product: t.field({
      type: MerchProductNode,
      select: { merchVariant: { select: { product: true } } },
      resolve: (i) => i.merchVariant!.product,
    }),
    redeemedQuantity: t.exposeInt("redeemedQuantity"),
    redeemed: t.boolean({ description: "Handed over at the pick-up counter.", resolve: (i) => i.redeemedQuantity >= i.quantity }),
  }),
});

// eslint-disable-next-line fanfare/own-models-only -- the merch variant of orders' Order type (logistics, address, pick-up), for the same reason as MerchOrderItem
export const MerchOrder = builder.prismaObject("Order", {
  variant: "MerchOrder",
  description: "A merchandise order: its hold while awaiting payment, then its logistics.",
  fields: (t) => ({
    id: t.exposeID("id"),
    orderNo: t.exposeString("orderNo"),
    status: t.expose("status", { type: MerchOrderStatusEnum }),
    tab: t.field({ type: MerchOrderTabEnum, resolve: (o, _a, ctx) => merchOrderTab(o, ctx.deps.now()) }),
    total: t.field({ type: Money, resolve: (o) => ({ amount: o.totalAmount, currency: o.currency as "HKD" | "MOP" }) }),
    itemCount: t.int({ select: { items: { select: { quantity: true } } }, resolve: (o) => o.items.reduce((n, i) => n + i.quantity, 0) }),
    items: t.relation("items", { type: MerchOrderItem, query: { orderBy: { id: "asc" } } }),
    event: t.relation("event", { nullable: true }),
    pickup: t.boolean({ description: "Picked up on site (true) or shipped.", resolve: (o) => o.pickupDate !== null }),
    pickupDate: t.string({ nullable: true, description: "YYYY-MM-DD", resolve: (o) => (o.pickupDate ? dateKey(o.pickupDate) : null) }),
    shippingAddress: t.field({ type: ShippingAddressType, nullable: true, resolve: (o) => (o.shippingAddress as ShippingAddress | null) ?? null }),
    fulfilment: t.field({ type: MerchFulfilmentEnum, nullable: true, resolve: (o) => o.fulfilment }),
    fulfilmentTrack: t.field({ type: [MerchFulfilmentEnum], resolve: (o) => [...fulfilmentTrack(o.pickupDate !== null)] }),
    logistics: t.relation("logistics", { type: MerchLogisticsEvent, query: { orderBy: [{ at: "asc" }, { id: "asc" }] } }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  myMerchOrders: t.prismaConnection({
    type: MerchOrder,
    cursor: "id",
    defaultSize: 20,
    maxSize: 100,
    authScopes: { loggedIn: true },
    args: { tab: t.arg({ type: MerchOrderTabEnum, required: true }) },
    resolve: (query, _root, args, ctx) => merch.listMyMerchOrders(ctx.deps, query, viewerId(ctx), args.tab as MerchOrderTab),
  }),
  merchOrder: t.prismaField({
    type: MerchOrder,
    nullable: true,
    authScopes: { loggedIn: true },
    description: "One of the viewer's own merch orders (null for anyone else's).",
    args: { orderNo: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => merch.findMyMerchOrder(ctx.deps, query, viewerId(ctx), args.orderNo),
  }),
}));

// ───── errors ─────

builder.objectType(merchErrors.OutOfStockError, {
  name: "OutOfStockError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ available: t.exposeInt("available", { description: "Units still available of the variant." }) }),
});
builder.objectType(merchErrors.LimitReachedError, {
  name: "LimitReachedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ limit: t.exposeInt("limit"), remaining: t.exposeInt("remaining") }),
});
builder.objectType(merchErrors.LogisticsTransitionError, { name: "LogisticsTransitionError", interfaces: [ErrorInterface] });
for (const [cls, name] of [
  [merchErrors.NotTicketHolderError, "NotTicketHolderError"],
  [merchErrors.DesktopOnlyError, "DesktopOnlyError"],
  [merchErrors.PhoneRequiredError, "PhoneRequiredError"],
  [merchErrors.OrderNotCancellableError, "OrderNotCancellableError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

// ───── mutations ─────

const MerchSecured = builder.objectRef<{ order: object }>("MerchSecured").implement({
  description: "Stock held for ORDER_HOLD_MINUTES; pay at #/payment/buy?orderNo=.",
  fields: (t) => ({ order: t.field({ type: MerchOrder, resolve: (r) => r.order as never }) }),
});

const SecureMerchInput = builder.inputType("SecureMerchInput", {
  fields: (t) => ({
    variantId: t.globalID({ required: true, for: [MerchVariantNode], description: "The MerchVariant's global id." }),
    quantity: t.int({ required: true }),
    pickupDate: t.string({ description: "YYYY-MM-DD, one of the product's pickupDates (pick-up items)." }),
    addressId: t.id({ description: "The id of an Address of the fan's address book (shipped items)." }),
    ticketNo: t.string({ description: "A ticket the fan holds for the product's event (ticket-holder exclusives)." }),
    desktopBrowser: t.boolean({ description: "The client is a desktop browser (wide screen, fine pointer, hover): see merch.rules.ts." }),
    idempotencyKey: t.string({ description: "Retrying with the same key returns the same order." }),
    humanCheck: t.string({ description: "The human-verification payload." }),
  }),
});

builder.mutationField("secureMerch", (t) =>
  t.field({
    type: MerchSecured,
    args: { input: t.arg({ type: SecureMerchInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotFoundError, merchErrors.OutOfStockError, merchErrors.NotTicketHolderError, merchErrors.DesktopOnlyError, merchErrors.LimitReachedError, merchErrors.PhoneRequiredError, HumanCheckFailedError],
      directResult: true,
    },
    resolve: async (_r, { input }, ctx) => {
      const order = await merch.secureMerch(
        ctx.deps,
        viewerId(ctx),
        { ...input, variantId: input.variantId.id, addressId: input.addressId == null ? null : String(input.addressId) },
        { userAgent: ctx.userAgent, verifyHuman: (payload) => verifyHumanCheck(ctx.deps, payload) },
      );
      return { order };
    },
  }),
);

builder.mutationField("cancelMerchOrder", (t) =>
  t.field({
    type: MerchOrder,
    description: "Cancels an order awaiting payment and returns its stock.",
    args: { orderNo: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, merchErrors.OrderNotCancellableError], directResult: true },
    resolve: (_r, args, ctx) => merch.cancelMerchOrder(ctx.deps, viewerId(ctx), args.orderNo),
  }),
);

const AdvanceMerchOrderInput = builder.inputType("AdvanceMerchOrderInput", {
  fields: (t) => ({
    orderNo: t.string({ required: true }),
    to: t.field({ type: MerchFulfilmentEnum, description: "The expected next step; omitted: whatever comes next." }),
    note: t.string({ description: "Shown to the fan beside the step (e.g. a courier tracking number)." }),
  }),
});

builder.mutationField("advanceMerchOrder", (t) =>
  t.field({
    type: MerchOrder,
    description: "Operators (staff scope merch:logistics) move a paid order one step along its logistics track.",
    args: { input: t.arg({ type: AdvanceMerchOrderInput, required: true }) },
    authScopes: { staff: "merch:logistics" },
    errors: { types: [NotFoundError, merchErrors.LogisticsTransitionError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      auditedStaffAction(ctx, "staff.logistics_advance", { targetType: "Order", targetId: input.orderNo.slice(0, 100) }, () => merch.advanceMerchOrder(ctx.deps, input), (o) => ({
        subjectUserId: o.userId,
        details: { orderNo: o.orderNo, status: o.fulfilment },
      })),
  }),
);

// ───── live logistics ─────

builder.subscriptionField("orderLogistics", (t) =>
  t.field({
    type: MerchOrder,
    nullable: true,
    description: "The fan's merch order, again each time it is paid, cancelled, expires or moves along its logistics.",
    args: { orderNo: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    subscribe: async (_r, { orderNo }, ctx) => {
      const own = await merch.findMyMerchOrder(ctx.deps, { select: { id: true } }, viewerId(ctx), orderNo);
      if (!own) throw new NotFoundError("order");
      return Repeater.merge([ctx.pubsub.subscribe("order:logistics", orderNo), ctx.pubsub.subscribe("payment:result", orderNo)]);
    },
    resolve: (_payload, { orderNo }, ctx) => merch.findMyMerchOrder(ctx.deps, {}, viewerId(ctx), orderNo),
  }),
);
