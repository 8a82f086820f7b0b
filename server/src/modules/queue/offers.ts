// Released tickets go to the next fan in line. When a ticket order of a sold-out waiting-room event is
// released (cancelled, lapsed, its payment failed), wiring.ts asks nextInLineFor who is next, holds the
// tickets for that fan with the orders module, records the offer here, and the leader e-mails it after the
// commit (notifyOffers, from tick.ts). Anything else offered to the line (tickets a fan hands back, issue 32)
// takes its fan with takeNextInLine and records its offer with recordOffer, as a release does.
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import type { OrderLine } from "../../domain-events.ts";
import { eventStockLeft, waitingRoomEvent } from "../events/index.ts";
import { mailboxOf } from "../users/index.ts";
import { sendMessage } from "../mail/index.ts";
import { toLang } from "../../messages.ts";
import { offerMailTexts } from "./queue.mail.ts";
import { lineOf } from "./line-of.ts";
import { bumpVersion } from "./rooms.ts";
import { appendFairness, lockFairnessLog } from "./fairness-log.ts";
import { holderRef } from "./queue.rules.ts";

export interface OfferCandidate {
  entryId: string;
  userId: string;
  eventId: string;
  expiresAt: Date;
  maxPaymentAttempts: number | null;
  lines: { ticketTypeId: string; quantity: number; seatIds?: string[] }[];
}

/**
 * The next fan waiting for the event's tickets, other than `notUserId`: the queue first, in drawn order, then
 * the waiting list in joining order. Their row stays locked until `tx` ends (a parallel release takes the
 * fan after), and they leave the line's store at once (the offer replaces the place; a rolled-back offer's
 * place is restored on its next read). Null: nobody waits.
 */
export async function takeNextInLine(tx: Tx, deps: Deps, eventId: string, notUserId: string): Promise<{ entryId: string; userId: string } | null> {
  // The fairness log's lock before the pick (fairness-log.ts): an admission batch and this offer serve the
  // line one after the other, and the log shows them in that order.
  await lockFairnessLog(tx, eventId);
  const [next] = await tx.$queryRaw<{ id: string; userId: string }[]>`
    select id, "userId" from "QueueEntry"
    where "eventId" = ${eventId} and "userId" <> ${notUserId} and status in ('WAITING', 'WAITING_LIST')
    order by (status = 'WAITING_LIST'), case when status = 'WAITING' then rank end, "waitingListAt", arrival
    limit 1 for update skip locked`;
  if (!next) return null;
  await lineOf(deps).remove(eventId, next.userId);
  return { entryId: next.id, userId: next.userId };
}

/**
 * A ticket order of a waiting-room event was released (inside that transaction, after its stock went back and
 * its own offer, if it was one, ended: endOffers), its room on with `window`: when the event had sold out the
 * tickets go to the next fan in line, the queue first, then the waiting list (released seats as those very
 * seats). Null: nothing to offer (no room, tickets left beyond these, nobody waiting); the stock
 * then stays available. `laterInBatch`: tickets of the event that orders released after this one in the same
 * batch (emitEach) gave back already; they do not count as left beyond these (each is offered in its turn).
 */
export async function nextInLineFor(
  tx: Tx,
  deps: Deps,
  order: { id: string; userId: string; eventId: string | null },
  lines: OrderLine[],
  window: { offerSeconds: number },
  laterInBatch = 0,
): Promise<OfferCandidate | null> {
  if (!order.eventId) return null;
  const event = await waitingRoomEvent(tx, { id: order.eventId });
  // A real-name event's tickets are offered too: held without names, the fan names them (nameOrderTickets)
  // within the offer window before payment takes it (payOrder refuses an unnamed real-name order).
  if (!event) return null;
  const ticketLines = lines.filter((l) => l.kind === "TICKET" && l.ticketTypeId);
  if (!ticketLines.length) return null;
  const released = ticketLines.reduce((n, l) => n + l.quantity, 0);
  // Offered only when these are the event's last tickets (it had sold out): otherwise admission goes on.
  if ((await eventStockLeft(tx, order.eventId)) - laterInBatch > released) return null;
  const next = await takeNextInLine(tx, deps, order.eventId, order.userId);
  if (!next) return null;
  // A seat released is offered as that seat (the fan holds the very seat); standing as a quantity.
  const byType = new Map<string, { quantity: number; seatIds: string[] }>();
  for (const l of ticketLines) {
    const line = byType.get(l.ticketTypeId!) ?? { quantity: 0, seatIds: [] };
    line.quantity += l.quantity;
    if (l.seatId) line.seatIds.push(l.seatId);
    byType.set(l.ticketTypeId!, line);
  }
  return {
    ...next,
    eventId: order.eventId,
    expiresAt: new Date(deps.now().getTime() + window.offerSeconds * 1000),
    maxPaymentAttempts: event.maxPaymentAttempts ?? (event.isHot ? 1 : null),
    lines: [...byType].map(([ticketTypeId, l]) => ({ ticketTypeId, quantity: l.quantity, ...(l.seatIds.length ? { seatIds: l.seatIds } : {}) })),
  };
}

/** The offer is held (an order awaiting payment for the fan): their place shows it; the e-mail follows the commit. */
export async function recordOffer(
  tx: Tx,
  deps: Deps,
  candidate: OfferCandidate,
  held: { orderId: string; orderNo: string; ticketTypeId: string; ticketTypeName: string; quantity: number },
): Promise<void> {
  const before = await tx.queueEntry.findUniqueOrThrow({ where: { id: candidate.entryId }, select: { status: true, rank: true, waitingListAt: true } });
  await tx.queueEntry.update({
    where: { id: candidate.entryId },
    data: {
      status: "OFFERED",
      offerOrderId: held.orderId,
      offerOrderNo: held.orderNo,
      offerTicketTypeId: held.ticketTypeId,
      offerTicketTypeName: held.ticketTypeName,
      offerQuantity: held.quantity,
      offerExpiresAt: candidate.expiresAt,
      offerNotifiedAt: null,
      passId: null,
      passExpiresAt: null,
    },
  });
  await bumpVersion(tx, candidate.eventId);
  // The public fairness log: which place was served (from the line by its rank, from the waiting list by
  // when it joined), never who.
  const fromLine = before.status === "WAITING" && before.rank !== null;
  await appendFairness(tx, candidate.eventId, deps.now(), [
    {
      type: "offer",
      payload: {
        place: candidate.entryId,
        holder: holderRef(candidate.eventId, candidate.userId),
        tickets: held.quantity,
        ...(fromLine ? { from: "line", rank: Number(before.rank) } : { from: "waitingList", listedAt: before.waitingListAt?.toISOString() ?? null }),
      },
    },
  ]);
}

/** The event's waiting room's offer window, when its room is on (null: no line to offer to). */
export async function offerWindowOf(tx: Tx, eventId: string): Promise<{ offerSeconds: number } | null> {
  return (await offerWindowsOf(tx, [eventId])).get(eventId) ?? null;
}

/** offerWindowOf of several events in one read: the events whose room is on, by id. */
export async function offerWindowsOf(tx: Tx, eventIds: string[]): Promise<Map<string, { offerSeconds: number }>> {
  if (!eventIds.length) return new Map();
  const rooms = await tx.queueRoom.findMany({ where: { eventId: eventIds.length === 1 ? eventIds[0]! : { in: eventIds }, enabled: true }, select: { eventId: true, offerSeconds: true } });
  return new Map(rooms.map((r) => [r.eventId, { offerSeconds: r.offerSeconds }]));
}

/** Offered orders ended unpaid (lapsed, cancelled, withdrawn by their seller): those fans' offers are over. */
export async function endOffers(tx: Tx, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.queueEntry.updateMany({ where: { offerOrderId: orderIds.length === 1 ? orderIds[0]! : { in: orderIds }, status: "OFFERED" }, data: { status: "EXPIRED" } });
}


/** An offered order was paid: that fan is done. */
export async function offerPaid(tx: Tx, orderId: string): Promise<void> {
  await tx.queueEntry.updateMany({ where: { offerOrderId: orderId, status: "OFFERED" }, data: { status: "DONE" } });
}

/** E-mails the offers made since the last tick (after their commit), once each. */
export async function notifyOffers(deps: Deps): Promise<void> {
  const due = await deps.db.queueEntry.findMany({ where: { status: "OFFERED", offerNotifiedAt: null }, take: 50 });
  for (const e of due) {
    const claimed = await deps.db.queueEntry.updateMany({ where: { id: e.id, offerNotifiedAt: null }, data: { offerNotifiedAt: deps.now() } });
    if (claimed.count !== 1) continue;
    const mailbox = await mailboxOf(deps, e.userId);
    if (!mailbox) continue;
    const lang = toLang(mailbox.language);
    const texts = offerMailTexts[lang];
    const minutes = Math.max(1, Math.round(((e.offerExpiresAt?.getTime() ?? 0) - deps.now().getTime()) / 60_000));
    const vars: Record<string, string> = {
      event: (await waitingRoomEvent(deps.db, { id: e.eventId }))?.title ?? "",
      quantity: String(e.offerQuantity ?? 1),
      ticketType: e.offerTicketTypeName ?? "",
      minutes: String(minutes),
      orderNo: e.offerOrderNo ?? "",
    };
    const fill = (t: string) => t.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? "");
    await sendMessage(deps, { channel: "EMAIL", to: mailbox.email, template: "generic", lang, vars: { subject: fill(texts.subject), text: fill(texts.text) } }).catch((err: unknown) =>
      deps.log.error("queue offer mail failed", { error: String(err) }),
    );
  }
}
