// The one question the merch module asks of tickets: does this fan hold this ticket for this event?
// A read of the Ticket table kept to one small function so it can move into the tickets module's service
// when that service offers it (issue 5 owns server/src/modules/tickets/*).
import type { Tx } from "../../db.ts";

/** True when `ticketNo` is a ticket of `eventId` owned by `userId` that is not revoked. */
export async function holdsTicketForEvent(tx: Tx, userId: string, eventId: string, ticketNo: string): Promise<boolean> {
  const ticket = await tx.ticket.findFirst({
    where: { ticketNo, eventId, ownerId: userId, status: { not: "REVOKED" } },
    select: { id: true },
  });
  return ticket !== null;
}
