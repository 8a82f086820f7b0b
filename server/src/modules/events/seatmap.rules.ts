// Seat maps: areas, rows and numbered seats of an event's ticket types, given as a structure or imported
// from CSV (area,row,seat[,ticketType[,access]]), with the wheelchair spaces and companion seats kept for
// fans who declared the need (issue 33). Pure: parsing and validation, every problem reported with where
// it is, so that an import is all-or-nothing and its author can fix the whole file at once.

export interface SeatMapSeat {
  area: string;
  row: string;
  number: number;
  /** The ticket type, by its area code, when it differs from the seat's area. */
  ticketType: string | null;
  /** A wheelchair space or a companion seat beside one (issue 33); null or absent: an ordinary seat. */
  access?: SeatAccessMark | null;
  /** Where the seat came from, for messages ("line 4", "areas[0].rows[2]"). */
  where: string;
}

export interface SeatMapIssue {
  field: string;
  /** A message key of the "validation" namespace (translated in the caller's language) and its values. */
  message: string;
  params?: Record<string, string | number>;
}

export type SeatAccessMark = "WHEELCHAIR" | "COMPANION";

export const seatMapLimits = { maxSeats: 50_000, maxIssues: 20 };

/**
 * How far a companion seat may be from the wheelchair space it goes with (in seat numbers, same row, no
 * aisle between), and how many companion seats one wheelchair space may have: the US rules' "up to three".
 */
export const companionRules = { maxDistance: 3, maxPerWheelchair: 3 };

/** The CSV's access cell: W (a wheelchair space), C (a companion seat) or empty. */
const ACCESS_CELL: Record<string, SeatAccessMark | null> = { "": null, W: "WHEELCHAIR", C: "COMPANION" };

const AREA = /^[A-Z0-9]{1,8}$/;
const ROW = /^[A-Z0-9]{1,4}$/;

/** Splits one CSV line (RFC 4180 quotes) into cells. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else {
      cur += c;
    }
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

const tooMany = (): SeatMapIssue => ({ field: "seats", message: "validation.seatMapTooMany", params: { max: seatMapLimits.maxSeats } });

/**
 * Parses a seat-map CSV: a header line `area,row,seat[,ticketType[,access]]` (in that order), then one seat a
 * line; access is W (wheelchair spaces), C (companion seats) or empty.
 * A seat cell may be a range `1-20`. Returns the seats and every problem found. A range is counted before
 * it is expanded: past maxSeats parsing stops with that one problem (a line of 12 bytes, `A,1,1-9999`,
 * once became 9,999 seats, and 8,000 such lines ran the server out of memory).
 */
export function parseSeatMapCsv(csv: string): { seats: SeatMapSeat[]; issues: SeatMapIssue[] } {
  const issues: SeatMapIssue[] = [];
  const seats: SeatMapSeat[] = [];
  let count = 0;
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = cells(lines[0] ?? "").map((h) => h.toLowerCase());
  if (header[0] !== "area" || header[1] !== "row" || header[2] !== "seat" || (header.length > 3 && header[3] !== "tickettype") || (header.length > 4 && header[4] !== "access") || header.length > 5) {
    return { seats, issues: [{ field: "line 1", message: "validation.seatMapHeader" }] };
  }
  for (let i = 1; i < lines.length && issues.length < seatMapLimits.maxIssues; i++) {
    if (!lines[i].trim()) continue;
    const where = `line ${i + 1}`;
    const [area = "", row = "", seat = "", ticketType = "", accessCell = "", ...extra] = cells(lines[i]);
    if (extra.length || (accessCell && header.length < 5)) {
      issues.push({ field: where, message: "validation.seatMapCells" });
      continue;
    }
    const access = ACCESS_CELL[accessCell.toUpperCase()];
    if (access === undefined) {
      issues.push({ field: where, message: "validation.seatMapAccess", params: { access: accessCell } });
      continue;
    }
    const range = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(seat);
    if (!range) {
      issues.push({ field: where, message: "validation.seatMapSeat", params: { seat } });
      continue;
    }
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : from;
    if (to < from) {
      issues.push({ field: where, message: "validation.seatMapBackwards", params: { seat } });
      continue;
    }
    count += to - from + 1;
    if (count > seatMapLimits.maxSeats) return { seats: [], issues: [tooMany()] };
    if (issues.length) continue; // already refused: count the rest, keep nothing
    for (let n = from; n <= to; n++) seats.push({ area: area.toUpperCase(), row: row.toUpperCase(), number: n, ticketType: ticketType ? ticketType.toUpperCase() : null, access, where });
  }
  return { seats, issues };
}

/** A row of the API's SeatMapInput: its seats, and which of them are wheelchair spaces and companion seats. */
export interface SeatMapRowGiven {
  row: string;
  seats: readonly number[];
  wheelchair?: readonly number[] | null;
  companions?: readonly number[] | null;
}

/**
 * A seat map given as areas and rows (the API's SeatMapInput), as seats: counted first, refused past
 * maxSeats. A wheelchair space or companion seat must be one of its row's seats, and not both.
 */
export function seatsOfAreas(areas: readonly { area: string; ticketTypeArea?: string | null; rows: readonly SeatMapRowGiven[] }[]): { seats: SeatMapSeat[]; issues: SeatMapIssue[] } {
  let count = 0;
  for (const a of areas) for (const r of a.rows) count += r.seats.length + (r.wheelchair?.length ?? 0) + (r.companions?.length ?? 0);
  if (count > seatMapLimits.maxSeats) return { seats: [], issues: [tooMany()] };
  const issues: SeatMapIssue[] = [];
  const seats = areas.flatMap((a, i) =>
    a.rows.flatMap((r, j) => {
      const where = `areas[${i}].rows[${j}]`;
      const wheelchair = new Set(r.wheelchair ?? []);
      const companions = new Set(r.companions ?? []);
      const inRow = new Set(r.seats);
      for (const n of [...wheelchair, ...companions]) if (!inRow.has(n)) issues.push({ field: where, message: "validation.seatAccessNotInRow", params: { seat: n } });
      for (const n of wheelchair) if (companions.has(n)) issues.push({ field: where, message: "validation.seatAccessBoth", params: { seat: n } });
      return r.seats.map((number) => ({
        area: a.area.trim().toUpperCase(),
        row: r.row.trim().toUpperCase(),
        number,
        ticketType: a.ticketTypeArea?.trim().toUpperCase() || null,
        access: wheelchair.has(number) ? ("WHEELCHAIR" as const) : companions.has(number) ? ("COMPANION" as const) : null,
        where,
      }));
    }),
  );
  return { seats, issues: issues.slice(0, seatMapLimits.maxIssues) };
}

const seatName = (s: { area: string; row: string; number: number }) => `${s.area} ${s.row}-${s.number}`;

/**
 * The companion seats' rule (issue 33): each companion seat sits within companionRules.maxDistance seats of a
 * wheelchair space in its own row with no aisle between (every number between them is a seat of the row),
 * and no wheelchair space has more than companionRules.maxPerWheelchair companions. A companion that could
 * go with two spaces goes with either: the seats are matched left to right, each companion to the leftmost
 * space in reach with room left, which finds a matching whenever one exists (every reach is as wide).
 * Each problem names the companion seat and where it was given.
 */
export function companionSeatIssues(seats: readonly SeatMapSeat[]): SeatMapIssue[] {
  const issues: SeatMapIssue[] = [];
  const rows = new Map<string, SeatMapSeat[]>();
  for (const s of seats) {
    const key = `${s.area}/${s.row}`;
    const row = rows.get(key);
    if (row) row.push(s);
    else rows.set(key, [s]);
  }
  for (const row of rows.values()) {
    if (!row.some((s) => s.access === "COMPANION")) continue;
    const sorted = [...row].sort((a, b) => a.number - b.number);
    // The run (a block between aisles) each seat number is in.
    const run = new Map<number, number>();
    sorted.forEach((s, i) => run.set(s.number, i > 0 && s.number === sorted[i - 1]!.number + 1 ? run.get(sorted[i - 1]!.number)! : i));
    const spaces = sorted.filter((s) => s.access === "WHEELCHAIR").map((s) => ({ seat: s, companions: 0 }));
    for (const c of sorted.filter((s) => s.access === "COMPANION")) {
      const reach = spaces.filter((w) => run.get(w.seat.number) === run.get(c.number) && Math.abs(w.seat.number - c.number) <= companionRules.maxDistance);
      if (!reach.length) {
        issues.push({ field: c.where, message: "validation.companionAlone", params: { seat: seatName(c), max: companionRules.maxDistance } });
        continue;
      }
      const space = reach.find((w) => w.companions < companionRules.maxPerWheelchair);
      if (space) space.companions++;
      else issues.push({ field: c.where, message: "validation.companionTooMany", params: { seat: seatName(c), max: companionRules.maxPerWheelchair } });
    }
  }
  return issues;
}

/**
 * Checks seats against the event's ticket types (by area code): codes well formed, seat numbers 1–9999,
 * no seat twice, each seat's ticket type one of the event's, at most maxSeats; then the companion seats'
 * rule (companionSeatIssues).
 */
export function validateSeatMap(seats: SeatMapSeat[], ticketTypeAreas: readonly string[]): SeatMapIssue[] {
  const issues: SeatMapIssue[] = [];
  if (!seats.length) issues.push({ field: "seats", message: "validation.seatMapEmpty" });
  if (seats.length > seatMapLimits.maxSeats) issues.push({ field: "seats", message: "validation.seatMapTooMany", params: { max: seatMapLimits.maxSeats } });
  const seen = new Set<string>();
  for (const s of seats) {
    if (issues.length >= seatMapLimits.maxIssues) break;
    if (!AREA.test(s.area)) issues.push({ field: s.where, message: "validation.seatMapArea", params: { area: s.area } });
    else if (!ROW.test(s.row)) issues.push({ field: s.where, message: "validation.seatMapRow", params: { row: s.row } });
    else if (!Number.isInteger(s.number) || s.number < 1 || s.number > 9999) issues.push({ field: s.where, message: "validation.seatMapNumber", params: { seat: s.number } });
    else if (!ticketTypeAreas.includes(s.ticketType ?? s.area)) issues.push({ field: s.where, message: "validation.seatMapType", params: { area: s.ticketType ?? s.area } });
    else {
      const key = `${s.area}/${s.row}/${s.number}`;
      if (seen.has(key)) issues.push({ field: s.where, message: "validation.seatMapTwice", params: { seat: seatName(s) } });
      seen.add(key);
    }
  }
  if (issues.length < seatMapLimits.maxIssues) issues.push(...companionSeatIssues(seats).slice(0, seatMapLimits.maxIssues - issues.length));
  return issues;
}

// ── picking seats (issue 33) ──

/** A seat as the pick rules see it: where it is and whether it may be taken now. */
export interface PickSeat {
  id: string;
  row: string;
  number: number;
  /** Free to hold now, for this fan (AVAILABLE, and not an accessible seat kept from them). */
  free: boolean;
}

/** Rows in the order the venue numbers them: "2" before "10", "A" before "AA", numbers before letters. */
export function compareRows(a: string, b: string): number {
  const na = /^\d+$/.test(a);
  const nb = /^\d+$/.test(b);
  if (na && nb) return Number(a) - Number(b);
  if (na !== nb) return na ? -1 : 1;
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** When an event's unsold wheelchair spaces and companion seats return to general sale. */
export function accessibleRelease(event: { startsAt: Date; accessibleReleaseAt: Date | null }): Date {
  return event.accessibleReleaseAt ?? new Date(event.startsAt.getTime() - 48 * 3_600_000);
}

/** A row's seats by number, cut at its aisles (a gap in the numbers): the runs a party can sit in together. */
function runsOf<S extends Placed>(seats: readonly S[]): S[][] {
  const byNumber = [...seats].sort((a, b) => a.number - b.number);
  const runs: S[][] = [];
  for (const s of byNumber) {
    const run = runs.at(-1);
    if (run && s.number === run.at(-1)!.number + 1) run.push(s);
    else runs.push([s]);
  }
  return runs;
}

function rowsOf<S extends Placed>(seats: readonly S[]): [string, S[]][] {
  const rows = new Map<string, S[]>();
  for (const s of seats) {
    const row = rows.get(s.row);
    if (row) row.push(s);
    else rows.set(s.row, [s]);
  }
  return [...rows].sort(([a], [b]) => compareRows(a, b));
}

/** Where a seat is: its row and number. */
interface Placed {
  row: string;
  number: number;
}

/**
 * An area's seats arranged for the pick rules, which depends only on where the seats are, not on which are
 * free: rows front to back (their rank), each row's centre and its runs between aisles. Whether a seat is
 * free is asked as the rules go (`free`), so one layout serves every pick on a board whose seats change
 * status (seat-pick.ts keeps one per ticket type until the map itself changes).
 */
export interface PickLayout<S extends Placed> {
  /** The seats in the order they were given. */
  readonly seats: readonly S[];
  readonly rows: readonly { label: string; rank: number; centre: number; runs: readonly (readonly S[])[] }[];
  readonly rankOf: ReadonlyMap<string, number>;
}

export function pickLayout<S extends Placed>(seats: readonly S[]): PickLayout<S> {
  const rows = rowsOf(seats).map(([label, row], rank) => {
    let min = Infinity;
    let max = -Infinity;
    for (const s of row) {
      if (s.number < min) min = s.number;
      if (s.number > max) max = s.number;
    }
    return { label, rank, centre: (min + max) / 2, runs: runsOf(row) };
  });
  return { seats, rows, rankOf: new Map(rows.map((r) => [r.label, r.rank])) };
}

/** A block of free seats side by side as the rules weigh it: its row's rank, its centre and its row's, its first seat. */
interface BlockAt {
  rank: number;
  centre: number;
  rowCentre: number;
  first: number;
}

/**
 * The block of `quantity` free seats side by side in one row (never across an aisle) that `before` prefers,
 * the first met when several are equal (rows front to back, then runs and places by number): the block a
 * stable sort of every block by that preference puts first, found in one pass without listing the blocks.
 * `before(a, b)`: a is strictly preferred to b, and a block of a row nearer the front always is (rank first):
 * so once a row holds a block (of preferred seats, when some are), the rows behind it are not read (they
 * were, every seat of the area for each best-available pick late in a hot race: npm run bench -- onsale
 * --seats --cpu-prof). `preferred`: a block of those seats first (as nearestBlock takes them). Null when no
 * row holds such a block.
 */
function bestBlock<S extends Placed>(layout: PickLayout<S>, quantity: number, free: (s: S) => boolean, before: (a: BlockAt, b: BlockAt) => boolean, preferred?: (s: S) => boolean): S[] | null {
  let best: BlockAt | null = null;
  let bestOther = false;
  let bestRun: readonly S[] = [];
  let bestStart = 0;
  for (const row of layout.rows) {
    for (const run of row.runs) {
      eachFreeBlock(run, quantity, free, (start) => {
        // A block with a seat that is not preferred comes after every block of preferred seats.
        const other = !!preferred && !everyIn(run, start, quantity, preferred);
        if (best && other && !bestOther) return;
        const at: BlockAt = { rank: row.rank, centre: (run[start]!.number + run[start + quantity - 1]!.number) / 2, rowCentre: row.centre, first: run[start]!.number };
        if (!best || (bestOther && !other) || before(at, best)) {
          best = at;
          bestOther = other;
          bestRun = run;
          bestStart = start;
        }
      });
    }
    if (best && !bestOther) break;
  }
  return best ? bestRun.slice(bestStart, bestStart + quantity) : null;
}

/**
 * Calls `block(start)`, in order, for each place of the run where `quantity` free seats side by side start:
 * the streak of free seats ending at a seat reaches the quantity there (overlapping blocks included).
 */
function eachFreeBlock<S>(run: readonly S[], quantity: number, free: (s: S) => boolean, block: (start: number) => void): void {
  let streak = 0;
  for (let i = 0; i < run.length; i++) {
    streak = free(run[i]!) ? streak + 1 : 0;
    if (streak >= quantity) block(i - quantity + 1);
  }
}

/**
 * The best available seats for a party of `quantity`: the free block side by side in the frontmost row
 * that has one, nearest that row's centre, never split by an aisle. Only when no row holds such a block,
 * the frontmost free seats, fewest rows first. Null when fewer than `quantity` seats are free.
 */
export function bestAvailable(seats: readonly PickSeat[], quantity: number): PickSeat[] | null {
  return bestAvailableIn(pickLayout(seats), quantity, (s) => s.free);
}

/**
 * bestAvailable on a layout, with whether each seat is free asked as it goes. `preferred`: seats to take
 * before the others (not offered to another fan just now): the best block of those, else the best block of
 * any free seats, before seats apart; seats apart only when no block is free at all.
 */
export function bestAvailableIn<S extends Placed>(layout: PickLayout<S>, quantity: number, free: (s: S) => boolean, preferred?: (s: S) => boolean): S[] | null {
  if (quantity < 1) return null;
  const before = (a: BlockAt, b: BlockAt) => {
    if (a.rank !== b.rank) return a.rank < b.rank;
    const off = Math.abs(a.centre - a.rowCentre) - Math.abs(b.centre - b.rowCentre);
    return off !== 0 ? off < 0 : a.first < b.first;
  };
  const block = bestBlock(layout, quantity, free, before, preferred);
  if (block) return block;
  // No block anywhere: each row's free seats, its longest run of them first, rows front to back (read until
  // there are enough).
  const apart = (ok: (s: S) => boolean) => {
    const out: S[] = [];
    for (const row of layout.rows) {
      out.push(...runsOf(row.runs.flat().filter(ok)).sort((a, b) => b.length - a.length).flat());
      if (out.length >= quantity) return out.slice(0, quantity);
    }
    return null;
  };
  return (preferred && apart(both(free, preferred))) || apart(free);
}

const both =
  <S>(a: (s: S) => boolean, b: (s: S) => boolean) =>
  (s: S) =>
    a(s) && b(s);

/**
 * Seats to offer a fan whose picked seats were taken: a block of as many free seats, side by side, nearest
 * where they had picked (rows count three seats' distance), or the nearest free seats one by one when no
 * such block is free. Never picked for them: the fan chooses.
 */
export function nearestAlternatives(seats: readonly PickSeat[], picked: readonly Placed[]): PickSeat[] {
  return nearestAlternativesIn(pickLayout(seats), picked, (s) => s.free);
}

/**
 * The block of `quantity` free seats side by side nearest (rowAt, by `distance`), the one bestBlock would
 * give with that preference (among equals the first met front to back: row, run, place), without asking
 * every seat of the area: rows are visited outward from the picked one and none is read once its rows'
 * distance alone (3 a row) is past the best block found. A refused pick of a hot race asked all 2,000
 * seats of the area each time (npm run bench -- onsale --seats --cpu-prof).
 */
function nearestBlock<S extends Placed>(
  layout: PickLayout<S>,
  quantity: number,
  free: (s: S) => boolean,
  rowAt: number,
  distance: (rank: number, centre: number) => number,
  preferred?: (s: S) => boolean,
): S[] | null {
  const rows = [...layout.rows].sort((a, b) => Math.abs(a.rank - rowAt) - Math.abs(b.rank - rowAt));
  type Found = { other: boolean; d: number; rank: number; run: number; start: number; seats: readonly S[] };
  let best = null as Found | null;
  for (const row of rows) {
    const rowDistance = 3 * Math.abs(row.rank - rowAt);
    // Past the best preferred block found, no row holds a nearer one (a block of others: read on for a preferred one).
    if (best && !best.other && rowDistance > best.d) break;
    for (let r = 0; r < row.runs.length; r++) {
      const run = row.runs[r]!;
      eachFreeBlock(run, quantity, free, (start) => {
        const d = distance(row.rank, (run[start]!.number + run[start + quantity - 1]!.number) / 2);
        const other = !!preferred && !everyIn(run, start, quantity, preferred);
        if (best && other && !best.other) return;
        if (!best || (best.other && !other) || d < best.d || (d === best.d && (row.rank < best.rank || (row.rank === best.rank && (r < best.run || (r === best.run && start < best.start)))))) {
          best = { other, d, rank: row.rank, run: r, start, seats: run };
        }
      });
    }
  }
  return best ? best.seats.slice(best.start, best.start + quantity) : null;
}

function everyIn<S>(run: readonly S[], start: number, quantity: number, ok: (s: S) => boolean): boolean {
  for (let i = start; i < start + quantity; i++) if (!ok(run[i]!)) return false;
  return true;
}

/**
 * nearestAlternatives on a layout, with whether each seat is free asked as it goes. `preferred`: seats to
 * offer before the others (not offered to another fan just now), as bestAvailableIn takes them: the nearest
 * block of those, else of any free seats, in one pass (rows outward, as without); with no block free, the
 * nearest preferred seats apart, else any.
 */
export function nearestAlternativesIn<S extends Placed>(layout: PickLayout<S>, picked: readonly Placed[], free: (s: S) => boolean, preferred?: (s: S) => boolean): S[] {
  if (!picked.length) return [];
  const rank = layout.rankOf;
  const rowAt = picked.reduce((n, p) => n + (rank.get(p.row) ?? 0), 0) / picked.length;
  const numberAt = picked.reduce((n, p) => n + p.number, 0) / picked.length;
  const distance = (r: number, n: number) => 3 * Math.abs(r - rowAt) + Math.abs(n - numberAt);
  const block = nearestBlock(layout, picked.length, free, rowAt, distance, preferred);
  if (block) return block;
  const apart = (ok: (s: S) => boolean) =>
    layout.seats
      .filter(ok)
      .sort((a, b) => distance(rank.get(a.row)!, a.number) - distance(rank.get(b.row)!, b.number))
      .slice(0, picked.length);
  const first = preferred ? apart(both(free, preferred)) : [];
  return first.length === picked.length ? first : apart(free);
}
