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

/** A seat's place on the map, as the pick layout holds it; its status and offer are read by its index. */
interface Slot {
  id: string;
  row: string;
  number: number;
  /** Its index in the layout's seats, and in its ticket type's state and offer arrays. */
  index: number;
}

/** A seat's state as the pick rules read it: held, sold or gone; free; free but kept for fans who declared the need (an accessible seat). */
const TAKEN = 0;
const FREE = 1;
const KEPT = 2;

/**
 * A ticket type's seats on one board as the pick rules read them: the layout (rows, their centres and runs,
 * which depend only on where the seats are, kept until the board's map changes: layoutVersion), each seat's
 * state copied from the board when its statuses change (statusVersion), and the offers. The rules ask
 * whether a seat is free, and whether it is on offer, for every seat they pass (a refused pick in a hot race
 * passes the whole area when every block near it is on offer): an array read by index instead of a look-up
 * of the seat's id in the board and in the offers (a tenth of the server's CPU in a seat race: npm run bench
 * -- onsale --seats --cpu-prof).
 */
interface TypeBoard {
  layout: PickLayout<Slot>;
  /** Seat id → index. */
  indexOf: Map<string, number>;
  /** TAKEN, FREE or KEPT per seat, as the board's read numbered stateVersion had them. */
  state: Uint8Array;
  stateVersion: number;
  /** Until when (Date.now() ms) each seat is on offer (0: never offered), and to which fan (a user id). */
  offerUntil: Float64Array;
  offerTo: (string | undefined)[];
}

const typeBoards = new WeakMap<SeatBoard, { version: number; byType: Map<string, TypeBoard> }>();

function typeBoardOf(board: SeatBoard, ticketTypeId: string): TypeBoard {
  let cache = typeBoards.get(board);
  if (!cache || cache.version !== board.layoutVersion) typeBoards.set(board, (cache = { version: board.layoutVersion, byType: new Map() }));
  let tb = cache.byType.get(ticketTypeId);
  if (!tb) {
    const slots: Slot[] = [];
    for (const s of board.seats.values()) if (s.ticketTypeId === ticketTypeId) slots.push({ id: s.id, row: s.row, number: s.number, index: slots.length });
    tb = {
      layout: pickLayout(slots),
      indexOf: new Map(slots.map((s) => [s.id, s.index])),
      state: new Uint8Array(slots.length),
      stateVersion: -1,
      offerUntil: new Float64Array(slots.length),
      offerTo: new Array<string | undefined>(slots.length),
    };
    cache.byType.set(ticketTypeId, tb);
  }
  if (tb.stateVersion !== board.statusVersion) {
    for (const slot of tb.layout.seats) {
      const s = board.seats.get(slot.id);
      tb.state[slot.index] = !s || s.status !== "AVAILABLE" ? TAKEN : s.access === null ? FREE : KEPT;
    }
    tb.stateVersion = board.statusVersion;
  }
  return tb;
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

/**
 * Whether a seat is not on offer to another fan than `userId` (so is preferred for that fan's next offer):
 * a fan asking again is offered what they were offered before, not sent elsewhere by their own offer.
 */
function notOfferedToOthers(tb: TypeBoard, userId: string): (slot: Slot) => boolean {
  const now = Date.now();
  return (slot) => tb.offerUntil[slot.index]! <= now || tb.offerTo[slot.index] === userId;
}

/** Remembers seats just offered to a fan, for OFFER_MS. */
function offered(tb: TypeBoard, seats: Iterable<Slot>, userId: string): void {
  const until = Date.now() + OFFER_MS;
  for (const s of seats) {
    tb.offerUntil[s.index] = until;
    tb.offerTo[s.index] = userId;
  }
}

/** Whether a seat may be taken now, as `state` has it: FREE, or KEPT when accessible seats are open to this fan (`open`). */
function freeIn(state: Uint8Array, open: boolean): (slot: Slot) => boolean {
  return open ? (slot) => state[slot.index] !== TAKEN : (slot) => state[slot.index] === FREE;
}

/**
 * The best available block of a ticket type's seats on the board (their ids), or null when too few are
 * free. `forUser`: the block is about to be held for this fan, so it is remembered as offered to them, and a
 * block on offer to another fan within OFFER_MS is taken only when no other is as good (a preview offers nothing).
 */
export function bestAvailableOnBoard(board: SeatBoard, ticketTypeId: string, quantity: number, open: boolean, forUser?: string): string[] | null {
  const tb = typeBoardOf(board, ticketTypeId);
  const block = bestAvailableIn(tb.layout, quantity, freeIn(tb.state, open), forUser ? notOfferedToOthers(tb, forUser) : undefined);
  if (block && forUser) offered(tb, block, forUser);
  return block?.map((s) => s.id) ?? null;
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
  const alternatives: string[] = [];
  for (const l of lines) {
    if (!l.seatIds?.length) continue;
    const tb = typeBoardOf(board, l.ticketTypeId);
    // The taken seats are never offered back, whatever the board last read, nor seats already offered for another line.
    const state = tb.state.slice();
    for (const id of [...opts.taken, ...alternatives]) {
      const i = tb.indexOf.get(id);
      if (i !== undefined) state[i] = TAKEN;
    }
    const picked = l.seatIds.map((id) => board.seats.get(id)).filter((s): s is BoardSeat => !!s);
    // Seats offered to another fan within OFFER_MS only when nothing as good is left.
    const found = nearestAlternativesIn(tb.layout, picked, freeIn(state, open), notOfferedToOthers(tb, opts.userId));
    offered(tb, found, opts.userId);
    alternatives.push(...found.map((s) => s.id));
  }
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
