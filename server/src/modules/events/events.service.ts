// Events: the catalogue. Owns Event and TicketType reads.
import type { Deps } from "../../deps.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

export interface EventFilter {
  /** Only events that have not ended. */
  upcoming?: boolean | null;
  /** Only events on sale now: what saleState calls ON_SALE (sale open, not ended, not sold out). */
  onSale?: boolean | null;
}

export function eventWhere(deps: Deps, filter: EventFilter | null | undefined): Prisma.EventWhereInput {
  const now = deps.now();
  const and: Prisma.EventWhereInput[] = [];
  if (filter?.upcoming || filter?.onSale) and.push({ OR: [{ endsAt: { gt: now } }, { endsAt: null, startsAt: { gt: now } }] });
  if (filter?.onSale) {
    and.push(
      { saleStartsAt: { lte: now } },
      { salesPaused: false },
      { cancelledAt: null },
      { OR: [{ saleEndsAt: null }, { saleEndsAt: { gt: now } }] },
      // As saleState: sold out only when it has ticket types and every one is sold out.
      { OR: [{ ticketTypes: { none: {} } }, { ticketTypes: { some: { sold: { lt: deps.db.ticketType.fields.capacity } } } }] },
    );
  }
  return and.length ? { AND: and } : {};
}

/** Events in date order; `query` carries the page (take, skip, cursor) and the fields asked for. */
export function listEvents(deps: Deps, query: { include?: Prisma.EventInclude; select?: Prisma.EventSelect }, filter?: EventFilter | null) {
  return deps.db.event.findMany({
    ...query,
    where: eventWhere(deps, filter),
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
}

export function findEventBySlug(deps: Deps, query: { include?: Prisma.EventInclude; select?: Prisma.EventSelect }, slug: string) {
  return deps.db.event.findUnique({ ...query, where: { slug } });
}

/** Of ids, the events that exist (the catalogue is public): the Node rule of Event. */
/** Whether any event exists (an empty database gets the demo data). */
export async function hasEvents(deps: Deps): Promise<boolean> {
  return (await deps.db.event.findFirst({ select: { id: true } })) !== null;
}

export async function existingEventIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.event.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Of ids, the ticket types that exist: public like their event (node(id:)). */
export async function existingTicketTypeIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.ticketType.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Of ids, the seats that exist: public like their event's seat map (node(id:)). */
export async function existingSeatIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.seat.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return rows.map((r) => r.id);
}
