// The table of an event's transitions (issue 34): from every state, which transition is allowed and which
// refused, and why. Cancelled is final; an event that is over cannot open again.
import { describe, expect, it } from "vitest";
import { decideTransition, eventLifecycle, type EventLifecycle, type EventTransition, type LifecycleFacts } from "../../server/src/modules/events/lifecycle.rules.ts";

const now = new Date("2026-11-28T10:00:00Z");
const h = (n: number) => new Date(now.getTime() + n * 3600_000);
const base: LifecycleFacts = { startsAt: h(24 * 30), endsAt: null, saleStartsAt: h(-1), saleEndsAt: null, salesPaused: false, cancelledAt: null };

const states: Record<Exclude<EventLifecycle, "DRAFT">, LifecycleFacts> = {
  SCHEDULED: { ...base, saleStartsAt: h(2) },
  ON_SALE: base,
  PAUSED: { ...base, salesPaused: true },
  CLOSED: { ...base, saleEndsAt: h(-0.5) },
  CANCELLED: { ...base, salesPaused: true, saleEndsAt: h(-0.5), cancelledAt: h(-0.5) },
};

// state → transition → "ok" or the refusal
const table: Record<keyof typeof states, Record<EventTransition, string>> = {
  SCHEDULED: { OPEN: "ok", PAUSE: "ok", CLOSE: "ok", CANCEL: "ok" },
  ON_SALE: { OPEN: "ok", PAUSE: "ok", CLOSE: "ok", CANCEL: "ok" },
  PAUSED: { OPEN: "ok", PAUSE: "ok", CLOSE: "ok", CANCEL: "ok" },
  CLOSED: { OPEN: "ok", PAUSE: "NOT_FROM_STATE", CLOSE: "ok", CANCEL: "ok" },
  CANCELLED: { OPEN: "CANCELLED", PAUSE: "CANCELLED", CLOSE: "CANCELLED", CANCEL: "ok" },
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
