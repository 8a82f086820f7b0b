// Hand-back at face value (issue 32 item 1). A fan who cannot go lists a paid ticket; it is offered to the
// event's line through the queue's own offers (takeNextInLine + recordOffer, the machinery a released hold
// uses): an order awaiting payment in the next fan's name, for the face value, with the room's offer window.
// When that fan pays, in the payment's transaction (the order:paid handlers, wiring.ts): their new ticket is
// issued by the tickets module as for any paid order (a new number and QR), the seller's ticket is revoked
// (its QR dies at the gate: REVOKED is never admitted, and its qrVersion moves), and the seller is credited
// the face value in Fan Coin on the wallet ledger (from the revenue account the buyer's payment went to).
// An offer that ends unpaid passes to the next fan; with nobody in line the listing waits for one.
// A seated ticket's seat goes with it: the offer's order line names the seat (the buyer sees which), and in
// the payment's transaction the seller's ticket lets go of it just before the buyer's ticket is issued on it
// (Ticket.seatId is unique: the seat is never lost, nor on two tickets). The Seat row stays SOLD throughout.
// On a real-name event the offer is held without a name, as a released ticket's is (issue 18): the buyer names
// it with an identity of their own (orders' nameOrderTickets, the secure's per-identity rule) and payment
// refuses it unnamed; the seller's identity stays on the seller's revoked ticket and is never copied.
//
// Locks, in the order every path takes them: the offer's Order row (payment, cancel, expiry and withdraw all
// update it), then the HandBack row, then the Ticket row.
import crypto from "node:crypto";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import type { OrderLine } from "../../domain-events.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import type { HandBack, HandBackPayout, Order } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { eventHandBackTerms, handBackFee, startedEventIds, ticketTypeName, waitingRoomEvent } from "../events/index.ts";
import { createHeldOrder, lockOrder, newOrderNo, orderItemIdsOf, orderItemPrice, releaseOrder } from "../orders/index.ts";
import { offerWindowOf, recordOffer, takeNextInLine } from "../queue/index.ts";
import { listTicket, lockTicketForHandBack, releaseSeatOfSoldTicket, revokeHandedBackTicket, seatOfTicket, ticketOfOrderItems, ticketsOfOrderItems, unlistTicket } from "../tickets/index.ts";
import { mailboxOf, verifyPayPassword } from "../users/index.ts";
import { refundWallet, toFanCoins } from "../wallet/index.ts";
import { handBackPayoutReference, handBackRefundTarget, recordHandBackPayout, refundStates } from "../payments/index.ts";
import { sendMessage } from "../mail/index.ts";
import { toLang } from "../../messages.ts";
import { HandBackClosedError, HandBackNotOfferedError, HandBackPayoutUnavailableError, TicketCannotBeHandedBackError } from "./handback.errors.ts";
import { handBackRefundedMailTexts, handBackSoldMailTexts } from "./handback.mail.ts";
import { sellerPayout } from "./handback.rules.ts";

const live = ["LISTED", "OFFERED"] as const;

/**
 * Lists the fan's paid tickets for hand-back (after their payment password), each offered at once to the next
 * fan in line when there is one. All or nothing: one ticket that cannot be listed lists none.
 */
export async function handBackTickets(deps: Deps, args: { userId: string; ticketIds: string[]; payPassword: string; payout?: HandBackPayout | null }): Promise<HandBack[]> {
  const payout = args.payout ?? "FAN_COIN";
  await verifyPayPassword(deps, args.userId, args.payPassword);
  const ids = [...new Set(args.ticketIds)].sort();
  if (!ids.length) throw new TicketCannotBeHandedBackError();
  const listed = await deps.db.$transaction(async (tx) => {
    const out: HandBack[] = [];
    for (const id of ids) {
      const t = await lockTicketForHandBack(tx, id);
      if (!t || t.ownerId !== args.userId) throw new NotFoundError("ticket");
      const terms = await eventHandBackTerms(tx, t.eventId);
      if (!terms?.handBackEnabled) throw new HandBackNotOfferedError();
      const now = deps.now();
      const price = t.orderItemId ? await orderItemPrice(tx, t.orderItemId) : null;
      // Tickets bought in an order (a giveaway's has no face value), standing or seated (the seat goes with it),
      // usable, of an event neither cancelled nor started (its start is the hand-back cutoff).
      if ((t.status !== "PAID" && t.status !== "READY") || !price || terms.cancelledAt || terms.startsAt <= now) {
        throw new TicketCannotBeHandedBackError();
      }
      // Back to the original method only where it can go back: a provider's card or e-wallet (Fan Coin is Fan Coin already).
      const target = payout === "ORIGINAL_METHOD" ? await handBackRefundTarget(deps, tx, price.orderId) : null;
      if (payout === "ORIGINAL_METHOD" && !target) throw new HandBackPayoutUnavailableError();
      if (!(await listTicket(tx, t.id, t.status, now))) throw new TicketCannotBeHandedBackError();
      const hb = await tx.handBack.create({
        data: {
          eventId: t.eventId,
          ticketId: t.id,
          ticketNo: t.ticketNo,
          sellerId: t.ownerId,
          ticketTypeId: t.ticketTypeId,
          faceAmount: price.unitAmount,
          // The organiser's published fee as it stands when the fan lists: what the seller agreed to.
          feeAmount: handBackFee(price.unitAmount, terms.handBackFeeBps),
          currency: price.currency,
          status: "LISTED",
          payout,
          payoutMethod: target?.method ?? null,
          ticketStatusBefore: t.status as "PAID" | "READY",
          listedAt: now,
        },
      });
      await recordAudit(tx, {
        action: "ticket.handBack",
        outcome: "SUCCESS",
        actorUserId: args.userId,
        targetType: "HandBack",
        targetId: hb.id,
        details: { ticketNo: t.ticketNo, eventId: t.eventId, faceAmount: price.unitAmount, feeAmount: hb.feeAmount, currency: price.currency, payout },
      });
      await deps.events.emit(tx, deps, "ticket:handed_back", { ticketId: t.id, ticketNo: t.ticketNo, eventId: t.eventId, handBackId: hb.id, faceAmount: hb.faceAmount, currency: hb.currency, at: now });
      out.push((await offerToLine(tx, deps, hb)) ?? hb);
    }
    return out;
  });
  return listed;
}

/**
 * A LISTED hand-back (its row locked by the caller) is held for the next fan in line: an order awaiting
 * payment in their name for the face value, recorded as the queue's offer. Null: nobody waits (or the event
 * has no waiting room); the listing stays LISTED.
 */
async function offerToLine(tx: Tx, deps: Deps, hb: HandBack): Promise<HandBack | null> {
  const room = await offerWindowOf(tx, hb.eventId);
  if (!room) return null;
  const event = await waitingRoomEvent(tx, { id: hb.eventId });
  if (!event) return null;
  const next = await takeNextInLine(tx, deps, hb.eventId, hb.sellerId);
  if (!next) return null;
  const now = deps.now();
  const typeName = await ticketTypeName(tx, hb.ticketTypeId);
  const orderId = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + room.offerSeconds * 1000);
  const maxPaymentAttempts = event.maxPaymentAttempts ?? (event.isHot ? 1 : null);
  // No stock is taken: the ticket was sold once already and is sold again in its place. Its seat, if any, is
  // named on the line (the seat stays SOLD to the seller's ticket until the buyer pays), and no identity is:
  // the buyer names their own before paying.
  const seatId = await seatOfTicket(tx, hb.ticketId);
  const order = await createHeldOrder(tx, {
    id: orderId,
    orderNo: newOrderNo("TICKET", now),
    userId: next.userId,
    kind: "TICKET",
    eventId: hb.eventId,
    currency: hb.currency,
    totalAmount: hb.faceAmount,
    expiresAt,
    maxPaymentAttempts,
    createdAt: now,
    items: { create: [{ id: `${orderId}.001`, kind: "TICKET", ticketTypeId: hb.ticketTypeId, seatId, quantity: 1, unitAmount: hb.faceAmount }] },
  });
  const offered = await tx.handBack.update({ where: { id: hb.id }, data: { status: "OFFERED", offerOrderId: order.id, offerUserId: next.userId } });
  await recordOffer(
    tx,
    deps,
    { ...next, eventId: hb.eventId, expiresAt, maxPaymentAttempts, lines: [{ ticketTypeId: hb.ticketTypeId, quantity: 1 }] },
    { orderId: order.id, orderNo: order.orderNo, ticketTypeId: hb.ticketTypeId, ticketTypeName: typeName, quantity: 1 },
  );
  return offered;
}

async function lockHandBack(tx: Tx, where: { id: string } | { offerOrderId: string }): Promise<HandBack | null> {
  const rows =
    "id" in where
      ? await tx.$queryRaw<{ id: string }[]>`select id from "HandBack" where id = ${where.id} for update`
      : await tx.$queryRaw<{ id: string }[]>`select id from "HandBack" where "offerOrderId" = ${where.offerOrderId} for update`;
  return rows[0] ? tx.handBack.findUniqueOrThrow({ where: { id: rows[0].id } }) : null;
}

/** The ticket goes back to where it was before its listing (withdrawn by its seller). */
async function unlist(tx: Tx, hb: HandBack, now: Date): Promise<void> {
  await unlistTicket(tx, hb.ticketId, hb.ticketStatusBefore, now);
}

/**
 * The seller takes the listing back, until a buyer has paid. An offer in progress is cancelled (the offered
 * fan's order with it). The offer's order is locked first, as its payment locks it: a payment and a withdraw
 * of one listing run one after the other, and exactly one of them wins.
 */
export async function withdrawHandBack(deps: Deps, args: { userId: string; handBackId: string }): Promise<HandBack> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const seen = await deps.db.handBack.findFirst({ where: { id: args.handBackId, sellerId: args.userId } });
    if (!seen) throw new NotFoundError("handBack");
    const done = await deps.db.$transaction(async (tx) => {
      if (seen.offerOrderId) await lockOrder(tx, seen.offerOrderId);
      const hb = (await lockHandBack(tx, { id: seen.id }))!;
      if (!(live as readonly string[]).includes(hb.status)) throw new HandBackClosedError();
      // Offered to another order since it was read (an offer lapsed and passed on): lock that one first.
      if (hb.offerOrderId !== seen.offerOrderId) return null;
      const now = deps.now();
      const withdrawn = await tx.handBack.update({ where: { id: hb.id }, data: { status: "WITHDRAWN", closedAt: now } });
      // The handler of the release (offerEnded) finds the listing withdrawn and offers it to nobody.
      if (hb.offerOrderId) await releaseOrder(tx, deps, hb.offerOrderId, "CANCELLED", now);
      await unlist(tx, hb, now);
      await deps.events.emit(tx, deps, "ticket:hand_back_withdrawn", { ticketId: hb.ticketId, ticketNo: hb.ticketNo, eventId: hb.eventId, handBackId: hb.id, reason: "withdrawn", at: now });
      await recordAudit(tx, { action: "ticket.handBackWithdrawn", outcome: "SUCCESS", actorUserId: args.userId, targetType: "HandBack", targetId: hb.id, details: { ticketNo: hb.ticketNo, eventId: hb.eventId } });
      return withdrawn;
    });
    if (done) return done;
  }
  throw new HandBackClosedError();
}

/** Whether an order is a hand-back's offer (its release returns no stock: none was taken). */
export async function isHandBackOrder(tx: Tx, orderId: string): Promise<boolean> {
  return (await handBackOrderIds(tx, [orderId])).size > 0;
}

/** Which of these orders are hand-backs' offers, in one read. */
export async function handBackOrderIds(tx: Tx, orderIds: string[]): Promise<Set<string>> {
  if (!orderIds.length) return new Set();
  const rows = await tx.handBack.findMany({ where: { offerOrderId: orderIds.length === 1 ? orderIds[0]! : { in: orderIds } }, select: { offerOrderId: true } });
  return new Set(rows.flatMap((r) => (r.offerOrderId ? [r.offerOrderId] : [])));
}

/**
 * Of these order items, how many tickets each sold on through a hand-back (by item id; absent: none). Such a
 * ticket's place is the buyer's now: a refund of the seller's order gives back neither its unit of stock nor
 * its seat (the buyer's own order holds them, and gives them back if it is refunded in its turn).
 */
export async function resoldUnitsOf(tx: Tx, orderItemIds: string[]): Promise<Map<string, number>> {
  const tickets = await ticketsOfOrderItems(tx, orderItemIds);
  const out = new Map<string, number>();
  if (!tickets.length) return out;
  const sold = await tx.handBack.findMany({ where: { ticketId: { in: tickets.map((t) => t.id) }, status: "SOLD" }, select: { ticketId: true } });
  const itemOf = new Map(tickets.map((t) => [t.id, t.orderItemId]));
  for (const { ticketId } of sold) {
    const item = itemOf.get(ticketId)!;
    out.set(item, (out.get(item) ?? 0) + 1);
  }
  return out;
}

/** Credits a sold hand-back's payout to the seller's wallet in Fan Coin; the ledger's reference `handback:<id>` is unique: once. */
async function creditSellerInFanCoin(tx: Tx, deps: Deps, hb: HandBack, payout: number, description: string): Promise<number> {
  const rate = deps.config.payments.fanCoinRateBps[hb.currency];
  if (!rate) throw new Error(`hand-back ${hb.id}: no Fan Coin rate for ${hb.currency}`);
  const coins = toFanCoins(payout, rate);
  await refundWallet(tx, hb.sellerId, coins, handBackPayoutReference(hb.id), description);
  return coins;
}

/**
 * order:paid, before the tickets module issues the buyer's new ticket: a seated ticket's seat leaves the
 * seller's ticket (still LISTED by them), and must be the very seat the offer's line names, which the new
 * ticket then takes. Anything out of place throws: the payment's transaction rolls back whole.
 */
export async function handBackSeatPasses(tx: Tx, order: Order, lines: OrderLine[]): Promise<void> {
  const hb = await lockHandBack(tx, { offerOrderId: order.id });
  if (!hb) return;
  if (hb.status !== "OFFERED") throw new Error(`hand-back ${hb.id}: its offer ${order.orderNo} was paid while ${hb.status}`);
  const released = await releaseSeatOfSoldTicket(tx, { ticketId: hb.ticketId, sellerId: hb.sellerId });
  if (released === false) throw new Error(`hand-back ${hb.id}: ticket ${hb.ticketNo} is no longer listed`);
  const offered = lines.find((l) => l.kind === "TICKET")?.seatId ?? null;
  if (released !== offered) throw new Error(`hand-back ${hb.id}: its offer names seat ${offered ?? "none"}, its ticket held ${released ?? "none"}`);
}

/**
 * order:paid, after the tickets module issued the buyer's new ticket: the sale. The seller's ticket is revoked
 * (conditionally: LISTED, so a ticket is sold once), the seller credited the face value in Fan Coin (the
 * ledger's reference `handback:<id>` is unique: paid once), the listing SOLD. Anything out of place throws:
 * the payment's transaction rolls back whole.
 */
export async function handBackOfferPaid(tx: Tx, deps: Deps, order: Order): Promise<void> {
  const hb = await lockHandBack(tx, { offerOrderId: order.id });
  if (!hb) return;
  if (hb.status !== "OFFERED") throw new Error(`hand-back ${hb.id}: its offer ${order.orderNo} was paid while ${hb.status}`);
  const now = deps.now();
  if (!(await revokeHandedBackTicket(tx, { ticketId: hb.ticketId, sellerId: hb.sellerId, buyerId: order.userId, now }))) {
    throw new Error(`hand-back ${hb.id}: ticket ${hb.ticketNo} is no longer listed`);
  }
  // The buyer paid the face value; the seller gets it less the organiser's fee, which stays with the revenue.
  const payout = sellerPayout(hb);
  const sold = await lockTicketForHandBack(tx, hb.ticketId);
  const bought = sold?.orderItemId ? await orderItemPrice(tx, sold.orderItemId) : null;
  // Back to the card or e-wallet the seller paid with: a HAND_BACK refund of their payment, claimed here and
  // sent to its provider after the commit (payments' refunds, idempotent by the refund number). Null when the
  // payment can no longer take it (refunded in the meantime): Fan Coin instead, so the seller is always paid.
  const refund = hb.payout === "ORIGINAL_METHOD" && bought ? await recordHandBackPayout(tx, deps, bought.orderId, payout, { handBackId: hb.id, toOriginalMethod: true }) : null;
  let coins: number | null = null;
  if (!refund) {
    coins = await creditSellerInFanCoin(tx, deps, hb, payout, `Ticket ${hb.ticketNo} handed back (order ${order.orderNo})`);
    // The seller's own order: that much of its payment is returned, so a later refund of it gives back only the rest.
    if (bought) await recordHandBackPayout(tx, deps, bought.orderId, payout, { handBackId: hb.id });
  }
  const boughtId = await ticketOfOrderItems(tx, await orderItemIdsOf(tx, order.id));
  await tx.handBack.update({
    where: { id: hb.id },
    data: { status: "SOLD", closedAt: now, buyerTicketId: boughtId, paidOutCoins: coins, payout: refund ? "ORIGINAL_METHOD" : "FAN_COIN", payoutRefundId: refund?.id ?? null },
  });
  await recordAudit(tx, {
    action: "ticket.handBackSold",
    outcome: "SUCCESS",
    actorUserId: order.userId,
    subjectUserId: hb.sellerId,
    targetType: "HandBack",
    targetId: hb.id,
    details: { ticketNo: hb.ticketNo, eventId: hb.eventId, orderNo: order.orderNo, faceAmount: hb.faceAmount, feeAmount: hb.feeAmount ?? 0, currency: hb.currency, paidOutCoins: coins, refundNo: refund?.refundNo ?? null },
  });
  await deps.events.emit(tx, deps, "ticket:hand_back_sold", { ticketId: hb.ticketId, ticketNo: hb.ticketNo, eventId: hb.eventId, handBackId: hb.id, orderId: order.id, at: now });
}

/**
 * refund:failed: the provider refused the refund that paid a sold hand-back back to the seller's card or
 * e-wallet. The seller is paid in Fan Coin instead, in the same transaction (the ledger's reference
 * `handback:<id>` is unique: never paid twice), and that part of their order is recorded as returned again.
 */
export async function handBackPayoutRefused(tx: Tx, deps: Deps, p: { refundId: string; orderId: string; cause: string }): Promise<void> {
  if (p.cause !== "HAND_BACK") return;
  const [hb] = await tx.$queryRaw<HandBack[]>`select * from "HandBack" where "payoutRefundId" = ${p.refundId} and status = 'SOLD' and payout = 'ORIGINAL_METHOD' for update`;
  if (!hb) return;
  const payout = sellerPayout(hb);
  const coins = await creditSellerInFanCoin(tx, deps, hb, payout, `Ticket ${hb.ticketNo} handed back (the refund to the original payment method was refused)`);
  await recordHandBackPayout(tx, deps, p.orderId, payout, { handBackId: hb.id, afterFailedRefund: true });
  await tx.handBack.update({ where: { id: hb.id }, data: { payout: "FAN_COIN", paidOutCoins: coins } });
  await recordAudit(tx, {
    action: "ticket.handBackPayoutFallback",
    outcome: "SUCCESS",
    subjectUserId: hb.sellerId,
    targetType: "HandBack",
    targetId: hb.id,
    details: { ticketNo: hb.ticketNo, refundId: p.refundId, paidOutCoins: coins, currency: hb.currency },
  });
}

/**
 * order:released of orders, some perhaps hand-backs' offers (lapsed, cancelled by the fan, withdrawn by the
 * seller, the event cancelled): a listing still OFFERED through one passes to the next fan in line (those
 * fans' own offers were ended first: queue.endOffers, wiring.ts).
 */
export async function handBackOffersEnded(tx: Tx, deps: Deps, released: { order: Order; reason?: "event-cancelled" }[]): Promise<void> {
  if (!released.length) return;
  const offers = await handBackOrderIds(tx, released.map((r) => r.order.id));
  for (const r of released) if (offers.has(r.order.id)) await handBackOfferEnded(tx, deps, r.order, r.reason);
}

async function handBackOfferEnded(tx: Tx, deps: Deps, order: Order, reason?: "event-cancelled"): Promise<void> {
  const hb = await lockHandBack(tx, { offerOrderId: order.id });
  if (!hb || hb.status !== "OFFERED") return;
  if (reason === "event-cancelled") {
    await tx.handBack.update({ where: { id: hb.id }, data: { status: "VOID", closedAt: deps.now(), offerOrderId: null } });
    return;
  }
  // The order keeps no link (offerOrderId is unique): the next offer names its own.
  const listed = await tx.handBack.update({ where: { id: hb.id }, data: { status: "LISTED", offerOrderId: null, offerUserId: null } });
  await offerToLine(tx, deps, listed);
}

/** event:cancelled: listings waiting for a fan end (their tickets are voided with the event's, the seller's order refunded). */
export async function voidHandBacksOfEvent(tx: Tx, eventId: string, now: Date): Promise<void> {
  await tx.handBack.updateMany({ where: { eventId, status: { in: [...live] } }, data: { status: "VOID", closedAt: now } });
}

/**
 * Listings of events that have started with no buyer go back to their sellers (the cutoff is the start: a
 * ticket must be able to enter). Run by the queue's leader tick. Returns how many.
 */
export async function returnUnsoldHandBacks(deps: Deps): Promise<number> {
  const due = await deps.db.handBack.findMany({ where: { status: "LISTED" }, select: { id: true, eventId: true }, take: 200 });
  if (!due.length) return 0;
  const started = new Set(await startedEventIds(deps.db, [...new Set(due.map((d) => d.eventId))], deps.now()));
  let n = 0;
  for (const d of due.filter((x) => started.has(x.eventId))) {
    n += await deps.db.$transaction(async (tx) => {
      const hb = await lockHandBack(tx, { id: d.id });
      if (hb?.status !== "LISTED") return 0;
      const now = deps.now();
      await tx.handBack.update({ where: { id: hb.id }, data: { status: "WITHDRAWN", closedAt: now } });
      await unlist(tx, hb, now);
      await deps.events.emit(tx, deps, "ticket:hand_back_withdrawn", { ticketId: hb.ticketId, ticketNo: hb.ticketNo, eventId: hb.eventId, handBackId: hb.id, reason: "event-started", at: now });
      return 1;
    });
  }
  return n;
}

/** The fan's hand-backs, newest first (one event's, or all). */
export function myHandBacks(deps: Deps, userId: string, eventId?: string | null): Promise<HandBack[]> {
  return deps.db.handBack.findMany({ where: { sellerId: userId, ...(eventId ? { eventId } : {}) }, orderBy: { listedAt: "desc" }, take: 100 });
}

/** The live or last hand-back of a ticket its owner sees. */
export function handBackOfTicket(deps: Deps, ticketId: string): Promise<HandBack | null> {
  return deps.db.handBack.findFirst({ where: { ticketId }, orderBy: { listedAt: "desc" } });
}

/** Whether this seller's ticket was handed back and bought by a fan in line (what revoked it). */
export async function soldThroughHandBack(deps: Deps, ticketId: string, sellerId: string): Promise<boolean> {
  return (await deps.db.handBack.count({ where: { ticketId, sellerId, status: "SOLD" } })) > 0;
}

/** After the sale's commit: the seller is told by e-mail (through the outbox), in their language. */
export async function tellSellerOfSale(deps: Deps, handBackId: string): Promise<void> {
  const hb = await deps.db.handBack.findUnique({ where: { id: handBackId } });
  if (hb?.status !== "SOLD") return;
  const mailbox = await mailboxOf(deps, hb.sellerId);
  if (!mailbox) return;
  const lang = toLang(mailbox.language);
  // The e-mail says which way the money went: Fan Coin in the wallet, or a refund to the original method.
  const toOriginal = hb.payout === "ORIGINAL_METHOD";
  const texts = (toOriginal ? handBackRefundedMailTexts : handBackSoldMailTexts)[lang];
  const event = await waitingRoomEvent(deps.db, { id: hb.eventId });
  const amount = toOriginal ? sellerPayout(hb) : (hb.paidOutCoins ?? 0);
  const vars: Record<string, string> = { event: event?.title ?? "", ticketNo: hb.ticketNo, amount: (amount / 100).toFixed(2), currency: hb.currency };
  const fill = (t: string) => t.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? "");
  await sendMessage(deps, { channel: "EMAIL", to: mailbox.email, template: "generic", lang, vars: { subject: fill(texts.subject), text: fill(texts.text) } }).catch((err: unknown) =>
    deps.log.error("hand-back sold mail failed", { error: String(err) }),
  );
}

/** The leader's job: unsold listings of started events go back to their sellers once a minute. */
export function registerHandBackJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("handback:return-unsold", 60_000, async () => {
    await returnUnsoldHandBacks(deps);
  });
}

/** Whether the event's organiser switched hand-backs on. */
export async function eventTakesHandBacks(deps: Deps, eventId: string): Promise<boolean> {
  return (await eventHandBackTerms(deps.db, eventId))?.handBackEnabled ?? false;
}

/**
 * Where a hand-back of this ticket could be paid back to besides Fan Coin (its order's card or e-wallet through
 * its provider), for the hand-back card's choice; null: Fan Coin only.
 */
export async function handBackRefundTargetOfTicket(deps: Deps, orderItemId: string | null): Promise<{ method: string; provider: string } | null> {
  const price = orderItemId ? await orderItemPrice(deps.db, orderItemId) : null;
  return price ? handBackRefundTarget(deps, deps.db, price.orderId) : null;
}

/** The state of sold hand-backs' payouts to their original methods, by refund id (PENDING, SUBMITTED, SUCCEEDED, FAILED). */
export function payoutRefundStates(deps: Deps, refundIds: readonly string[]): ReturnType<typeof refundStates> {
  return refundStates(deps.db, refundIds);
}

