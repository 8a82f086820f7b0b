// Seat maps: areas, rows and numbered seats of an event's ticket types, given as a structure or imported
// from CSV (area,row,seat[,ticketType]). Pure: parsing and validation, every problem reported with where
// it is, so that an import is all-or-nothing and its author can fix the whole file at once.

export interface SeatMapSeat {
  area: string;
  row: string;
  number: number;
  /** The ticket type, by its area code, when it differs from the seat's area. */
  ticketType: string | null;
  /** Where the seat came from, for messages ("line 4", "areas[0].rows[2]"). */
  where: string;
}

export interface SeatMapIssue {
  field: string;
  /** A message key of the "validation" namespace (translated in the caller's language) and its values. */
  message: string;
  params?: Record<string, string | number>;
}

export const seatMapLimits = { maxSeats: 50_000, maxIssues: 20 };

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
 * Parses a seat-map CSV: a header line `area,row,seat[,ticketType]` (in that order), then one seat a line.
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
  if (header[0] !== "area" || header[1] !== "row" || header[2] !== "seat" || (header.length > 3 && header[3] !== "tickettype") || header.length > 4) {
    return { seats, issues: [{ field: "line 1", message: "validation.seatMapHeader" }] };
  }
  for (let i = 1; i < lines.length && issues.length < seatMapLimits.maxIssues; i++) {
    if (!lines[i].trim()) continue;
    const where = `line ${i + 1}`;
    const [area = "", row = "", seat = "", ticketType = "", ...extra] = cells(lines[i]);
    if (extra.length) {
      issues.push({ field: where, message: "validation.seatMapCells" });
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
    for (let n = from; n <= to; n++) seats.push({ area: area.toUpperCase(), row: row.toUpperCase(), number: n, ticketType: ticketType ? ticketType.toUpperCase() : null, where });
  }
  return { seats, issues };
}

/** A seat map given as areas and rows (the API's SeatMapInput), as seats: counted first, refused past maxSeats. */
export function seatsOfAreas(areas: readonly { area: string; ticketTypeArea?: string | null; rows: readonly { row: string; seats: readonly number[] }[] }[]): { seats: SeatMapSeat[]; issues: SeatMapIssue[] } {
  let count = 0;
  for (const a of areas) for (const r of a.rows) count += r.seats.length;
  if (count > seatMapLimits.maxSeats) return { seats: [], issues: [tooMany()] };
  const seats = areas.flatMap((a, i) =>
    a.rows.flatMap((r, j) =>
      r.seats.map((number) => ({ area: a.area.trim().toUpperCase(), row: r.row.trim().toUpperCase(), number, ticketType: a.ticketTypeArea?.trim().toUpperCase() || null, where: `areas[${i}].rows[${j}]` })),
    ),
  );
  return { seats, issues: [] };
}

/**
 * Checks seats against the event's ticket types (by area code): codes well formed, seat numbers 1–9999,
 * no seat twice, each seat's ticket type one of the event's, at most maxSeats.
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
      if (seen.has(key)) issues.push({ field: s.where, message: "validation.seatMapTwice", params: { seat: `${s.area} ${s.row}-${s.number}` } });
      seen.add(key);
    }
  }
  return issues;
}
