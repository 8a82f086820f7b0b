// The seat map as the choose page reads it (Event.seatMap, issue 33): areas → rows → seats by number. The
// shapes here are the fields the page selects, so the pure parts below can be tested without the schema.

export type SeatStatus = "AVAILABLE" | "HELD" | "SOLD";
export type SeatAccess = "WHEELCHAIR" | "COMPANION";
export type SeatSelection = "PICK" | "BEST_AVAILABLE";

export interface Money {
  amount: number;
  currency: string;
}

export interface MapSeat {
  id: string;
  area: string;
  row: string;
  number: number;
  status: SeatStatus;
  access?: SeatAccess | null;
}

export interface MapTicketType {
  id: string;
  name: string;
  price: Money;
  seatSelection: SeatSelection;
}

export interface MapRow {
  row: string;
  seats: MapSeat[];
}

export interface MapArea {
  area: string;
  ticketType: MapTicketType;
  rows: MapRow[];
}

/** A seat with the area (and so the price) it is sold in. */
export interface PlacedSeat extends MapSeat {
  ticketType: MapTicketType;
}

/** Every seat of the map by id, each with its area's ticket type. */
export function seatIndex(areas: readonly MapArea[]): Map<string, PlacedSeat> {
  const index = new Map<string, PlacedSeat>();
  for (const a of areas) for (const r of a.rows) for (const s of r.seats) index.set(s.id, { ...s, ticketType: a.ticketType });
  return index;
}

/**
 * The price levels of the map, dearest first: one per ticket type (areas sold as the same type share one).
 * A level's index picks its colour and its pattern, so two levels never look alike in either.
 */
export function priceLevels(areas: readonly MapArea[]): MapTicketType[] {
  const levels: MapTicketType[] = [];
  for (const a of areas) if (!levels.some((l) => l.id === a.ticketType.id)) levels.push(a.ticketType);
  return levels.sort((x, y) => y.price.amount - x.price.amount || x.name.localeCompare(y.name));
}
