// The leader's tick (one instance at a time runs "queue:admit", every QUEUE_TICK_MS): for each open room it
// draws the pre-queue at the opening, lets lapsed passes and absent fans go, adapts the admission rate to
// the hold pipeline's health, closes the line at the sell-out, and admits the fans due from the front; then
// it tells every screen whose room changed and e-mails the offers made since the last tick. The line's
// moves are its store's (line.ts); what the tick decides (when, how many) is here.
import type { QueueRoom } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { eventStockLeft, waitingRoomEvent, type WaitingRoomEvent } from "../events/index.ts";
import { adaptRate, admissionsDue, p99 } from "./queue.rules.ts";
import { takeSecureTimings } from "./admission.ts";
import { lineOf } from "./line-of.ts";
import { notifyOffers } from "./offers.ts";
import { appendFairness, appendFairnessNow, chainSales, lockFairnessLog } from "./fairness-log.ts";
import { forgetStats } from "./room-copies.ts";
import { bumpVersion, roomState } from "./rooms.ts";
import { writeFairnessReport } from "./fairness-report.ts";

interface PipelineHealth {
  secureP99Ms: number | null;
  poolWaitMs: number | null;
}

/** The health of the hold pipeline since the last call on this instance. */
async function pipelineHealth(deps: Deps, last: { sum: number; count: number }): Promise<PipelineHealth> {
  const timings = takeSecureTimings(deps);
  const metric = await deps.metrics.poolWait.get();
  const sum = metric.values.find((v) => v.metricName?.endsWith("_sum"))?.value ?? 0;
  const count = metric.values.find((v) => v.metricName?.endsWith("_count"))?.value ?? 0;
  const waits = count - last.count;
  const poolWaitMs = waits > 0 ? ((sum - last.sum) / waits) * 1000 : null;
  last.sum = sum;
  last.count = count;
  return { secureP99Ms: p99(timings), poolWaitMs };
}

/** One pass of the leader over one room. Returns whether anything a fan sees changed. */
export async function tickRoom(deps: Deps, room: QueueRoom, event: WaitingRoomEvent, health: PipelineHealth): Promise<boolean> {
  const now = deps.now();
  let changed = false;
  const state = roomState(room, event, now);
  if (state === "CLOSED") return false;
  const line = lineOf(deps);
  if (await line.prepare(room)) changed = true;
  if (!room.shuffledAt && now >= event.saleStartsAt) {
    await line.draw(event.id);
    room = await deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } });
    changed = true;
  } else if (room.shuffledAt && (await line.finishDraw(event.id))) changed = true;

  // Lapsed passes lose their place, and so do fans in line away longer than the grace period. The
  // pre-queue never lapses: nobody has to watch a countdown, and the draw starts every drawn fan's grace
  // period at the opening (before, fans who joined early and closed the page lost their place at the
  // draw's first tick: 901 of 10,000 in the 20,000-fan bench).
  if (await line.expireLapsed(room, now)) changed = true;

  const rate = adaptRate(room.currentRatePerMinute, room.ratePerMinute, health, {
    secureP99Ms: deps.config.queue.secureP99LimitMs,
    poolWaitMs: deps.config.queue.poolWaitLimitMs,
  });
  if (rate !== room.currentRatePerMinute) {
    deps.log.info("queue admission rate adjusted", { eventId: event.id, from: room.currentRatePerMinute, to: rate, ...health });
    await appendFairnessNow(deps, event.id, [{ type: "rate", payload: { from: room.currentRatePerMinute, to: rate, by: "adapted", secureP99Ms: health.secureP99Ms, poolWaitMs: health.poolWaitMs } }]);
    changed = true;
  }

  const toldSoldOut = () =>
    deps.db.queueEntry.updateMany({
      where: { eventId: event.id, status: { in: ["PRE_QUEUE", "WAITING", "ADMITTED"] } },
      data: { status: "SOLD_OUT", passId: null, passExpiresAt: null },
    });
  if (room.shuffledAt && !room.soldOutAt) {
    if ((await eventStockLeft(deps.db, event.id)) === 0) {
      // Sold out: nobody more is admitted, and everyone still in line is told at once. The line first: it
      // stops taking places, so the record below leaves nobody waiting in a line that no longer exists.
      await line.soldOut(event.id);
      await deps.db.$transaction(async (tx) => {
        await lockFairnessLog(tx, event.id);
        await tx.queueRoom.update({ where: { eventId: event.id }, data: { soldOutAt: now, currentRatePerMinute: rate } });
        await tx.queueEntry.updateMany({
          where: { eventId: event.id, status: { in: ["PRE_QUEUE", "WAITING", "ADMITTED"] } },
          data: { status: "SOLD_OUT", passId: null, passExpiresAt: null },
        });
        await appendFairness(tx, event.id, now, [{ type: "soldOut", payload: {} }]);
      });
      changed = true;
    } else {
      const due = admissionsDue(room.admittedUntil, now, rate);
      const admitted = due.count > 0 ? await line.admit(room, due.count, now) : 0;
      // Budget not spent on an empty line is not saved up.
      const until = admitted < due.count ? now : due.budgetFrom;
      // Conditional on the budget read: a change made meanwhile (an operator's, another leader's) wins.
      await deps.db.queueRoom.updateMany({ where: { eventId: event.id, admittedUntil: room.admittedUntil }, data: { admittedUntil: until, currentRatePerMinute: rate } });
      if (admitted) changed = true;
    }
  } else {
    // A join answered by Redis just before the sell-out whose record landed after it: told too.
    if (line.writesBehind && room.soldOutAt && (await toldSoldOut()).count) changed = true;
    if (rate !== room.currentRatePerMinute) await deps.db.queueRoom.update({ where: { eventId: event.id }, data: { currentRatePerMinute: rate } });
  }
  if (changed) await bumpVersion(deps.db, event.id);
  return changed;
}

const publishedVersions = new WeakMap<Deps, Map<string, number>>();
const reportedRooms = new WeakMap<Deps, Set<string>>();
function reported(deps: Deps): Set<string> {
  let set = reportedRooms.get(deps);
  if (!set) reportedRooms.set(deps, (set = new Set()));
  return set;
}

/** One tick of the leader over every open room; publishes "queue:changed" for each room whose version moved. */
export async function tickAllRooms(deps: Deps, healthState: { sum: number; count: number }): Promise<void> {
  const health = await pipelineHealth(deps, healthState);
  const rooms = await deps.db.queueRoom.findMany({ where: { enabled: true } });
  let published = publishedVersions.get(deps);
  if (!published) publishedVersions.set(deps, (published = new Map()));
  for (const room of rooms) {
    const event = await waitingRoomEvent(deps.db, { id: room.eventId });
    if (!event) continue;
    await tickRoom(deps, room, event, health);
    // The on-sale closed: its signed fairness report, once (remembered per instance, written once for all).
    if (room.shuffledAt && roomState(room, event, deps.now()) === "CLOSED" && !reported(deps).has(room.eventId)) {
      try {
        await writeFairnessReport(deps, event, event.saleEndsAt && event.saleEndsAt < deps.now() ? event.saleEndsAt : deps.now());
        reported(deps).add(room.eventId);
      } catch (err) {
        // Retried at the next tick; the other rooms' ticks go on.
        deps.log.error("queue fairness report failed", { eventId: room.eventId, error: String(err) });
      }
    }
    const { version } = await deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: room.eventId }, select: { version: true } });
    if (published.get(room.eventId) !== version) {
      published.set(room.eventId, version);
      forgetStats(deps, room.eventId);
      deps.pubsub.publish("queue:changed", room.eventId, { eventId: room.eventId, version });
    }
  }
  // The sales noted since the last tick go into their rooms' fairness logs, one entry per batch (one read
  // when there are none: the tick stays as cheap as it was for every room without sales).
  const noted = await deps.db.fairnessSaleNote.findMany({ distinct: ["eventId"], select: { eventId: true } });
  for (const { eventId } of noted) await chainSales(deps, eventId);
  await notifyOffers(deps);
}

export function registerQueueJobs(jobs: JobRunner, deps: Deps): void {
  const healthState = { sum: 0, count: 0 };
  jobs.every("queue:admit", deps.config.queue.tickMs, () => tickAllRooms(deps, healthState));
}
