// The pick rules of issue 33 (events/seatmap.rules.ts): best available finds a block side by side in the
// frontmost row that has one and never splits a party across an aisle (a gap in a row's numbers) when
// such a block exists anywhere; the alternatives to taken seats are free and as many as were picked; rows
// sort as venues number them; the accessible release defaults to 48 hours before the event.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { accessibleRelease, bestAvailable, compareRows, nearestAlternatives, type PickSeat } from "../../server/src/modules/events/seatmap.rules.ts";

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
