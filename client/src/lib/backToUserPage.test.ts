import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearBackToUserPage, isBackToUserPage, isOtherOrdersFlag, markBackToUserPage, userPagePath } from "./backToUserPage";

const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal("window", {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
  });
});

describe("the backToUserPage flag", () => {
  it("is stored under the product's key, for the order the result moved to", () => {
    markBackToUserPage("T2611290001");
    expect(store.get("backToUserPage")).toBe("T2611290001");
    expect(isBackToUserPage("T2611290001")).toBe(true);
  });

  it("never applies to another order's page, nor to a page without an order number", () => {
    markBackToUserPage("T2611290001");
    expect(isBackToUserPage("T2611290002")).toBe(false);
    expect(isOtherOrdersFlag("T2611290002")).toBe(true);
    expect(isOtherOrdersFlag("T2611290001")).toBe(false);
    expect(isBackToUserPage("")).toBe(false);
  });

  it("is gone once consumed", () => {
    markBackToUserPage("M2611290001");
    clearBackToUserPage();
    expect(isBackToUserPage("M2611290001")).toBe(false);
    expect(isOtherOrdersFlag("T1")).toBe(false);
  });

  it("leads to the Me tab", () => {
    expect(userPagePath).toBe("/home/user");
  });
});
