import { describe, expect, it } from "vitest";
import { fillNewIdentities } from "./chooserDraft";

describe("fillNewIdentities: an identity added on a detour goes to the first ticket without one", () => {
  it("fills the first empty slot with the new identity and keeps the chosen ones", () => {
    expect(fillNewIdentities(["a"], 2, ["a", "b"], ["a"])).toEqual(["a", "b"]);
    expect(fillNewIdentities(["", "a"], 2, ["a", "b"], ["a"])).toEqual(["b", "a"]);
  });

  it("changes nothing without a known list (a first visit), nothing new, or no empty slot", () => {
    const chosen = ["a"];
    expect(fillNewIdentities(chosen, 2, ["a", "b"], null)).toBe(chosen);
    expect(fillNewIdentities(chosen, 2, ["a"], ["a"])).toBe(chosen);
    expect(fillNewIdentities(["a", "b"], 2, ["a", "b", "c"], ["a", "b"])).toEqual(["a", "b"]);
  });

  it("never chooses one identity twice, nor beyond the quantity", () => {
    expect(fillNewIdentities(["b"], 2, ["a", "b"], ["a"])).toEqual(["b"]);
    expect(fillNewIdentities([], 1, ["a", "b", "c"], ["a"])).toEqual(["b"]);
  });
});
