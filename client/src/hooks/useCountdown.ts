import { useEffect, useState } from "react";

/** Milliseconds left until `until` (never below 0), ticking every second; null without a deadline. */
export function useCountdown(until: string | null | undefined): number | null {
  const target = until ? new Date(until).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target === null ? null : Math.max(0, target - now);
}

/** 9:05, or 09:05 with `padMinutes`; a started second counts as a whole one. */
export function formatCountdown(ms: number, { padMinutes = false } = {}): string {
  const total = Math.ceil(ms / 1000);
  const minutes = String(Math.floor(total / 60));
  return `${padMinutes ? minutes.padStart(2, "0") : minutes}:${String(total % 60).padStart(2, "0")}`;
}
