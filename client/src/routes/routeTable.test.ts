import { describe, expect, it } from "vitest";
import { isPublicPath } from "./routeTable";

describe("isPublicPath", () => {
  it("lets anonymous visitors open the public pages, redirects and unknown paths", () => {
    for (const path of ["/", "/home", "/home/index", "/home/user", "/sign", "/sign-in", "/sign-up", "/forget-pwd", "/ticket/detail", "/terms", "/404", "/repair", "/lang", "/no-such-page"]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it("guards everything else", () => {
    for (const path of ["/wallet", "/setting", "/security", "/personal", "/home/upcoming-event", "/order/ticket", "/payment/buy", "/change-pwd"]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});
