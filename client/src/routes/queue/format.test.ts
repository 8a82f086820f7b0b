import { describe, expect, it } from "vitest";
import { etaMinutes, formatLongCountdown, queueProgress } from "./format";

describe("queue screen formatting", () => {
  it("counts down in minutes, then hours past an hour", () => {
    expect(formatLongCountdown(65_000)).toBe("1:05");
    expect(formatLongCountdown(999)).toBe("0:01");
    expect(formatLongCountdown(3_600_000 + 62_000)).toBe("1:01:02");
    expect(formatLongCountdown(49 * 3_600_000)).toBe("49:00:00");
  });

  it("rounds the wait up to whole minutes, 0 under a minute", () => {
    expect(etaMinutes(59)).toBe(0);
    expect(etaMinutes(60)).toBe(1);
    expect(etaMinutes(61)).toBe(2);
  });

  it("measures progress from the most people ever ahead", () => {
    expect(queueProgress(4, 4)).toBe(0);
    expect(queueProgress(4, 1)).toBe(0.75);
    expect(queueProgress(4, 0)).toBe(1);
    expect(queueProgress(0, 0)).toBe(1);
    expect(queueProgress(2, 5)).toBe(0);
  });
});
