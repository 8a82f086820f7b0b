// The maintenance switch is read once per MAINTENANCE_CACHE_MS per server: a burst of requests that finds
// the cached value stale shares one read, and a switch made while that read is in flight is not undone by it.
import { describe, expect, it } from "vitest";
import { getMaintenance, MAINTENANCE_CACHE_MS, setMaintenance } from "../../server/src/modules/system/index.ts";

/** A database with only the Setting row, whose reads answer when the test says so. */
function fakeDeps() {
  let stored: unknown = { on: false };
  const pending: (() => void)[] = [];
  let reads = 0;
  let now = 1_000_000;
  const db = {
    setting: {
      findUnique: () => {
        reads++;
        const value = stored;
        return new Promise((resolve) => pending.push(() => resolve({ key: "maintenance", value })));
      },
      upsert: async ({ update }: { update: { value: unknown } }) => {
        stored = update.value;
      },
    },
  };
  const deps = { db, now: () => new Date(now) } as unknown as Parameters<typeof getMaintenance>[0];
  return {
    deps,
    reads: () => reads,
    answerReads: () => pending.splice(0).forEach((r) => r()),
    store: (v: unknown) => (stored = v),
    advance: (ms: number) => (now += ms),
  };
}

describe("getMaintenance", () => {
  it("sends one read for a burst of 200 requests, then none until the value is stale again", async () => {
    const f = fakeDeps();
    const burst = Array.from({ length: 200 }, () => getMaintenance(f.deps));
    f.answerReads();
    expect((await Promise.all(burst)).every((m) => !m.on)).toBe(true);
    expect(f.reads()).toBe(1);
    await getMaintenance(f.deps);
    expect(f.reads()).toBe(1);

    f.store({ on: true, message: "Back soon" });
    f.advance(MAINTENANCE_CACHE_MS);
    const second = Array.from({ length: 200 }, () => getMaintenance(f.deps));
    f.answerReads();
    expect((await Promise.all(second)).every((m) => m.on && m.message === "Back soon")).toBe(true);
    expect(f.reads()).toBe(2);
  });

  it("keeps a switch made while a read of the old value was in flight", async () => {
    const f = fakeDeps();
    const before = getMaintenance(f.deps);
    await setMaintenance(f.deps, { on: true, message: "Upgrading" });
    f.answerReads();
    expect((await before).on).toBe(true);
    expect((await getMaintenance(f.deps)).on).toBe(true);
  });
});
