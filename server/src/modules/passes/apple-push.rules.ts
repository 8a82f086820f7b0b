// Pure rules of the Apple pass pushes (apple.push.ts): which APNs answers are worth another attempt, how long
// to wait before it, and which of an organiser's edits a pass shows.

/** No answer, too many requests, or APNs' own trouble: tried again. Anything else is final (200, 410, a 4xx). */
export function apnsRetryable(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** The wait before attempt `attempt + 1`: the base, doubled each time, at most ten minutes. */
export function apnsRetryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), 600_000);
}

/** The event's fields an Apple or Google pass shows (apple.ts, google.ts). */
const PASS_FIELDS = new Set(["title", "venue", "city", "address", "latitude", "longitude", "timeZone", "startsAt", "endsAt", "doorsOpenAt"]);

/** Whether an edit's "field=value" lines (the event:changed event's) touch what a pass shows. */
export function passFieldsChanged(changed: string[]): boolean {
  return changed.some((line) => {
    const i = line.indexOf("=");
    return PASS_FIELDS.has(i < 0 ? line : line.slice(0, i));
  });
}
