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

/** 9:05 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
