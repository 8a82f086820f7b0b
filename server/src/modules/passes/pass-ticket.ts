// What a wallet pass shows of a ticket, read through the tickets and events modules.
import type { Deps } from "../../deps.ts";
import type { TicketStatus } from "../../generated/prisma/client.ts";
import { enterableStatuses, ticketWithEventAndType } from "../tickets/index.ts";
import { gateLabels } from "../events/index.ts";

export interface PassTicket {
  id: string;
  ticketNo: string;
  ownerId: string;
  status: TicketStatus;
  /** The ticket's qrVersion: a transfer, a refresh or a revocation bumps it (wallet codes of older versions are refused). */
  version: number;
  qrSecret: Uint8Array;
  /** Can still enter (the pass is live); false once used, revoked or refunded. */
  enterable: boolean;
  /** When the pass last changed: the ticket's change or its event's, whichever is later. */
  updatedAt: Date;
  event: {
    id: string;
    title: string;
    venue: string;
    city: string;
    address: string | null;
    /** The venue's coordinates; null when the organiser gave none. */
    location: { latitude: number; longitude: number } | null;
    timeZone: string;
    startsAt: Date;
    endsAt: Date | null;
    doorsOpenAt: Date | null;
  };
  typeName: string;
  entrance: string | null;
  seat: { area: string; row: string; number: number } | null;
}

/** The ticket as its pass shows it; null when there is no such ticket. */
export async function passTicket(deps: Deps, ticketId: string): Promise<PassTicket | null> {
  const t = await ticketWithEventAndType(deps, ticketId);
  if (!t) return null;
  const labels = await gateLabels(deps.db, t);
  const e = t.event;
  return {
    id: t.id,
    ticketNo: t.ticketNo,
    ownerId: t.ownerId,
    status: t.status,
    version: t.qrVersion,
    qrSecret: t.qrSecret,
    enterable: enterableStatuses.includes(t.status),
    updatedAt: e.updatedAt > t.updatedAt ? e.updatedAt : t.updatedAt,
    event: {
      id: e.id,
      title: e.title,
      venue: e.venue,
      city: e.city,
      address: e.address,
      location: e.latitude !== null && e.longitude !== null ? { latitude: e.latitude, longitude: e.longitude } : null,
      timeZone: e.timeZone,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      doorsOpenAt: e.doorsOpenAt,
    },
    typeName: labels.typeName,
    entrance: labels.typeEntrance,
    seat: labels.seatArea ? { area: labels.seatArea, row: String(labels.seatRow), number: Number(labels.seatNumber) } : null,
  };
}
