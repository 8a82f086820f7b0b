// Check-in for the organiser's console: who came in to one event (per gate, per day, with live counts),
// and manual check-in by name or ticket number with its undo. The caller has checked that the event is
// its organisation's (gateEvent); every ticket touched here is checked to be of that event.
import type { Deps } from "../../deps.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { admitsOn, ENTRY_DAY_ROLLOVER_HOURS, entryDay } from "@fanfare/shared/entryDay";
import { checkInCandidates, checkInTickets, countEventAdmissible, enterableStatuses, lockTicketForGate, ownerIdsOfEvent, undoTicketValidation, validateLockedTicket } from "../tickets/index.ts";
import { nicknamesOf, userIdsByName } from "../users/index.ts";
import { gateEventOf } from "../events/index.ts";
import { CheckInRefusedError, NotCheckedInError } from "./entry.errors.ts";

/** The gate id a console check-in is logged under when none is given. */
export const CONSOLE_GATE = "console";
const MANUAL_PREFIX = "manual:";

export interface CheckInRow {
  ticketId: string;
  ticketNo: string;
  ticketType: string;
  seat: string | null;
  holderNickname: string | null;
  admittedAt: Date;
  gateId: string;
  entrance: string | null;
  manual: boolean;
}

export interface CheckInList {
  eventId: string;
  /** Tickets admitted (today's list filters aside): the live count. */
  admitted: number;
  /** Tickets that can still come in or have (paid, ready or admitted). */
  expected: number;
  /** Scans refused at this event's gates. */
  refused: number;
  gates: { gateId: string; admitted: number }[];
  days: { day: string; admitted: number }[];
  entries: CheckInRow[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function eventOf(deps: Deps, eventId: string, organisationId: string | null) {
  const e = await gateEventOf(deps, eventId);
  if (!e || (organisationId && e.organisationId !== organisationId)) throw new NotFoundError("event");
  return e;
}

/** One event's check-ins, newest first, optionally of one day (YYYY-MM-DD, the event's zone) and one gate; with the counts. */
export async function checkInList(deps: Deps, input: { eventId: string; organisationId: string | null; day?: string | null; gateId?: string | null; limit?: number | null }): Promise<CheckInList> {
  const e = await eventOf(deps, input.eventId, input.organisationId);
  if (input.day && !DAY.test(input.day)) throw new ValidationError("validation.required", "day");
  const limit = Math.min(Math.max(input.limit ?? 100, 1), 500);
  const day = input.day ?? null;
  const gateId = input.gateId?.trim() || null;
  // The entry day of a scan, as entry-day.rules: the event's zone, the night counting for the day before.
  const [groups, refused, rows, expected] = await Promise.all([
    deps.db.$queryRaw<{ gateId: string; day: string; n: bigint }[]>`
      SELECT "gateId", to_char(((("scannedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${e.timeZone}) - make_interval(hours => ${ENTRY_DAY_ROLLOVER_HOURS}::int))::date, 'YYYY-MM-DD') AS day, count(*) AS n
      FROM "GateScan" WHERE "eventId" = ${e.id} AND result = 'ACCEPTED'
      GROUP BY 1, 2`,
    deps.db.gateScan.count({ where: { eventId: e.id, result: { notIn: ["ACCEPTED", "UNDONE"] } } }),
    deps.db.$queryRaw<{ ticketId: string; scannedAt: Date; gateId: string; entrance: string | null; code: string }[]>`
      SELECT "ticketId", "scannedAt", "gateId", entrance, code FROM "GateScan"
      WHERE "eventId" = ${e.id} AND result = 'ACCEPTED' AND "ticketId" IS NOT NULL
        AND (${gateId}::text IS NULL OR "gateId" = ${gateId}::text)
        AND (${day}::text IS NULL OR to_char(((("scannedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${e.timeZone}) - make_interval(hours => ${ENTRY_DAY_ROLLOVER_HOURS}::int))::date, 'YYYY-MM-DD') = ${day}::text)
      ORDER BY "scannedAt" DESC LIMIT ${limit}`,
    countEventAdmissible(deps, e.id),
  ]);
  const tickets = await checkInTickets(deps, rows.map((r) => r.ticketId));
  const names = await nicknamesOf(deps.db, [...new Set([...tickets.values()].map((t) => t.ownerId))]);
  const sum = (key: "gateId" | "day") => {
    const m = new Map<string, number>();
    for (const g of groups) if ((key === "day" || !day || g.day === day) && (key === "gateId" || !gateId || g.gateId === gateId)) m.set(g[key], (m.get(g[key]) ?? 0) + Number(g.n));
    return [...m].sort(([a], [b]) => a.localeCompare(b));
  };
  return {
    eventId: e.id,
    admitted: groups.reduce((n, g) => n + Number(g.n), 0),
    expected,
    refused,
    gates: sum("gateId").map(([g, admitted]) => ({ gateId: g, admitted })),
    days: sum("day").map(([d, admitted]) => ({ day: d, admitted })),
    entries: rows.flatMap((r) => {
      const t = tickets.get(r.ticketId);
      if (!t) return [];
      return [{
        ticketId: t.id,
        ticketNo: t.ticketNo,
        ticketType: t.ticketType.name,
        seat: t.seat ? `${t.seat.area} ${t.seat.row}-${t.seat.number}` : null,
        holderNickname: names.get(t.ownerId) ?? null,
        admittedAt: r.scannedAt,
        gateId: r.gateId,
        entrance: r.entrance,
        manual: r.code.startsWith(MANUAL_PREFIX),
      }];
    }),
  };
}

export interface CheckInCandidate {
  ticketId: string;
  ticketNo: string;
  ticketType: string;
  seat: string | null;
  holderNickname: string | null;
  status: string;
  validatedAt: Date | null;
  validatedEntrance: string | null;
}

/** Tickets of the event by ticket number (its start) or the holder's nickname or e-mail (a part), at most 20. */
export async function findCheckInTickets(deps: Deps, input: { eventId: string; organisationId: string | null; search: string }): Promise<CheckInCandidate[]> {
  const e = await eventOf(deps, input.eventId, input.organisationId);
  const text = input.search.trim().slice(0, 100);
  if (text.length < 2) return [];
  const ownerIds = await userIdsByName(deps.db, text, await ownerIdsOfEvent(deps, e.id));
  const rows = await checkInCandidates(deps, e.id, { ticketNo: text, ownerIds }, 20);
  const names = await nicknamesOf(deps.db, [...new Set(rows.map((t) => t.ownerId))]);
  return rows.map((t) => ({
    ticketId: t.id,
    ticketNo: t.ticketNo,
    ticketType: t.ticketType.name,
    seat: t.seat ? `${t.seat.area} ${t.seat.row}-${t.seat.number}` : null,
    holderNickname: names.get(t.ownerId) ?? null,
    status: t.status,
    validatedAt: t.validatedAt,
    validatedEntrance: t.validatedEntrance,
  }));
}

/**
 * Staff let a ticket of the event in by hand (no code: the holder named, the number read out): admitted
 * once, as a scan would, logged as a manual check-in at `gateId`. Refused with the reason a gate would give.
 */
export async function manualCheckIn(deps: Deps, input: { eventId: string; organisationId: string | null; ticketId: string; gateId?: string | null; entrance?: string | null }) {
  const e = await eventOf(deps, input.eventId, input.organisationId);
  const gateId = input.gateId?.trim().slice(0, 64) || CONSOLE_GATE;
  const entrance = input.entrance?.trim().slice(0, 64) || null;
  const at = deps.now();
  const ticket = await deps.db.$transaction(async (tx) => {
    const t = await lockTicketForGate(tx, input.ticketId);
    if (!t || t.eventId !== e.id) throw new NotFoundError("ticket");
    if (t.status === "VALIDATED") throw new CheckInRefusedError("ALREADY_USED", t.ticketNo, t.validatedAt);
    if (!enterableStatuses.includes(t.status)) throw new CheckInRefusedError("REVOKED", t.ticketNo, null);
    if (!admitsOn(e, at)) throw new CheckInRefusedError("WRONG_DAY", t.ticketNo, null);
    await validateLockedTicket(tx, t, t.qrVersion, at, entrance);
    await tx.gateScan.create({ data: { ticketId: t.id, eventId: e.id, gateId, entrance, code: `${MANUAL_PREFIX}${t.ticketNo}`, result: "ACCEPTED", offline: false, scannedAt: at } });
    await deps.events.emit(tx, deps, "ticket:checked_in", { ticketId: t.id, ticketNo: t.ticketNo, eventId: e.id, gateId, entrance, method: "manual", at });
    return t;
  });
  void deps.pubsub.publish("ticket:status", ticket.id, { ticketId: ticket.id, status: "VALIDATED" });
  return { ticketId: ticket.id, ticketNo: ticket.ticketNo, admittedAt: at, gateId, day: entryDay(at, e.timeZone) };
}

/**
 * Undoes an admission of a ticket of the event (a scan or a manual check-in made by mistake): the ticket
 * can enter again, its admitted scans are kept in the log as UNDONE (they leave the counts). No webhook:
 * there is no "check-in undone" event type, and the ticket.checked_in already sent stays true of what
 * happened; a later admission of the ticket sends a new ticket.checked_in.
 */
export async function undoCheckIn(deps: Deps, input: { eventId: string; organisationId: string | null; ticketId: string }) {
  const e = await eventOf(deps, input.eventId, input.organisationId);
  const ticket = await deps.db.$transaction(async (tx) => {
    const t = await lockTicketForGate(tx, input.ticketId);
    if (!t || t.eventId !== e.id) throw new NotFoundError("ticket");
    if (!(await undoTicketValidation(tx, t))) throw new NotCheckedInError(t.ticketNo);
    await tx.gateScan.updateMany({ where: { ticketId: t.id, result: "ACCEPTED" }, data: { result: "UNDONE" } });
    return t;
  });
  void deps.pubsub.publish("ticket:status", ticket.id, { ticketId: ticket.id, status: "PAID" });
  return { ticketId: ticket.id, ticketNo: ticket.ticketNo, undoneAt: deps.now() };
}
