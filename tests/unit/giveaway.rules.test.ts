import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  drawWinners,
  drawWinnersReference,
  entriesHash,
  fanCoinMinorForVnd,
  holderRef,
  inviteQualifies,
  sha256Hex,
  topupEntriesFor,
  verifyDraw,
} from "../../server/src/modules/giveaway/giveaway.rules.ts";

const rates = { vndPerFanCoin: 3300, vndPerEntry: 10_000, maxTopupEntries: 10, maxInviteEntries: 10, inviteMinVnd: 10_000 };

describe("earning", () => {
  it("gives 1 entry per 10,000 VND of cumulative top-ups, at most 10", () => {
    expect(topupEntriesFor(0, rates)).toBe(0);
    expect(topupEntriesFor(303, rates)).toBe(0); // 9,999 VND
    expect(topupEntriesFor(304, rates)).toBe(1); // 10,032 VND
    expect(topupEntriesFor(fanCoinMinorForVnd(20_000, rates), rates)).toBe(2);
    expect(topupEntriesFor(fanCoinMinorForVnd(1_000_000, rates), rates)).toBe(10);
  });

  it("counts an invite only above 10,000 VND", () => {
    expect(inviteQualifies(303, rates)).toBe(false);
    expect(inviteQualifies(304, rates)).toBe(true);
    expect(inviteQualifies(fanCoinMinorForVnd(10_000, { vndPerFanCoin: 5000 }), { ...rates, vndPerFanCoin: 5000 })).toBe(false); // exactly 10,000
  });

  it("converts dong to the fewest Fan Coin minor units worth at least that much", () => {
    expect(fanCoinMinorForVnd(20_000, rates)).toBe(607);
    expect(607 * 3300).toBeGreaterThanOrEqual(20_000 * 100);
    expect(606 * 3300).toBeLessThan(20_000 * 100);
  });
});

describe("the draw", () => {
  const entries = (n: number, perFan: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `e${crypto.randomBytes(6).toString("hex")}`, holder: holderRef("c", `u${Math.floor(i / perFan)}`) }));

  it("is the documented algorithm (the plain reference) for any pool", () => {
    for (const [n, perFan, k] of [[1, 1, 1], [7, 3, 5], [50, 4, 10], [333, 7, 40], [20, 1, 30]]) {
      const pool = entries(n, perFan);
      const seed = crypto.randomBytes(16).toString("hex");
      expect(drawWinners(seed, pool, k)).toEqual(drawWinnersReference(seed, pool, k));
    }
  });

  it("gives one prize per fan, depends on the seed only, and verifies", () => {
    const pool = entries(200, 5);
    const seed = "seed";
    const winners = drawWinners(seed, pool, 10);
    expect(new Set(winners.map((w) => w.holder)).size).toBe(10);
    expect(drawWinners(seed, [...pool].reverse(), 10)).toEqual(winners);
    expect(drawWinners("other", pool, 10)).not.toEqual(winners);
    const record = { seed, seedCommitment: sha256Hex(seed), entriesHash: entriesHash(pool), entries: pool, winnersCount: 10, winners };
    expect(verifyDraw(record)).toEqual([]);
    expect(verifyDraw({ ...record, winners: [...winners].reverse() })).not.toEqual([]);
    expect(verifyDraw({ ...record, seedCommitment: sha256Hex("x") })).not.toEqual([]);
  });

  it("stops when every fan has won", () => {
    expect(drawWinners("s", entries(6, 3), 5)).toHaveLength(2);
    expect(drawWinners("s", [], 5)).toEqual([]);
  });
});
