// The organisers' controls of a waiting room (operator API): on or off, the admission rate, and the pass,
// offer and grace windows, per event. Scope queue:manage to change them (events:read to read them); an
// event of another organisation is "not found". Every change is audited with what it was and what it
// became, in the change's transaction, and every screen of the room hears of it at once.
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import type { QueueRoom } from "../../generated/prisma/client.ts";
import { WAITING_ROOM_LIMITS, waitingRoomFieldProblems } from "@fanfare/shared/waitingRoom";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { operatorEventIds, waitingRoomEvent } from "../events/index.ts";
import { auditOperator, type OperatorCaller } from "../organisations/index.ts";
import { ensureRoom } from "./rooms.ts";
import { appendFairness, lockFairnessLog } from "./fairness-log.ts";
import { forgetRoomCopies } from "./room-copies.ts";

export interface WaitingRoomSettings {
  eventId: string;
  enabled: boolean;
  ratePerMinute: number;
  currentRatePerMinute: number;
  passSeconds: number;
  offerSeconds: number;
  graceSeconds: number;
}

export type WaitingRoomSettingsInput = Partial<Pick<WaitingRoomSettings, "enabled" | "ratePerMinute" | "passSeconds" | "offerSeconds" | "graceSeconds">>;

const FIELDS = ["enabled", "ratePerMinute", "passSeconds", "offerSeconds", "graceSeconds"] as const;

function settingsOf(room: QueueRoom): WaitingRoomSettings {
  const { eventId, enabled, ratePerMinute, currentRatePerMinute, passSeconds, offerSeconds, graceSeconds } = room;
  return { eventId, enabled, ratePerMinute, currentRatePerMinute, passSeconds, offerSeconds, graceSeconds };
}

async function ownEvent(deps: Deps, op: OperatorScope, eventId: string) {
  const [id] = await operatorEventIds(deps, op, eventId);
  const event = id ? await waitingRoomEvent(deps.db, { id }) : null;
  if (!event) throw new NotFoundError("event");
  return event;
}

/** The room's settings (its defaults when nobody has used it yet); null for an event not the operator's. */
export async function operatorWaitingRoom(deps: Deps, op: OperatorScope, eventId: string): Promise<WaitingRoomSettings | null> {
  const event = await ownEvent(deps, op, eventId).catch((e: unknown) => (e instanceof NotFoundError ? null : Promise.reject(e)));
  if (!event) return null;
  return settingsOf(await ensureRoom(deps, event));
}

export function validateSettings(input: WaitingRoomSettingsInput): WaitingRoomSettingsInput {
  const issues = waitingRoomFieldProblems(input).map((field) => {
    const [min, max] = WAITING_ROOM_LIMITS[field];
    return { field, message: "validation.wholeNumberBetween", params: { min, max } };
  });
  if (issues.length) throw new ValidationError("validation.invalid", issues[0]!.field, issues);
  return Object.fromEntries(FIELDS.filter((f) => input[f] !== undefined && input[f] !== null).map((f) => [f, input[f]])) as WaitingRoomSettingsInput;
}

/**
 * Changes a room's settings; only what is given changes. A new rate is the rate from now (the automatic
 * adaptation starts again from it); turning the room off lets the event sell without passes.
 */
export async function updateWaitingRoomSettings(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, input: WaitingRoomSettingsInput): Promise<WaitingRoomSettings> {
  const change = validateSettings(input);
  const event = await ownEvent(deps, op, eventId);
  await ensureRoom(deps, event);
  const after = await deps.db.$transaction(async (tx) => {
    // The fairness log's lock before the room's row (the order fairness-log.ts sets): a new rate is logged.
    await lockFairnessLog(tx, event.id);
    const [before] = await tx.$queryRaw<QueueRoom[]>`select * from "QueueRoom" where "eventId" = ${event.id} for update`;
    const updated = await tx.queueRoom.update({
      where: { eventId: event.id },
      data: { ...change, ...(change.ratePerMinute ? { currentRatePerMinute: change.ratePerMinute } : {}), version: { increment: 1 } },
    });
    const changed = FIELDS.filter((f) => before![f] !== updated[f]);
    if (updated.currentRatePerMinute !== before!.currentRatePerMinute || updated.ratePerMinute !== before!.ratePerMinute) {
      await appendFairness(tx, event.id, deps.now(), [
        { type: "rate", payload: { from: before!.currentRatePerMinute, to: updated.currentRatePerMinute, configured: updated.ratePerMinute, by: "organiser" } },
      ]);
    }
    await auditOperator(tx, caller, {
      action: "operator.waiting_room_update",
      outcome: "SUCCESS",
      targetType: "Event",
      targetId: event.id,
      details: { organisationId: op.organisationId ?? null, before: changed.map((f) => `${f}=${before![f]}`), after: changed.map((f) => `${f}=${updated[f]}`) },
    });
    return updated;
  });
  forgetRoomCopies(deps, event);
  deps.pubsub.publish("queue:changed", event.id, { eventId: event.id, version: after.version });
  return settingsOf(after);
}

/**
 * A duplicated event's waiting room (issue 34): the original's settings (on or off, rate, pass, offer and
 * grace windows) on the copy's own room (its own pre-queue seed), audited as any change of them. Nothing
 * when the original's room was never made (the copy starts from the same defaults) or when the caller may
 * not manage waiting rooms (queue:manage).
 */
export async function copyWaitingRoomSettings(deps: Deps, caller: OperatorCaller, op: OperatorScope, fromEventId: string, toEventId: string): Promise<void> {
  if (!op.scopes.includes("queue:manage")) return;
  const [id] = await operatorEventIds(deps, op, fromEventId);
  const room = id ? await deps.db.queueRoom.findUnique({ where: { eventId: id } }) : null;
  if (!room) return;
  const { enabled, ratePerMinute, passSeconds, offerSeconds, graceSeconds } = room;
  await updateWaitingRoomSettings(deps, caller, op, toEventId, { enabled, ratePerMinute, passSeconds, offerSeconds, graceSeconds });
}

