// The composition root: which module reacts to which domain event, and in which order. buildApp() and
// everything else that builds Deps without the HTTP app (operator scripts, benches, test servers) call
// wireModules(), so what a paid order does never depends on which files happened to be imported.
// `on` handlers run inside the transaction that made their event true; `afterCommit` handlers once it has
// committed, never when it rolls back; `inStatement` reactions inside a one-statement path's SQL (see
// domain-events.ts). Apple Wallet pushes are queued in the transaction (passes.queuePassPushes, durable) and
// sent after its commit.
import { DomainEvents, type DomainEventHandler, type DomainEventMap, type OrderLine } from "./domain-events.ts";
import type { Order, OrderKind } from "./generated/prisma/client.ts";
import type { Tx } from "./db.ts";
import type { Deps } from "./deps.ts";
import { returnHeldTickets, returnSoldTickets, seatsChangedHere, sellSeatsHeldBy } from "./modules/events/index.ts";
import { awardRegistrationEntry, awardTopupEntries } from "./modules/giveaway/index.ts";
import { returnHeldMerch, startMerchFulfilment, withdrawProductsOfEvent } from "./modules/merch/index.ts";
import { issueOrderTickets, seatsOfLiveTickets, sendOrderConfirmation, voidTicketsOfEvent, voidTicketsOfOrderLines } from "./modules/tickets/index.ts";
import { markOrdersRefundDue, refundOrderPayments, refundSettledPayment, tellPaymentSettled } from "./modules/payments/index.ts";
import { creditPaidTopUp } from "./modules/wallet/index.ts";
import { holdOfferedTickets, merchHandedOver, settleOrdersOfCancelledEvent } from "./modules/orders/index.ts";
import { endOffers, nextInLineFor, offerWindowsOf, noteSale, offerPaid, recordOffer } from "./modules/queue/index.ts";
import { webhookEventCancelled, webhookEventChanged, webhookHandBackSold, webhookHandBackWithdrawn, webhookOrderEvent, webhookOrderEvents, webhookSupportOpened, webhookTicketCheckedIn, webhookTicketHandedBack, webhookTicketTransferred } from "./modules/webhooks/index.ts";
import { givePromoCodeUsesBack } from "./modules/codes/index.ts";
import { handBackOfferPaid, handBackOffersEnded, handBackOrderIds, handBackPayoutRefused, handBackSeatPasses, isHandBackOrder, resoldUnitsOf, tellSellerOfSale, voidHandBacksOfEvent } from "./modules/handback/index.ts";
import { kickPassPushes, queuePassPushes, queuePassPushesOfChangedEvent, queuePassPushesOfEvent, queuePassPushesOfOrderItems, queuePassPushesSql } from "./modules/passes/index.ts";

/** Narrows an order handler to one kind of order. */
function ofKind<E extends "order:paid" | "order:released" | "order:refunded">(kind: OrderKind, run: DomainEventHandler<E, Deps>): DomainEventHandler<E, Deps> {
  return async (tx, payload, deps) => {
    if (payload.order.kind === kind) await run(tx, payload, deps);
  };
}

type Released = DomainEventMap["order:released"];

/**
 * Which released orders of a batch are hand-backs' offers (they took no stock and give none back), read once
 * per batch: the stock's handler and the line's ask the same question before the hand-back's handler changes
 * the answer (it passes the listing on).
 */
const handBackOffersOfBatch = new WeakMap<Released[], Promise<Set<string>>>();
function handBackOffersAmong(tx: Tx, batch: Released[]): Promise<Set<string>> {
  let answer = handBackOffersOfBatch.get(batch);
  if (!answer) handBackOffersOfBatch.set(batch, (answer = handBackOrderIds(tx, batch.filter((p) => p.order.kind === "TICKET").map((p) => p.order.id))));
  return answer;
}

/**
 * Released ticket orders (a batch: the sweep's lapsed holds; or one, or one refunded) of sold-out waiting-room events: each
 * one's tickets are offered to the next fan in line, in the batch's order. Every order's stock is back
 * already (events.returnHeldTickets took the batch first): an order's turn does not count the tickets of
 * the orders after it as left over, so each is offered exactly as if released alone.
 */
async function offerEachToNextInLine(tx: Tx, deps: Deps, released: { order: Order; lines: OrderLine[] }[]): Promise<void> {
  if (!released.length) return;
  const windows = await offerWindowsOf(tx, [...new Set(released.flatMap((r) => (r.order.eventId ? [r.order.eventId] : [])))]);
  const inLine = released.filter((r) => r.order.eventId && windows.has(r.order.eventId));
  const tickets = (r: { lines: OrderLine[] }) => r.lines.reduce((n, l) => n + (l.kind === "TICKET" && l.ticketTypeId ? l.quantity : 0), 0);
  for (const [i, { order, lines }] of inLine.entries()) {
    const later = inLine.slice(i + 1).reduce((n, x) => n + (x.order.eventId === order.eventId ? tickets(x) : 0), 0);
    const next = await nextInLineFor(tx, deps, order, lines, windows.get(order.eventId!)!, later);
    if (!next) continue;
    const held = await holdOfferedTickets(tx, deps, { userId: next.userId, eventId: next.eventId, lines: next.lines, expiresAt: next.expiresAt, maxPaymentAttempts: next.maxPaymentAttempts });
    if (held) await recordOffer(tx, deps, next, held);
  }
}

/**
 * A refunded order's lines as their stock goes back: a ticket of one that was handed back and sold (issue 32)
 * is the buyer's place now, so its unit of stock and its seat are neither given back nor offered again (the
 * buyer's own order gives them back if it is refunded in its turn); and a seat a live ticket holds stays that
 * ticket's. A line left with nothing to give back is dropped.
 */
async function linesGivenBack(tx: Tx, lines: OrderLine[]): Promise<OrderLine[]> {
  const resold = await resoldUnitsOf(tx, lines.filter((l) => l.kind === "TICKET").map((l) => l.id));
  const held = await seatsOfLiveTickets(tx, lines.flatMap((l) => (l.seatId ? [l.seatId] : [])));
  return lines.flatMap((l) => {
    const quantity = l.quantity - (resold.get(l.id) ?? 0);
    if (quantity <= 0) return [];
    return [{ ...l, quantity, seatId: l.seatId && held.has(l.seatId) ? null : l.seatId }];
  });
}

/**
 * linesGivenBack once per refund: the stock's handler and the line's read the same answer in the same
 * transaction (nothing between them changes which units were resold or which seats live tickets hold).
 */
const givenBack = new WeakMap<Tx, WeakMap<OrderLine[], Promise<OrderLine[]>>>();
function linesGivenBackOnce(tx: Tx, lines: OrderLine[]): Promise<OrderLine[]> {
  let ofTx = givenBack.get(tx);
  if (!ofTx) givenBack.set(tx, (ofTx = new WeakMap()));
  let answer = ofTx.get(lines);
  if (!answer) ofTx.set(lines, (answer = linesGivenBack(tx, lines)));
  return answer;
}

/** After the commit: the ticket's page, open on its holder's phone, reads it again (ticketStatus; the resolver reads the status). */
async function ticketPageChanged(deps: Deps, ticketId: string, status: string): Promise<void> {
  deps.pubsub.publish("ticket:status", ticketId, { ticketId, status });
}

/** After the commit of a released or refunded ticket order: its seats are free again, this instance's seat board reads. */
async function seatsFreedHere({ order }: { order: Order }, deps: Deps): Promise<void> {
  if (order.kind === "TICKET" && order.eventId) seatsChangedHere(deps, order.eventId);
}

/** After the commit: the organiser's live dashboard reads the event's figures again, and finds them committed. */
async function salesChanged(deps: Deps, order: Order): Promise<void> {
  if (order.eventId) deps.pubsub.publish("sales:changed", order.eventId, { eventId: order.eventId });
}

export function wireModules(): DomainEvents<Deps> {
  return (
    new DomainEvents<Deps>()
      // ── an order is paid ──
      // A seated hand-back's seat leaves the seller's ticket first, so the buyer's new ticket can take it (issue 32).
      .on("order:paid", "handback.handBackSeatPasses", ofKind("TICKET", (tx, { order, lines }) => handBackSeatPasses(tx, order, lines)))
      .on("order:paid", "tickets.issueOrderTickets", ofKind("TICKET", (tx, { order, lines }) => issueOrderTickets(tx, order, lines)))
      // A hand-back's offer paid (issue 32): the seller's ticket revoked and the seller paid, with the new ticket.
      .on("order:paid", "handback.handBackOfferPaid", ofKind("TICKET", (tx, { order }, deps) => handBackOfferPaid(tx, deps, order)))
      .on("order:paid", "events.sellSeatsHeldBy", ofKind("TICKET", (tx, { order }) => sellSeatsHeldBy(tx, order.id)))
      .on("order:paid", "queue.offerPaid", ofKind("TICKET", (tx, { order }) => offerPaid(tx, order.id)))
      // A sale through a waiting room is noted for its public fairness log (chained by the leader in batches).
      .on("order:paid", "queue.noteSale", ofKind("TICKET", async (tx, { order, lines }) => noteSale(tx, order, lines, { handBack: await isHandBackOrder(tx, order.id) })))
      .on("order:paid", "merch.startMerchFulfilment", ofKind("MERCH", (tx, { order }) => startMerchFulfilment(tx, order)))
      // The money first, then what the money earns: the giveaway counts the top-up whatever the wallet did,
      // but an entry must never exist for a top-up whose credit failed (both roll back together).
      .on("order:paid", "wallet.creditPaidTopUp", ofKind("TOPUP", (tx, { order }) => creditPaidTopUp(tx, order)))
      .on("order:paid", "giveaway.awardTopupEntries", ofKind("TOPUP", (tx, { order }, deps) => awardTopupEntries(tx, deps, order)))
      // The organisation's webhook endpoints: the message commits with the fact, goes out after the commit.
      .on("order:paid", "webhooks.orderPaid", (tx, { order, lines }, deps) => webhookOrderEvent(tx, deps, "order.paid", order, lines))
      .afterCommit("order:paid", "dashboard.salesChanged", (p, deps) => salesChanged(deps, p.order))
      // Once the tickets exist for good: a ticket order's buyer gets their confirmation e-mail (event, seats, .ics, ticket links; no QR).
      .afterCommit("order:paid", "tickets.sendOrderConfirmation", (p, deps) => sendOrderConfirmation(deps, p.order, p.lines))
      // ── an unpaid order is cancelled or expires: its held stock goes back ──
      // A code's use comes back first: its row is locked before the ticket types', as the secure locks them.
      // A ticket order's code or a merch order's (issue 35); an order made without one gives nothing back.
      // Every handler takes the released orders as a batch (onEach: the hold sweep releases many in one transaction).
      .onEach("order:released", "codes.givePromoCodeUseBack", (tx, batch, deps) =>
        givePromoCodeUsesBack(tx, batch.filter((p) => p.order.kind === "TICKET" || p.order.kind === "MERCH").map((p) => p.order.id), deps.now()),
      )
      // A hand-back's offer took no stock (the ticket was sold once already): it gives none back, and it passes
      // to the next fan in line as the hand-back itself (handback.handBackOfferEnded), not as released stock.
      .onEach("order:released", "events.returnHeldTickets", async (tx, batch) => {
        const handBacks = await handBackOffersAmong(tx, batch);
        await returnHeldTickets(tx, batch.filter((p) => p.order.kind === "TICKET" && !handBacks.has(p.order.id)).map((p) => ({ orderId: p.order.id, lines: p.lines })));
      })
      // Released orders that were offers themselves (the queue's or a hand-back's): those fans' offers end,
      // before the tickets or the hand-back pass to the next fan in line.
      .onEach("order:released", "queue.endOffers", (tx, batch) => endOffers(tx, batch.filter((p) => p.order.kind === "TICKET").map((p) => p.order.id)))
      // A waiting-room event that had sold out: the tickets just returned are held at once for the next fan
      // in line (queue first, then waiting list), in this same transaction, so nobody outside the line can take them.
      // Not when the event itself was cancelled: there is nothing left to offer.
      .onEach("order:released", "queue.offerToNextInLine", async (tx, batch, deps) => {
        const handBacks = await handBackOffersAmong(tx, batch);
        await offerEachToNextInLine(tx, deps, batch.filter((p) => p.order.kind === "TICKET" && p.reason !== "event-cancelled" && !handBacks.has(p.order.id)));
      })
      .onEach("order:released", "handback.handBackOfferEnded", (tx, batch, deps) => handBackOffersEnded(tx, deps, batch.filter((p) => p.order.kind === "TICKET")))
      .on("order:released", "merch.returnHeldMerch", ofKind("MERCH", (tx, { lines }) => returnHeldMerch(tx, lines)))
      .onEach("order:released", "webhooks.orderCancelled", (tx, batch, deps) =>
        webhookOrderEvents(
          tx,
          deps,
          batch.map(({ order, lines, reason }) => ({ type: order.status === "EXPIRED" ? ("order.expired" as const) : ("order.cancelled" as const), order, lines, extra: { reason: reason ?? null } })),
        ),
      )
      .afterCommit("order:released", "dashboard.salesChanged", (p, deps) => salesChanged(deps, p.order))
      // The seats are free again: this instance's seat board reads before it answers anyone from memory (a pick it
      // showed taken is refused without the statement: orders.service's takenOnBoard).
      .afterCommit("order:released", "events.seatsChangedHere", seatsFreedHere)
      // ── the organiser cancels an event: unpaid orders released, paid ones refunded, tickets voided ──
      // Told first, so a receiver hears of the cancel before the refunds it causes.
      .on("event:cancelled", "webhooks.eventCancelled", (tx, { eventId, at }, deps) => webhookEventCancelled(tx, deps, eventId, at))
      .on("event:cancelled", "orders.settleOrdersOfCancelledEvent", (tx, { eventId, at }, deps) => settleOrdersOfCancelledEvent(tx, deps, eventId, at))
      .on("event:cancelled", "handback.voidHandBacksOfEvent", (tx, { eventId, at }) => voidHandBacksOfEvent(tx, eventId, at))
      // A hand-back's payout the provider refused to refund: the seller is paid in Fan Coin instead.
      .on("refund:failed", "handback.handBackPayoutRefused", (tx, p, deps) => handBackPayoutRefused(tx, deps, p))
      .on("event:cancelled", "tickets.voidTicketsOfEvent", async (tx, { eventId, at }) => {
        await voidTicketsOfEvent(tx, eventId, at);
      })
      .on("event:cancelled", "merch.withdrawProductsOfEvent", (tx, { eventId }) => withdrawProductsOfEvent(tx, eventId))
      // Every pass of the event is voided: the devices that registered one are pushed to (after the commit, in the background).
      .on("event:cancelled", "passes.queuePassPushes", (tx, { eventId }, deps) => queuePassPushesOfEvent(tx, deps, eventId))
      // ── the organiser edits an event ──
      .on("event:changed", "webhooks.eventChanged", (tx, { eventId, organisationId, changed }, deps) => webhookEventChanged(tx, deps, { id: eventId, organisationId }, changed))
      // Its title, venue or times changed: the passes show them, their devices are pushed to.
      .on("event:changed", "passes.queuePassPushes", (tx, { eventId, changed }, deps) => queuePassPushesOfChangedEvent(tx, deps, eventId, changed))
      // ── a paid order is refunded in full (its event cancelled, an organiser's refund, a lost dispute) ──
      // Its tickets die wherever they are (the cancel voids the whole event's itself), their stock goes back and
      // is held at once for the next fan in line (queue, then waiting list), as a released hold's is.
      .on("order:refunded", "tickets.voidTicketsOfOrderLines", ofKind("TICKET", async (tx, { lines, reason }, deps) => {
        if (reason !== "event-cancelled") await voidTicketsOfOrderLines(tx, lines.map((l) => l.id), deps.now(), reason === "refund" ? "order refunded" : "payment disputed");
      }))
      .on("order:refunded", "events.returnSoldTickets", ofKind("TICKET", async (tx, { lines, reason }) => {
        if (reason !== "event-cancelled") await returnSoldTickets(tx, await linesGivenBackOnce(tx, lines));
      }))
      .on("order:refunded", "queue.offerToNextInLine", ofKind("TICKET", async (tx, { order, lines, reason }, deps) => {
        if (reason !== "event-cancelled") await offerEachToNextInLine(tx, deps, [{ order, lines: await linesGivenBackOnce(tx, lines) }]);
      }))
      // A cancelled event's orders: each succeeded payment becomes due a refund (an organiser's refund and a lost
      // dispute record their own, in the transaction that decided them).
      .onEach("order:refunded", "payments.markOrderRefundDue", (tx, batch) =>
        markOrdersRefundDue(tx, batch.filter((p) => p.reason === "event-cancelled").map((p) => p.order.id)),
      )
      // A refunded merch order's units go back to their variants, unless the goods have left the organiser's hands
      // (a cancel does not refund those at all: see orders.settleOrdersOfCancelledEvent).
      .on("order:refunded", "merch.returnRefundedMerch", ofKind("MERCH", async (tx, { order, lines }) => {
        if (!merchHandedOver(order)) await returnHeldMerch(tx, lines);
      }))
      .onEach("order:refunded", "webhooks.orderRefunded", (tx, batch, deps) =>
        webhookOrderEvents(tx, deps, batch.map(({ order, lines, reason }) => ({ type: "order.refunded" as const, order, lines, extra: { reason } }))),
      )
      // Only once it has committed: the money goes back to where it came from (a card through its provider,
      // Fan Coin on the ledger); a refund that fails now is retried by payments:reconcile-refunds.
      // A cancelled event's are refunded by the cancel itself, several at a time (payments/operator.service.ts).
      .afterCommit("order:refunded", "payments.refundOrderPayments", (p, deps) => (p.reason === "event-cancelled" ? Promise.resolve() : refundOrderPayments(deps, p.order.id)))
      .afterCommit("order:refunded", "dashboard.salesChanged", (p, deps) => salesChanged(deps, p.order))
      .afterCommit("order:refunded", "events.seatsChangedHere", seatsFreedHere)
      // Its tickets' passes are voided (a cancelled event's are pushed by event:cancelled, each device once).
      .on("order:refunded", "passes.queuePassPushes", ofKind("TICKET", async (tx, { lines, reason }, deps) => {
        if (reason !== "event-cancelled") await queuePassPushesOfOrderItems(tx, deps, lines.map((l) => l.id));
      }))
      // ── a hosted payment's provider decided: the result page is told, money for an unpayable order goes back ──
      .afterCommit("payment:settled", "payments.tellPaymentSettled", (p, deps) => tellPaymentSettled(deps, p))
      .afterCommit("payment:settled", "payments.refundSettledPayment", (p, deps) => refundSettledPayment(deps, p))
      // ── a ticket changes hands or is admitted; a fan asks an organiser for help: their webhook endpoints are told ──
      .on("ticket:transferred", "webhooks.ticketTransferred", (tx, p, deps) => webhookTicketTransferred(tx, deps, p))
      .on("ticket:checked_in", "webhooks.ticketCheckedIn", (tx, p, deps) => webhookTicketCheckedIn(tx, deps, p))
      // The ticket's Apple Wallet devices are pushed to: the former holder's pass is voided, a used one too
      // (the gate's one-statement admission writes the same pushes into its statement).
      .on("ticket:transferred", "passes.queuePassPushes", (tx, { ticketId }, deps) => queuePassPushes(tx, deps, [ticketId]))
      .on("ticket:checked_in", "passes.queuePassPushes", (tx, { ticketId }, deps) => queuePassPushes(tx, deps, [ticketId]))
      .inStatement("ticket:checked_in", "passes.queuePassPushes", { sql: (tickets, deps) => queuePassPushesSql(deps, tickets), afterCommit: kickPassPushes })
      // ── a fan hands a ticket back for resale, or it goes back to them unsold: the pass is voided, then live again ──
      .on("ticket:handed_back", "webhooks.ticketHandedBack", (tx, p, deps) => webhookTicketHandedBack(tx, deps, p))
      .on("ticket:handed_back", "passes.queuePassPushes", (tx, { ticketId }, deps) => queuePassPushes(tx, deps, [ticketId]))
      // A hand-back sold (in the buyer's payment, handback.handBackOfferPaid): the seller's Apple Wallet devices
      // fetch the voided pass; after the commit the seller is e-mailed and their open ticket page shows the sale.
      .on("ticket:hand_back_sold", "webhooks.handBackSold", (tx, p, deps) => webhookHandBackSold(tx, deps, p))
      .on("ticket:hand_back_sold", "passes.queuePassPushes", (tx, { ticketId }, deps) => queuePassPushes(tx, deps, [ticketId]))
      .afterCommit("ticket:hand_back_sold", "handback.tellSellerOfSale", (p, deps) => tellSellerOfSale(deps, p.handBackId))
      .afterCommit("ticket:hand_back_sold", "tickets.ticketPageChanged", (p, deps) => ticketPageChanged(deps, p.ticketId, "REVOKED"))
      .on("ticket:hand_back_withdrawn", "webhooks.handBackWithdrawn", (tx, p, deps) => webhookHandBackWithdrawn(tx, deps, p))
      .on("ticket:hand_back_withdrawn", "passes.queuePassPushes", (tx, { ticketId }, deps) => queuePassPushes(tx, deps, [ticketId]))
      // The ticket's page, open on another of the fan's devices, follows (listed; back to its holder).
      .afterCommit("ticket:handed_back", "tickets.ticketPageChanged", (p, deps) => ticketPageChanged(deps, p.ticketId, "LISTED"))
      .afterCommit("ticket:hand_back_withdrawn", "tickets.ticketPageChanged", (p, deps) => ticketPageChanged(deps, p.ticketId, "PAID"))
      .on("support:opened", "webhooks.supportOpened", (tx, p, deps) => webhookSupportOpened(tx, deps, p))
      // ── a fan signs up ──
      .on("user:registered", "giveaway.awardRegistrationEntry", (tx, { userId }, deps) => awardRegistrationEntry(tx, deps, userId))
  );
}
