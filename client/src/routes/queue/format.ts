/** A long countdown: 1:02:03 past an hour, else 2:03 (days stay in the hours: 49:00:00). */
export function formatLongCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** Whole minutes of an estimated wait, rounded up; 0 under a minute. */
export function etaMinutes(seconds: number): number {
  return seconds < 60 ? 0 : Math.ceil(seconds / 60);
}

/**
 * How far along the line a fan is, 0…1: the share of the people ahead at the start (the most seen, kept
 * for the tab so a reload does not reset the bar) who are no longer ahead.
 */
export function queueProgress(startAhead: number, aheadNow: number): number {
  if (startAhead <= 0) return 1;
  return Math.min(1, Math.max(0, (startAhead - aheadNow) / startAhead));
}
