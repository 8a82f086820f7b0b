// What the fan picks on the map, kept as seat ids in the order they were tapped: the limit, the lines a
// secure sends (one per ticket type), and what a live change or a refused secure does to the picks.
import type { MapArea, MapSeat, PlacedSeat, SeatStatus } from "./model";

export type PickOutcome = { picked: string[]; refused: null } | { picked: string[]; refused: "limit" | "unavailable" | "notPickable" };

/**
 * Tapping a seat: a picked one is put back; a free one in an area where fans pick is added while fewer
 * than `limit` are picked. Never more than the limit, never a taken seat.
 */
export function togglePick(picked: readonly string[], seat: PlacedSeat, limit: number): PickOutcome {
  if (picked.includes(seat.id)) return { picked: picked.filter((id) => id !== seat.id), refused: null };
  if (seat.ticketType.seatSelection !== "PICK") return { picked: [...picked], refused: "notPickable" };
  if (seat.status !== "AVAILABLE") return { picked: [...picked], refused: "unavailable" };
  if (picked.length >= limit) return { picked: [...picked], refused: "limit" };
  return { picked: [...picked, seat.id], refused: null };
}

export interface SeatLine {
  ticketTypeId: string;
  quantity: number;
  seatIds: string[];
}

/** The secure's lines for the picked seats: one per ticket type, in the order each type was first picked. */
export function pickedLines(picked: readonly string[], seats: ReadonlyMap<string, PlacedSeat>): SeatLine[] {
  const lines: SeatLine[] = [];
  for (const id of picked) {
    const seat = seats.get(id);
    if (!seat) continue;
    let line = lines.find((l) => l.ticketTypeId === seat.ticketType.id);
    if (!line) lines.push((line = { ticketTypeId: seat.ticketType.id, quantity: 0, seatIds: [] }));
    line.quantity++;
    line.seatIds.push(id);
  }
  return lines;
}

/** The picked seats' total price, in the map's currency (every seated type of an event shares it). */
export function pickedTotal(picked: readonly string[], seats: ReadonlyMap<string, PlacedSeat>): { amount: number; currency: string } | null {
  const chosen = picked.map((id) => seats.get(id)).filter((s): s is PlacedSeat => !!s);
  if (!chosen.length) return null;
  return { amount: chosen.reduce((n, s) => n + s.ticketType.price.amount, 0), currency: chosen[0].ticketType.price.currency };
}

/** Seats whose status changed (a live map's batch, or seats a refused secure names): by id. */
export type SeatChanges = ReadonlyMap<string, SeatStatus>;

export function changesOf(seats: readonly Pick<MapSeat, "id" | "status">[]): Map<string, SeatStatus> {
  return new Map(seats.map((s) => [s.id, s.status]));
}

/** The map with `changes` applied: the same objects where nothing changed (a React memo stays valid). */
export function applySeatChanges(areas: readonly MapArea[], changes: SeatChanges): MapArea[] {
  if (!changes.size) return [...areas];
  return areas.map((a) => {
    let areaChanged = false;
    const rows = a.rows.map((r) => {
      let rowChanged = false;
      const seats = r.seats.map((s) => {
        const status = changes.get(s.id);
        if (!status || status === s.status) return s;
        rowChanged = true;
        return { ...s, status };
      });
      if (!rowChanged) return r;
      areaChanged = true;
      return { ...r, seats };
    });
    return areaChanged ? { ...a, rows } : a;
  });
}

/** The picked seats `changes` say someone else now holds or bought, in the order they were picked. */
export function lostPicks(picked: readonly string[], changes: SeatChanges): string[] {
  return picked.filter((id) => {
    const status = changes.get(id);
    return status !== undefined && status !== "AVAILABLE";
  });
}

/**
 * Picks after a refused secure: the taken ones out, and, only if the fan asks for them (one tap), the
 * alternatives the server offered in their place, up to the limit.
 */
export function replaceWithAlternatives(picked: readonly string[], taken: readonly string[], alternatives: readonly string[], limit: number): string[] {
  const kept = picked.filter((id) => !taken.includes(id));
  for (const id of alternatives) if (kept.length < limit && !kept.includes(id)) kept.push(id);
  return kept;
}
