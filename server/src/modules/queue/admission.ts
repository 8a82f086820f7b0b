// The admission pass on the secure path (the hot path of an on-sale): secureTickets of an event with a
// waiting room claims the fan's signed, single-use pass here before it holds anything. The leader issues the
// passes (tick.ts, through the line's store); this file only checks and spends them, and measures how long
// each secure takes so that the leader can slow admission when the hold pipeline struggles.
import type { Deps } from "../../deps.ts";
import { QueueRequiredError } from "./queue.errors.ts";
import { readPass } from "./queue.rules.ts";
import { roomSetting } from "./room-copies.ts";
import { noteSecureTime } from "./fairness-report.ts";

/** Secure latencies of this instance since the leader last took them, for the rate adaptation. */
const secureTimings = new WeakMap<Deps, number[]>();

/** The secure latencies (ms) measured on this instance since the last call, for the leader's tick. */
export function takeSecureTimings(deps: Deps): number[] {
  const timings = secureTimings.get(deps) ?? [];
  secureTimings.set(deps, []);
  return timings;
}

export interface AdmissionClaim {
  /** The secure is over: a refusal gives the pass back (it stays single-use for a secure that held tickets). */
  settle(secured: boolean): Promise<void>;
}

/**
 * For an event with a waiting room: claims the fan's admission pass, once, atomically (every instance
 * shares the claim: it is a conditional UPDATE). Throws QueueRequiredError for a missing, forged, expired,
 * someone else's or already used pass. Null for an event without a waiting room (nothing to claim).
 */
export async function claimAdmission(deps: Deps, userId: string, eventSlug: string, token: string | null | undefined): Promise<AdmissionClaim | null> {
  const setting = await roomSetting(deps, eventSlug);
  if (!setting?.enabled) return null;
  const claims = readPass(deps.config.queue.passKey, token);
  const now = deps.now();
  if (!claims || claims.eventId !== setting.eventId || claims.userId !== userId || claims.expiresAt <= now) throw new QueueRequiredError(eventSlug);
  const used = await deps.db.queueEntry.updateMany({
    where: { passId: claims.passId, userId, eventId: setting.eventId, status: "ADMITTED", passExpiresAt: { gt: now } },
    data: { status: "DONE" },
  });
  if (used.count !== 1) throw new QueueRequiredError(eventSlug);
  const started = performance.now();
  return {
    async settle(secured) {
      let timings = secureTimings.get(deps);
      if (!timings) secureTimings.set(deps, (timings = []));
      const ms = performance.now() - started;
      if (timings.length < 10_000) timings.push(ms);
      // The on-sale's secure p50/p99 in its fairness report (every instance's answers, in the shared store).
      noteSecureTime(deps, setting.eventId, ms);
      if (secured) return;
      await deps.db.queueEntry.updateMany({
        where: { passId: claims.passId, status: "DONE", passExpiresAt: { gt: deps.now() } },
        data: { status: "ADMITTED" },
      });
    },
  };
}
