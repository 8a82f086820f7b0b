// The organiser's accessible seats (issue 33): wheelchair spaces and their companion seats, marked by the
// structured seat map or the CSV's access column, and the rule every companion seat keeps — within three
// seats of a wheelchair space in its own row with no aisle between, at most three per space — each
// problem named with where it was given.
import { describe, expect, it } from "vitest";
import { accessibleRelease, companionSeatIssues, parseSeatMapCsv, seatsOfAreas, validateSeatMap, type SeatMapSeat } from "../../server/src/modules/events/seatmap.rules.ts";

/** One row's seats 1..n (minus `aisle`, a gap in the numbers), with W and C marks by number. */
function row(numbers: number[], marks: Record<number, "W" | "C">, where = "areas[0].rows[0]"): SeatMapSeat[] {
  return numbers.map((number) => ({ area: "A", row: "1", number, ticketType: null, access: marks[number] === "W" ? "WHEELCHAIR" : marks[number] === "C" ? "COMPANION" : null, where: `${where}#${number}` }));
}
const upTo = (n: number, gap: number[] = []) => Array.from({ length: n }, (_, i) => i + 1).filter((x) => !gap.includes(x));
const problems = (seats: SeatMapSeat[]) => companionSeatIssues(seats).map((i) => [i.field, i.message, i.params?.seat]);

describe("companion seats", () => {
  it("may sit up to three seats from a wheelchair space, on either side", () => {
    expect(problems(row(upTo(10), { 5: "W", 2: "C", 8: "C", 6: "C" }))).toEqual([]);
  });

  it("are refused four seats away, in another row, or across an aisle", () => {
    expect(problems(row(upTo(10), { 5: "W", 1: "C", 9: "C" }))).toEqual([
      ["areas[0].rows[0]#1", "validation.companionAlone", "A 1-1"],
      ["areas[0].rows[0]#9", "validation.companionAlone", "A 1-9"],
    ]);
    // Seats 1–4 and 6–10: an aisle where 5 would be. Seat 6 is one number past the aisle from 4, still refused.
    expect(problems(row(upTo(10, [5]), { 4: "W", 6: "C", 3: "C" }))).toEqual([["areas[0].rows[0]#6", "validation.companionAlone", "A 1-6"]]);
    const other = row(upTo(4), { 2: "C" }).map((s) => ({ ...s, row: "2" }));
    expect(problems([...row(upTo(4), { 2: "W" }), ...other])).toEqual([["areas[0].rows[0]#2", "validation.companionAlone", "A 2-2"]]);
    // A companion seat alone in a row with no wheelchair space at all.
    expect(problems(row(upTo(3), { 1: "C" }))).toEqual([["areas[0].rows[0]#1", "validation.companionAlone", "A 1-1"]]);
  });

  it("are at most three per wheelchair space: the fourth is named", () => {
    expect(problems(row(upTo(10), { 5: "W", 2: "C", 3: "C", 4: "C", 6: "C" }))).toEqual([["areas[0].rows[0]#6", "validation.companionTooMany", "A 1-6"]]);
    // Two spaces share the companions between them: six companions fit, a seventh does not.
    expect(problems(row(upTo(12), { 4: "W", 8: "W", 1: "C", 2: "C", 3: "C", 5: "C", 6: "C", 7: "C" }))).toEqual([]);
    expect(problems(row(upTo(12), { 4: "W", 8: "W", 1: "C", 2: "C", 3: "C", 5: "C", 6: "C", 7: "C", 9: "C" }))).toEqual([["areas[0].rows[0]#9", "validation.companionTooMany", "A 1-9"]]);
  });

  it("find a matching whenever one exists, whichever space a shared companion goes with", () => {
    // 1–3 go only with W4, so 5 (nearer W4) must go with W7: each companion to its nearest space would
    // give W4 four and refuse one; here every companion has a space with room.
    expect(problems(row(upTo(11), { 4: "W", 7: "W", 1: "C", 2: "C", 3: "C", 5: "C", 6: "C", 8: "C" }))).toEqual([]);
    expect(problems(row(upTo(11), { 4: "W", 7: "W", 1: "C", 2: "C", 3: "C", 5: "C", 6: "C", 8: "C", 9: "C", 10: "C" }))).toHaveLength(2);
  });

  it("are checked by validateSeatMap with the other problems", () => {
    const seats = [...row(upTo(4), { 1: "W", 4: "C" }), { area: "A", row: "1", number: 1, ticketType: null, where: "line 9" }];
    expect(validateSeatMap(seats, ["A"]).map((i) => i.message)).toEqual(["validation.seatMapTwice"]);
    expect(validateSeatMap(row(upTo(8), { 1: "W", 8: "C" }), ["A"]).map((i) => [i.message, i.params])).toEqual([["validation.companionAlone", { seat: "A 1-8", max: 3 }]]);
  });
});

describe("the CSV's access column", () => {
  it("marks W and C seats (ranges too) and keeps the old headers working", () => {
    const { seats, issues } = parseSeatMapCsv("area,row,seat,ticketType,access\nA,1,1-3,,\nA,1,4,,W\nA,1,5-6,,c\n");
    expect(issues).toEqual([]);
    expect(seats.map((s) => [s.number, s.access])).toEqual([[1, null], [2, null], [3, null], [4, "WHEELCHAIR"], [5, "COMPANION"], [6, "COMPANION"]]);
    expect(parseSeatMapCsv("area,row,seat\nA,1,1-2\n").seats.map((s) => s.access)).toEqual([null, null]);
    expect(parseSeatMapCsv("area,row,seat,ticketType\nA,1,1,B\n").seats[0]).toMatchObject({ ticketType: "B", access: null });
  });

  it("names each bad line: an unknown mark, an access cell without the header, a sixth cell, a wrong header", () => {
    expect(parseSeatMapCsv("area,row,seat,ticketType,access\nA,1,1,,X\nA,1,2,,W\nA,1,3,,W,1\n").issues).toEqual([
      { field: "line 2", message: "validation.seatMapAccess", params: { access: "X" } },
      { field: "line 4", message: "validation.seatMapCells" },
    ]);
    expect(parseSeatMapCsv("area,row,seat,ticketType\nA,1,1,,W\n").issues).toEqual([{ field: "line 2", message: "validation.seatMapCells" }]);
    expect(parseSeatMapCsv("area,row,seat,ticketType,wheelchair\nA,1,1\n").issues).toEqual([{ field: "line 1", message: "validation.seatMapHeader" }]);
  });

  it("gives each seat its line, so the companion rule names the line", () => {
    const { seats } = parseSeatMapCsv("area,row,seat,ticketType,access\nA,1,1-10,,\nA,1,11,,W\nA,1,20,,C\n");
    // Seat 20 is not next to 11: 12–19 are not seats (an aisle), and it is 9 seats away.
    expect(validateSeatMap(seats, ["A"])).toEqual([{ field: "line 4", message: "validation.companionAlone", params: { seat: "A 1-20", max: 3 } }]);
  });
});

describe("the structured map's wheelchair and companions", () => {
  it("mark the row's seats", () => {
    const { seats, issues } = seatsOfAreas([{ area: "a", rows: [{ row: "1", seats: [1, 2, 3, 4], wheelchair: [2], companions: [1, 3] }, { row: "2", seats: [1, 2] }] }]);
    expect(issues).toEqual([]);
    expect(seats.map((s) => `${s.row}-${s.number}:${s.access ?? ""}`)).toEqual(["1-1:COMPANION", "1-2:WHEELCHAIR", "1-3:COMPANION", "1-4:", "2-1:", "2-2:"]);
  });

  it("refuse a number that is not a seat of the row, or marked both ways, naming the row", () => {
    const { issues } = seatsOfAreas([{ area: "A", rows: [{ row: "1", seats: [1, 2] }, { row: "2", seats: [1, 2, 3], wheelchair: [2, 7], companions: [2] }] }]);
    expect(issues).toEqual([
      { field: "areas[0].rows[1]", message: "validation.seatAccessNotInRow", params: { seat: 7 } },
      { field: "areas[0].rows[1]", message: "validation.seatAccessBoth", params: { seat: 2 } },
    ]);
  });
});

describe("the accessible release", () => {
  it("is 48 hours before the start unless the organiser set a time", () => {
    const startsAt = new Date("2026-12-24T12:00:00Z");
    expect(accessibleRelease({ startsAt, accessibleReleaseAt: null }).toISOString()).toBe("2026-12-22T12:00:00.000Z");
    expect(accessibleRelease({ startsAt, accessibleReleaseAt: new Date("2026-12-24T08:00:00Z") }).toISOString()).toBe("2026-12-24T08:00:00.000Z");
  });
});
