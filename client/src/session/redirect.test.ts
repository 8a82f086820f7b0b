import { describe, expect, it } from "vitest";
import { safeRedirect, signUrl } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-app paths with their query", () => {
    expect(safeRedirect("/wallet")).toBe("/wallet");
    expect(safeRedirect("/ticket/detail?slug=a&b=1")).toBe("/ticket/detail?slug=a&b=1");
  });

  it("sends anything else home", () => {
    for (const bad of [null, undefined, "", "wallet", "https://evil.test/", "//evil.test", "/\\evil.test", "javascript:alert(1)", "/sign-in?x=1", "/sign"]) {
      expect(safeRedirect(bad), String(bad)).toBe("/home/index");
    }
  });
});

describe("signUrl", () => {
  it("carries the original path", () => {
    expect(signUrl("/wallet?tab=2")).toBe("/sign?redirectUrl=%2Fwallet%3Ftab%3D2");
    expect(signUrl("/wallet", "/sign-in")).toBe("/sign-in?redirectUrl=%2Fwallet");
    expect(signUrl("/")).toBe("/sign");
  });
});
