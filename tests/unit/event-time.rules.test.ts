import { describe, expect, it } from "vitest";
import { eventOver, eventOverWhere, OVER_AFTER_START_WITHOUT_END_MS } from "../../server/src/modules/events/event-time.rules.ts";

const at = (iso: string) => new Date(iso);

describe("eventOver", () => {
  it("is over at its end time, not a millisecond before", () => {
    const e = { startsAt: at("2026-05-01T12:00:00Z"), endsAt: at("2026-05-01T15:00:00Z") };
    expect(eventOver(e, at("2026-05-01T14:59:59.999Z"))).toBe(false);
    expect(eventOver(e, at("2026-05-01T15:00:00Z"))).toBe(true);
  });

  it("without an end time, is over 12 hours after its start", () => {
    const e = { startsAt: at("2026-05-01T12:00:00Z"), endsAt: null };
    expect(OVER_AFTER_START_WITHOUT_END_MS).toBe(12 * 3600_000);
    expect(eventOver(e, at("2026-05-01T23:59:59.999Z"))).toBe(false);
    expect(eventOver(e, at("2026-05-02T00:00:00Z"))).toBe(true);
  });

  it("an end time counts even when it is earlier than start + 12 h", () => {
    expect(eventOver({ startsAt: at("2026-05-01T12:00:00Z"), endsAt: at("2026-05-01T13:00:00Z") }, at("2026-05-01T14:00:00Z"))).toBe(true);
  });

  it("the database filter states the same boundaries", () => {
    const now = at("2026-05-02T00:00:00Z");
    expect(eventOverWhere(now)).toEqual({
      OR: [{ endsAt: { not: null, lte: now } }, { endsAt: null, startsAt: { lte: at("2026-05-01T12:00:00Z") } }],
    });
  });
});
