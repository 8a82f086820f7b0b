import { describe, expect, it } from "vitest";
import { formatSeatNumbers, parseSeatNumbers } from "./seatNumbers";

describe("a row's marked seat numbers", () => {
  it("read numbers and ranges, separated by commas or spaces", () => {
    expect(parseSeatNumbers("")).toEqual([]);
    expect(parseSeatNumbers(" 7, 1-3  5，2 ")).toEqual([1, 2, 3, 5, 7]);
    expect(parseSeatNumbers("4-2")).toBeNull();
    expect(parseSeatNumbers("a")).toBeNull();
    expect(parseSeatNumbers("1;2")).toBeNull();
  });
  it("write runs back as ranges", () => {
    expect(formatSeatNumbers([7, 1, 2, 3, 5])).toBe("1-3, 5, 7");
    expect(formatSeatNumbers([])).toBe("");
    expect(parseSeatNumbers(formatSeatNumbers([4, 9, 10]))).toEqual([4, 9, 10]);
  });
});
