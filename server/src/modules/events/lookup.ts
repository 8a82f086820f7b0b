// Reads of events and seats that other modules' GraphQL fields need (an entry guide's event, an order
// line's seat, a ticket's transfer window), so that no other module queries Event or Seat itself.
import type { Deps } from "../../deps.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Db, Tx } from "../../db.ts";
import { publicEventWhere } from "./events.service.ts";

/** One event by id, with the fields the query asks for; throws when there is none. */
export function findEventById(deps: Deps, query: { include?: Prisma.EventInclude; select?: Prisma.EventSelect }, id: string) {
  return deps.db.event.findUniqueOrThrow({ ...query, where: { id } });
}

/** The days an event's merchandise can be picked up at the venue (none for an unknown event). */
export async function eventPickupDates(db: Db | Tx, eventId: string): Promise<Date[]> {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { pickupDates: true } });
  return event?.pickupDates ?? [];
}

/** One seat by id (Prisma batches the calls of one tick into one query: no query per order line). */
export function findSeat(deps: Deps, id: string) {
  return deps.db.seat.findUnique({ where: { id } });
}

/** What the transfer rule needs of an event: when it starts and ends, and how long transfers stay locked. */
export function eventTransferWindow(deps: Deps, eventId: string): Promise<{ startsAt: Date; endsAt: Date | null; transferLockHours: number }> {
  return deps.db.event.findUniqueOrThrow({ where: { id: eventId }, select: { startsAt: true, endsAt: true, transferLockHours: true } });
}

/** What the waiting room (queue module) needs of an event: is it hot, when does its sale open and close. */
export interface WaitingRoomEvent {
  id: string;
  slug: string;
  title: string;
  isHot: boolean;
  requiresIdentity: boolean;
  saleStartsAt: Date;
  saleEndsAt: Date | null;
  startsAt: Date;
  endsAt: Date | null;
  maxPaymentAttempts: number | null;
}

const waitingRoomEventSelect = {
  id: true,
  slug: true,
  title: true,
  isHot: true,
  requiresIdentity: true,
  saleStartsAt: true,
  saleEndsAt: true,
  startsAt: true,
  endsAt: true,
  maxPaymentAttempts: true,
} as const;

/**
 * The event as the waiting room sees it. By slug (how a fan names it: the room's page, joining, the
 * fairness report) a draft is not found (publicEventWhere, issue 34); by id (the operator's settings, the
 * leader's tick, an order's offer) it is.
 */
export function waitingRoomEvent(db: Db | Tx, where: { slug: string } | { id: string }): Promise<WaitingRoomEvent | null> {
  return db.event.findUnique({ where: "slug" in where ? { ...where, ...publicEventWhere } : where, select: waitingRoomEventSelect });
}

/** Tickets still available across the event's ticket types (capacity − held − sold). */
export async function eventStockLeft(db: Db | Tx, eventId: string): Promise<number> {
  const types = await db.ticketType.findMany({ where: { eventId }, select: { capacity: true, sold: true } });
  return types.reduce((n, t) => n + Math.max(0, t.capacity - t.sold), 0);
}

/** Tickets sold beyond their type's capacity, over the event's types (0 unless something went wrong). */
export async function eventOversold(db: Db | Tx, eventId: string): Promise<number> {
  const types = await db.ticketType.findMany({ where: { eventId }, select: { capacity: true, sold: true } });
  return types.reduce((n, t) => n + Math.max(0, t.sold - t.capacity), 0);
}

/** Price, currency, name and whether seated, of ticket types (an offer of released tickets is priced from them). */
export function ticketTypesForOffer(db: Db | Tx, ids: string[]) {
  return db.ticketType.findMany({ where: { id: { in: ids } }, select: { id: true, eventId: true, name: true, priceAmount: true, currency: true, seated: true } });
}

/** Events by id, with what the personal-data export names them by. */
export function eventsForExport(db: Db | Tx, ids: string[]) {
  return db.event.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true, title: true, startsAt: true, venue: true } });
}

/** The titles of those of `ids` that are the organisation's events (its audit log names them; another's stay unnamed). */
export async function organisationEventTitles(db: Db | Tx, organisationId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.event.findMany({ where: { id: { in: ids }, organisationId }, select: { id: true, title: true } });
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Ticket types by id: their name and area (the personal-data export). */
export function ticketTypeNamesOf(db: Db | Tx, ids: string[]) {
  return db.ticketType.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, area: true } });
}

/** Seats by id (the personal-data export). */
export function seatsByIds(db: Db | Tx, ids: string[]) {
  return db.seat.findMany({ where: { id: { in: ids } } });
}

/** When events start and end, by id (the tickets module orders and filters a fan's tickets by them with `eventOver`). */
export function eventTimesOf(db: Db | Tx, ids: string[]): Promise<{ id: string; startsAt: Date; endsAt: Date | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.event.findMany({ where: { id: { in: ids } }, select: { id: true, startsAt: true, endsAt: true } });
}

/** One ticket type by id; throws when there is none (a ticket's type, for the gate and the public status page). */
export function findTicketTypeById(db: Db | Tx, id: string) {
  return db.ticketType.findUniqueOrThrow({ where: { id } });
}

/** The entrance of ticket types, by id (null: any entrance), for the entry guide. */
export async function ticketTypeEntrances(db: Db | Tx, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.ticketType.findMany({ where: { id: { in: ids } }, select: { id: true, entrance: true } });
  return new Map(rows.map((r) => [r.id, r.entrance]));
}

/**
 * Ids of the events an offline gate's revocation list covers: not ended at `now` (with no end time known,
 * started within the last 24 hours), optionally only `eventId`.
 */
export async function revocationEventIds(db: Db | Tx, now: Date, eventId?: string | null, organisationId?: string | null): Promise<string[]> {
  const since = new Date(now.getTime() - 24 * 3600_000);
  const rows = await db.event.findMany({
    where: { ...(eventId ? { id: eventId } : {}), ...(organisationId ? { organisationId } : {}), OR: [{ endsAt: null, startsAt: { gte: since } }, { endsAt: { gte: now } }] },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** The hidden ticket types of an event among `ids` (those an access code unlocks), in display order. */
export function hiddenTicketTypesOf(db: Db | Tx, eventId: string, ids: string[]) {
  return db.ticketType.findMany({ where: { eventId, id: { in: ids }, hidden: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}

/** Events' currencies by id (what a code's discount is counted in). */
export function eventCurrencies(db: Db | Tx, ids: string[]) {
  return db.event.findMany({ where: { id: { in: ids } }, select: { id: true, currency: true } });
}

/** Whether the event takes tickets back at face value (issue 32), and its cutoff (the start) and cancel. */
export function eventHandBackTerms(
  db: Db | Tx,
  eventId: string,
): Promise<{ handBackEnabled: boolean; handBackFeeBps: number; startsAt: Date; cancelledAt: Date | null } | null> {
  return db.event.findUnique({ where: { id: eventId }, select: { handBackEnabled: true, handBackFeeBps: true, startsAt: true, cancelledAt: true } });
}

/** Which of these events have started (a hand-back's cutoff). */
export async function startedEventIds(db: Db | Tx, eventIds: string[], now: Date): Promise<string[]> {
  return (await db.event.findMany({ where: { id: { in: eventIds }, startsAt: { lte: now } }, select: { id: true } })).map((e) => e.id);
}

/** A ticket type's name. */
export async function ticketTypeName(db: Db | Tx, id: string): Promise<string> {
  return (await db.ticketType.findUniqueOrThrow({ where: { id }, select: { name: true } })).name;
}

/** What presale registration needs of an event (issue 35): switched on, published, cancelled, its times. */
export function eventPresaleTerms(
  db: Db | Tx,
  eventId: string,
): Promise<{ id: string; slug: string; title: string; presaleRegistration: boolean; publishedAt: Date | null; cancelledAt: Date | null; startsAt: Date; endsAt: Date | null } | null> {
  return db.event.findUnique({ where: { id: eventId }, select: { id: true, slug: true, title: true, presaleRegistration: true, publishedAt: true, cancelledAt: true, startsAt: true, endsAt: true } });
}

/** An event's title by its id (null when there is none); one query per tick however many ask. */
export async function eventTitleOf(db: Db | Tx, id: string): Promise<string | null> {
  return (await db.event.findUnique({ where: { id }, select: { title: true } }))?.title ?? null;
}

/** When each of these events last changed (a wallet pass shows its title, venue and times). */
export async function eventsUpdatedAt(db: Db | Tx, eventIds: string[]): Promise<Map<string, Date>> {
  if (!eventIds.length) return new Map();
  const rows = await db.event.findMany({ where: { id: { in: [...new Set(eventIds)] } }, select: { id: true, updatedAt: true } });
  return new Map(rows.map((r) => [r.id, r.updatedAt]));
}

/**
 * Those of `ids` that fans may see (published), with what a fan's list of codes shows of them (issue 35, My
 * Voucher): title, slug, times, currency, and when it was cancelled. A draft is left out: fans never see one.
 */
export function publishedEventsForCodes(
  db: Db | Tx,
  ids: string[],
): Promise<{ id: string; slug: string; title: string; startsAt: Date; endsAt: Date | null; currency: string; cancelledAt: Date | null }[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.event.findMany({ where: { id: { in: [...new Set(ids)] }, publishedAt: { not: null } }, select: { id: true, slug: true, title: true, startsAt: true, endsAt: true, currency: true, cancelledAt: true } });
}
