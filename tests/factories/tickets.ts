// Tickets a fan holds, written as a paid order issues them (a PURCHASED history line, a fresh QR
// secret), without walking the purchase: the journeys that start from "a fan with a ticket".
import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Deps } from "../../server/src/deps.ts";
import { newTicketNo } from "../../server/src/modules/tickets/index.ts";

export interface IssuedTicket {
  id: string;
  /** The id the GraphQL API and the ticket page (/ticket-detail?id=) use. */
  nodeId: string;
  ticketNo: string;
}

/** A paid ticket of `ticketTypeId` (an event's type) owned by `ownerId`. */
export async function createTicket(deps: Deps, opts: { ownerId: string; ticketTypeId: string }): Promise<IssuedTicket> {
  const type = await deps.db.ticketType.findUniqueOrThrow({ where: { id: opts.ticketTypeId }, select: { eventId: true } });
  const ticket = await deps.db.ticket.create({
    data: {
      ticketNo: newTicketNo(),
      eventId: type.eventId,
      ticketTypeId: opts.ticketTypeId,
      ownerId: opts.ownerId,
      status: "PAID",
      qrSecret: crypto.randomBytes(32),
      history: { create: { kind: "PURCHASED", toUserId: opts.ownerId } },
    },
  });
  return { id: ticket.id, nodeId: encodeGlobalID("Ticket", ticket.id), ticketNo: ticket.ticketNo };
}
