import { describe, expect, it } from "vitest";
import { AISLE, PITCH, layoutSeatMap, rowRuns } from "./layout";
import { priceLevels, seatIndex, type MapArea, type MapSeat, type MapTicketType } from "./model";
import { applySeatChanges, changesOf, lostPicks, pickedLines, pickedTotal, replaceWithAlternatives, togglePick } from "./picking";
import { clampView, initialView, zoomAt } from "./viewport";

const type = (id: string, amount: number, seatSelection: "PICK" | "BEST_AVAILABLE" = "PICK"): MapTicketType => ({ id, name: `Type ${id}`, price: { amount, currency: "HKD" }, seatSelection });
const seats = (area: string, row: string, numbers: number[]): MapSeat[] => numbers.map((n) => ({ id: `${area}-${row}-${n}`, area, row, number: n, status: "AVAILABLE" }));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const areas: MapArea[] = [
  { area: "A", ticketType: type("a", 88_000), rows: [{ row: "1", seats: seats("A", "1", [...range(1, 10), ...range(12, 20)]) }, { row: "2", seats: seats("A", "2", range(1, 4)) }] },
  { area: "B", ticketType: type("b", 48_000), rows: [{ row: "1", seats: seats("B", "1", range(1, 6)) }] },
  { area: "C", ticketType: type("c", 28_000, "BEST_AVAILABLE"), rows: [{ row: "1", seats: seats("C", "1", range(1, 6)) }] },
];
const index = seatIndex(areas);
const seat = (id: string) => index.get(id)!;

describe("rowRuns", () => {
  it("splits a row at a gap in its numbers: the aisle", () => {
    expect(rowRuns(seats("A", "1", [3, 1, 2, 12, 13, 5])).map((r) => r.map((s) => s.number))).toEqual([[1, 2, 3], [5], [12, 13]]);
  });
  it("keeps a row without gaps in one run, and an empty row empty", () => {
    expect(rowRuns(seats("A", "1", range(1, 8)))).toHaveLength(1);
    expect(rowRuns([])).toEqual([]);
  });
});

describe("layoutSeatMap", () => {
  const layout = layoutSeatMap(areas, 500);
  it("draws seats a pitch apart, and an aisle as one more pitch of space", () => {
    const row = layout.areas[0].rows[0];
    const x = (n: number) => row.seats.find((s) => s.seat.number === n)!.x;
    expect(x(2) - x(1)).toBe(PITCH);
    expect(x(12) - x(10)).toBe(PITCH + AISLE);
    expect(row.aisles).toHaveLength(1);
    expect(row.aisles[0]).toBeGreaterThan(x(10));
    expect(row.aisles[0]).toBeLessThan(x(12));
  });
  it("centres a short row under a long one and keeps rows apart", () => {
    const [r1, r2] = layout.areas[0].rows;
    const mid = (r: typeof r1) => (r.seats[0].x + r.seats.at(-1)!.x) / 2;
    expect(mid(r2)).toBeCloseTo(mid(r1));
    expect(r2.y - r1.y).toBe(PITCH);
  });
  it("wraps areas that do not fit beside each other, all inside the drawing and under the stage", () => {
    const [a, b, c] = layout.areas;
    expect(b.y).toBeGreaterThan(a.y);
    expect(c.y).toBe(b.y);
    for (const s of layout.areas.flatMap((ar) => ar.rows.flatMap((r) => r.seats))) {
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(layout.width);
      expect(s.y).toBeGreaterThan(layout.stage.y + layout.stage.height);
      expect(s.y).toBeLessThan(layout.height);
    }
  });
});

describe("priceLevels", () => {
  it("lists each ticket type once, dearest first", () => {
    const twice = [...areas, { ...areas[1], area: "B2" }];
    expect(priceLevels(twice).map((l) => l.id)).toEqual(["a", "b", "c"]);
  });
});

describe("togglePick", () => {
  it("adds free seats up to the limit and refuses the next", () => {
    let picked: string[] = [];
    for (const id of ["A-1-1", "A-1-2"]) picked = togglePick(picked, seat(id), 2).picked;
    expect(picked).toEqual(["A-1-1", "A-1-2"]);
    expect(togglePick(picked, seat("A-1-3"), 2)).toEqual({ picked, refused: "limit" });
  });
  it("puts a picked seat back, even at the limit", () => {
    expect(togglePick(["A-1-1", "A-1-2"], seat("A-1-1"), 2)).toEqual({ picked: ["A-1-2"], refused: null });
  });
  it("never picks a held or sold seat, nor one in a best-available area", () => {
    expect(togglePick([], { ...seat("A-1-1"), status: "HELD" }, 4).refused).toBe("unavailable");
    expect(togglePick([], { ...seat("A-1-1"), status: "SOLD" }, 4).refused).toBe("unavailable");
    expect(togglePick([], seat("C-1-1"), 4)).toEqual({ picked: [], refused: "notPickable" });
  });
});

describe("pickedLines and pickedTotal", () => {
  it("makes one line per ticket type with its seats, and adds up the prices", () => {
    const picked = ["A-1-1", "B-1-2", "A-1-2"];
    expect(pickedLines(picked, index)).toEqual([
      { ticketTypeId: "a", quantity: 2, seatIds: ["A-1-1", "A-1-2"] },
      { ticketTypeId: "b", quantity: 1, seatIds: ["B-1-2"] },
    ]);
    expect(pickedTotal(picked, index)).toEqual({ amount: 2 * 88_000 + 48_000, currency: "HKD" });
    expect(pickedTotal([], index)).toBeNull();
  });
});

describe("live changes", () => {
  it("applies a batch to the map and leaves unchanged areas and rows as they were", () => {
    const next = applySeatChanges(areas, changesOf([{ id: "A-1-3", status: "HELD" }, { id: "A-1-4", status: "AVAILABLE" }]));
    expect(next[0].rows[0].seats.find((s) => s.id === "A-1-3")!.status).toBe("HELD");
    expect(next[0].rows[1]).toBe(areas[0].rows[1]);
    expect(next[1]).toBe(areas[1]);
    expect(areas[0].rows[0].seats.find((s) => s.id === "A-1-3")!.status).toBe("AVAILABLE");
  });
  it("names the picked seats someone else took, not the ones freed", () => {
    const changes = changesOf([{ id: "A-1-2", status: "SOLD" }, { id: "A-1-1", status: "AVAILABLE" }, { id: "B-1-1", status: "HELD" }]);
    expect(lostPicks(["A-1-1", "A-1-2", "A-1-5"], changes)).toEqual(["A-1-2"]);
  });
  it("swaps in the alternatives only when asked, within the limit", () => {
    expect(replaceWithAlternatives(["A-1-1", "A-1-2"], ["A-1-2"], ["A-1-6", "A-1-7"], 2)).toEqual(["A-1-1", "A-1-6"]);
  });
});

describe("viewport", () => {
  it("zooms about a point, which stays put, within the scale limits", () => {
    const v = zoomAt(initialView, 2, 100, 50, 400, 300);
    expect(v.scale).toBe(2);
    expect((100 - v.x) / v.scale).toBeCloseTo(100);
    expect((50 - v.y) / v.scale).toBeCloseTo(50);
    expect(zoomAt(v, 100, 0, 0, 400, 300).scale).toBe(6);
    expect(zoomAt(v, 0.01, 0, 0, 400, 300)).toEqual(initialView);
  });
  it("never pans the drawing out of the frame", () => {
    expect(clampView({ scale: 2, x: 50, y: -1000 }, 400, 300)).toEqual({ scale: 2, x: 0, y: -300 });
  });
});
