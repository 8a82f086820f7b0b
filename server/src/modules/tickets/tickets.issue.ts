// Issuing tickets: one Ticket per paid order line (status PAID, history PURCHASED), and a giveaway prize.
// Reacts to "order:paid" for TICKET orders (wired in server/src/wiring.ts); the seats and the ticket
// types' stock are the events module's.
import crypto from "node:crypto";
import type { Db, Tx } from "../../db.ts";
import type { Order } from "../../generated/prisma/client.ts";
import type { OrderLine } from "../../domain-events.ts";

/** FF + 12 random digits: unguessable enough to type at a merch counter, unique by constraint. */
export function newTicketNo(): string {
  const n = crypto.randomBytes(8).readBigUInt64BE() % 1_000_000_000_000n;
  return `FF${n.toString().padStart(12, "0")}`;
}

/** The tickets of a paid ticket order: `quantity` tickets per TICKET line, owned by the buyer. */
export async function issueOrderTickets(tx: Tx, order: Order, lines: OrderLine[]): Promise<void> {
  for (const item of lines) {
    if (item.kind !== "TICKET") continue;
    for (let i = 0; i < item.quantity; i++) {
      await tx.ticket.create({
        data: {
          ticketNo: newTicketNo(),
          eventId: order.eventId!,
          ticketTypeId: item.ticketTypeId!,
          seatId: item.seatId,
          ownerId: order.userId,
          orderItemId: item.id,
          identityId: item.identityId,
          identityHash: item.identityHash,
          status: "PAID",
          qrSecret: crypto.randomBytes(32),
          createdAt: order.paidAt ?? undefined,
          history: { create: { kind: "PURCHASED", toUserId: order.userId, at: order.paidAt ?? undefined } },
        },
      });
    }
  }
}

/** A giveaway winner's free ticket (history GIVEAWAY, its note the campaign id). */
export async function issueGiveawayTicket(
  tx: Tx,
  args: { eventId: string; ticketTypeId: string; ownerId: string; campaignId: string; at: Date },
): Promise<void> {
  await tx.ticket.create({
    data: {
      ticketNo: newTicketNo(),
      eventId: args.eventId,
      ticketTypeId: args.ticketTypeId,
      ownerId: args.ownerId,
      status: "PAID",
      qrSecret: crypto.randomBytes(32),
      history: { create: { kind: "GIVEAWAY", toUserId: args.ownerId, note: args.campaignId, at: args.at } },
    },
  });
}

/** The free tickets a fan won in these campaigns: campaign id → ticket id. */
export async function giveawayTicketsOf(db: Db | Tx, userId: string, campaignIds: string[]): Promise<Map<string, string>> {
  const rows = await db.ticketHistory.findMany({
    where: { kind: "GIVEAWAY", toUserId: userId, note: { in: campaignIds } },
    select: { ticketId: true, note: true },
  });
  return new Map(rows.map((t) => [t.note!, t.ticketId]));
}
