import { describe, expect, it } from "vitest";
import { fanCoinMinorOfVnd, fanCoinWorthOfVnd } from "./ruleAmounts";

describe("the giveaway rules' dong in Fan Coin", () => {
  it("gives each amount's Fan Coin worth to the nearest cent, as the wallet writes it", () => {
    // The defaults: 3,300 dong per Fan Coin; 10,000 dong is 3.0303… Fan Coin.
    expect(fanCoinMinorOfVnd(10_000, 3300)).toBe(303);
    expect(fanCoinWorthOfVnd(10_000, 3300)).toBe("HK$3.03");
    expect(fanCoinWorthOfVnd(20_000, 3300)).toBe("HK$6.06");
    expect(fanCoinWorthOfVnd(33_000_000, 3300)).toBe("HK$10,000.00");
    expect(fanCoinWorthOfVnd(0, 3300)).toBe("HK$0.00");
  });
});
