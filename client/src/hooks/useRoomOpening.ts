import { useEffect, useRef, useState } from "react";

/** How often a room past its opening time but still reported as a pre-queue is asked again. */
export const ROOM_RECHECK_MS = 2000;

/**
 * When to ask the server for a pre-queue room's state again: just after its opening time (the draw runs on
 * the server's next tick), then every ROOM_RECHECK_MS until it reports the room open. Null: nothing to wait for.
 */
export function roomCheckDelay(state: string | null | undefined, opensAt: string | null | undefined, now: number): number | null {
  if (state !== "PRE_QUEUE" || !opensAt) return null;
  const at = Date.parse(opensAt);
  if (Number.isNaN(at)) return null;
  return Math.max(ROOM_RECHECK_MS, at - now + 500);
}

/**
 * Keeps a waiting room's state as the server has it while the page is open (issue 31: the event page still
 * said "Join the pre-queue" when the queue page already said "The sale is open"): both pages read the one
 * WaitingRoom cache entry (keyed by eventSlug) and re-read it when the opening passes.
 */
export function useRoomOpening(state: string | null | undefined, opensAt: string | null | undefined, refetch: () => unknown): void {
  const [checks, setChecks] = useState(0);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const delay = roomCheckDelay(state, opensAt, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      void Promise.resolve(latest.current()).finally(() => setChecks((n) => n + 1));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [state, opensAt, checks]);
}
