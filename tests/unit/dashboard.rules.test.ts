import { describe, expect, it } from "vitest";
import { perMinuteSeries } from "../../server/src/modules/dashboard/dashboard.rules.ts";

describe("perMinuteSeries", () => {
  const since = new Date("2026-11-24T10:00:00Z");
  const at = (m: number) => new Date(since.getTime() + m * 60_000);

  it("is gapless: every minute from `since`, zero where nothing happened", () => {
    const s = perMinuteSeries(since, 5, [{ minute: at(1), count: 3 }], [{ minute: at(3), count: 2 }]);
    expect(s.map((m) => m.minute.toISOString())).toEqual([0, 1, 2, 3, 4].map((m) => at(m).toISOString()));
    expect(s.map((m) => m.sold)).toEqual([0, 3, 0, 0, 0]);
    expect(s.map((m) => m.scans)).toEqual([0, 0, 0, 2, 0]);
  });

  it("leaves out what falls outside the window", () => {
    const s = perMinuteSeries(since, 2, [{ minute: at(-1), count: 9 }, { minute: at(2), count: 9 }, { minute: at(1), count: 1 }], []);
    expect(s.map((m) => m.sold)).toEqual([0, 1]);
  });
});
