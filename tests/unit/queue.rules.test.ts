// The waiting room's pure rules: the pass cannot be forged or altered, the admission pace never exceeds its
// rate however long the pause, the rate halves while the pipeline is slow and recovers, the draw is stable.
import { describe, expect, it } from "vitest";
import { adaptRate, admissionsDue, countBelow, drawOrder, readPass, signPass, verifyDraw, drawListText, sha256Hex } from "../../server/src/modules/queue/queue.rules.ts";

const key = Buffer.from("k".repeat(32));
const claims = { eventId: "ev1", userId: "u1", passId: "p1", expiresAt: new Date(1_800_000_000_000) };

describe("queue rules", () => {
  it("reads back a signed pass and refuses an altered, re-signed or malformed one", () => {
    const token = signPass(key, claims);
    expect(readPass(key, token)).toEqual(claims);
    const [payload, mac] = token.split(".");
    const other = Buffer.from("ev1|u2|p1|1800000000000").toString("base64url");
    expect(readPass(key, `${other}.${mac}`)).toBeNull();
    expect(readPass(Buffer.from("x".repeat(32)), token)).toBeNull();
    expect(readPass(key, `${payload}.${mac}.x`)).toBeNull();
    expect(readPass(key, "")).toBeNull();
    expect(readPass(key, null)).toBeNull();
  });

  it("admits at most the rate, keeping at most the burst of unused budget", () => {
    const t = (s: number) => new Date(s * 1000);
    expect(admissionsDue(t(0), t(1), 600).count).toBe(10);
    // An hour's pause does not become an hour's admissions: two seconds' worth at most.
    expect(admissionsDue(t(0), t(3600), 600).count).toBe(20);
    let budget: Date | null = t(0);
    let total = 0;
    for (let s = 0.25; s <= 60; s += 0.25) {
      const due = admissionsDue(budget, t(s), 600);
      total += due.count;
      budget = due.budgetFrom;
    }
    expect(total).toBe(600);
  });

  it("halves the rate while secures or the pool are slow, not below a tenth, and recovers to the configured rate", () => {
    const limits = { secureP99Ms: 1500, poolWaitMs: 200 };
    const slow = { secureP99Ms: 3000, poolWaitMs: null };
    const ok = { secureP99Ms: 100, poolWaitMs: 5 };
    let rate = 600;
    for (let i = 0; i < 10; i++) rate = adaptRate(rate, 600, slow, limits);
    expect(rate).toBe(60);
    expect(adaptRate(600, 600, { secureP99Ms: null, poolWaitMs: 500 }, limits)).toBe(300);
    for (let i = 0; i < 20; i++) rate = adaptRate(rate, 600, ok, limits);
    expect(rate).toBe(600);
  });

  it("draws the same order from the same seed whatever order the lines come in, and verifies it", async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ id: `e${i}`, holder: `h${i}` }));
    const a = drawOrder("seed", lines);
    expect(drawOrder("seed", [...lines].reverse())).toEqual(a);
    expect(drawOrder("other", lines)).not.toEqual(a);
    const list = drawListText(a);
    expect(await verifyDraw({ seed: "seed", seedHash: sha256Hex("seed"), drawList: list, drawHash: sha256Hex(list) })).toEqual([]);
  });

  it("counts the ranks ahead by binary search", () => {
    const ranks = [1n, 5n, 9n, 12n];
    expect([0n, 1n, 6n, 12n, 13n].map((r) => countBelow(ranks, r))).toEqual([0, 0, 2, 3, 4]);
  });
});
