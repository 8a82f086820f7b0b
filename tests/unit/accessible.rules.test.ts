// Accessible spaces (issue 33): each free wheelchair space with the free companion seats beside it, nearest
// first, never across an aisle or past an ordinary seat, a companion seat offered with one space only.
import { describe, expect, it } from "vitest";
import { accessibleSpaces, type AccessSeat } from "../../server/src/modules/events/accessible.rules.ts";
import { compareRows } from "../../server/src/modules/events/seatmap.rules.ts";

/** A row from a picture: W a wheelchair space, C a companion seat, o an ordinary seat, _ an aisle; lower case x after a letter: taken. */
function row(name: string, picture: string, type = "T"): AccessSeat[] {
  const out: AccessSeat[] = [];
  let n = 0;
  for (const cell of picture.split(" ")) {
    n++;
    if (cell === "_") continue;
    const access = cell[0] === "W" ? "WHEELCHAIR" : cell[0] === "C" ? "COMPANION" : null;
    out.push({ id: `${name}${n}`, ticketTypeId: type, area: "A", row: name, number: n, status: cell.endsWith("x") ? "HELD" : "AVAILABLE", access });
  }
  return out;
}
const show = (seats: AccessSeat[], ticketTypeId?: string) => accessibleSpaces(seats, { compareRows, ticketTypeId }).map((s) => [s.wheelchair.id, s.companions.map((c) => c.id)]);

describe("accessibleSpaces", () => {
  it("offers each free space with its companion seats, nearest first, both sides", () => {
    expect(show(row("1", "o C W C C o"))).toEqual([["13", ["12", "14", "15"]]]);
  });
  it("stops at an aisle and at an ordinary seat, and passes over a taken companion seat", () => {
    expect(show(row("1", "C _ W o C"))).toEqual([["13", []]]);
    expect(show(row("1", "W Cx C C C"))).toEqual([["11", ["13", "14", "15"]]]);
  });
  it("leaves out taken spaces, lists front rows first, and offers a shared companion seat once", () => {
    expect(show([...row("10", "W C W"), ...row("2", "Wx C o")])).toEqual([
      ["101", ["102"]],
      ["103", []],
    ]);
  });
  it("keeps to one ticket type when asked", () => {
    expect(show([...row("1", "W C", "T"), ...row("2", "W C", "U")], "U")).toEqual([["21", ["22"]]]);
  });
});
