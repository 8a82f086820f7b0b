// Pure rules about events, unit-tested on their own.
export type SaleState = "UPCOMING" | "ON_SALE" | "SOLD_OUT" | "SALE_CLOSED" | "ENDED";

export interface SaleFacts {
  startsAt: Date;
  endsAt: Date | null;
  saleStartsAt: Date;
  saleEndsAt: Date | null;
  /** The organiser paused the sale: fans see it closed until it opens again. */
  salesPaused?: boolean;
  /** The organiser cancelled it: its sale is closed for good. */
  cancelledAt?: Date | null;
  ticketTypes: { capacity: number; sold: number }[];
}

/** An event has ended once it is over (its end, or its start when no end is known). */
export function saleState(e: SaleFacts, now: Date): SaleState {
  const over = e.endsAt ?? e.startsAt;
  if (over <= now) return "ENDED";
  if (e.saleStartsAt > now) return "UPCOMING";
  if (e.saleEndsAt && e.saleEndsAt <= now) return "SALE_CLOSED";
  if (e.salesPaused || e.cancelledAt) return "SALE_CLOSED";
  if (e.ticketTypes.length > 0 && e.ticketTypes.every((t) => t.sold >= t.capacity)) return "SOLD_OUT";
  return "ON_SALE";
}

export function lowestPrice<T extends { priceAmount: number }>(types: T[]): T | null {
  return types.reduce<T | null>((min, t) => (min === null || t.priceAmount < min.priceAmount ? t : min), null);
}

export interface SeatRowAvailability {
  row: string;
  available: number;
  total: number;
}

/** Seats grouped by row, rows in order, with how many are still available. */
export function seatRows(seats: { row: string; status: string }[]): SeatRowAvailability[] {
  const rows = new Map<string, SeatRowAvailability>();
  for (const s of seats) {
    const r = rows.get(s.row) ?? { row: s.row, available: 0, total: 0 };
    r.total++;
    if (s.status === "AVAILABLE") r.available++;
    rows.set(s.row, r);
  }
  return [...rows.values()].sort((a, b) => a.row.localeCompare(b.row, "en", { numeric: true }));
}
