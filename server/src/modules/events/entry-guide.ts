// Reads and writes of events, ticket types and seats that the entry module's gate and entry guide need,
// so that no other module queries Event, TicketType or Seat itself.
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import type { EntryState } from "../../generated/prisma/client.ts";

export interface GateLabels {
  eventTitle: string;
  /** The event's organisation (null: made outside the operator API): a gate of another admits nothing of it. */
  organisationId: string | null;
  typeName: string;
  typeEntrance: string | null;
  seatArea: string | null;
  seatRow: string | null;
  seatNumber: number | null;
  /** The event's dates and zone: a gate opened for one event admits on its days only. */
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
}

/** What a gate shows of a ticket, and whose event it is: its event's title and organisation, its type's name and entrance, its seat. */
export async function gateLabels(tx: Tx, ids: { eventId: string; ticketTypeId: string; seatId: string | null }): Promise<GateLabels> {
  const [l] = await tx.$queryRaw<GateLabels[]>`
    SELECT e.title AS "eventTitle", e."organisationId", e."startsAt", e."endsAt", e."timeZone", tt.name AS "typeName", tt.entrance AS "typeEntrance",
           s.area AS "seatArea", s.row AS "seatRow", s.number AS "seatNumber"
    FROM "Event" e
    JOIN "TicketType" tt ON tt.id = ${ids.ticketTypeId}
    LEFT JOIN "Seat" s ON s.id = ${ids.seatId}
    WHERE e.id = ${ids.eventId}`;
  if (!l) throw new Error("a ticket's event or ticket type is missing");
  return l;
}

/** Of ids, the events that exist, soonest first. */
export async function eventIdsBySoonest(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.event.findMany({ where: { id: { in: ids } }, orderBy: { startsAt: "asc" }, select: { id: true } });
  return rows.map((e) => e.id);
}

/** True when an event with this id exists. */
export async function eventExists(deps: Deps, id: string): Promise<boolean> {
  return (await deps.db.event.findUnique({ where: { id }, select: { id: true } })) !== null;
}

export interface EventEntryFields {
  entryState?: EntryState;
  queueOpensAt?: Date | null;
  doorsOpenAt?: Date | null;
  entryNote?: string | null;
}

/** Writes an event's entry-guide fields and returns the event. */
export function updateEventEntryFields(deps: Deps, id: string, data: EventEntryFields) {
  return deps.db.event.update({ where: { id }, data });
}

/** An event's title, dates and zone, and whose it is: what a gate opened for it, and its check-in list, show. */
export async function gateEventOf(deps: Deps, eventId: string) {
  return deps.db.event.findUnique({ where: { id: eventId }, select: { id: true, title: true, startsAt: true, endsAt: true, timeZone: true, organisationId: true, cancelledAt: true } });
}

/** The events a gate of an organisation (null: the platform's) may open: those not over for a day yet, soonest first. */
export async function gateEventsOf(deps: Deps, organisationId: string | null, now: Date) {
  const since = new Date(now.getTime() - 24 * 3600_000);
  return deps.db.event.findMany({
    where: { ...(organisationId ? { organisationId } : {}), cancelledAt: null, OR: [{ endsAt: null, startsAt: { gte: since } }, { endsAt: { gte: since } }] },
    orderBy: { startsAt: "asc" },
    take: 100,
    select: { id: true, title: true, startsAt: true, endsAt: true, timeZone: true },
  });
}
