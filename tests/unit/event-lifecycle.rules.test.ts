// The table of an event's transitions (issue 34): from every state, which transition is allowed and which
// refused, and why. Cancelled is final; an event that is over cannot open again.
import { describe, expect, it } from "vitest";
import { decideTransition, eventLifecycle, type EventLifecycle, type EventTransition, type LifecycleFacts } from "../../server/src/modules/events/lifecycle.rules.ts";

const now = new Date("2026-11-28T10:00:00Z");
const h = (n: number) => new Date(now.getTime() + n * 3600_000);
const base: LifecycleFacts = { startsAt: h(24 * 30), endsAt: null, saleStartsAt: h(-1), saleEndsAt: null, salesPaused: false, cancelledAt: null, publishedAt: h(-48) };

const states: Record<EventLifecycle, LifecycleFacts> = {
  DRAFT: { ...base, publishedAt: null },
  SCHEDULED: { ...base, saleStartsAt: h(2) },
  ON_SALE: base,
  PAUSED: { ...base, salesPaused: true },
  CLOSED: { ...base, saleEndsAt: h(-0.5) },
  CANCELLED: { ...base, salesPaused: true, saleEndsAt: h(-0.5), cancelledAt: h(-0.5) },
};

// state → transition → "ok" or the refusal
const table: Record<keyof typeof states, Record<EventTransition, string>> = {
  DRAFT: { PUBLISH: "ok", OPEN: "NOT_FROM_STATE", PAUSE: "NOT_FROM_STATE", CLOSE: "NOT_FROM_STATE", CANCEL: "ok" },
  SCHEDULED: { PUBLISH: "NOT_FROM_STATE", OPEN: "ok", PAUSE: "ok", CLOSE: "ok", CANCEL: "ok" },
  ON_SALE: { PUBLISH: "NOT_FROM_STATE", OPEN: "ok", PAUSE: "ok", CLOSE: "ok", CANCEL: "ok" },
  PAUSED: { PUBLISH: "NOT_FROM_STATE", OPEN: "ok", PAUSE: "ok", CLOSE: "ok", CANCEL: "ok" },
  CLOSED: { PUBLISH: "NOT_FROM_STATE", OPEN: "ok", PAUSE: "NOT_FROM_STATE", CLOSE: "ok", CANCEL: "ok" },
  CANCELLED: { PUBLISH: "CANCELLED", OPEN: "CANCELLED", PAUSE: "CANCELLED", CLOSE: "CANCELLED", CANCEL: "ok" },
};

describe("event lifecycle", () => {
  for (const [state, facts] of Object.entries(states)) {
    it(`reads ${state}`, () => expect(eventLifecycle(facts, now)).toBe(state));
    for (const [transition, expected] of Object.entries(table[state as keyof typeof states])) {
      it(`${state} → ${transition}: ${expected}`, () => {
        const d = decideTransition(facts, transition as EventTransition, now);
        expect(d.ok ? "ok" : d.reason).toBe(expected);
      });
    }
  }

  it("a draft stays a draft whatever its dates say; cancelled still wins over draft", () => {
    expect(eventLifecycle({ ...base, publishedAt: null, saleStartsAt: h(2) }, now)).toBe("DRAFT");
    expect(eventLifecycle({ ...base, publishedAt: null, saleEndsAt: h(-0.5) }, now)).toBe("DRAFT");
    expect(eventLifecycle({ ...states.CANCELLED, publishedAt: null }, now)).toBe("CANCELLED");
  });

  it("publishing a draft does not open its sale: paused stays PAUSED, a future start SCHEDULED, a past one ON_SALE", () => {
    const publish = (f: LifecycleFacts) => eventLifecycle({ ...f, publishedAt: now }, now);
    expect(publish({ ...base, publishedAt: null, salesPaused: true })).toBe("PAUSED");
    expect(publish({ ...base, publishedAt: null, saleStartsAt: h(2) })).toBe("SCHEDULED");
    expect(publish({ ...base, publishedAt: null })).toBe("ON_SALE");
  });

  it("a cancelled event stays cancelled whatever its other columns say (the old reopen left it unpaused)", () => {
    const reopened = { ...states.CANCELLED, salesPaused: false, saleEndsAt: null };
    expect(eventLifecycle(reopened, now)).toBe("CANCELLED");
    expect(decideTransition(reopened, "OPEN", now)).toEqual({ ok: false, from: "CANCELLED", reason: "CANCELLED" });
  });

  it("an event that is over cannot open again, though it can still be cancelled", () => {
    const over = { ...base, startsAt: h(-3), saleStartsAt: h(-48) };
    expect(eventLifecycle(over, now)).toBe("CLOSED");
    expect(decideTransition(over, "OPEN", now)).toMatchObject({ ok: false, reason: "EVENT_OVER" });
    expect(decideTransition(over, "CANCEL", now).ok).toBe(true);
  });
});
