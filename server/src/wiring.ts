// The composition root: which module reacts to which domain event, and in which order. buildApp() and
// everything else that builds Deps without the HTTP app (operator scripts, benches, test servers) call
// wireModules(), so what a paid order does never depends on which files happened to be imported.
// Every handler runs inside the transaction that made its event true (see domain-events.ts).
import { DomainEvents, type DomainEventHandler, type OrderLine } from "./domain-events.ts";
import type { Order, OrderKind } from "./generated/prisma/client.ts";
import type { Tx } from "./db.ts";
import type { Deps } from "./deps.ts";
import { returnHeldTickets, sellSeatsHeldBy } from "./modules/events/index.ts";
import { awardRegistrationEntry, awardTopupEntries } from "./modules/giveaway/index.ts";
import { returnHeldMerch, startMerchFulfilment } from "./modules/merch/index.ts";
import { issueOrderTickets, voidTicketsOfEvent } from "./modules/tickets/index.ts";
import { markOrderRefundDue } from "./modules/payments/index.ts";
import { creditPaidTopUp } from "./modules/wallet/index.ts";
import { holdOfferedTickets, settleOrdersOfCancelledEvent } from "./modules/orders/index.ts";
import { nextInLineFor, offerPaid, recordOffer } from "./modules/queue/index.ts";

/** Narrows an order handler to one kind of order. */
function ofKind<E extends "order:paid" | "order:released">(kind: OrderKind, run: DomainEventHandler<E, Deps>): DomainEventHandler<E, Deps> {
  return async (tx, payload, deps) => {
    if (payload.order.kind === kind) await run(tx, payload, deps);
  };
}

async function offerToNextInLine(tx: Tx, deps: Deps, order: Order, lines: OrderLine[]): Promise<void> {
  const next = await nextInLineFor(tx, deps, order, lines);
  if (!next) return;
  const held = await holdOfferedTickets(tx, deps, { userId: next.userId, eventId: next.eventId, lines: next.lines, expiresAt: next.expiresAt, maxPaymentAttempts: next.maxPaymentAttempts });
  if (held) await recordOffer(tx, next, held);
}

async function salesChanged(deps: Deps, order: Order): Promise<void> {
  if (order.eventId) deps.pubsub.publish("sales:changed", order.eventId, { eventId: order.eventId });
}

export function wireModules(): DomainEvents<Deps> {
  return (
    new DomainEvents<Deps>()
      // ── an order is paid ──
      .on("order:paid", "tickets.issueOrderTickets", ofKind("TICKET", (tx, { order, lines }) => issueOrderTickets(tx, order, lines)))
      .on("order:paid", "events.sellSeatsHeldBy", ofKind("TICKET", (tx, { order }) => sellSeatsHeldBy(tx, order.id)))
      .on("order:paid", "queue.offerPaid", ofKind("TICKET", (tx, { order }) => offerPaid(tx, order.id)))
      // The organiser's live dashboard reads the event's figures again (its subscribers wait a moment
      // before reading: this runs before the transaction commits).
      .on("order:paid", "dashboard.salesChanged", ofKind("TICKET", (_tx, { order }, deps) => salesChanged(deps, order)))
      .on("order:paid", "merch.startMerchFulfilment", ofKind("MERCH", (tx, { order }) => startMerchFulfilment(tx, order)))
      // The money first, then what the money earns: the giveaway counts the top-up whatever the wallet did,
      // but an entry must never exist for a top-up whose credit failed (both roll back together).
      .on("order:paid", "wallet.creditPaidTopUp", ofKind("TOPUP", (tx, { order }) => creditPaidTopUp(tx, order)))
      .on("order:paid", "giveaway.awardTopupEntries", ofKind("TOPUP", (tx, { order }, deps) => awardTopupEntries(tx, deps, order)))
      // ── an unpaid order is cancelled or expires: its held stock goes back ──
      .on("order:released", "events.returnHeldTickets", ofKind("TICKET", (tx, { order, lines }) => returnHeldTickets(tx, order.id, lines)))
      // A waiting-room event that had sold out: the tickets just returned are held at once for the next fan
      // in line (queue first, then waiting list), in this same transaction, so nobody outside the line can take them.
      // Not when the event itself was cancelled: there is nothing left to offer.
      .on(
        "order:released",
        "queue.offerToNextInLine",
        ofKind("TICKET", async (tx, { order, lines, reason }, deps) => {
          if (reason !== "event-cancelled") await offerToNextInLine(tx, deps, order, lines);
        }),
      )
      .on("order:released", "dashboard.salesChanged", ofKind("TICKET", (_tx, { order }, deps) => salesChanged(deps, order)))
      .on("order:released", "merch.returnHeldMerch", ofKind("MERCH", (tx, { lines }) => returnHeldMerch(tx, lines)))
      // ── the organiser cancels an event: unpaid orders released, paid ones refunded, tickets voided ──
      .on("event:cancelled", "orders.settleOrdersOfCancelledEvent", (tx, { eventId, at }, deps) => settleOrdersOfCancelledEvent(tx, deps, eventId, at))
      .on("event:cancelled", "tickets.voidTicketsOfEvent", async (tx, { eventId, at }) => {
        await voidTicketsOfEvent(tx, eventId, at);
      })
      .on("order:refunded", "payments.markOrderRefundDue", (tx, { order }) => markOrderRefundDue(tx, order.id))
      // ── a fan signs up ──
      .on("user:registered", "giveaway.awardRegistrationEntry", (tx, { userId }, deps) => awardRegistrationEntry(tx, deps, userId))
  );
}
