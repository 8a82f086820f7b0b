// Tickets: the fan's tickets and their history. Owns Ticket and TicketHistory reads here; status changes
// go through ticket-status.ts.
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { transferableStatuses } from "./ticket-status.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { eventOver, eventTimesOf, findEventById } from "../events/index.ts";
import { getUser } from "../users/index.ts";

export type TicketListTab = "UPCOMING" | "ENDED" | "OTHERS";

/**
 * The three tabs of My Tickets. Upcoming: usable tickets of events that have not ended. Ended: tickets
 * of events that are over (used or not). Others: revoked tickets and tickets already validated at the gate
 * of an event still running (they cannot be used again), and tickets the fan transferred to someone else
 * (the sender keeps a record of them; the recipient owns them). `overEventIds`: which of the events of the
 * fan's tickets are over now (the events module's `eventOver`).
 */
export function myTicketsWhere(userId: string, tab: TicketListTab, overEventIds: string[]): Prisma.TicketWhereInput {
  const ended = { in: overEventIds };
  const notEnded = { notIn: overEventIds };
  if (tab === "ENDED") return { ownerId: userId, status: { not: "REVOKED" }, eventId: ended };
  // A handed-back ticket (LISTED) stays under Upcoming until sold: its owner withdraws it there.
  if (tab === "UPCOMING") return { ownerId: userId, status: { in: ["PAID", "READY", "LISTED"] }, eventId: notEnded };
  return {
    OR: [
      { ownerId: userId, OR: [{ status: "REVOKED" }, { status: { in: ["VALIDATED", "REDEEMED"] }, eventId: notEnded }] },
      { ownerId: { not: userId }, history: { some: { kind: "TRANSFERRED", fromUserId: userId } } },
    ],
  };
}

type MyTicketsQuery = { include?: Prisma.TicketInclude; select?: Prisma.TicketSelect; take?: number; skip?: number; cursor?: Prisma.TicketWhereUniqueInput };

/** A tab of My Tickets now: its filter, and the times of the events of the fan's tickets (read once). */
async function myTicketsWhereNow(deps: Deps, userId: string, tab: TicketListTab) {
  const now = deps.now();
  const owned = await deps.db.ticket.findMany({ where: { ownerId: userId }, select: { eventId: true }, distinct: ["eventId"] });
  const times = new Map((await eventTimesOf(deps.db, owned.map((t) => t.eventId))).map((e) => [e.id, e]));
  return { where: myTicketsWhere(userId, tab, [...times.values()].filter((e) => eventOver(e, now)).map((e) => e.id)), times };
}

/** Whether the tab `tab` of the fan's tickets lists the ticket `id` now (a cursor of myTickets must name one of its rows). */
export async function myTicketListed(deps: Deps, id: string, userId: string, tab: TicketListTab): Promise<boolean> {
  const { where } = await myTicketsWhereNow(deps, userId, tab);
  return (await deps.db.ticket.findFirst({ where: { AND: [{ id }, where] }, select: { id: true } })) !== null;
}

/**
 * One page of a tab of My Tickets (Pothos' connection query: take, skip, cursor), by the event's start
 * (latest first on the Ended tab), then the ticket number. The events' times come from the events module
 * in one read, so the order and the paging (Prisma's cursor rules) are applied here over the fan's ticket ids.
 */
export async function listMyTickets(deps: Deps, query: MyTicketsQuery, userId: string, tab: TicketListTab) {
  const { take, skip = 0, cursor, ...shape } = query;
  const { where, times } = await myTicketsWhereNow(deps, userId, tab);
  const idRows = (w: Prisma.TicketWhereInput) => deps.db.ticket.findMany({ where: w, select: { id: true, eventId: true }, orderBy: { ticketNo: "asc" } });
  let rows = await idRows(where);
  const members = new Set(rows.map((r) => r.id));
  const cursorId = cursor?.id;
  if (cursorId && !members.has(cursorId)) {
    // The cursor's row was in the tab when the cursor guard looked (myTicketListed) and has left it since:
    // paged from its place in the order, as Prisma pages; gone altogether, no rows.
    rows = await idRows({ OR: [where, { id: cursorId }] });
    if (!rows.some((r) => r.id === cursorId)) return [];
  }
  const missing = [...new Set(rows.map((r) => r.eventId).filter((id) => !times.has(id)))];
  for (const e of await eventTimesOf(deps.db, missing)) times.set(e.id, e);
  const startOf = (eventId: string) => times.get(eventId)?.startsAt.getTime() ?? 0;
  const direction = tab === "ENDED" ? -1 : 1;
  rows.sort((a, b) => direction * (startOf(a.eventId) - startOf(b.eventId))); // stable: ticket numbers stay in order
  let ordered = rows.map((r) => r.id);
  if (cursorId) {
    const at = ordered.indexOf(cursorId);
    ordered = take !== undefined && take < 0 ? ordered.slice(0, at + 1) : ordered.slice(at);
    ordered = ordered.filter((id) => members.has(id));
  }
  let page: string[];
  if (take === undefined) page = ordered.slice(skip);
  else if (take < 0) page = ordered.slice(Math.max(0, ordered.length - skip + take), Math.max(0, ordered.length - skip));
  else page = ordered.slice(skip, skip + take);
  if (page.length === 0) return [];
  const tickets = await deps.db.ticket.findMany({ ...shape, where: { id: { in: page } } });
  const position = new Map(page.map((id, i) => [id, i]));
  return tickets.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** One of the viewer's own tickets (null for anyone else's: ticket ids are not secrets). */
export function findMyTicket(deps: Deps, query: { include?: Prisma.TicketInclude; select?: Prisma.TicketSelect }, userId: string, id: string) {
  return deps.db.ticket.findFirst({ ...query, where: { id, ownerId: userId } });
}

/**
 * For merch sold to ticket holders ("checks the ticket number"): whether a ticket number is a live
 * (not revoked) ticket of that event. Case and surrounding spaces do not matter.
 */
export async function isValidTicketNo(deps: Deps, ticketNo: string, eventId: string): Promise<boolean> {
  const t = await deps.db.ticket.findUnique({ where: { ticketNo: ticketNo.trim().toUpperCase() }, select: { eventId: true, status: true } });
  return !!t && t.eventId === eventId && t.status !== "REVOKED";
}

/** Of ids, the tickets the viewer owns now (nobody else, earlier owners included): the Node rule of Ticket. */
export async function ownTicketIds(deps: Deps, viewerId: string | null, ids: string[]): Promise<string[]> {
  if (!viewerId) return [];
  const rows = await deps.db.ticket.findMany({ where: { id: { in: ids }, ownerId: viewerId }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** One ticket by id, whoever owns it (a giveaway voucher's free ticket: the caller has checked it is the viewer's). */
export function findTicketById(deps: Deps, id: string) {
  return deps.db.ticket.findUnique({ where: { id } });
}

/** A ticket's status as the live status subscription sends it. */
export function ticketStatusView(deps: Deps, id: string) {
  return deps.db.ticket.findUniqueOrThrow({ where: { id }, select: { id: true, status: true, validatedAt: true, validatedEntrance: true } });
}

/** True when `ticketNo` is a ticket of `eventId` owned by `userId` that is not revoked (merch sold to ticket holders). */
export async function holdsTicketForEvent(tx: Db | Tx, userId: string, eventId: string, ticketNo: string): Promise<boolean> {
  const ticket = await tx.ticket.findFirst({ where: { ticketNo, eventId, ownerId: userId, status: { not: "REVOKED" } }, select: { id: true } });
  return ticket !== null;
}

/** The event of a live (not revoked) ticket the fan holds by this number; null when they hold none. */
export async function eventOfHeldTicket(tx: Db | Tx, userId: string, ticketNo: string): Promise<string | null> {
  const ticket = await tx.ticket.findFirst({ where: { ticketNo, ownerId: userId, status: { not: "REVOKED" } }, select: { eventId: true } });
  return ticket?.eventId ?? null;
}

/** The numbers of the live (not revoked) tickets a fan holds for an event, oldest first. */
export async function heldTicketNosForEvent(db: Db | Tx, userId: string, eventId: string): Promise<string[]> {
  const tickets = await db.ticket.findMany({ where: { ownerId: userId, eventId, status: { not: "REVOKED" } }, select: { ticketNo: true }, orderBy: { createdAt: "asc" }, take: 50 });
  return tickets.map((t) => t.ticketNo);
}

/** Tickets a fan holds for an event, revoked ones aside (the per-account limit of a transfer's recipient). */
export function countHeldTickets(tx: Db | Tx, userId: string, eventId: string): Promise<number> {
  return tx.ticket.count({ where: { ownerId: userId, eventId, status: { not: "REVOKED" } } });
}

/** One of the fan's own tickets with its event and owner, for a transfer; null for anyone else's. */
export async function findOwnTicketWithEvent(deps: Deps, userId: string, ticketId: string) {
  const ticket = await deps.db.ticket.findFirst({ where: { id: ticketId, ownerId: userId } });
  if (!ticket) return null;
  const [event, owner] = await Promise.all([findEventById(deps, {}, ticket.eventId), getUser(deps, ticket.ownerId)]);
  return { ...ticket, event, owner };
}

/**
 * Moves a ticket to a new owner if it is still as it was read (owner, QR version, a transferable status, no
 * lock running): its QR code dies (qrVersion + 1), the lock period starts, the sender's identity binding is
 * cleared and the history records the transfer. False when another change got there first.
 */
export async function moveTicket(
  tx: Tx,
  args: { ticketId: string; fromUserId: string; toUserId: string; qrVersion: number; lockedUntil: Date; now: Date },
): Promise<boolean> {
  const { count } = await tx.ticket.updateMany({
    where: {
      id: args.ticketId,
      ownerId: args.fromUserId,
      qrVersion: args.qrVersion,
      status: { in: [...transferableStatuses] },
      OR: [{ transferLockedUntil: null }, { transferLockedUntil: { lte: args.now } }],
    },
    data: { ownerId: args.toUserId, qrVersion: { increment: 1 }, transferLockedUntil: args.lockedUntil, identityId: null, identityHash: null },
  });
  if (count !== 1) return false;
  await tx.ticketHistory.create({ data: { ticketId: args.ticketId, kind: "TRANSFERRED", fromUserId: args.fromUserId, toUserId: args.toUserId, at: args.now } });
  return true;
}
