// Pure rules about events, unit-tested on their own.
export type SaleState = "UPCOMING" | "ON_SALE" | "SOLD_OUT" | "SALE_CLOSED" | "ENDED";

export interface SaleFacts {
  startsAt: Date;
  endsAt: Date | null;
  saleStartsAt: Date;
  saleEndsAt: Date | null;
  ticketTypes: { capacity: number; sold: number }[];
}

/** An event has ended once it is over (its end, or its start when no end is known). */
export function saleState(e: SaleFacts, now: Date): SaleState {
  const over = e.endsAt ?? e.startsAt;
  if (over <= now) return "ENDED";
  if (e.saleStartsAt > now) return "UPCOMING";
  if (e.saleEndsAt && e.saleEndsAt <= now) return "SALE_CLOSED";
  if (e.ticketTypes.length > 0 && e.ticketTypes.every((t) => t.sold >= t.capacity)) return "SOLD_OUT";
  return "ON_SALE";
}

export function lowestPrice<T extends { priceAmount: number }>(types: T[]): T | null {
  return types.reduce<T | null>((min, t) => (min === null || t.priceAmount < min.priceAmount ? t : min), null);
}
