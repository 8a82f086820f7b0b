import { describe, expect, it } from "vitest";
import { orderTitleKey } from "./orderTitle";

describe("an order page's title", () => {
  it("says secured only while the order awaits payment", () => {
    expect(orderTitleKey("AWAITING_PAYMENT", false)).toBeNull();
    expect(orderTitleKey(undefined, false)).toBeNull();
    expect(orderTitleKey("PAID", false)).toBe("yourOrder");
    expect(orderTitleKey("REFUNDED", false)).toBe("yourOrder");
    expect(orderTitleKey("CANCELLED", false)).toBe("orderCancelled");
    expect(orderTitleKey("EXPIRED", false)).toBe("orderExpired");
    expect(orderTitleKey("AWAITING_PAYMENT", true)).toBe("orderExpired");
  });
});
