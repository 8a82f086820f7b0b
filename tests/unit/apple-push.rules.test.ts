// The Apple pass pushes' rules on their own: which APNs answers are tried again, the wait before each
// retry, and which of an organiser's edits reach the passes.
import { describe, expect, it } from "vitest";
import { apnsRetryable, apnsRetryDelayMs, passFieldsChanged } from "../../server/src/modules/passes/apple-push.rules.ts";

describe("APNs answers", () => {
  it("tries again after no answer, a 429 or a 5xx; a 200, a 410 or another 4xx is final", () => {
    for (const s of [0, 429, 500, 503]) expect(apnsRetryable(s), String(s)).toBe(true);
    for (const s of [200, 400, 403, 404, 410, 413]) expect(apnsRetryable(s), String(s)).toBe(false);
  });

  it("doubles the wait from the base, at most ten minutes", () => {
    expect([1, 2, 3, 4].map((a) => apnsRetryDelayMs(a, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(apnsRetryDelayMs(30, 1_000)).toBe(600_000);
  });
});

describe("an organiser's edit", () => {
  it("reaches the passes when it changes what they show", () => {
    expect(passFieldsChanged(["startsAt=2026-12-01T12:00:00.000Z"])).toBe(true);
    expect(passFieldsChanged(["maxTicketsPerAccount=6", "venue=Hong Kong Coliseum"])).toBe(true);
    expect(passFieldsChanged(["latitude=22.3"])).toBe(true);
    expect(passFieldsChanged(["maxTicketsPerAccount=6", "about=New words"])).toBe(false);
    expect(passFieldsChanged([])).toBe(false);
  });
});
