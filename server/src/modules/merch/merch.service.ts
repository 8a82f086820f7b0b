// Merchandise: the shop (products, variants and their stock), securing an order (the same 10-minute stock
// hold as tickets, through orders.core), the fan's merch orders, logistics moved by operators and pick-up
// redemption. Owns MerchProduct, MerchVariant, the MERCH orders' fulfilment and OrderLogisticsEvent.
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { inOrganisation } from "../organisations/index.ts";
import type { Tx } from "../../db.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import type { Order, Prisma } from "../../generated/prisma/client.ts";
import {
  createHeldOrder,
  findOrderByIdempotencyKey,
  findOwnOrderId,
  holdExpiry,
  merchUnitsCounted,
  newOrderNo,
  releaseOrder,
  setOrderFulfilment,
  listOrdersWhere,
  orderListedWhere,
  findOwnOrderOfKind,
  lockOrderOfKindByNo,
  merchVariantIdsOfOrderNo,
  redeemAllOrderItems,
  updateOrderFulfilment,
  redeemPickupOrderItem,
  countUnredeemedItems,
  markOrderPickedUp,
  expireDueOrders,
} from "../orders/index.ts";
import type { OrderLine } from "../../domain-events.ts";
import { addressSnapshot } from "../addresses/index.ts";
import { eventPickupDates, findEventById, lockEventForPayment } from "../events/index.ts";
import {
  AlreadyPickedUpError,
  DesktopOnlyError,
  LimitReachedError,
  LogisticsTransitionError,
  NotTicketHolderError,
  TicketOfAnotherEventError,
  OrderNotCancellableError,
  OutOfStockError,
  PhoneRequiredError,
} from "./merch.errors.ts";
import {
  dateKey,
  initialFulfilment,
  isDesktopBrowser,
  nextFulfilment,
  normaliseTicketNo,
  type Fulfilment,
  type MerchOrderTab,
} from "./merch.rules.ts";
import { eventOfHeldTicket, heldTicketNosForEvent, holdsTicketForEvent } from "../tickets/index.ts";
import { lockFanRow, phoneStepOf } from "../users/index.ts";
import { secureMerchInput, type SecureMerchInput } from "@fanfare/shared/merch";
import { claimPromoCodeUseInTx, merchCodeFor, merchDiscountOf, PromoCodeInvalidError, PromoCodeUsedUpError, recordPromoCodeUseInTx, type PromoCodeForHold } from "../codes/index.ts";

type ProductQuery = { include?: Prisma.MerchProductInclude; select?: Prisma.MerchProductSelect };
type OrderQuery = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };

// ───── the shop ─────

function productsWhere(filter: { eventSlug?: string | null }): Prisma.MerchProductWhereInput {
  return { active: true, ...(filter.eventSlug ? { event: { slug: filter.eventSlug } } : {}) };
}

export function listProducts(deps: Deps, query: ProductQuery, filter: { eventSlug?: string | null } = {}) {
  return deps.db.merchProduct.findMany({ ...query, where: productsWhere(filter), orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}

/** Whether merchProducts with this filter lists the product `id` (a cursor of it must name one of its rows). */
export async function productListed(deps: Deps, id: string, filter: { eventSlug?: string | null } = {}): Promise<boolean> {
  return (await deps.db.merchProduct.findFirst({ where: { AND: [{ id }, productsWhere(filter)] }, select: { id: true } })) !== null;
}

/** Whether MerchProduct.variants of the product `productId` lists the variant `id` (a cursor of it must name one of its rows). */
export async function variantListed(deps: Deps, id: string, productId: string): Promise<boolean> {
  return (await deps.db.merchVariant.findFirst({ where: { id, productId }, select: { id: true } })) !== null;
}

export function countProducts(deps: Deps, filter: { eventSlug?: string | null } = {}) {
  return deps.db.merchProduct.count({ where: productsWhere(filter) });
}

export function findProductBySlug(deps: Deps, query: ProductQuery, slug: string) {
  return deps.db.merchProduct.findFirst({ ...query, where: { slug, active: true } });
}

/** Units of a product that count against the fan's limit: paid orders plus holds still live. */
async function unitsHeld(tx: Tx | Deps["db"], userId: string, productId: string, now: Date): Promise<number> {
  const variants = await tx.merchVariant.findMany({ where: { productId }, select: { id: true } });
  return merchUnitsCounted(tx, userId, variants.map((v) => v.id), now);
}

/** How many more units of a product the fan may buy. */
export async function remainingLimit(deps: Deps, userId: string, product: { id: string; maxPerAccount: number }): Promise<number> {
  return Math.max(0, product.maxPerAccount - (await unitsHeld(deps.db, userId, product.id, deps.now())));
}

// ───── securing an order ─────

export interface SecureContext {
  userAgent: string | null;
  /** Checks the human-verification payload (captcha); throws HumanCheckFailedError when it fails. */
  verifyHuman: (payload: string | null | undefined) => Promise<void>;
}

/**
 * Secures merchandise: checks the product's conditions (desktop only, ticket holders only, pick-up day or
 * shipping address, per-account limit), takes the stock and creates the order awaiting payment, held for
 * ORDER_HOLD_MINUTES. One transaction: the order exists exactly when its stock was taken. The fan's row is
 * locked first, so two tabs of one fan cannot both pass the limit.
 */
export async function secureMerch(deps: Deps, userId: string, input: SecureMerchInput, ctx: SecureContext): Promise<Order> {
  const data = validate(secureMerchInput, input);
  const now = deps.now();

  const variant = await deps.db.merchVariant.findUnique({
    where: { id: data.variantId },
    include: { product: true },
  });
  if (!variant || !variant.product.active) throw new NotFoundError("product");
  const product = variant.product;

  if (product.desktopOnly && !isDesktopBrowser(data.desktopBrowser, ctx.userAgent)) throw new DesktopOnlyError();

  let pickupDate: Date | null = null;
  if (product.pickupOnly) {
    if (!data.pickupDate) throw new ValidationError("validation.merchPickupDate", "pickupDate");
    const days = (product.eventId ? await eventPickupDates(deps.db, product.eventId) : []).map(dateKey);
    if (!days.includes(data.pickupDate) || data.pickupDate < dateKey(now)) throw new ValidationError("validation.merchPickupDate", "pickupDate");
    pickupDate = new Date(`${data.pickupDate}T00:00:00.000Z`);
  } else if (!data.addressId) {
    throw new ValidationError("validation.merchAddressRequired", "addressId");
  }

  let ticketNo: string | null = null;
  if (product.ticketHolderOnly) {
    ticketNo = normaliseTicketNo(data.ticketNo ?? "");
    if (!ticketNo) throw new ValidationError("validation.ticketNumberRequired", "ticketNo");
  }

  const user = await phoneStepOf(deps.db, userId);
  if (!user) throw new NotFoundError("user");
  if (!user.phoneVerifiedAt && !user.phoneSkippedAt) throw new PhoneRequiredError();

  await ctx.verifyHuman(data.humanCheck);

  // The fan's own ticket of another event is refused by that event's name rather than as "invalid" (the
  // transaction below still decides whether the ticket makes a holder).
  if (ticketNo && product.eventId && !(await holdsTicketForEvent(deps.db, userId, product.eventId, ticketNo))) {
    const otherEventId = await eventOfHeldTicket(deps.db, userId, ticketNo);
    const other = otherEventId && otherEventId !== product.eventId ? await findEventById(deps, { select: { title: true } }, otherEventId).catch(() => null) : null;
    if (other) throw new TicketOfAnotherEventError(other.title);
  }

  const hold = (code: PromoCodeForHold | null) => deps.db.$transaction(async (tx) => {
    // A product of an event being cancelled: wait for the cancel, which withdraws it, so that no order of a
    // cancelled event is created after the cancel has settled the event's orders.
    if (product.eventId && !(await lockEventForPayment(tx, product.eventId))) throw new NotFoundError("product");
    await lockFanRow(tx, userId);

    if (data.idempotencyKey) {
      const previous = await findOrderByIdempotencyKey(tx, userId, data.idempotencyKey);
      if (previous) return previous;
    }

    if (ticketNo && !(product.eventId && (await holdsTicketForEvent(tx, userId, product.eventId, ticketNo)))) throw new NotTicketHolderError();

    // The code's use is claimed before the checks after it (STYLE 3a): a refusal below rolls it back.
    if (code) {
      const claim = await claimPromoCodeUseInTx(tx, { codeId: code.id, userId, maxUsesPerAccount: code.maxUsesPerAccount, now: now.toISOString() });
      if (claim.kind === "USED_UP") throw new PromoCodeUsedUpError(claim.perAccount);
      // Disabled or out of its window since it was read.
      if (claim.kind === "REFUSED") throw new PromoCodeInvalidError();
    }

    const used = await unitsHeld(tx, userId, product.id, now);
    if (used + data.quantity > product.maxPerAccount) throw new LimitReachedError(product.maxPerAccount, Math.max(0, product.maxPerAccount - used));

    let shippingAddress: Prisma.InputJsonValue | undefined;
    if (!product.pickupOnly) {
      const snapshot = await addressSnapshot(tx, userId, data.addressId!);
      if (!snapshot) throw new ValidationError("validation.merchAddressRequired", "addressId");
      shippingAddress = { ...snapshot };
    }

    if (!(await takeVariantStock(tx, variant.id, data.quantity))) {
      const left = await tx.merchVariant.findUniqueOrThrow({ where: { id: variant.id }, select: { stock: true, sold: true } });
      throw new OutOfStockError(Math.max(0, left.stock - left.sold));
    }

    const discount = code ? merchDiscountOf(code, { productId: product.id, unitAmount: product.priceAmount, quantity: data.quantity }) : 0;
    const order = await createHeldOrder(tx, {
      orderNo: newOrderNo("MERCH", now),
      userId,
      kind: "MERCH",
      eventId: product.eventId,
      currency: product.currency,
      totalAmount: product.priceAmount * data.quantity - discount,
      expiresAt: holdExpiry(now),
      pickupDate,
      shippingAddress,
      idempotencyKey: data.idempotencyKey ?? null,
      items: { create: { kind: "MERCH", merchVariantId: variant.id, quantity: data.quantity, unitAmount: product.priceAmount } },
    });
    if (code) await recordPromoCodeUseInTx(tx, { codeId: code.id, userId, orderId: order.id, discountAmount: discount, now });
    return order;
  });
  // A discount code (issue 35): the product's event's, for this product, usable by the fan now (read
  // without a lock; its use is counted in the transaction above).
  const attempt = async () => hold(data.code?.trim() ? await merchCodeOf(deps, product, data.code, userId) : null);
  try {
    return await attempt();
  } catch (e) {
    // Used up: the event's lapsed holds, not swept yet, give their uses back first (as secureTickets does),
    // and the fan tries once more; when none had lapsed, "used up" is the answer.
    if (!(e instanceof PromoCodeUsedUpError) || !product.eventId || (await expireDueOrders(deps, { eventId: product.eventId })) === 0) throw e;
    return attempt();
  }
}

/** A merchandise code for the product (only a product of an event takes one: codes are an event's). */
function merchCodeOf(deps: Deps, product: { id: string; eventId: string | null }, raw: string, userId: string): Promise<PromoCodeForHold> {
  if (!product.eventId) return Promise.reject(new PromoCodeInvalidError());
  return merchCodeFor(deps, product.eventId, raw, userId, product.id);
}

/**
 * The checkout's check of a code before paying: what it takes off `quantity` units of the variant, and the
 * total left to pay, or a typed refusal. Nothing is counted.
 */
export async function checkMerchCode(deps: Deps, userId: string, variantId: string, quantity: number, raw: string) {
  const variant = await deps.db.merchVariant.findUnique({ where: { id: variantId }, include: { product: true } });
  if (!variant || !variant.product.active) throw new NotFoundError("product");
  const product = variant.product;
  const units = Math.max(1, Math.min(quantity, 100));
  const code = await merchCodeOf(deps, product, raw.slice(0, 64), userId);
  const subtotal = product.priceAmount * units;
  const discount = merchDiscountOf(code, { productId: product.id, unitAmount: product.priceAmount, quantity: units });
  return { code, currency: product.currency, subtotal, discount, total: subtotal - discount };
}

/** The fan gives up an order awaiting payment: it is cancelled and its stock returned at once. */
export async function cancelMerchOrder(deps: Deps, userId: string, orderNo: string): Promise<Order> {
  const now = deps.now();
  const released = await deps.db.$transaction(async (tx) => {
    const orderId = await findOwnOrderId(tx, userId, orderNo, "MERCH");
    if (!orderId) throw new NotFoundError("order");
    const r = await releaseOrder(tx, deps, orderId, "CANCELLED", now);
    if (!r) throw new OrderNotCancellableError();
    return r;
  });
  void deps.pubsub.publish("order:logistics", orderNo, { orderNo, status: released.status });
  return released;
}

// ───── reactions to the order lifecycle ("order:paid" / "order:released" of MERCH orders, wired in wiring.ts) ─────

/** Paid: the order enters its fulfilment track (first step recorded with the payment time). */
export async function startMerchFulfilment(tx: Tx, order: Order): Promise<void> {
  const status = initialFulfilment(order.pickupDate !== null);
  await setOrderFulfilment(tx, order.id, status);
  await tx.orderLogisticsEvent.create({ data: { orderId: order.id, status, at: order.paidAt ?? new Date() } });
}

/** The product's event was cancelled (event:cancelled): its products leave the shop, in the cancel's transaction. */
export async function withdrawProductsOfEvent(tx: Tx, eventId: string): Promise<void> {
  await tx.merchProduct.updateMany({ where: { eventId, active: true }, data: { active: false } });
}

/** Cancelled or expired, or paid and refunded because its event was cancelled: every unit goes back to its variant. */
export async function returnHeldMerch(tx: Tx, lines: OrderLine[]): Promise<void> {
  for (const line of lines) if (line.kind === "MERCH" && line.merchVariantId) await returnVariantStock(tx, line.merchVariantId, line.quantity);
}

/** Takes `quantity` units of a variant in one conditional UPDATE (as the ticket types' stock): true when they were there. */
async function takeVariantStock(tx: Tx, variantId: string, quantity: number): Promise<boolean> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new Error(`bad quantity ${quantity}`);
  const n = await tx.$executeRaw`update "MerchVariant" set sold = sold + ${quantity} where id = ${variantId} and sold + ${quantity} <= "stock"`;
  return n === 1;
}

async function returnVariantStock(tx: Tx, variantId: string, quantity: number): Promise<void> {
  await tx.$executeRaw`update "MerchVariant" set sold = greatest(sold - ${quantity}, 0) where id = ${variantId}`;
}

// ───── My Merch ─────

export function myMerchOrdersWhere(userId: string, tab: MerchOrderTab, now: Date): Prisma.OrderWhereInput {
  const mine: Prisma.OrderWhereInput = { userId, kind: "MERCH" };
  if (tab === "AVAILABLE") {
    return {
      ...mine,
      OR: [
        { status: "AWAITING_PAYMENT", expiresAt: { gt: now } },
        { status: "PAID", OR: [{ fulfilment: null }, { fulfilment: { notIn: ["DELIVERED", "PICKED_UP"] } }] },
      ],
    };
  }
  if (tab === "COMPLETED") return { ...mine, status: "PAID", fulfilment: { in: ["DELIVERED", "PICKED_UP"] } };
  return { ...mine, OR: [{ status: { in: ["CANCELLED", "EXPIRED", "REFUNDED"] } }, { status: "AWAITING_PAYMENT", expiresAt: { lte: now } }] };
}

export function listMyMerchOrders(deps: Deps, query: OrderQuery, userId: string, tab: MerchOrderTab) {
  return listOrdersWhere(deps, query, myMerchOrdersWhere(userId, tab, deps.now()));
}

/** Whether the tab `tab` of the fan's merch orders lists the order `id` (a cursor of myMerchOrders must name one of its rows). */
export async function myMerchOrderListed(deps: Deps, id: string, userId: string, tab: MerchOrderTab): Promise<boolean> {
  return orderListedWhere(deps, id, myMerchOrdersWhere(userId, tab, deps.now()));
}

/** One of the fan's own merch orders (null for anyone else's). */
export function findMyMerchOrder(deps: Deps, query: OrderQuery, userId: string, orderNo: string) {
  return findOwnOrderOfKind(deps, query, userId, orderNo, "MERCH");
}

// ───── logistics (operators) ─────

/**
 * Moves a paid merch order one step along its track (ORDERED → PROCESSING → SHIPPED → DELIVERED, or
 * READY_FOR_PICKUP → PICKED_UP), recording the step; `to` must be the next step when given. Only an order
 * of the operator's organisation's merchandise (any, for the platform): another's is NOT_FOUND, checked
 * before the order is locked. The order row is locked, so two operators cannot skip a step between them.
 * Publishes order:logistics after the commit.
 */
export async function advanceMerchOrder(deps: Deps, op: OperatorScope, input: { orderNo: string; to?: Fulfilment | null; note?: string | null }): Promise<Order> {
  const now = deps.now();
  const note = input.note?.trim().slice(0, 200) || null;
  const order = await deps.db.$transaction(async (tx) => {
    if (!(await merchOrderIsOperators(tx, op, input.orderNo))) throw new NotFoundError("order");
    const current = await lockOrderOfKindByNo(tx, input.orderNo, "MERCH");
    if (!current) throw new NotFoundError("order");
    const pickup = current.pickupDate !== null;
    const next = current.status === "PAID" ? nextFulfilment(current.fulfilment, pickup) : null;
    if (!next || (input.to && input.to !== next)) throw new LogisticsTransitionError(current.status === "PAID" ? current.fulfilment : null, input.to ?? "next");
    if (next === "PICKED_UP") await redeemAllOrderItems(tx, current.id);
    await tx.orderLogisticsEvent.create({ data: { orderId: current.id, status: next, note, at: now } });
    return updateOrderFulfilment(tx, current.id, next);
  });
  void deps.pubsub.publish("order:logistics", order.orderNo, { orderNo: order.orderNo, status: order.fulfilment ?? order.status });
  return order;
}

/** Is the MERCH order with this number one of the operator's organisation's (its every line that organisation's merchandise)? */
async function merchOrderIsOperators(tx: Tx, op: OperatorScope, orderNo: string): Promise<boolean> {
  const variantIds = [...new Set(await merchVariantIdsOfOrderNo(tx, orderNo))];
  if (!variantIds.length) return false;
  if (!op.organisationId) return true;
  return (await tx.merchVariant.count({ where: { id: { in: variantIds }, product: inOrganisation(op) } })) === variantIds.length;
}

/**
 * Staff hand over a pick-up item: each item is redeemed once (a conditional UPDATE, so two scanners racing
 * on one code cannot both succeed). When every item of the order is handed over, the order is PICKED_UP.
 * For the entry module's gate scanner, which checks the rotating QR first.
 */
export async function redeemPickupItem(deps: Deps, orderItemId: string): Promise<{ orderNo: string; orderPickedUp: boolean }> {
  const now = deps.now();
  const result = await deps.db.$transaction(async (tx) => {
    const { redeemed, item } = await redeemPickupOrderItem(tx, orderItemId);
    if (!item || item.kind !== "MERCH" || item.order.pickupDate === null || item.order.status !== "PAID") throw new NotFoundError("pick-up item");
    if (!redeemed) throw new AlreadyPickedUpError();
    const open = await countUnredeemedItems(tx, item.orderId);
    if (open > 0) return { orderNo: item.order.orderNo, orderPickedUp: false };
    const pickedUp = await markOrderPickedUp(tx, item.orderId);
    if (pickedUp) await tx.orderLogisticsEvent.create({ data: { orderId: item.orderId, status: "PICKED_UP", at: now } });
    return { orderNo: item.order.orderNo, orderPickedUp: pickedUp };
  });
  if (result.orderPickedUp) void deps.pubsub.publish("order:logistics", result.orderNo, { orderNo: result.orderNo, status: "PICKED_UP" });
  return result;
}

/** Of ids, the products on sale (active): the Node rule of MerchProduct. */
export async function listedProductIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.merchProduct.findMany({ where: { id: { in: ids }, active: true }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Of ids, the variants of products on sale: the Node rule of MerchVariant. */
export async function listedVariantIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.merchVariant.findMany({ where: { id: { in: ids }, product: { active: true } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** The numbers of the fan's live tickets for a ticket-holder exclusive's event, to pick one from (none for other products). */
export async function eligibleTicketNos(deps: Deps, userId: string, product: { eventId: string | null; ticketHolderOnly: boolean }): Promise<string[]> {
  if (!product.ticketHolderOnly || !product.eventId) return [];
  return heldTicketNosForEvent(deps.db, userId, product.eventId);
}
