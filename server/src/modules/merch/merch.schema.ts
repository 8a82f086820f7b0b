// Merchandise in GraphQL: products and their variants' stock as connections, secureMerch with its typed
// error union, the fan's merch orders by tab, cancelling, logistics moves by operators and the live
// logistics subscription. Thin: scope, call one service, return.
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { requireOperator } from "../organisations/index.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { CurrencyEnum, Money, ErrorInterface, describedValues } from "../core/core.schema.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import * as merchErrors from "./merch.errors.ts";
import { dateKey, fulfilmentTrack, merchOrderTab, type Fulfilment, type MerchOrderTab } from "./merch.rules.ts";
import * as merch from "./merch.service.ts";
import { nodeAccess } from "../../node-access.ts";
import { parentId, prismaCursorRows } from "../../platform/cursor-guard.ts";
import { viewerId } from "../../context.ts";
import { ShippingAddressType } from "../addresses/addresses.schema.ts";
import type { ShippingAddress } from "@fanfare/shared/addresses";
import { MyCode, OrderPromoCode } from "../codes/codes.schema.ts";
import { productNamesOf } from "./lookup.ts";
import { PromoCodeExpiredError, PromoCodeInvalidError, PromoCodeNotApplicableError, PromoCodeNotStartedError, PromoCodeUsedUpError, promoCodeUseOfOrder } from "../codes/index.ts";

const fulfilmentValues = ["ORDERED", "PROCESSING", "SHIPPED", "DELIVERED", "READY_FOR_PICKUP", "PICKED_UP"] as const satisfies readonly Fulfilment[];
export const MerchFulfilmentEnum = builder.enumType("MerchFulfilmentStatus", {
  description: "Shipping items: ORDERED → PROCESSING → SHIPPED → DELIVERED. Pick-up items: READY_FOR_PICKUP → PICKED_UP.",
  values: describedValues(fulfilmentValues, {
    ORDERED: "Paid; not yet being prepared.",
    PROCESSING: "Being packed.",
    SHIPPED: "Handed to the courier.",
    DELIVERED: "Delivered to the shipping address.",
    READY_FOR_PICKUP: "Waiting at the pick-up point; show the pick-up code.",
    PICKED_UP: "Collected.",
  }),
});
const MerchOrderStatusEnum = builder.enumType("MerchOrderStatus", {
  description: "The payment state of a merchandise order.",
  values: describedValues(["AWAITING_PAYMENT", "PAID", "CANCELLED", "EXPIRED", "REFUNDED"] as const, {
    AWAITING_PAYMENT: "Stock is held until expiresAt; pay before then.",
    PAID: "Paid.",
    CANCELLED: "Cancelled before payment; the stock was released.",
    EXPIRED: "Not paid in time; the stock was released.",
    REFUNDED: "Paid, then refunded.",
  }),
});
const MerchOrderTabEnum = builder.enumType("MerchOrderTab", {
  description: "The tabs of the fan's merchandise order list.",
  values: describedValues(["AVAILABLE", "COMPLETED", "OTHERS"] as const, {
    AVAILABLE: "Awaiting payment, or paid and not yet delivered or picked up.",
    COMPLETED: "Delivered or picked up.",
    OTHERS: "Cancelled, expired or refunded.",
  }),
});


// ───── the shop ─────

export const MerchVariantNode = builder.prismaNode("MerchVariant", {
  description: "A purchasable variant of a product (size, colour) with its own stock.",
  id: { field: "id" },
  fields: (t) => ({
    sku: t.exposeString("sku", { description: "The stock-keeping unit code." }),
    size: t.exposeString("size", { description: "The size (e.g. \"M\"); null when the product has no sizes.", nullable: true }),
    colour: t.exposeString("colour", { description: "The colour; null when the product has one.", nullable: true }),
    stock: t.int({ description: "Units still available (not sold nor held).", resolve: (v) => Math.max(0, v.stock - v.sold) }),
    soldOut: t.boolean({ description: "True when no unit can be secured now.", resolve: (v) => v.sold >= v.stock }),
  }),
});

export const MerchProductNode = builder.prismaNode("MerchProduct", {
  description: "Official merchandise on sale, optionally tied to an event.",
  id: { field: "id" },
  fields: (t) => ({
    slug: t.exposeString("slug", { description: "The URL-safe name used in links; query merchProduct(slug:)." }),
    name: t.exposeString("name", { description: "The product's name." }),
    description: t.exposeString("description", { description: "The description text." }),
    imageUrl: t.exposeString("imageUrl", { description: "The product image's URL." }),
    images: t.stringList({ description: "Pictures of the product, the main one first.", resolve: (p) => [p.imageUrl] }),
    price: t.field({ description: "The price of one unit, in minor units with its currency.", type: Money, resolve: (p) => ({ amount: p.priceAmount, currency: p.currency }) }),
    currency: t.expose("currency", { description: "The currency of the price.", type: CurrencyEnum }),
    pickupOnly: t.exposeBoolean("pickupOnly", { description: "Official Merchandise (pick up only): collected on site on a pick-up day." }),
    ticketHolderOnly: t.exposeBoolean("ticketHolderOnly", { description: "Only for holders of a ticket of the product's event." }),
    myEligibleTicketNos: t.stringList({
      description: "For a ticket-holder exclusive: the numbers of the signed-in fan's live tickets of its event, to choose one from (empty when signed out, or for any other product).",
      select: { eventId: true, ticketHolderOnly: true },
      resolve: (p, _a, ctx) => (ctx.viewer.userId ? merch.eligibleTicketNos(ctx.deps, ctx.viewer.userId, p) : []),
    }),
    desktopOnly: t.exposeBoolean("desktopOnly", { description: "Sold in a desktop browser only." }),
    maxPerAccount: t.exposeInt("maxPerAccount", { description: "How many units one account may buy over all orders." }),
    event: t.relation("event", { description: "The event it belongs to; null for general merchandise.", nullable: true }),
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
      description: "True when any variant can be secured now.",
      select: { variants: { select: { stock: true, sold: true } } },
      resolve: (p) => p.variants.some((v) => v.sold < v.stock),
    }),
    // In the order they were listed (S, M, L, XL): ids are creation-ordered cuids.
    variants: t.relatedConnection("variants", {
      description: "Its variants, as a Relay connection with totalCount.",
      cursor: "id",
      extensions: prismaCursorRows((id, product, _args, ctx) => merch.variantListed(ctx.deps, id, parentId(product))),
      query: { orderBy: { id: "asc" } },
      totalCount: true,
    }),
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
    description: "Merchandise on sale, as a Relay connection with stable cursors (public, no auth).",
    type: "MerchProduct",
    cursor: "id",
    extensions: prismaCursorRows<unknown, { eventSlug?: string | null }>((id, _root, args, ctx) => merch.productListed(ctx.deps, id, { eventSlug: args.eventSlug })),
    defaultSize: 20,
    maxSize: 100,
    totalCount: (_parent, args, ctx) => merch.countProducts(ctx.deps, { eventSlug: args.eventSlug }),
    args: { eventSlug: t.arg.string({ description: "Only the products of one event." }) },
    resolve: (query, _root, args, ctx) => merch.listProducts(ctx.deps, query, { eventSlug: args.eventSlug }),
  }),
  merchProduct: t.prismaField({
    description: "One product by slug, or null (public, no auth).",
    type: "MerchProduct",
    nullable: true,
    args: { slug: t.arg.string({ description: "The product's slug.", required: true }) },
    resolve: (query, _root, args, ctx) => merch.findProductBySlug(ctx.deps, query, args.slug),
  }),
}));

// ───── orders ─────


export const MerchLogisticsEvent = builder.prismaObject("OrderLogisticsEvent", {
  description: "One step of a merchandise order's delivery or pick-up, as it happened.",
  variant: "MerchLogisticsEvent",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The step's id." }),
    status: t.expose("status", { description: "The fulfilment status reached.", type: MerchFulfilmentEnum }),
    note: t.exposeString("note", { description: "The operator's note (e.g. a courier tracking number); null when none.", nullable: true }),
    at: t.expose("at", { description: "When it happened (ISO 8601, UTC).", type: "DateTime" }),
  }),
});

// eslint-disable-next-line fanfare/own-models-only -- a Pothos variant of orders' OrderItem shaped for merch (variant, pick-up): it needs merch's types, and orders cannot import merch without a module cycle; it reads only through the relation Pothos loads, never a query of its own
export const MerchOrderItem = builder.prismaObject("OrderItem", {
  description: "One line of a merchandise order.",
  variant: "MerchOrderItem",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The pick-up QR is per item: RotatingQr({ kind: MERCH, id })." }),
    quantity: t.exposeInt("quantity", { description: "Units ordered." }),
    unitPrice: t.field({
      description: "The price of one unit when ordered, in minor units with its currency.",
      type: Money,
      select: { unitAmount: true, order: { select: { currency: true } } },
      resolve: (i) => ({ amount: i.unitAmount, currency: i.order.currency as "HKD" | "MOP" }),
    }),
    variant: t.relation("merchVariant", { description: "The variant ordered.", type: MerchVariantNode, onNull: "error" }),
    product: t.field({
      description: "The product ordered.",
      type: MerchProductNode,
      select: { merchVariant: { select: { product: true } } },
      resolve: (i) => i.merchVariant!.product,
    }),
    redeemedQuantity: t.exposeInt("redeemedQuantity", { description: "For pick-up items: units already handed over at the pick-up point." }),
    redeemed: t.boolean({ description: "Handed over at the pick-up counter.", resolve: (i) => i.redeemedQuantity >= i.quantity }),
  }),
});

// eslint-disable-next-line fanfare/own-models-only -- the merch variant of orders' Order type (logistics, address, pick-up), for the same reason as MerchOrderItem
export const MerchOrder = builder.prismaObject("Order", {
  variant: "MerchOrder",
  description: "A merchandise order: its hold while awaiting payment, then its logistics.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The order's id." }),
    orderNo: t.exposeString("orderNo", { description: "The order number shown to the fan and support." }),
    status: t.expose("status", { description: "The payment state.", type: MerchOrderStatusEnum }),
    tab: t.field({ description: "Which tab of the order list the order is in.", type: MerchOrderTabEnum, resolve: (o, _a, ctx) => merchOrderTab(o, ctx.deps.now()) }),
    total: t.field({ description: "The order's total, in minor units with its currency.", type: Money, resolve: (o) => ({ amount: o.totalAmount, currency: o.currency as "HKD" | "MOP" }) }),
    itemCount: t.int({ description: "Units over all lines.", select: { items: { select: { quantity: true } } }, resolve: (o) => o.items.reduce((n, i) => n + i.quantity, 0) }),
    items: t.relation("items", { description: "The order's lines.", type: MerchOrderItem, query: { orderBy: { id: "asc" } } }),
    event: t.relation("event", { description: "The event its products belong to; null for general merchandise.", nullable: true }),
    pickup: t.boolean({ description: "Picked up on site (true) or shipped.", resolve: (o) => o.pickupDate !== null }),
    pickupDate: t.string({ nullable: true, description: "YYYY-MM-DD", resolve: (o) => (o.pickupDate ? dateKey(o.pickupDate) : null) }),
    shippingAddress: t.field({ description: "Where it ships; null for pick-up orders.", type: ShippingAddressType, nullable: true, resolve: (o) => (o.shippingAddress as ShippingAddress | null) ?? null }),
    fulfilment: t.field({ description: "The latest fulfilment status; null before payment.", type: MerchFulfilmentEnum, nullable: true, resolve: (o) => o.fulfilment }),
    fulfilmentTrack: t.field({ description: "Every status the order passes through, in order, for a progress bar.", type: [MerchFulfilmentEnum], resolve: (o) => [...fulfilmentTrack(o.pickupDate !== null)] }),
    logistics: t.relation("logistics", { description: "The fulfilment steps so far, oldest first.", type: MerchLogisticsEvent, query: { orderBy: [{ at: "asc" }, { id: "asc" }] } }),
    expiresAt: t.expose("expiresAt", { description: "For AWAITING_PAYMENT: when the held stock is released (ISO 8601, UTC).", type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { description: "When it was paid (ISO 8601, UTC).", type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { description: "When it was cancelled (ISO 8601, UTC).", type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { description: "When it was placed (ISO 8601, UTC).", type: "DateTime" }),
    promoCode: t.field({
      type: OrderPromoCode,
      nullable: true,
      description: "The discount code the order was secured with and what it took off the total; null when none.",
      resolve: async (o, _a, ctx) => {
        const use = await promoCodeUseOfOrder(ctx.db, o.id);
        return use ? { code: use.code.code, kind: use.code.kind, discountAmount: use.discountAmount, currency: o.currency } : null;
      },
    }),
  }),
});

builder.queryFields((t) => ({
  myMerchOrders: t.prismaConnection({
    description: "The signed-in fan's merchandise orders of one tab, newest first, as a Relay connection (auth: signed-in fan).",
    type: MerchOrder,
    cursor: "id",
    extensions: prismaCursorRows<unknown, { tab: MerchOrderTab }>((id, _root, args, ctx) => merch.myMerchOrderListed(ctx.deps, id, viewerId(ctx), args.tab)),
    defaultSize: 20,
    maxSize: 100,
    authScopes: { loggedIn: true },
    args: { tab: t.arg({ description: "Which tab.", type: MerchOrderTabEnum, required: true }) },
    resolve: (query, _root, args, ctx) => merch.listMyMerchOrders(ctx.deps, query, viewerId(ctx), args.tab as MerchOrderTab),
  }),
  merchOrder: t.prismaField({
    type: MerchOrder,
    nullable: true,
    authScopes: { loggedIn: true },
    description: "One of the viewer's own merch orders (null for anyone else's).",
    args: { orderNo: t.arg.string({ description: "The order number.", required: true }) },
    resolve: (query, _root, args, ctx) => merch.findMyMerchOrder(ctx.deps, query, viewerId(ctx), args.orderNo),
  }),
}));

// ───── errors ─────

builder.objectType(merchErrors.OutOfStockError, {
  description: "Not enough units of the variant are left.",
  name: "OutOfStockError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ available: t.exposeInt("available", { description: "Units still available of the variant." }) }),
});
builder.objectType(merchErrors.LimitReachedError, {
  description: "The account would exceed the product's per-account limit.",
  name: "LimitReachedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ limit: t.exposeInt("limit", { description: "The per-account limit." }), remaining: t.exposeInt("remaining", { description: "How many more units this account may still buy." }) }),
});
builder.objectType(merchErrors.LogisticsTransitionError, { description: "The order cannot move to that fulfilment status from its current one.", name: "LogisticsTransitionError", interfaces: [ErrorInterface] });
builder.objectType(merchErrors.TicketOfAnotherEventError, {
  description: "The ticket number is the fan's own live ticket, but of another event than the ticket-holder exclusive's.",
  name: "TicketOfAnotherEventError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ eventTitle: t.exposeString("eventTitle", { description: "The title of the ticket's own event." }) }),
});
for (const [cls, name, description] of [
  [merchErrors.NotTicketHolderError, "NotTicketHolderError", "The product is for holders of a ticket of its event only."],
  [merchErrors.DesktopOnlyError, "DesktopOnlyError", "The product is sold only on the desktop site."],
  [merchErrors.PhoneRequiredError, "PhoneRequiredError", "A verified phone number is needed first (verifyPhone)."],
  [merchErrors.OrderNotCancellableError, "OrderNotCancellableError", "The merchandise order can no longer be cancelled (paid, or already closed)."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}

// ───── mutations ─────

const MerchSecured = builder.objectRef<{ order: object }>("MerchSecured").implement({
  description: "Stock held for ORDER_HOLD_MINUTES; pay at #/payment/buy?orderNo=.",
  fields: (t) => ({ order: t.field({ description: "The new order, awaiting payment until its expiresAt.", type: MerchOrder, resolve: (r) => r.order as never }) }),
});

const SecureMerchInput = builder.inputType("SecureMerchInput", {
  description: "Units of one merchandise variant to hold in a new order.",
  fields: (t) => ({
    variantId: t.globalID({ required: true, for: [MerchVariantNode], description: "The variant's id (MerchVariant.id)." }),
    quantity: t.int({ description: "How many units (at least 1, at most the product's per-account limit).", required: true }),
    pickupDate: t.string({ description: "YYYY-MM-DD, one of the product's pickupDates (pick-up items)." }),
    addressId: t.id({ description: "The address's id (Address.id), from the fan's address book (shipped items)." }),
    ticketNo: t.string({ description: "A ticket the fan holds for the product's event (ticket-holder exclusives)." }),
    desktopBrowser: t.boolean({ description: "The client is a desktop browser (wide screen, fine pointer, hover): see merch.rules.ts." }),
    idempotencyKey: t.string({ description: "Retrying with the same key returns the same order." }),
    humanCheck: t.string({ description: "The human-verification payload." }),
    code: t.string({ description: "An organiser's merchandise discount code for the product (checkMerchCode shows what it takes off); its use is held with the order and given back if the order is not paid." }),
  }),
});

builder.mutationField("secureMerch", (t) =>
  t.field({
    description: "Holds merchandise stock in a new order awaiting payment (auth: signed-in fan). Errors: ValidationError, OutOfStockError, LimitReachedError and others listed in its result union.",
    type: MerchSecured,
    args: { input: t.arg({ description: "What to secure.", type: SecureMerchInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: {
      types: [
        ValidationError,
        NotFoundError,
        merchErrors.OutOfStockError,
        merchErrors.NotTicketHolderError,
        merchErrors.TicketOfAnotherEventError,
        merchErrors.DesktopOnlyError,
        merchErrors.LimitReachedError,
        merchErrors.PhoneRequiredError,
        HumanCheckFailedError,
        PromoCodeInvalidError,
        PromoCodeNotStartedError,
        PromoCodeExpiredError,
        PromoCodeUsedUpError,
        PromoCodeNotApplicableError,
      ],
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

type MerchCodeCheckView = Awaited<ReturnType<typeof merch.checkMerchCode>>;

const MerchCodeCheck = builder.objectRef<MerchCodeCheckView>("MerchCodeCheck").implement({
  description: "What a merchandise discount code takes off, shown at the checkout before paying (nothing is counted until the order is secured with it).",
  fields: (t) => ({
    code: t.string({ description: "The code as stored (upper case): pass it to secureMerch.", resolve: (c) => c.code.code }),
    discountAmount: t.int({ nullable: true, description: "Minor units off each unit, when the code is a fixed amount.", resolve: (c) => c.code.discountAmount }),
    discountPercent: t.int({ nullable: true, description: "Percent off the units, when the code is a percentage.", resolve: (c) => c.code.discountPercent }),
    subtotal: t.field({ type: Money, description: "The units' price before the code.", resolve: (c) => ({ amount: c.subtotal, currency: c.currency }) }),
    discount: t.field({ type: Money, description: "What the code takes off these units.", resolve: (c) => ({ amount: c.discount, currency: c.currency }) }),
    total: t.field({ type: Money, description: "What is left to pay.", resolve: (c) => ({ amount: c.total, currency: c.currency }) }),
    endsAt: t.field({ type: "DateTime", nullable: true, description: "Valid until (ISO 8601, UTC); null: no end.", resolve: (c) => c.code.endsAt }),
  }),
});

builder.queryField("checkMerchCode", (t) =>
  t.field({
    type: MerchCodeCheck,
    description: "The merch checkout's check of a discount code for the signed-in fan: what it takes off `quantity` units of the variant, or why it cannot be used (auth: signed-in fan). Counts nothing.",
    authScopes: { loggedIn: true },
    args: {
      variantId: t.arg.globalID({ required: true, for: [MerchVariantNode], description: "The variant's id (MerchVariant.id)." }),
      quantity: t.arg.int({ required: true, description: "How many units (1 to 100)." }),
      code: t.arg.string({ required: true, description: "The code as typed (any case)." }),
    },
    errors: {
      types: [NotFoundError, PromoCodeInvalidError, PromoCodeNotStartedError, PromoCodeExpiredError, PromoCodeUsedUpError, PromoCodeNotApplicableError],
      directResult: true,
      union: { name: "CheckMerchCodeResult" },
    },
    resolve: (_r, a, ctx) => merch.checkMerchCode(ctx.deps, viewerId(ctx), a.variantId.id, a.quantity, a.code),
  }),
);

builder.mutationField("cancelMerchOrder", (t) =>
  t.field({
    type: MerchOrder,
    description: "Cancels an order awaiting payment and returns its stock.",
    args: { orderNo: t.arg.string({ description: "The order number.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, merchErrors.OrderNotCancellableError], directResult: true },
    resolve: (_r, args, ctx) => merch.cancelMerchOrder(ctx.deps, viewerId(ctx), args.orderNo),
  }),
);

const AdvanceMerchOrderInput = builder.inputType("AdvanceMerchOrderInput", {
  description: "The next fulfilment step of a paid merchandise order.",
  fields: (t) => ({
    orderNo: t.string({ description: "The order number.", required: true }),
    to: t.field({ type: MerchFulfilmentEnum, description: "The expected next step; omitted: whatever comes next." }),
    note: t.string({ description: "Shown to the fan beside the step (e.g. a courier tracking number)." }),
  }),
});

builder.mutationField("advanceMerchOrder", (t) =>
  t.field({
    type: MerchOrder,
    description: "Operators (staff scope merch:logistics) move a paid order one step along its logistics track.",
    args: { input: t.arg({ description: "The step.", type: AdvanceMerchOrderInput, required: true }) },
    authScopes: { staff: "merch:logistics" },
    errors: { types: [NotFoundError, merchErrors.LogisticsTransitionError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      auditedStaffAction(ctx, "staff.logistics_advance", { targetType: "Order", targetId: input.orderNo.slice(0, 100) }, async () => merch.advanceMerchOrder(ctx.deps, await requireOperator(ctx), input), (o) => ({
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
    args: { orderNo: t.arg.string({ description: "The order number; must be one of the viewer's orders.", required: true }) },
    authScopes: { loggedIn: true },
    subscribe: async (_r, { orderNo }, ctx) => {
      const own = await merch.findMyMerchOrder(ctx.deps, { select: { id: true } }, viewerId(ctx), orderNo);
      if (!own) throw new NotFoundError("order");
      return Repeater.merge([ctx.pubsub.subscribe("order:logistics", orderNo), ctx.pubsub.subscribe("payment:result", orderNo)]);
    },
    resolve: (_payload, { orderNo }, ctx) => merch.findMyMerchOrder(ctx.deps, {}, viewerId(ctx), orderNo),
  }),
);

// A fan's merchandise discount code (My Voucher, issue 35) names the products it is for; the merch module owns them.
builder.objectField(MyCode, "productNames", (t) =>
  t.stringList({
    description: "A merchandise discount (forMerchandise): the names of the event's products it applies to; empty for a ticket code.",
    resolve: (r, _a, ctx) => productNamesOf(ctx.db, r.code.productIds),
  }),
);
