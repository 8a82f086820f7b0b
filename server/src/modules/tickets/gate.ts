// Reads and writes of tickets that the entry module's passes, gate scans, revocation list and entry guide
// need, so that no other module queries Ticket or TicketHistory itself. Functions that must join the
// caller's transaction (under the ticket's row lock) take its `tx`.
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import type { TicketStatus } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import { eventOver, eventTimesOf, findEventById, findTicketTypeById, ticketTypeEntrances } from "../events/index.ts";
import { enterableStatuses } from "./ticket-status.ts";

/** What a pass of one of the fan's own tickets is made from; null when the ticket is not theirs. */
export function ownTicketPassState(deps: Deps, userId: string, ticketId: string) {
  return deps.db.ticket.findFirst({ where: { id: ticketId, ownerId: userId }, select: { id: true, eventId: true, status: true, qrVersion: true, qrSecret: true } });
}

/**
 * A new QR version for one of the fan's own tickets while it can enter (a conditional UPDATE on the version
 * it read), with its history row. The new version, or null when the ticket cannot enter or changed meanwhile.
 */
export async function bumpOwnTicketQrVersion(tx: Tx, userId: string, ticketId: string, now: Date): Promise<number | null> {
  const t = await tx.ticket.findFirst({ where: { id: ticketId, ownerId: userId }, select: { qrVersion: true, status: true } });
  if (!t) throw new NotFoundError("ticket");
  if (!enterableStatuses.includes(t.status)) return null;
  const { count } = await tx.ticket.updateMany({
    where: { id: ticketId, ownerId: userId, qrVersion: t.qrVersion, status: { in: [...enterableStatuses] } },
    data: { qrVersion: { increment: 1 } },
  });
  if (count !== 1) return null;
  await tx.ticketHistory.create({ data: { ticketId, kind: "QR_REFRESHED", fromUserId: userId, at: now } });
  return t.qrVersion + 1;
}

/** What the gate needs to check a wallet pass's code (its TOTP key derives from the secret): null when there is no such ticket. */
export function ticketSecretForGate(deps: Deps, id: string) {
  return deps.db.ticket.findUnique({ where: { id }, select: { id: true, eventId: true, qrSecret: true, qrVersion: true } });
}

/** The id and event when a ticket with this id exists; null otherwise. */
export async function existingTicket(deps: Deps, id: string): Promise<{ id: string; eventId: string } | null> {
  return deps.db.ticket.findUnique({ where: { id }, select: { id: true, eventId: true } });
}

/** A ticket with its event and ticket type (what the gate and the public status page show). */
export async function ticketWithEventAndType(deps: Deps, id: string) {
  const ticket = await deps.db.ticket.findUnique({ where: { id } });
  if (!ticket) return null;
  const [event, ticketType] = await Promise.all([findEventById(deps, {}, ticket.eventId), findTicketTypeById(deps.db, ticket.ticketTypeId)]);
  return { ...ticket, event, ticketType };
}

export interface GateLockedTicket {
  id: string;
  ticketNo: string;
  ownerId: string;
  status: TicketStatus;
  qrVersion: number;
  validatedAt: Date | null;
  validatedEntrance: string | null;
  eventId: string;
  ticketTypeId: string;
  seatId: string | null;
}

/** Locks a ticket's row for the caller's transaction: the lock orders concurrent scans of one ticket. */
export async function lockTicketForGate(tx: Tx, id: string): Promise<GateLockedTicket | null> {
  const [t] = await tx.$queryRaw<GateLockedTicket[]>`
    SELECT t.id, t."ticketNo", t."ownerId", t.status, t."qrVersion", t."validatedAt", t."validatedEntrance",
           t."eventId", t."ticketTypeId", t."seatId"
    FROM "Ticket" t
    WHERE t.id = ${id}
    FOR UPDATE`;
  return t ?? null;
}

/** An earlier offline scan arrived after a later one was recorded: the ticket and its history take its time. */
export async function moveTicketValidationEarlier(tx: Tx, ticketId: string, at: Date, entrance: string | null): Promise<void> {
  await tx.ticket.update({ where: { id: ticketId }, data: { validatedAt: at, validatedEntrance: entrance } });
  await tx.ticketHistory.updateMany({ where: { ticketId, kind: "VALIDATED" }, data: { at, entrance } });
}

/**
 * Validates a locked ticket at the gate (a conditional UPDATE on the status and version read under the
 * lock), with its history row. The caller has checked the transition.
 */
export async function validateLockedTicket(tx: Tx, t: { id: string; ownerId: string; status: TicketStatus }, qrVersion: number, at: Date, entrance: string | null): Promise<void> {
  const { count } = await tx.ticket.updateMany({
    where: { id: t.id, status: t.status, qrVersion },
    data: { status: "VALIDATED", validatedAt: at, validatedEntrance: entrance },
  });
  if (count !== 1) throw new Error("ticket changed under its row lock");
  await tx.ticketHistory.create({ data: { ticketId: t.id, kind: "VALIDATED", toUserId: t.ownerId, entrance, at } });
}

/** Tickets of these events whose old codes are dead or that cannot enter any more. */
export function ticketsWithDeadCodes(deps: Deps, eventIds: string[]) {
  return deps.db.ticket.findMany({
    where: { eventId: { in: eventIds }, OR: [{ qrVersion: { gt: 1 } }, { status: { notIn: [...enterableStatuses] } }] },
    select: { id: true, qrVersion: true, status: true, validatedAt: true, validatedEntrance: true },
  });
}

/** The fan's tickets that can still enter, of events that are not over, with their type's entrance. */
export async function enterableTicketsOf(deps: Deps, userId: string, now: Date): Promise<{ eventId: string; ticketType: { entrance: string | null } }[]> {
  const tickets = await deps.db.ticket.findMany({
    where: { ownerId: userId, status: { in: [...enterableStatuses] } },
    select: { eventId: true, ticketTypeId: true },
  });
  const events = await eventTimesOf(deps.db, [...new Set(tickets.map((t) => t.eventId))]);
  const running = new Set(events.filter((e) => !eventOver(e, now)).map((e) => e.id));
  const live = tickets.filter((t) => running.has(t.eventId));
  const entrances = await ticketTypeEntrances(deps.db, [...new Set(live.map((t) => t.ticketTypeId))]);
  return live.map((t) => ({ eventId: t.eventId, ticketType: { entrance: entrances.get(t.ticketTypeId) ?? null } }));
}

/** Who holds the ticket; null when there is none. */
export async function ticketOwnerId(deps: Deps, ticketId: string): Promise<string | null> {
  return (await deps.db.ticket.findUnique({ where: { id: ticketId }, select: { ownerId: true } }))?.ownerId ?? null;
}

// ───── check-in lists and manual check-in (the entry module's console) ─────

const checkInSelect = { id: true, ticketNo: true, status: true, ownerId: true, eventId: true, validatedAt: true, validatedEntrance: true, ticketType: { select: { name: true } }, seat: { select: { area: true, row: true, number: true } } } as const;

/** Tickets of one event whose number starts with `ticketNo` or that `ownerIds` hold, for a manual check-in (at most `limit`). */
export function checkInCandidates(deps: Deps, eventId: string, by: { ticketNo: string | null; ownerIds: string[] }, limit: number) {
  const or = [...(by.ticketNo ? [{ ticketNo: { startsWith: by.ticketNo, mode: "insensitive" as const } }] : []), ...(by.ownerIds.length ? [{ ownerId: { in: by.ownerIds } }] : [])];
  if (!or.length) return Promise.resolve([]);
  return deps.db.ticket.findMany({ where: { eventId, status: { not: "REVOKED" }, OR: or }, orderBy: { ticketNo: "asc" }, take: limit, select: checkInSelect });
}

/** What a check-in list shows of tickets, by id. */
export async function checkInTickets(deps: Deps, ids: string[]) {
  if (!ids.length) return new Map<string, Awaited<ReturnType<typeof checkInCandidates>>[number]>();
  const rows = await deps.db.ticket.findMany({ where: { id: { in: ids } }, select: checkInSelect });
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many tickets of an event can come in or have come in (paid, ready or admitted). */
export function countEventAdmissible(deps: Deps, eventId: string): Promise<number> {
  return deps.db.ticket.count({ where: { eventId, status: { in: [...enterableStatuses, "VALIDATED"] } } });
}

/**
 * Undoes a gate admission made by mistake (staff's correction, audited by the caller): a VALIDATED ticket
 * goes back to PAID, its VALIDATED history row goes, so the fan sees a ticket that can enter again. Not a
 * transition of the status machine (VALIDATED stays final for every other path). False when the ticket
 * was not VALIDATED under its row lock.
 */
export async function undoTicketValidation(tx: Tx, t: { id: string }): Promise<boolean> {
  const { count } = await tx.ticket.updateMany({ where: { id: t.id, status: "VALIDATED" }, data: { status: "PAID", validatedAt: null, validatedEntrance: null } });
  if (count !== 1) return false;
  await tx.ticketHistory.deleteMany({ where: { ticketId: t.id, kind: "VALIDATED" } });
  return true;
}

/** Who holds tickets of an event (distinct account ids). */
export async function ownerIdsOfEvent(deps: Deps, eventId: string): Promise<string[]> {
  const rows = await deps.db.ticket.findMany({ where: { eventId, status: { not: "REVOKED" } }, distinct: ["ownerId"], select: { ownerId: true } });
  return rows.map((r) => r.ownerId);
}
