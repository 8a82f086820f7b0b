// The seat-map editor's draft: areas, rows and their seats as the organiser edits them before saving,
// each row's wheelchair spaces and companion seats as typed ("3, 7"), and the saved map's seat states.
import type { ConsoleSeatMapFieldsFragment, OperatorSeatStatus, SeatAccess } from "../../gql/graphql";
import { formatSeatNumbers, parseSeatNumbers } from "./seatNumbers";

export interface DraftRow {
  key: number;
  row: string;
  seats: number[];
  /** Wheelchair spaces and companion seats as typed: seat numbers and ranges. */
  wheelchair: string;
  companions: string;
}
export interface DraftArea {
  key: number;
  area: string;
  ticketTypeArea: string;
  rows: DraftRow[];
}
export type SeatStates = Map<string, OperatorSeatStatus>;

let nextKey = 1;
export const newKey = () => nextKey++;
export const seatKey = (area: string, row: string, n: number) => `${area}/${row}/${n}`;
export const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function newRow(row: string, seats: number): DraftRow {
  return { key: newKey(), row, seats: range(seats), wheelchair: "", companions: "" };
}

export function draftOf(event: ConsoleSeatMapFieldsFragment): DraftArea[] {
  const areaOfType = new Map(event.ticketTypes.map((t) => [t.id, t.area]));
  const marked = (seats: { number: number; access?: SeatAccess | null }[], access: SeatAccess) => formatSeatNumbers(seats.filter((s) => s.access === access).map((s) => s.number));
  return event.seatMap.map((a) => ({
    key: newKey(),
    area: a.area,
    ticketTypeArea: areaOfType.get(a.ticketTypeId) ?? a.area,
    rows: a.rows.map((r) => ({ key: newKey(), row: r.row, seats: r.seats.map((s) => s.number), wheelchair: marked(r.seats, "WHEELCHAIR"), companions: marked(r.seats, "COMPANION") })),
  }));
}

export function statesOf(event: ConsoleSeatMapFieldsFragment): SeatStates {
  const states: SeatStates = new Map();
  for (const a of event.seatMap) for (const r of a.rows) for (const s of r.seats) states.set(seatKey(a.area, r.row, s.number), s.status);
  return states;
}

/** A row's seat's mark as the draft stands (a field that does not read yet marks nothing). */
export function accessIn(row: DraftRow): (n: number) => SeatAccess | null {
  const wheelchair = new Set(parseSeatNumbers(row.wheelchair) ?? []);
  const companions = new Set(parseSeatNumbers(row.companions) ?? []);
  return (n) => (wheelchair.has(n) ? "WHEELCHAIR" : companions.has(n) ? "COMPANION" : null);
}

/** The highest seat number of a row that is held or sold (0 when none is). */
export function highestTaken(states: SeatStates, area: string, row: DraftRow): number {
  return Math.max(0, ...row.seats.filter((n) => (states.get(seatKey(area, row.row, n)) ?? "AVAILABLE") !== "AVAILABLE"));
}

/** The label after the last one: 9 → 10, C → D, else empty for the organiser to fill in. */
export function nextRowLabel(rows: DraftRow[]): string {
  const last = rows.at(-1)?.row ?? "";
  if (!last) return "1";
  if (/^\d+$/.test(last)) return String(Number(last) + 1);
  if (/^[A-Y]$/.test(last)) return String.fromCharCode(last.charCodeAt(0) + 1);
  return "";
}

const shape = (areas: DraftArea[]) =>
  JSON.stringify(areas.map(({ area, ticketTypeArea, rows }) => [area, ticketTypeArea, rows.map((r) => [r.row, r.seats, parseSeatNumbers(r.wheelchair) ?? r.wheelchair, parseSeatNumbers(r.companions) ?? r.companions])]));

export const sameMap = (a: DraftArea[], b: DraftArea[]) => shape(a) === shape(b);
