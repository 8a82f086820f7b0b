// Accessible spaces (issue 33): the wheelchair spaces of a seated area that are free now, each with the
// free companion seats beside it, for a fan who declared the need to take as one block. Pure.

export interface AccessSeat {
  id: string;
  ticketTypeId: string;
  area: string;
  row: string;
  number: number;
  status: string;
  access: "WHEELCHAIR" | "COMPANION" | null;
}

export interface AccessibleSpace<S extends AccessSeat = AccessSeat> {
  wheelchair: S;
  /** Free companion seats beside it in its row, nearest first, never across an aisle (a gap in the numbers). */
  companions: S[];
}

/** Companion seats a fan may take with a wheelchair space. */
export const COMPANIONS_PER_SPACE = 3;

/**
 * The free wheelchair spaces (of one ticket type, or all), front row first then by number, each with up to
 * three free companion seats beside it: walking outwards from the space along its row, the nearer side
 * first, while the numbers run on without an aisle and the seats are companion seats.
 */
export function accessibleSpaces<S extends AccessSeat>(seats: Iterable<S>, opts: { ticketTypeId?: string | null; compareRows: (a: string, b: string) => number }): AccessibleSpace<S>[] {
  const rows = new Map<string, Map<number, S>>();
  const spaces: S[] = [];
  for (const s of seats) {
    if (opts.ticketTypeId && s.ticketTypeId !== opts.ticketTypeId) continue;
    const key = `${s.ticketTypeId}/${s.area}/${s.row}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = new Map()));
    row.set(s.number, s);
    if (s.access === "WHEELCHAIR" && s.status === "AVAILABLE") spaces.push(s);
  }
  spaces.sort((a, b) => (a.area < b.area ? -1 : a.area > b.area ? 1 : 0) || opts.compareRows(a.row, b.row) || a.number - b.number);
  const offered = new Set<string>();
  return spaces.map((space) => {
    const row = rows.get(`${space.ticketTypeId}/${space.area}/${space.row}`)!;
    const companions: S[] = [];
    // Outwards on both sides, one step at a time, each side until an aisle or a seat that is not a companion seat.
    const open = { left: true, right: true };
    for (let d = 1; companions.length < COMPANIONS_PER_SPACE && (open.left || open.right); d++) {
      for (const side of ["left", "right"] as const) {
        if (!open[side] || companions.length >= COMPANIONS_PER_SPACE) continue;
        const s = row.get(space.number + (side === "left" ? -d : d));
        if (!s || s.access !== "COMPANION") {
          open[side] = false;
          continue;
        }
        // A companion seat held or sold, or offered with a space listed before, is passed over, not a wall.
        if (s.status === "AVAILABLE" && !offered.has(s.id)) {
          companions.push(s);
          offered.add(s.id);
        }
      }
    }
    return { wheelchair: space, companions };
  });
}
