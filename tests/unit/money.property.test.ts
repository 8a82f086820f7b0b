// Property tests of money: every formatter shows exactly the minor units it was given (no float
// artefacts, the sign in front, thousands separators), the deposit parser reads back what the wallet
// formats, and the Fan Coin conversion is the exact integer ceiling for every safe amount.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatOrderAmount, formatWalletAmount, parseDeposit } from "@fanfare/shared/money";
import { amountText } from "../../server/src/modules/payments/sandbox.routes.ts";
import { toFanCoins } from "../../server/src/modules/wallet/wallet.rules.ts";

/** Amounts as the database stores them (PostgreSQL integer). */
const int32 = fc.integer({ min: -2_147_483_648, max: 2_147_483_647 });
const nonNegative = fc.integer({ min: 0, max: 2_147_483_647 });

/** "-HK$1,234.5" → { sign, prefix, minor units } read back exactly with integer arithmetic. */
function readBack(text: string, prefix: string): number {
  const m = new RegExp(`^(-?)${prefix.replace(/[$]/g, "\\$")}(\\d{1,3}(?:,\\d{3})*)(?:\\.(\\d{1,2}))?$`).exec(text);
  if (!m) throw new Error(`unreadable amount ${JSON.stringify(text)}`);
  const minor = Number(m[2].replaceAll(",", "")) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -minor : minor;
}

describe("formatMoney (client)", () => {
  it("shows exactly the minor units, sign in front, whole amounts without cents", () => {
    fc.assert(
      fc.property(int32, fc.constantFrom("HKD" as const, "MOP" as const), (amount, currency) => {
        const text = formatMoney({ amount, currency });
        expect(readBack(text, currency === "HKD" ? "HK$" : "MOP$")).toBe(amount);
        expect(text).not.toMatch(/e|NaN|Infinity|-0\b|\.\d{3}/);
        if (amount % 100 === 0) expect(text).not.toContain(".");
        else expect(text).toMatch(/\.\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("wallet amounts (client)", () => {
  it("formatWalletAmount always shows two decimals and reads back exactly", () => {
    fc.assert(
      fc.property(int32, fc.boolean(), (amount, signed) => {
        const text = formatWalletAmount(amount, "HKD", signed);
        const plus = signed && amount > 0;
        expect(text.startsWith("+")).toBe(plus);
        expect(readBack(plus ? text.slice(1) : text, "HK$")).toBe(amount);
        expect(text).toMatch(/\.\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("formatOrderAmount reads back exactly for order currencies and Fan Coin", () => {
    fc.assert(
      fc.property(nonNegative, (amount) => {
        expect(readBack(formatOrderAmount(amount, "MOP"), "MOP$")).toBe(amount);
        // Fan Coin reads as the wallet shows it (1 Fan Coin = HK$1): the same unit on both pages.
        const coins = formatOrderAmount(amount, "FANCOIN");
        expect(coins).toBe(formatWalletAmount(amount, "HKD"));
        expect(readBack(coins, "HK$")).toBe(amount);
      }),
    );
  });

  it("parseDeposit reads back what the wallet formats, and never throws on any text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (amount) => {
        expect(parseDeposit(formatWalletAmount(amount, "HKD").replace("HK$", ""))).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.stringMatching(/^[\d,.\s]{0,30}$/)), (text) => {
        const v = parseDeposit(text);
        expect(v === null || (Number.isSafeInteger(v) && v > 0)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("amountText (server: the sandbox payment page)", () => {
  it("shows exactly the minor units with two decimals", () => {
    fc.assert(
      fc.property(nonNegative, (amount) => {
        const text = amountText(amount, "HKD");
        expect(text.startsWith("HKD ")).toBe(true);
        expect(readBack(text.slice(4), "")).toBe(amount);
        expect(text).toMatch(/\.\d{2}$/);
      }),
    );
  });
});

describe("toFanCoins (server and client)", () => {
  it("is the exact integer ceiling of amount × rate / 10,000 for every safe amount", () => {
    fc.assert(
      fc.property(fc.oneof(nonNegative, fc.maxSafeNat()), fc.integer({ min: 1, max: 1_000_000 }), (amount, rate) => {
        const exact = (BigInt(amount) * BigInt(rate) + 9_999n) / 10_000n;
        if (exact > BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(() => toFanCoins(amount, rate)).toThrow();
          return;
        }
        expect(BigInt(toFanCoins(amount, rate))).toBe(exact);
      }),
      { numRuns: 3000 },
    );
  });

  it("one Fan Coin cent per HKD cent at the par rate, and never less than the order is worth", () => {
    fc.assert(
      fc.property(nonNegative, fc.integer({ min: 1, max: 100_000 }), (amount, rate) => {
        expect(toFanCoins(amount, 10_000)).toBe(amount);
        expect(toFanCoins(amount, rate) * 10_000).toBeGreaterThanOrEqual(amount * rate);
      }),
    );
  });
});
