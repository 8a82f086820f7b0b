// Answering in time while work goes on: a request that starts slow work after its commit (refunds at a
// provider, mails to an SMTP server) waits for it a few seconds at most, and a sweep finishes what is left.
import { setTimeout as sleep } from "node:timers/promises";

/** Waits for `work`, or `ms` at most; after that it goes on by itself, so it must handle its own failures. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  const done = new AbortController();
  await Promise.race([work.finally(() => done.abort()), sleep(ms, undefined, { signal: done.signal }).catch(() => undefined)]);
}
