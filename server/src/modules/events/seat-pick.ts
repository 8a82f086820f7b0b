// Which seats a secure holds (issue 33): the seats a fan picked on the map, checked against their area; or,
// for a seated line without seats or a row, the best available block as this instance's board last saw it
// (the secure's one statement then holds exactly those, or refuses, and the pick is made again from a
// fresher read). Reads nothing from the database on the way: the board is in memory.
import { ValidationError } from "../../errors.ts";
import type { Deps } from "../../deps.ts";
import type { EventForSale } from "./sale-cache.ts";
import { seatBoard, type BoardSeat, type SeatBoard } from "./seat-board.ts";
import { bestAvailableIn, nearestAlternativesIn, pickLayout, type PickLayout } from "./seatmap.rules.ts";

export interface SeatLine {
  ticketTypeId: string;
  quantity: number;
  row?: string | null;
  seatIds?: string[] | null;
}

/** A seat's place on the map, as the pick layout holds it (its status is read from the board as the rules go). */
interface Slot {
  id: string;
  row: string;
  number: number;
}

/**
 * Each board's pick layouts by ticket type, kept until the board's map changes (layoutVersion): rows, their
 * centres and runs depend only on where the seats are. A pick then reads each seat's status from the board as
 * it goes, instead of copying every seat of the area and grouping them again for each pick (the largest
 * share of the server's CPU in a seat race: npm run bench -- onsale --seats --cpu-prof).
 */
const layouts = new WeakMap<SeatBoard, { version: number; byType: Map<string, PickLayout<Slot>> }>();

function layoutOf(board: SeatBoard, ticketTypeId: string): PickLayout<Slot> {
  let cache = layouts.get(board);
  if (!cache || cache.version !== board.layoutVersion) layouts.set(board, (cache = { version: board.layoutVersion, byType: new Map() }));
  let layout = cache.byType.get(ticketTypeId);
  if (!layout) {
    const slots: Slot[] = [];
    for (const s of board.seats.values()) if (s.ticketTypeId === ticketTypeId) slots.push({ id: s.id, row: s.row, number: s.number });
    cache.byType.set(ticketTypeId, (layout = pickLayout(slots)));
  }
  return layout;
}

/**
 * How long seats offered to one fan are offered to others only when nothing as good is left: the nearest
 * free seats a fan whose pick was taken is offered, the best available block a secure is about to hold.
 * Long enough for a person to read an offer and take it, and for their secure to wait its turn in an
 * on-sale's line (p50 2.5 s at 2,000 fans); once taken, the board shows the seats held. Without it every fan
 * who lost the same seats was offered the same nearest ones and most lost them again (npm run bench -- onsale
 * --seats: 2,000 fans 3.9 secures a fan, 3.5 with it; 10,000 fans 4.0 and 3.4, the race 84 s and 68 s).
 * Preferring unoffered seats only within a few rows (a penalty of 2 or 5 rows' distance) left 3.8–3.9: in a
 * hot race every block near the pick is on offer. Only which seats are offered changes: whether a seat can
 * be held is the statement's, as before. Per instance, in memory.
 */
export const OFFER_MS = 10_000;

/** Per board, the seats offered lately: to whom (a user id) and until when (Date.now() ms). */
const offers = new WeakMap<SeatBoard, { seats: Map<string, { to: string; until: number }>; sweptAt: number }>();

/**
 * Whether a seat is not on offer to another fan than `userId` (so is preferred for that fan's next offer):
 * a fan asking again is offered what they were offered before, not sent elsewhere by their own offer.
 */
function notOfferedToOthers(board: SeatBoard, userId: string): (slot: Slot) => boolean {
  const o = offers.get(board);
  if (!o?.seats.size) return () => true;
  const now = Date.now();
  return (slot) => {
    const offer = o.seats.get(slot.id);
    return !offer || offer.until <= now || offer.to === userId;
  };
}

/** Remembers seats just offered to a fan, for OFFER_MS. */
function offered(board: SeatBoard, ids: Iterable<string>, userId: string): void {
  const now = Date.now();
  let o = offers.get(board);
  if (!o) offers.set(board, (o = { seats: new Map(), sweptAt: now }));
  if (now - o.sweptAt > OFFER_MS) {
    for (const [id, offer] of o.seats) if (offer.until <= now) o.seats.delete(id);
    o.sweptAt = now;
  }
  for (const id of ids) o.seats.set(id, { to: userId, until: now + OFFER_MS });
}

/** Whether a seat may be taken now, as the board last read it: AVAILABLE, and not an accessible seat kept from this fan (`open`). */
function freeOn(board: SeatBoard, open: boolean, excluded?: ReadonlySet<string>): (slot: Slot) => boolean {
  return (slot) => {
    const s = board.seats.get(slot.id);
    return !!s && s.status === "AVAILABLE" && (s.access === null || open) && !excluded?.has(slot.id);
  };
}

/**
 * The best available block of a ticket type's seats on the board (their ids), or null when too few are
 * free. `forUser`: the block is about to be held for this fan, so it is remembered as offered to them, and a
 * block on offer to another fan within OFFER_MS is taken only when no other is as good (a preview offers nothing).
 */
export function bestAvailableOnBoard(board: SeatBoard, ticketTypeId: string, quantity: number, open: boolean, forUser?: string): string[] | null {
  const block = bestAvailableIn(layoutOf(board, ticketTypeId), quantity, freeOn(board, open), forUser ? notOfferedToOthers(board, forUser) : undefined)?.map((s) => s.id) ?? null;
  if (block && forUser) offered(board, block, forUser);
  return block;
}

/** Whether accessible seats are open to this fan now. */
export const accessibleOpen = (event: Pick<EventForSale, "accessibleReleaseAt">, access: boolean, now: Date) => access || now >= event.accessibleReleaseAt;

/**
 * The lines as the secure holds them: picked seats checked (as many as the quantity, each of the line's
 * ticket type, the area open to picking), and each seated line without seats or a row given the best
 * available block (`auto`: the caller picks again if it was taken meanwhile). `maxAgeMs`: how old the
 * board's read may be.
 */
export async function placeSeats(
  deps: Deps,
  event: EventForSale,
  lines: readonly SeatLine[],
  opts: { access: boolean; userId: string; maxAgeMs?: number },
): Promise<{ lines: SeatLine[]; auto: boolean }> {
  const seated = new Set(event.seatedTicketTypeIds);
  const bestOnly = new Set(event.bestAvailableTicketTypeIds);
  const picked = lines.some((l) => l.seatIds?.length);
  const wantsBest = lines.some((l) => seated.has(l.ticketTypeId) && !l.row && !l.seatIds?.length);
  if (!picked && !wantsBest) return { lines: [...lines], auto: false };
  const board = await seatBoard(deps, event.id).current(opts.maxAgeMs);
  const open = accessibleOpen(event, opts.access, deps.now());
  const all = lines.flatMap((l) => l.seatIds ?? []);
  if (new Set(all).size !== all.length) throw new ValidationError("validation.seatPickCount", "lines");
  let auto = false;
  const out = lines.map((l, i): SeatLine => {
    if (l.seatIds?.length) {
      const ids = [...new Set(l.seatIds)];
      if (l.row || ids.length !== l.seatIds.length || ids.length !== l.quantity) throw new ValidationError("validation.seatPickCount", `lines.${i}.seatIds`);
      if (bestOnly.has(l.ticketTypeId)) throw new ValidationError("validation.seatPickNotAllowed", `lines.${i}.seatIds`);
      if (ids.some((id) => board.seats.get(id)?.ticketTypeId !== l.ticketTypeId)) throw new ValidationError("validation.seatPickUnknown", `lines.${i}.seatIds`);
      return { ...l, seatIds: ids };
    }
    if (!seated.has(l.ticketTypeId) || l.row) return l;
    const best = bestAvailableOnBoard(board, l.ticketTypeId, l.quantity, open, opts.userId);
    if (!best) return l; // too few free as far as the board knows: the statement decides
    auto = true;
    return { ...l, seatIds: best };
  });
  return { lines: out, auto };
}

/**
 * For picked seats that were taken: the nearest free seats instead, per line, as many as were picked there.
 * `taken`: the seats the statement found taken, never offered back whatever the board last read. The board
 * is read no longer ago than POLL_MS (one read in flight serves every refusal of a hot race, instead of a
 * read of the database per refusal).
 */
export async function alternativesTo(deps: Deps, event: EventForSale, lines: readonly SeatLine[], opts: { access: boolean; taken: readonly string[]; userId: string }): Promise<string[]> {
  const board = await seatBoard(deps, event.id).current();
  const open = accessibleOpen(event, opts.access, deps.now());
  const chosen = new Set<string>(opts.taken);
  // Seats offered to another fan within OFFER_MS only when nothing as good is left.
  const fresh = notOfferedToOthers(board, opts.userId);
  for (const l of lines) {
    if (!l.seatIds?.length) continue;
    const picked = l.seatIds.map((id) => board.seats.get(id)).filter((s): s is BoardSeat => !!s);
    // Seats already offered for another line are not offered twice.
    for (const s of nearestAlternativesIn(layoutOf(board, l.ticketTypeId), picked, freeOn(board, open, chosen), fresh)) chosen.add(s.id);
  }
  const alternatives = [...chosen].filter((id) => !opts.taken.includes(id));
  offered(board, alternatives, opts.userId);
  return alternatives;
}

/**
 * Which of the picked seats (their ids) are wheelchair spaces or companion seats still kept for fans who
 * declared the need, as this instance's board knows them (in memory: no query). The secure asks for the
 * fan's need only when there are some, so an ordinary secure never reads it; the statement checks the seats
 * again and counts them with the fan's live orders under the fan's lock.
 */
export async function keptSeatsPicked(deps: Deps, event: EventForSale, lines: readonly SeatLine[]): Promise<string[]> {
  if (deps.now() >= event.accessibleReleaseAt || !lines.some((l) => l.seatIds?.length)) return [];
  const board = await seatBoard(deps, event.id).current();
  return lines.flatMap((l) => l.seatIds ?? []).filter((id) => board.seats.get(id)?.access);
}

/**
 * Which picked seats (their ids) this instance's board, read no longer ago than POLL_MS, shows held or sold.
 * A seat leaves HELD or SOLD by a release (a cancel, a lapse, a failed payment, a refund): the instance that
 * committed it has its board read again before it answers from it (wiring.ts, events.seatsChangedHere;
 * a read in flight from before does not serve), and every other instance reads it within POLL_MS, as its
 * live map shows it. The secure refuses such a pick from memory, as the statement would, instead of taking
 * the fan's lock and the area's stock to find the same (most answers of a hot seat race: npm run bench --
 * onsale --seats).
 */
export async function pickedSeatsTakenOnBoard(deps: Deps, event: EventForSale, lines: readonly SeatLine[]): Promise<string[]> {
  if (!lines.some((l) => l.seatIds?.length)) return [];
  const board = await seatBoard(deps, event.id).current();
  return lines.flatMap((l) => l.seatIds ?? []).filter((id) => {
    const status = board.seats.get(id)?.status;
    return status !== undefined && status !== "AVAILABLE";
  });
}
