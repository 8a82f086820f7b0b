import { describe, expect, it } from "vitest";
import { percentToBps } from "./HandBackPanel";

describe("the hand-back fee as the organiser types it", () => {
  it("reads a percentage from 0 to 20 with at most two decimals as basis points", () => {
    expect(percentToBps("0")).toBe(0);
    expect(percentToBps("10")).toBe(1000);
    expect(percentToBps(" 2.5 ")).toBe(250);
    expect(percentToBps("2,75")).toBe(275);
    expect(percentToBps("20")).toBe(2000);
  });
  it("refuses more than 20 %, a negative, three decimals or words", () => {
    for (const bad of ["20.01", "21", "-1", "1.234", "ten", "", "1e1"]) expect(percentToBps(bad)).toBeNull();
  });
});
