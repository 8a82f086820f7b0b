// Answering in time while work goes on: a request that starts slow work after its commit (refunds at a
// provider, mails to an SMTP server) starts it for a few seconds at most and waits for it no longer; a sweep
// finishes what is left.
import { setTimeout as sleep } from "node:timers/promises";

/** Waits for `work`, or `ms` at most; after that it goes on by itself, so it must handle its own failures. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  const done = new AbortController();
  await Promise.race([work.finally(() => done.abort()), sleep(ms, undefined, { signal: done.signal }).catch(() => undefined)]);
}

/** How many at once, and for how long new ones start. */
export interface Pace {
  concurrency: number;
  startForMs: number;
}

/** Runs `work` over the items `pace.concurrency` at a time, starting none after `pace.startForMs`; resolves when every one started has finished. */
export async function inTurns<T>(items: readonly T[], pace: Pace, work: (item: T) => Promise<void>): Promise<void> {
  const stopStartingAt = performance.now() + pace.startForMs;
  let next = 0;
  const worker = async () => {
    while (next < items.length && performance.now() < stopStartingAt) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(pace.concurrency, items.length) }, worker));
}
