// The ticket status machine, in one place. Every status change goes through assertTicketTransition
// (and the UPDATE that makes it also names the status it expects, so concurrent changes cannot skip it).
//
//   PAID ──seat assigned / entry open──▶ READY ──gate scan──▶ VALIDATED
//    │ └───────────────gate scan────────────────────────────▶ VALIDATED
//    └──▶ REVOKED ◀── READY              (organiser or fraud revocation; refunds are not offered)
//   PAID/READY ──hand back──▶ LISTED ──withdrawn──▶ PAID/READY; LISTED ──sold / event cancelled──▶ REVOKED
//   REDEEMED: a pick-up item (merch shares these statuses) handed over once; never for an entry ticket.
import type { TicketStatus } from "../../generated/prisma/client.ts";

export const ticketTransitions: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  PAID: ["READY", "VALIDATED", "REVOKED", "LISTED"],
  READY: ["VALIDATED", "REVOKED", "LISTED"],
  // Handed back (issue 32): withdrawn to where it was, or sold (REVOKED: the buyer gets a new ticket).
  LISTED: ["PAID", "READY", "REVOKED"],
  VALIDATED: [],
  REDEEMED: [],
  REVOKED: [],
};

export function canTransition(from: TicketStatus, to: TicketStatus): boolean {
  return ticketTransitions[from].includes(to);
}

export class IllegalTicketTransitionError extends Error {
  constructor(
    readonly from: TicketStatus,
    readonly to: TicketStatus,
  ) {
    super(`ticket cannot go from ${from} to ${to}`);
  }
}

export function assertTicketTransition(from: TicketStatus, to: TicketStatus): void {
  if (!canTransition(from, to)) throw new IllegalTicketTransitionError(from, to);
}

/** Statuses from which a ticket may still enter (shown with a live QR code). */
export const enterableStatuses: readonly TicketStatus[] = ["PAID", "READY"];
/** Statuses from which a ticket may be transferred (lock period aside). */
export const transferableStatuses: readonly TicketStatus[] = ["PAID", "READY"];
