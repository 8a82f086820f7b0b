// The pure rules of codes (issue 35): normalising, generating, what a discount takes off, the organiser's terms.
import { describe, expect, it } from "vitest";
import { codeApplies, codeTermIssues, discountOf, earlySaleStart, generateCodes, merchDiscountOf, myCodeStanding, normaliseCode } from "../../server/src/modules/codes/codes.rules.ts";

const items = [
  { ticketTypeId: "a", unitAmount: 33_333, quantity: 1 },
  { ticketTypeId: "b", unitAmount: 500, quantity: 3 },
];

describe("codes.rules", () => {
  it("matches codes without case or surrounding blanks", () => {
    expect(normaliseCode("  early-Bird ")).toBe("EARLY-BIRD");
  });

  it("generates distinct codes of an unambiguous alphabet", () => {
    const codes = generateCodes(2000, "VIP");
    expect(new Set(codes).size).toBe(2000);
    expect(codes.every((c) => /^VIP[2-9A-HJKMNP-Z]{10}$/.test(c))).toBe(true);
  });

  it("draws every character of the alphabet equally often (no modulo bias toward its first letters)", () => {
    // 10,000 codes: 100,000 characters, about 3,226 of each of the 31. Chi-square with 30 degrees of freedom:
    // a uniform draw stays under 80 (p < 1e-5 to exceed it); a byte taken modulo 31 gives its first eight
    // letters 9/256 instead of 8/256 and scores about 440.
    const counts = new Map<string, number>();
    for (const c of generateCodes(10_000)) for (const ch of c) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(31);
    const expected = 100_000 / 31;
    const chi2 = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(80);
  });

  it("rounds a percentage down to the minor unit, on the eligible types only", () => {
    expect(discountOf({ kind: "DISCOUNT", ticketTypeIds: ["a"], discountAmount: null, discountPercent: 15 }, items)).toBe(4_999);
    expect(discountOf({ kind: "DISCOUNT", ticketTypeIds: [], discountAmount: null, discountPercent: 100 }, items)).toBe(34_833);
  });

  it("takes a fixed amount off each eligible ticket, leaving at least a minor unit of its price to pay", () => {
    expect(discountOf({ kind: "DISCOUNT", ticketTypeIds: [], discountAmount: 1_000, discountPercent: null }, items)).toBe(1_000 + 3 * 499);
    expect(discountOf({ kind: "DISCOUNT", ticketTypeIds: [], discountAmount: 1_000, discountPercent: null }, [{ ticketTypeId: "f", unitAmount: 0, quantity: 2 }])).toBe(0);
    expect(discountOf({ kind: "ACCESS", ticketTypeIds: ["a"], discountAmount: null, discountPercent: null }, items)).toBe(0);
  });

  it("applies only to the types it names (a discount naming none: every type)", () => {
    expect(codeApplies({ kind: "ACCESS", ticketTypeIds: ["a"], discountAmount: null, discountPercent: null }, ["b"])).toBe(false);
    expect(codeApplies({ kind: "DISCOUNT", ticketTypeIds: [], discountAmount: 1, discountPercent: null }, ["b"])).toBe(true);
  });

  it("names every wrong term", () => {
    expect(codeTermIssues({ kind: "DISCOUNT", discountAmount: 5, discountPercent: 150 }, []).map(([f]) => f)).toEqual(["discountAmount", "discountPercent"]);
    expect(codeTermIssues({ kind: "ACCESS", ticketTypeIds: [] }, []).map(([f]) => f)).toEqual(["ticketTypeIds"]);
    // An order of 0 could not be paid: a discount leaves something to pay.
    expect(codeTermIssues({ kind: "DISCOUNT", discountPercent: 100 }, [])).toEqual([["discountPercent", "validation.discountLeavesNothing"]]);
    expect(codeTermIssues({ kind: "DISCOUNT", discountPercent: 10, maxUses: 0, startsAt: new Date(2), endsAt: new Date(1) }, []).map(([f]) => f)).toEqual(["endsAt", "maxUses"]);
  });

  it("opens a presale only with an access code's own sale start, for the types it names", () => {
    const at = new Date("2027-03-01T02:00:00Z");
    const access = { kind: "ACCESS" as const, ticketTypeIds: ["a", "b"], saleStartsAt: at };
    expect(earlySaleStart(access, ["a"])).toEqual(at);
    expect(earlySaleStart(access, ["a", "c"])).toBeNull();
    expect(earlySaleStart({ ...access, saleStartsAt: null }, ["a"])).toBeNull();
    expect(earlySaleStart({ ...access, kind: "DISCOUNT" }, ["a"])).toBeNull();
    expect(codeTermIssues({ kind: "DISCOUNT", discountPercent: 10, saleStartsAt: at }, []).map(([f]) => f)).toEqual(["saleStartsAt"]);
    expect(codeTermIssues({ kind: "ACCESS", ticketTypeIds: ["a"], startsAt: new Date(at.getTime() + 1), saleStartsAt: at }, ["a"]).map(([f]) => f)).toEqual(["saleStartsAt"]);
  });

  it("a merchandise discount applies to its products' units and to no ticket", () => {
    const merch = { kind: "DISCOUNT" as const, ticketTypeIds: [], productIds: ["p"], discountAmount: null, discountPercent: 15 };
    expect(merchDiscountOf(merch, { productId: "p", unitAmount: 33_333, quantity: 1 })).toBe(4_999);
    expect(merchDiscountOf({ ...merch, discountPercent: null, discountAmount: 1_000 }, { productId: "p", unitAmount: 500, quantity: 3 })).toBe(3 * 499);
    expect(merchDiscountOf(merch, { productId: "q", unitAmount: 33_333, quantity: 1 })).toBe(0);
    expect(codeApplies(merch, ["a"])).toBe(false);
    expect(discountOf(merch, items)).toBe(0);
    expect(merchDiscountOf({ ...merch, productIds: [] }, { productId: "p", unitAmount: 33_333, quantity: 1 })).toBe(0);
  });

  it("says where a code stands for one fan and how many uses it has left for them", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const hour = 3_600_000;
    const base = { disabledAt: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerAccount: null, used: 0 };
    expect(myCodeStanding(base, 0, null, now)).toEqual({ status: "USABLE", usesLeft: null });
    // The fewer of what is left in all and the fan's share.
    expect(myCodeStanding({ ...base, maxUses: 10, used: 7, maxUsesPerAccount: 2 }, 1, null, now)).toEqual({ status: "USABLE", usesLeft: 1 });
    expect(myCodeStanding({ ...base, maxUses: 10, used: 9, maxUsesPerAccount: 5 }, 0, null, now)).toEqual({ status: "USABLE", usesLeft: 1 });
    // A presale invitation's single-use code, used by its fan; the same code used up by others.
    expect(myCodeStanding({ ...base, maxUses: 1, used: 1, maxUsesPerAccount: 1 }, 1, null, now)).toEqual({ status: "USED", usesLeft: 0 });
    expect(myCodeStanding({ ...base, maxUses: 1, used: 1 }, 0, null, now)).toEqual({ status: "USED_UP", usesLeft: 0 });
    // Used stays used, also once disabled or expired; otherwise disabled, then expired win.
    expect(myCodeStanding({ ...base, maxUses: 1, used: 1, disabledAt: now }, 1, null, now).status).toBe("USED");
    expect(myCodeStanding({ ...base, disabledAt: now, endsAt: new Date(now.getTime() - hour) }, 0, null, now).status).toBe("DISABLED");
    expect(myCodeStanding({ ...base, endsAt: now }, 0, null, now).status).toBe("EXPIRED");
    expect(myCodeStanding(base, 0, new Date(now.getTime() - hour), now).status).toBe("EXPIRED");
    expect(myCodeStanding({ ...base, startsAt: new Date(now.getTime() + hour) }, 0, new Date(now.getTime() + 2 * hour), now)).toEqual({ status: "NOT_STARTED", usesLeft: null });
  });
});
