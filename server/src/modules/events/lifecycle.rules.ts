// An event's life as one state machine (issue 34): draft → scheduled → on sale → paused → closed, and
// cancelled, final, from any of them. The state is read from the Event row's columns; every transition is
// named here, with the states it may leave from. The service applies a transition with a guarded UPDATE,
// and the database refuses any change that would bring a cancelled event back (migration
// 20261129123400_h34a_event_lifecycle).

export type EventLifecycle = "DRAFT" | "SCHEDULED" | "ON_SALE" | "PAUSED" | "CLOSED" | "CANCELLED";
export type EventTransition = "PUBLISH" | "OPEN" | "PAUSE" | "CLOSE" | "CANCEL";

export interface LifecycleFacts {
  startsAt: Date;
  endsAt: Date | null;
  saleStartsAt: Date;
  saleEndsAt: Date | null;
  salesPaused: boolean;
  cancelledAt: Date | null;
  /** Null while the event is a draft (fans never see it). */
  publishedAt: Date | null;
}

/** Where an event's life stands now. */
export function eventLifecycle(e: LifecycleFacts, now: Date): EventLifecycle {
  if (e.cancelledAt) return "CANCELLED";
  if (!e.publishedAt) return "DRAFT";
  if ((e.endsAt ?? e.startsAt) <= now || (e.saleEndsAt && e.saleEndsAt <= now)) return "CLOSED";
  if (e.salesPaused) return "PAUSED";
  if (e.saleStartsAt > now) return "SCHEDULED";
  return "ON_SALE";
}

/**
 * From which states each transition may be made (a transition to the state it is in changes nothing).
 * Publishing and opening the sale are separate acts: PUBLISH leaves only DRAFT and does not touch the
 * pause, so a draft whose sale start has passed but is paused is PAUSED once published; OPEN, PAUSE and
 * CLOSE do not leave DRAFT.
 */
export const transitions: Record<EventTransition, readonly EventLifecycle[]> = {
  PUBLISH: ["DRAFT"],
  OPEN: ["SCHEDULED", "PAUSED", "CLOSED", "ON_SALE"],
  PAUSE: ["SCHEDULED", "ON_SALE", "PAUSED"],
  CLOSE: ["SCHEDULED", "ON_SALE", "PAUSED", "CLOSED"],
  CANCEL: ["DRAFT", "SCHEDULED", "ON_SALE", "PAUSED", "CLOSED"],
};

export type TransitionRefusal =
  /** Cancelled is final: nothing but another cancel (which changes nothing) is accepted. */
  | "CANCELLED"
  /** The event itself is over: its sale cannot open again. */
  | "EVENT_OVER"
  /** The transition does not leave from this state. */
  | "NOT_FROM_STATE";

export type TransitionDecision = { ok: true; from: EventLifecycle } | { ok: false; from: EventLifecycle; reason: TransitionRefusal };

/** Whether `transition` may be made now. */
export function decideTransition(e: LifecycleFacts, transition: EventTransition, now: Date): TransitionDecision {
  const from = eventLifecycle(e, now);
  if (from === "CANCELLED") return transition === "CANCEL" ? { ok: true, from } : { ok: false, from, reason: "CANCELLED" };
  if (transition === "OPEN" && (e.endsAt ?? e.startsAt) <= now) return { ok: false, from, reason: "EVENT_OVER" };
  return transitions[transition].includes(from) ? { ok: true, from } : { ok: false, from, reason: "NOT_FROM_STATE" };
}
