// The pick rules of issue 33 (events/seatmap.rules.ts): best available finds a block side by side in the
// frontmost row that has one and never splits a party across an aisle (a gap in a row's numbers) when
// such a block exists anywhere; the alternatives to taken seats are free and as many as were picked; rows
// sort as venues number them; the accessible release defaults to 48 hours before the event.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { accessibleRelease, bestAvailable, bestAvailableIn, compareRows, nearestAlternatives, nearestAlternativesIn, pickLayout, type PickSeat } from "../../server/src/modules/events/seatmap.rules.ts";

/** Rows 1..r, each a set of seat numbers 1..20 (gaps are aisles), each seat free or not. */
const venue = fc
  .array(fc.uniqueArray(fc.record({ number: fc.integer({ min: 1, max: 20 }), free: fc.boolean() }), { selector: (s) => s.number, minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 6 })
  .map((rows) => rows.flatMap((seats, r) => seats.map((s) => ({ id: `${r + 1}-${s.number}`, row: String(r + 1), number: s.number, free: s.free }))));

/** Whether these seats are one row, numbers consecutive (no aisle between). */
const together = (seats: PickSeat[]) => {
  const ns = seats.map((s) => s.number).sort((a, b) => a - b);
  return new Set(seats.map((s) => s.row)).size === 1 && ns.every((n, i) => i === 0 || n === ns[i - 1] + 1);
};

/** Whether some row has `q` free seats side by side. */
const blockExists = (seats: PickSeat[], q: number) =>
  [...new Set(seats.map((s) => s.row))].some((row) => {
    const free = new Set(seats.filter((s) => s.row === row && s.free).map((s) => s.number));
    return [...free].some((n) => Array.from({ length: q }, (_, i) => n + i).every((m) => free.has(m)));
  });

describe("best available", () => {
  it("is a block side by side, in the frontmost row that has one, whenever a block exists; never more than asked, only free seats", () => {
    fc.assert(
      fc.property(venue, fc.integer({ min: 1, max: 6 }), (seats, q) => {
        const best = bestAvailable(seats, q);
        const freeCount = seats.filter((s) => s.free).length;
        if (freeCount < q) {
          expect(best).toBeNull();
          return;
        }
        expect(best).toHaveLength(q);
        expect(best!.every((s) => s.free)).toBe(true);
        expect(new Set(best!.map((s) => s.id)).size).toBe(q);
        if (blockExists(seats, q)) {
          expect(together(best!)).toBe(true);
          // No row in front of it has a block.
          const row = Number(best![0].row);
          for (let r = 1; r < row; r++) expect(blockExists(seats.filter((s) => s.row === String(r)), q)).toBe(false);
        }
      }),
    );
  });

  it("keeps to the row's centre, and does not cross an aisle though the seats are free on both sides", () => {
    const row = (numbers: number[], taken: number[] = []) => numbers.map((n) => ({ id: `1-${n}`, row: "1", number: n, free: !taken.includes(n) }));
    // 1 2 3 | 5 6 7 8 9 | 11 12 13: a party of 4 in the middle section, centred.
    expect(bestAvailable(row([1, 2, 3, 5, 6, 7, 8, 9, 11, 12, 13]), 4)!.map((s) => s.number)).toEqual([5, 6, 7, 8]);
    // 2 3 | 5 free, no three side by side anywhere: split only then, the longest run first.
    expect(bestAvailable(row([1, 2, 3, 5, 6, 7], [1, 6, 7]), 3)!.map((s) => s.number)).toEqual([2, 3, 5]);
    // 2 3 | 5 6 7 free: the three together past the aisle, not 2 3 and 5.
    expect(bestAvailable(row([1, 2, 3, 5, 6, 7], [1]), 3)!.map((s) => s.number)).toEqual([5, 6, 7]);
  });
});

describe("alternatives to taken seats", () => {
  it("are free seats, as many as were picked, side by side when such a block exists", () => {
    fc.assert(
      fc.property(venue, fc.integer({ min: 1, max: 4 }), (seats, q) => {
        const picked = seats.slice(0, q);
        const alt = nearestAlternatives(seats, picked);
        expect(alt.every((s) => s.free)).toBe(true);
        expect(alt.length).toBe(Math.min(picked.length, seats.filter((s) => s.free).length));
        if (blockExists(seats, picked.length)) expect(together(alt)).toBe(true);
      }),
    );
  });
});

describe("seats offered to another fan just now (preferred: the others)", () => {
  // Each seat's id hashed to "offered to someone else" or not, fixed per case.
  const offeredSet = fc.array(fc.boolean(), { minLength: 120, maxLength: 120 });
  const preferredBy = (flags: boolean[]) => (s: PickSeat) => !flags[(Number(s.row) * 20 + s.number) % flags.length];
  it("never cost a fan their block: best available and alternatives are a block whenever one exists, of seats not offered when such a block exists", () => {
    fc.assert(
      fc.property(venue, fc.integer({ min: 1, max: 4 }), offeredSet, (seats, q, flags) => {
        const layout = pickLayout(seats);
        const preferred = preferredBy(flags);
        const fresh = seats.map((s) => ({ ...s, free: s.free && preferred(s) }));
        const best = bestAvailableIn(layout, q, (s) => s.free, preferred);
        const picked = seats.slice(0, q);
        const alt = nearestAlternativesIn(layout, picked, (s) => s.free, preferred);
        // Free, as many as asked (or as are free), side by side whenever the area has a block at all.
        expect(best === null).toBe(bestAvailable(seats, q) === null);
        for (const got of [best ?? [], alt]) expect(got.every((s) => s.free)).toBe(true);
        expect(alt.length).toBe(Math.min(picked.length, seats.filter((s) => s.free).length));
        if (blockExists(seats, q)) expect(together(best!)).toBe(true);
        if (blockExists(seats, picked.length)) expect(together(alt)).toBe(true);
        // A block of seats nobody was offered is taken first, and it is the one the rules give among those seats.
        if (blockExists(fresh, q)) expect(best!.map((s) => s.id)).toEqual(bestAvailable(fresh, q)!.map((s) => s.id));
        if (blockExists(fresh, picked.length)) expect(alt.map((s) => s.id)).toEqual(nearestAlternatives(fresh, picked).map((s) => s.id));
      }),
    );
  });
});

describe("rows and release", () => {
  it("sorts rows as venues number them", () => {
    expect(["10", "B", "2", "AA", "1", "A"].sort(compareRows)).toEqual(["1", "2", "10", "A", "B", "AA"]);
  });
  it("releases accessible seats 48 hours before the event unless the organiser set a time", () => {
    const startsAt = new Date("2026-12-24T12:00:00Z");
    expect(accessibleRelease({ startsAt, accessibleReleaseAt: null }).toISOString()).toBe("2026-12-22T12:00:00.000Z");
    const set = new Date("2026-12-01T00:00:00Z");
    expect(accessibleRelease({ startsAt, accessibleReleaseAt: set })).toEqual(set);
  });
});

// The rules as they were before the pick layout (session 19): every block listed, then sorted. The layout's
// one pass must choose exactly the same seats, ties included, on any venue and any pattern of free seats.
const oracle = (() => {
  const runsOf = (seats: readonly PickSeat[]) => {
    const runs: PickSeat[][] = [];
    for (const s of [...seats].sort((a, b) => a.number - b.number)) {
      const run = runs.at(-1);
      if (run && s.number === run.at(-1)!.number + 1) run.push(s);
      else runs.push([s]);
    }
    return runs;
  };
  const rowsOf = (seats: readonly PickSeat[]) => {
    const rows = new Map<string, PickSeat[]>();
    for (const s of seats) rows.set(s.row, [...(rows.get(s.row) ?? []), s]);
    return [...rows].sort(([a], [b]) => compareRows(a, b));
  };
  const blocksOf = (seats: readonly PickSeat[], quantity: number) => {
    const out: { rank: number; seats: PickSeat[]; centre: number; rowCentre: number }[] = [];
    rowsOf(seats).forEach(([, row], rank) => {
      const numbers = row.map((s) => s.number);
      const rowCentre = (Math.min(...numbers) + Math.max(...numbers)) / 2;
      for (const run of runsOf(row)) {
        for (let i = 0; i + quantity <= run.length; i++) {
          const block = run.slice(i, i + quantity);
          if (block.every((s) => s.free)) out.push({ rank, seats: block, centre: (block[0]!.number + block.at(-1)!.number) / 2, rowCentre });
        }
      }
    });
    return out;
  };
  return {
    bestAvailable(seats: readonly PickSeat[], quantity: number): PickSeat[] | null {
      if (quantity < 1) return null;
      const blocks = blocksOf(seats, quantity);
      if (blocks.length) {
        blocks.sort((a, b) => a.rank - b.rank || Math.abs(a.centre - a.rowCentre) - Math.abs(b.centre - b.rowCentre) || a.seats[0]!.number - b.seats[0]!.number);
        return blocks[0]!.seats;
      }
      const free = rowsOf(seats.filter((s) => s.free)).flatMap(([, row]) => runsOf(row).sort((a, b) => b.length - a.length).flat());
      return free.length >= quantity ? free.slice(0, quantity) : null;
    },
    nearestAlternatives(seats: readonly PickSeat[], picked: readonly { row: string; number: number }[]): PickSeat[] {
      if (!picked.length) return [];
      const rank = new Map(rowsOf(seats).map(([row], i) => [row, i]));
      const rowAt = picked.reduce((n, p) => n + (rank.get(p.row) ?? 0), 0) / picked.length;
      const numberAt = picked.reduce((n, p) => n + p.number, 0) / picked.length;
      const distance = (r: number, n: number) => 3 * Math.abs(r - rowAt) + Math.abs(n - numberAt);
      const blocks = blocksOf(seats, picked.length);
      if (blocks.length) {
        blocks.sort((a, b) => distance(a.rank, a.centre) - distance(b.rank, b.centre));
        return blocks[0]!.seats;
      }
      return seats
        .filter((s) => s.free)
        .sort((a, b) => distance(rank.get(a.row)!, a.number) - distance(rank.get(b.row)!, b.number))
        .slice(0, picked.length);
    },
  };
})();

/** Venues with letter rows in any order, shuffled seats, and mostly taken or mostly free areas. */
const shuffledVenue = fc
  .tuple(
    fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 8 }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
    fc.infiniteStream(fc.nat()),
  )
  .map(([rows, freeShare, coins, order]) => {
    const labels = ["B", "A", "10", "2", "AA", "C", "1", "D"];
    const seats = rows.flatMap((numbers, r) => numbers.map((n) => ({ id: `${labels[r]}-${n}`, row: labels[r]!, number: n, free: coins.next().value! < freeShare })));
    return seats.map((s) => ({ s, k: order.next().value! })).sort((a, b) => a.k - b.k).map((x) => x.s);
  });

describe("the pick layout", () => {
  const ids = (seats: readonly { id: string }[] | null) => seats?.map((s) => s.id) ?? null;

  it("picks the same best available block as listing and sorting every block, ties included", () => {
    fc.assert(
      fc.property(shuffledVenue, fc.integer({ min: 0, max: 8 }), (seats, q) => {
        expect(ids(bestAvailable(seats, q))).toEqual(ids(oracle.bestAvailable(seats, q)));
      }),
      { numRuns: 500 },
    );
  });

  it("offers the same alternatives as listing and sorting every block, ties included", () => {
    fc.assert(
      fc.property(shuffledVenue, fc.integer({ min: 1, max: 6 }), fc.nat(), (seats, q, at) => {
        const picked = Array.from({ length: Math.min(q, seats.length) }, (_, i) => seats[(at + i) % seats.length]!);
        expect(ids(nearestAlternatives(seats, picked))).toEqual(ids(oracle.nearestAlternatives(seats, picked)));
      }),
      { numRuns: 500 },
    );
  });

  it("serves every pick on one layout while seats change status, asking whether each is free as it goes", () => {
    fc.assert(
      fc.property(shuffledVenue, fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), (seats, taken, q) => {
        const layout = pickLayout(seats.map(({ id, row, number }) => ({ id, row, number })));
        const free = new Map(seats.map((s) => [s.id, s.free]));
        for (const t of taken) {
          free.set(seats[t % seats.length]!.id, false);
          const now = seats.map((s) => ({ ...s, free: free.get(s.id)! }));
          expect(ids(bestAvailableIn(layout, q, (s) => free.get(s.id)!))).toEqual(ids(oracle.bestAvailable(now, q)));
          expect(ids(nearestAlternativesIn(layout, now.slice(0, q), (s) => free.get(s.id)!))).toEqual(ids(oracle.nearestAlternatives(now, now.slice(0, q))));
        }
      }),
      { numRuns: 200 },
    );
  });
});
