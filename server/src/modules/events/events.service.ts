// Events: the catalogue. Owns Event and TicketType reads.
import { ValidationError } from "../../errors.ts";
import type { Deps } from "../../deps.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

export interface EventFilter {
  /** Only events that have not ended. */
  upcoming?: boolean | null;
  /** Only events on sale now: what saleState calls ON_SALE (sale open, not ended, not sold out). */
  onSale?: boolean | null;
  /** Words each found in the title, the subtitle (the artist's line), the venue, the city or the address. */
  search?: string | null;
  /** Only events starting at or after this instant. */
  startsFrom?: Date | null;
  /** Only events starting before this instant. */
  startsBefore?: Date | null;
  /** Only events in this city (any case). */
  city?: string | null;
}

/** The longest search a fan may type, and the most words of it that count. */
export const SEARCH_MAX_LENGTH = 100;
const SEARCH_MAX_WORDS = 8;

/** A search's words: trimmed, split on spaces, at most SEARCH_MAX_WORDS (a longer search is refused). */
export function searchWords(search: string | null | undefined): string[] {
  const text = (search ?? "").trim();
  if (text.length > SEARCH_MAX_LENGTH) throw new ValidationError("validation.searchTooLong", "filter.search", [{ field: "filter.search", message: "validation.searchTooLong", params: { max: SEARCH_MAX_LENGTH } }]);
  return text ? [...new Set(text.split(/\s+/u))].slice(0, SEARCH_MAX_WORDS) : [];
}

/** Checks the date range and the city of a filter (a reversed range or an overlong city is refused). */
function checkFilter(filter: EventFilter): void {
  if (filter.startsFrom && filter.startsBefore && filter.startsFrom >= filter.startsBefore) throw new ValidationError("validation.dateRange", "filter.startsBefore");
  if ((filter.city?.length ?? 0) > 80) throw new ValidationError("validation.addressTooLong", "filter.city");
}

/**
 * What fans may see of the events (issue 34): a draft (publishedAt null) is not there for them, whatever
 * door they come by (the list, event(slug:), node(id:), the waiting room, the secure). The operator's
 * reads (operator.service.ts) do not use it: an organiser sees their drafts.
 */
export const publicEventWhere = { publishedAt: { not: null } } as const satisfies Prisma.EventWhereInput;

/** The fan's event list's filter; always public (publicEventWhere). */
export function eventWhere(deps: Deps, filter: EventFilter | null | undefined): Prisma.EventWhereInput {
  const now = deps.now();
  const and: Prisma.EventWhereInput[] = [publicEventWhere];
  if (filter) checkFilter(filter);
  // Each word somewhere in what names the event. Prisma's contains is a LIKE that leaves % and _ as
  // wildcards: they are escaped (with LIKE's own escape, the backslash) to be the characters typed.
  for (const word of searchWords(filter?.search)) {
    const literal = word.replace(/[\\%_]/g, "\\$&");
    and.push({ OR: (["title", "subtitle", "venue", "city", "address"] as const).map((f) => ({ [f]: { contains: literal, mode: "insensitive" as const } })) });
  }
  if (filter?.startsFrom) and.push({ startsAt: { gte: filter.startsFrom } });
  if (filter?.startsBefore) and.push({ startsAt: { lt: filter.startsBefore } });
  if (filter?.city?.trim()) and.push({ city: { equals: filter.city.trim(), mode: "insensitive" } });
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
  return { AND: and };
}

/** Events in date order; `query` carries the page (take, skip, cursor) and the fields asked for. */
export function listEvents(deps: Deps, query: { include?: Prisma.EventInclude; select?: Prisma.EventSelect }, filter?: EventFilter | null) {
  return deps.db.event.findMany({
    ...query,
    where: eventWhere(deps, filter),
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
}

/** Whether the fan's event list with this filter lists the event `id` (a cursor of `events` must name one of its rows). */
export async function eventListed(deps: Deps, id: string, filter?: EventFilter | null): Promise<boolean> {
  return (await deps.db.event.findFirst({ where: { AND: [{ id }, eventWhere(deps, filter)] }, select: { id: true } })) !== null;
}

/** Which of an event's ticket types Event.ticketTypes lists: those sold only with an access code are not. */
export const listedTicketTypeWhere = { hidden: false } as const satisfies Prisma.TicketTypeWhereInput;

/** Whether Event.ticketTypes of the event `eventId` lists the ticket type `id` (a cursor of it must name one of its rows). */
export async function ticketTypeListed(deps: Deps, id: string, eventId: string): Promise<boolean> {
  return (await deps.db.ticketType.findFirst({ where: { id, eventId, ...listedTicketTypeWhere }, select: { id: true } })) !== null;
}

/** TicketType.seats' arguments: one row, only the seats that can be secured now. */
export interface SeatListFilter {
  row?: string | null;
  onlyAvailable?: boolean | null;
}

/** The seats TicketType.seats lists of its ticket type, with its arguments. */
export function seatListWhere(filter: SeatListFilter): Prisma.SeatWhereInput {
  return { ...(filter.row ? { row: filter.row } : {}), ...(filter.onlyAvailable ? { status: "AVAILABLE" as const } : {}) };
}

/** Whether TicketType.seats of the ticket type `ticketTypeId`, with these arguments, lists the seat `id` (a cursor of it must name one of its rows). */
export async function seatListed(deps: Deps, id: string, ticketTypeId: string, filter: SeatListFilter): Promise<boolean> {
  return (await deps.db.seat.findFirst({ where: { id, ticketTypeId, ...seatListWhere(filter) }, select: { id: true } })) !== null;
}

/** The fan's event(slug:): null for a draft, as for an event that does not exist. */
export function findEventBySlug(deps: Deps, query: { include?: Prisma.EventInclude; select?: Prisma.EventSelect }, slug: string) {
  return deps.db.event.findUnique({ ...query, where: { slug, ...publicEventWhere } });
}

/** Whether any event exists (an empty database gets the demo data). */
export async function hasEvents(deps: Deps): Promise<boolean> {
  return (await deps.db.event.findFirst({ select: { id: true } })) !== null;
}

/** Of ids, the events that exist and are published (the catalogue is public, its drafts are not): the Node rule of Event. */
export async function existingEventIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.event.findMany({ where: { id: { in: ids }, ...publicEventWhere }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Of ids, the ticket types that exist: public like their event (node(id:)), so not a draft's. */
export async function existingTicketTypeIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.ticketType.findMany({ where: { id: { in: ids }, event: publicEventWhere }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Of ids, the seats that exist: public like their event's seat map (node(id:)), so not a draft's. */
export async function existingSeatIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.seat.findMany({ where: { id: { in: ids }, event: publicEventWhere }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** The cities of the events still to come, for the event list's city filter, in alphabetical order. */
export async function upcomingEventCities(deps: Deps): Promise<string[]> {
  const rows = await deps.db.event.findMany({ where: eventWhere(deps, { upcoming: true }), select: { city: true }, distinct: ["city"], orderBy: { city: "asc" } });
  return rows.map((r) => r.city);
}
