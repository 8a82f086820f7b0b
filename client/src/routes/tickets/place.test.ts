import { describe, expect, it } from "vitest";
import { nameRepeatsLabel } from "./place";

describe("nameRepeatsLabel", () => {
  it("finds the area label inside the type's name", () => {
    expect(nameRepeatsLabel("Area B", "Area B")).toBe(true);
    expect(nameRepeatsLabel("VIP Area A", "Area A")).toBe(true);
    expect(nameRepeatsLabel("vip area a", "Area A")).toBe(true);
  });
  it("keeps the label when the name does not say it", () => {
    expect(nameRepeatsLabel("Standing C", "Area C")).toBe(false);
    expect(nameRepeatsLabel("Area BB", "Area B")).toBe(false);
    expect(nameRepeatsLabel("General admission", "Area G")).toBe(false);
    expect(nameRepeatsLabel(null, "Area B")).toBe(false);
  });
});
