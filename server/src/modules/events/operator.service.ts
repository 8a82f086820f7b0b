// The organisers' side of events: create and edit events and ticket types, publish drafts, open, pause and
// close sales.
// Every read and write keeps to the operator's organisation (OperatorScope): an event of another
// organisation is "not found", whatever id is asked for. Every change is audited with what it was before
// and what it became, in the change's transaction.
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { idOfType } from "../../node-access.ts";
import type { Currency, Event, Prisma, TicketType } from "../../generated/prisma/client.ts";
import { auditOperator, inOrganisation, organisationOf, type OperatorCaller } from "../organisations/index.ts";
import { EventCancelledError, EventIsDraftError, EventTransitionRefusedError, SaleScheduledError, SeatMapInUseError } from "./events.errors.ts";
import { storeUploadedImage } from "../../platform/image-uploads.ts";
import { decideTransition, eventLifecycle } from "./lifecycle.rules.ts";
import { parseSeatMapCsv, seatMapLimits, seatsOfAreas, validateSeatMap, type SeatMapIssue, type SeatMapSeat } from "./seatmap.rules.ts";
import { changedFields, validateEventTerms, validateTicketType, type EventTerms, type TicketTypeTerms } from "./operator.rules.ts";

export type OperatorEventRow = Event & { ticketTypes: TicketType[] };

const withTypes = { ticketTypes: { orderBy: [{ sortOrder: "asc" as const }, { id: "asc" as const }] } };

/** The operator's event, or NotFoundError (another organisation's is not found either). */
async function ownEvent(db: Db | Tx, op: OperatorScope, id: string): Promise<OperatorEventRow> {
  const e = await db.event.findFirst({ where: { id, ...inOrganisation(op) }, include: withTypes });
  if (!e) throw new NotFoundError("event");
  return e;
}

export function operatorEvent(deps: Deps, op: OperatorScope, id: string): Promise<OperatorEventRow | null> {
  return ownEvent(deps.db, op, id).catch((e: unknown) => (e instanceof NotFoundError ? null : Promise.reject(e)));
}

/** The operator's events, newest first, keyset-paged on the id (a stable cursor). */
export function operatorEvents(deps: Deps, op: OperatorScope, q: { search?: string | null; idBelow?: string | null; idAbove?: string | null; limit: number; oldestFirst?: boolean }) {
  const search = q.search?.trim();
  return deps.db.event.findMany({
    where: {
      ...inOrganisation(op),
      ...(search ? { OR: [{ title: { contains: search, mode: "insensitive" } }, { slug: { contains: search.toLowerCase() } }, { venue: { contains: search, mode: "insensitive" } }] } : {}),
      ...(q.idBelow || q.idAbove ? { id: { ...(q.idBelow ? { lt: q.idBelow } : {}), ...(q.idAbove ? { gt: q.idAbove } : {}) } } : {}),
    },
    include: withTypes,
    orderBy: { id: q.oldestFirst ? "asc" : "desc" },
    take: q.limit,
  });
}

/** Whether operatorEvents lists the event `id` to this operator: their organisation's (a cursor of it must name one). */
export async function operatorEventListed(deps: Deps, op: OperatorScope, id: string): Promise<boolean> {
  return (await deps.db.event.findFirst({ where: { id, ...inOrganisation(op) }, select: { id: true } })) !== null;
}

/** The ids of the operator's events (all of them, or the one asked for if it is theirs): for orders and tickets. */
/**
 * The database id of the caller's event an argument names (Event.id, the global id, or OperatorEvent.id);
 * NotFoundError for another organisation's event or one that does not exist.
 */
export async function ownEventId(deps: Deps, op: OperatorScope, given: unknown): Promise<string> {
  const [id] = await operatorEventIds(deps, op, idOfType("Event", String(given)));
  if (!id) throw new NotFoundError("event");
  return id;
}

export async function operatorEventIds(deps: Deps, op: OperatorScope, eventId?: string | null): Promise<string[]> {
  const rows = await deps.db.event.findMany({ where: { ...inOrganisation(op), ...(eventId ? { id: eventId } : {}) }, select: { id: true } });
  return rows.map((r) => r.id);
}

function eventData(t: EventTerms): Omit<Prisma.EventUncheckedCreateInput, "organisationId" | "slug"> {
  const data: Record<string, unknown> = { ...t };
  delete data.slug;
  delete data.singlePaymentAttempt;
  delete data.aboutByLanguage;
  if (t.aboutByLanguage !== undefined) data.aboutByLanguage = t.aboutByLanguage;
  if (t.singlePaymentAttempt !== undefined) data.maxPaymentAttempts = t.singlePaymentAttempt ? 1 : null;
  for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
  return data as Omit<Prisma.EventUncheckedCreateInput, "organisationId" | "slug">;
}

/**
 * A new event of the operator's organisation: a draft (publishedAt null, issue 34) that fans do not see
 * until the organiser publishes it (publishOperatorEvent); its sale stays closed until they open it.
 */
export async function createOperatorEvent(deps: Deps, caller: OperatorCaller, op: OperatorScope, input: EventTerms & { slug: string }): Promise<OperatorEventRow> {
  const organisationId = organisationOf(op);
  const terms = validateEventTerms(input, null);
  const slug = input.slug.trim().toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/.test(slug)) throw new ValidationError("validation.invalid", "slug");
  if (await deps.db.event.findUnique({ where: { slug }, select: { id: true } })) throw new ValidationError("That slug is taken", "slug");
  return deps.db.$transaction(async (tx) => {
    const e = await tx.event.create({ data: { ...(eventData(terms) as Prisma.EventUncheckedCreateInput), slug, organisationId, salesPaused: true, publishedAt: null }, include: withTypes });
    await auditOperator(tx, caller, { action: "operator.event_create", outcome: "SUCCESS", targetType: "Event", targetId: e.id, details: { organisationId, after: changedFields(null, e).after } });
    return e;
  });
}

/** Edits an event's terms; only what is given changes. A cancelled event's are final (EventCancelledError, audited). */
export async function updateOperatorEvent(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string, input: Partial<EventTerms>): Promise<OperatorEventRow> {
  const after = await deps.db.$transaction(async (tx) => {
    await ownEvent(tx, op, id);
    await tx.$queryRaw`select id from "Event" where id = ${id} for update`;
    const before = await ownEvent(tx, op, id);
    if (before.cancelledAt) return null;
    const terms = validateEventTerms(input, before);
    const after = await tx.event.update({ where: { id: before.id }, data: eventData(terms), include: withTypes });
    const diff = changedFields(before, after);
    if (diff.after.length) await deps.events.emit(tx, deps, "event:changed", { eventId: id, organisationId: after.organisationId, changed: diff.after });
    await auditOperator(tx, caller, { action: "operator.event_update", outcome: "SUCCESS", targetType: "Event", targetId: id, details: { organisationId: after.organisationId, before: diff.before, after: diff.after } });
    return after;
  });
  if (after) return after;
  await deps.db.$transaction((tx) => auditOperator(tx, caller, { action: "operator.event_update", outcome: "FAILURE", targetType: "Event", targetId: id, details: { reason: "refused: CANCELLED" } }));
  throw new EventCancelledError();
}

export type SalesAction = "OPEN" | "PAUSE" | "CLOSE";
/** When a sale whose scheduled start is still ahead opens: at that start, or now (moving the start). */
export type SaleOpening = "AS_SCHEDULED" | "NOW";

/**
 * A transition of the event's life (lifecycle.rules.ts): opens (clearing an end that has passed; a sale whose
 * scheduled start is still ahead opens only by an explicit `opening`: AS_SCHEDULED keeps the start, NOW
 * moves it to now, and without either nothing changes and SaleScheduledError says when it opens), pauses (nothing is held until it opens again) or closes (the sale ends
 * now) an event's sale. The event's row is locked first and the UPDATE is guarded on it not being
 * cancelled (and the database refuses it for a cancelled event anyway): a cancel that runs at the same time
 * comes first or finds the change made. A refused transition is audited as a FAILURE and answered with a
 * typed error. The secure's one statement refuses any hold made on terms read before the change (the Event
 * row's version moves).
 */
export async function setOperatorEventSales(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string, action: SalesAction, opening: SaleOpening | null = null): Promise<OperatorEventRow> {
  const now = deps.now();
  const result = await deps.db.$transaction(async (tx) => {
    await ownEvent(tx, op, id);
    await tx.$queryRaw`select id from "Event" where id = ${id} for update`;
    const before = await ownEvent(tx, op, id);
    const decision = decideTransition(before, action, now);
    if (!decision.ok) {
      await auditOperator(tx, caller, { action: "operator.event_sales", outcome: "FAILURE", targetType: "Event", targetId: id, details: { organisationId: before.organisationId, reason: `${action} refused: ${decision.reason}`, before: [`state=${decision.from}`] } });
      return { refused: decision, event: null, scheduled: null };
    }
    if (action === "OPEN" && before.saleStartsAt > now && !opening) {
      await auditOperator(tx, caller, { action: "operator.event_sales", outcome: "FAILURE", targetType: "Event", targetId: id, details: { organisationId: before.organisationId, reason: "OPEN refused: SCHEDULED_NEEDS_CHOICE", before: [`state=${decision.from}`, `saleStartsAt=${before.saleStartsAt.toISOString()}`] } });
      return { refused: null, event: null, scheduled: before.saleStartsAt };
    }
    const data: Prisma.EventUpdateManyMutationInput =
      action === "PAUSE"
        ? { salesPaused: true }
        : action === "CLOSE"
          ? { salesPaused: false, saleEndsAt: now }
          : { salesPaused: false, ...(before.saleStartsAt > now && opening === "NOW" ? { saleStartsAt: now } : {}), ...(before.saleEndsAt && before.saleEndsAt <= now ? { saleEndsAt: null } : {}) };
    const n = await tx.event.updateMany({ where: { id: before.id, cancelledAt: null }, data });
    if (n.count !== 1) throw new EventCancelledError();
    const after = await ownEvent(tx, op, id);
    const diff = changedFields(before, after);
    await auditOperator(tx, caller, { action: "operator.event_sales", outcome: "SUCCESS", targetType: "Event", targetId: id, details: { organisationId: after.organisationId, reason: opening && action === "OPEN" ? `${action} ${opening}` : action, before: [`state=${decision.from}`, ...diff.before], after: [`state=${eventLifecycle(after, now)}`, ...diff.after] } });
    return { refused: null, event: after, scheduled: null };
  });
  if (result.scheduled) throw new SaleScheduledError(result.scheduled);
  const r = result.refused;
  if (r) {
    if (r.reason === "CANCELLED") throw new EventCancelledError();
    // A draft's sale does not open, pause or close: it is published first (fans cannot see it yet).
    if (r.from === "DRAFT") throw new EventIsDraftError();
    throw new EventTransitionRefusedError(r.from, action, r.reason);
  }
  return result.event!;
}

/**
 * Publishes a draft (the PUBLISH transition): fans see it from now on. It leaves only DRAFT: publishing an
 * event that is already public is refused (EventTransitionRefusedError), a cancelled one too
 * (EventCancelledError). It does not touch the sale: a new event's sale stays paused until it is opened.
 * Locked, guarded and audited as the other transitions (operator.event_publish, refusals as FAILURE).
 */
export async function publishOperatorEvent(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string): Promise<OperatorEventRow> {
  const now = deps.now();
  const result = await deps.db.$transaction(async (tx) => {
    await ownEvent(tx, op, id);
    await tx.$queryRaw`select id from "Event" where id = ${id} for update`;
    const before = await ownEvent(tx, op, id);
    const decision = decideTransition(before, "PUBLISH", now);
    if (!decision.ok) {
      await auditOperator(tx, caller, { action: "operator.event_publish", outcome: "FAILURE", targetType: "Event", targetId: id, details: { organisationId: before.organisationId, reason: `PUBLISH refused: ${decision.reason}`, before: [`state=${decision.from}`] } });
      return { refused: decision, event: null };
    }
    const n = await tx.event.updateMany({ where: { id: before.id, cancelledAt: null, publishedAt: null }, data: { publishedAt: now } });
    if (n.count !== 1) throw new EventCancelledError();
    const after = await ownEvent(tx, op, id);
    await auditOperator(tx, caller, { action: "operator.event_publish", outcome: "SUCCESS", targetType: "Event", targetId: id, details: { organisationId: after.organisationId, reason: "PUBLISH", before: [`state=${decision.from}`, "publishedAt="], after: [`state=${eventLifecycle(after, now)}`, `publishedAt=${now.toISOString()}`] } });
    return { refused: null, event: after };
  });
  const r = result.refused;
  if (r) {
    if (r.reason === "CANCELLED") throw new EventCancelledError();
    throw new EventTransitionRefusedError(r.from, "PUBLISH", r.reason);
  }
  return result.event!;
}

/** A new ticket type of one of the operator's events; its area code is unique within the event. */
export async function addOperatorTicketType(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, input: TicketTypeTerms & { area: string; currency?: Currency | null }): Promise<TicketType> {
  return deps.db.$transaction(async (tx) => {
    const event = await ownEvent(tx, op, eventId);
    if (event.cancelledAt) throw new EventCancelledError();
    const terms = validateTicketType(input, null);
    const area = input.area.trim().toUpperCase();
    if (!/^[A-Z0-9]{1,8}$/.test(area)) throw new ValidationError("validation.invalid", "area");
    if (event.ticketTypes.some((t) => t.area === area)) throw new ValidationError("That area already has a ticket type", "area");
    const t = await tx.ticketType.create({
      data: { eventId, area, currency: input.currency ?? event.currency, name: terms.name!, priceAmount: terms.priceAmount!, capacity: terms.capacity!, description: terms.description ?? null, hidden: terms.hidden ?? false, seatSelection: terms.seatSelection ?? "PICK", sortOrder: event.ticketTypes.length },
    });
    await auditOperator(tx, caller, { action: "operator.ticket_type_create", outcome: "SUCCESS", targetType: "TicketType", targetId: t.id, details: { organisationId: event.organisationId, eventId, after: changedFields(null, t).after } });
    return t;
  });
}

/** Edits a ticket type; its capacity never drops below what is held and sold (the CHECK would refuse it too). */
export async function updateOperatorTicketType(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string, input: Partial<TicketTypeTerms>): Promise<TicketType> {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.ticketType.findFirst({ where: { id, event: inOrganisation(op) } });
    if (!before) throw new NotFoundError("ticket type");
    const terms = validateTicketType(input, before);
    const after = await tx.ticketType.update({ where: { id }, data: terms });
    // The secure reads which types are hidden, and which are sold as the best available (issue 33), from a
    // copy of the event checked against the Event row's version: a change of either touches that row, so
    // no copy from before it lets a hidden type or a picked seat through.
    if (after.hidden !== before.hidden || after.seatSelection !== before.seatSelection) await tx.event.update({ where: { id: before.eventId }, data: { updatedAt: deps.now() } });
    const diff = changedFields(before, after);
    await auditOperator(tx, caller, { action: "operator.ticket_type_update", outcome: "SUCCESS", targetType: "TicketType", targetId: id, details: { eventId: before.eventId, before: diff.before, after: diff.after } });
    return after;
  });
}

/**
 * Cancels one of the operator's events, once: its sale closes, and in the same transaction (event:cancelled)
 * its unpaid orders are cancelled (holds released), its paid orders refunded (their payments marked due a
 * refund) and its tickets voided. The event's row is locked first, so two cancels at once run one after
 * the other and the second finds it cancelled: it changes nothing and returns `alreadyCancelled`.
 */
export async function cancelOperatorEvent(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string): Promise<{ event: OperatorEventRow; alreadyCancelled: boolean }> {
  const now = deps.now();
  return deps.db.$transaction(
    async (tx) => {
      await ownEvent(tx, op, id);
      await tx.$queryRaw`select id from "Event" where id = ${id} for update`;
      const before = await ownEvent(tx, op, id);
      if (before.cancelledAt) return { event: before, alreadyCancelled: true };
      const after = await tx.event.update({
        where: { id },
        data: { cancelledAt: now, salesPaused: true, ...(!before.saleEndsAt || before.saleEndsAt > now ? { saleEndsAt: now } : {}) },
        include: withTypes,
      });
      await deps.events.emit(tx, deps, "event:cancelled", { eventId: id, at: now });
      const diff = changedFields(before, after);
      await auditOperator(tx, caller, { action: "operator.event_cancel", outcome: "SUCCESS", targetType: "Event", targetId: id, details: { organisationId: after.organisationId, before: diff.before, after: [...diff.after, `cancelledAt=${now.toISOString()}`] } });
      return { event: after, alreadyCancelled: false };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** The operator's event (NotFoundError for another organisation's): for the modules that act on one. */
export function operatorEventOf(db: Db | Tx, op: OperatorScope, id: string): Promise<OperatorEventRow> {
  return ownEvent(db, op, id);
}

// ───── seat maps ─────

export interface SeatMapRow {
  area: string;
  ticketTypeId: string;
  row: string;
  number: number;
  status: "AVAILABLE" | "HELD" | "SOLD";
  access: "WHEELCHAIR" | "COMPANION" | null;
}

/** The seats of one of the operator's events, by area, row and number. */
export async function operatorSeatMap(db: Db | Tx, eventId: string): Promise<SeatMapRow[]> {
  return db.seat.findMany({ where: { eventId }, select: { area: true, ticketTypeId: true, row: true, number: true, status: true, access: true }, orderBy: [{ area: "asc" }, { row: "asc" }, { number: "asc" }] });
}

/**
 * Replaces the seat map of one of the operator's events, all or nothing: every seat is checked first (all
 * problems are reported together, with where they are, after `found` (those of reading the input); a map
 * cannot change once a seat is held or sold. Each ticket type with seats becomes seated with a capacity of
 * its seats; the others stay unseated. Wheelchair spaces and companion seats keep their mark (Seat.access).
 */
export async function setOperatorSeatMap(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, seats: SeatMapSeat[], found: SeatMapIssue[] = []): Promise<{ event: OperatorEventRow; seats: number }> {
  return deps.db.$transaction(
    async (tx) => {
      await ownEvent(tx, op, eventId);
      await tx.$queryRaw`select id from "Event" where id = ${eventId} for update`;
      const event = await ownEvent(tx, op, eventId);
      if (event.cancelledAt) throw new ValidationError("The event is cancelled", "eventId");
      const issues = [...found, ...validateSeatMap(seats, event.ticketTypes.map((t) => t.area))].slice(0, seatMapLimits.maxIssues);
      if (issues.length) throw new ValidationError(issues[0].message, issues[0].field, issues);
      const taken = await tx.seat.count({ where: { eventId, status: { not: "AVAILABLE" } } });
      if (taken) throw new SeatMapInUseError(taken);
      const byArea = new Map(event.ticketTypes.map((t) => [t.area, t]));
      const counts = new Map<string, number>();
      for (const s of seats) {
        const t = byArea.get(s.ticketType ?? s.area)!;
        counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
      }
      for (const t of event.ticketTypes) {
        const n = counts.get(t.id);
        if (n !== undefined && n < t.sold) throw new ValidationError("validation.seatMapBelowSold", t.area, [{ field: t.area, message: "validation.seatMapBelowSold", params: { area: t.area, sold: t.sold, seats: n } }]);
      }
      const before = await tx.seat.groupBy({ by: ["access"], where: { eventId }, _count: { _all: true } });
      const beforeOf = (access: SeatMapSeat["access"]) => before.find((g) => g.access === access)?._count._all ?? 0;
      await tx.seat.deleteMany({ where: { eventId } });
      await tx.seat.createMany({ data: seats.map((s) => ({ eventId, ticketTypeId: byArea.get(s.ticketType ?? s.area)!.id, area: s.area, row: s.row, number: s.number, access: s.access ?? null })) });
      for (const t of event.ticketTypes) {
        const n = counts.get(t.id);
        await tx.ticketType.update({ where: { id: t.id }, data: n === undefined ? { seated: false } : { seated: true, capacity: n } });
      }
      await auditOperator(tx, caller, {
        action: "operator.seat_map_set",
        outcome: "SUCCESS",
        targetType: "Event",
        targetId: eventId,
        details: {
          organisationId: event.organisationId,
          eventId,
          count: seats.length,
          before: [`seats=${before.reduce((n, g) => n + g._count._all, 0)}`, ...accessLines(beforeOf("WHEELCHAIR"), beforeOf("COMPANION"))],
          after: [`seats=${seats.length}`, ...event.ticketTypes.filter((t) => counts.has(t.id)).map((t) => `${t.area}=${counts.get(t.id)}`), ...accessLines(seats.filter((s) => s.access === "WHEELCHAIR").length, seats.filter((s) => s.access === "COMPANION").length)],
        },
      });
      return { event: await ownEvent(tx, op, eventId), seats: seats.length };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/** The audit's lines of a map's accessible seats: none when it has none (maps before issue 33 read as before). */
const accessLines = (wheelchair: number, companions: number) => (wheelchair || companions ? [`wheelchair=${wheelchair}`, `companions=${companions}`] : []);

/** The largest seat-map CSV accepted (the request body's own limit is smaller by default). */
export const SEAT_MAP_CSV_MAX_CHARS = 2_000_000;

/**
 * Replaces the event's seat map from CSV (seatmap.rules.ts's format). The event is the operator's before a
 * line is read (another organisation's, or none, is NOT_FOUND whatever the file holds), and the file is
 * bounded before it is expanded: its size, then its seats counted range by range.
 */
export async function importOperatorSeatMap(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, csv: string) {
  await ownEvent(deps.db, op, eventId);
  if (csv.length > SEAT_MAP_CSV_MAX_CHARS) throw new ValidationError("The CSV is larger than 2 MB", "csv");
  const { seats, issues } = parseSeatMapCsv(csv);
  if (issues.length) throw new ValidationError(issues[0].message, issues[0].field, issues);
  return setOperatorSeatMap(deps, caller, op, eventId, seats);
}

/** Replaces the event's seat map from areas and rows (the API's SeatMapInput): the event is checked first, the seats counted before they are listed. */
export async function setOperatorSeatMapFromAreas(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, areas: Parameters<typeof seatsOfAreas>[0]) {
  await ownEvent(deps.db, op, eventId);
  const { seats, issues } = seatsOfAreas(areas);
  // Past the limit nothing was listed: that one problem. Otherwise the rows' marks are reported with the rest.
  if (!seats.length && issues.length) throw new ValidationError(issues[0].message, issues[0].field, issues);
  return setOperatorSeatMap(deps, caller, op, eventId, seats, issues);
}

/** The pick-up days of an event's pick-up merchandise (the merch module sets them with its products). */
export async function setEventPickupDates(tx: Tx, eventId: string, days: Date[]): Promise<void> {
  await tx.event.update({ where: { id: eventId }, data: { pickupDates: [...new Set(days.map((d) => d.getTime()))].sort((a, b) => a - b).map((t) => new Date(t)) } });
}

/** The organiser of an event (null for an unknown event or one outside any organisation). */
export async function eventOrganisationId(db: Db | Tx, eventId: string): Promise<string | null> {
  return (await db.event.findUnique({ where: { id: eventId }, select: { organisationId: true } }))?.organisationId ?? null;
}

/** eventOrganisationId of several events in one read: the events of an organisation, by id. */
export async function eventOrganisationIds(db: Db | Tx, eventIds: string[]): Promise<Map<string, string>> {
  const rows = await db.event.findMany({ where: { id: eventIds.length === 1 ? eventIds[0]! : { in: eventIds } }, select: { id: true, organisationId: true } });
  return new Map(rows.flatMap((r) => (r.organisationId ? [[r.id, r.organisationId] as const] : [])));
}

// ───── cover images ─────

/**
 * Stores an uploaded cover image of one of the operator's events (platform/image-uploads.ts: JPEG, PNG or
 * WebP by their bytes, within the configured size, under covers/<sha-256>.<type>) and points the event at it.
 */
export async function setOperatorEventCover(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, file: { size: number; arrayBuffer(): Promise<ArrayBuffer> }): Promise<OperatorEventRow> {
  await ownEvent(deps.db, op, eventId);
  const url = await storeUploadedImage(deps.config.uploads, "covers", file);
  return deps.db.$transaction(async (tx) => {
    const before = await ownEvent(tx, op, eventId);
    const after = await tx.event.update({ where: { id: eventId }, data: { coverImageUrl: url }, include: withTypes });
    await auditOperator(tx, caller, { action: "operator.event_cover", outcome: "SUCCESS", targetType: "Event", targetId: eventId, details: { organisationId: after.organisationId, before: [`coverImageUrl=${before.coverImageUrl ?? ""}`], after: [`coverImageUrl=${after.coverImageUrl}`] } });
    return after;
  });
}
