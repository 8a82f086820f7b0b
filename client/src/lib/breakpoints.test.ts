import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { breakpoints } from "./breakpoints";

describe("breakpoints", () => {
  it("match the product spec", () => {
    expect(breakpoints).toEqual({ sm: 300, md: 800, lg: 1000, xl: 2000 });
  });

  it("are mirrored in tokens.css", () => {
    const css = readFileSync(new URL("../styles/tokens.css", import.meta.url), "utf8");
    for (const [name, px] of Object.entries(breakpoints)) expect(css).toContain(`--bp-${name}: ${px}px;`);
  });
});
