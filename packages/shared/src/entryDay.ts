// Which day a gate scan belongs to, and on which days an event admits. A ticket carries no day of its own:
// it is valid on its event's days, from the day of startsAt to the day of endsAt (or startsAt alone when
// no end is known), in the event's time zone. A scan belongs to the entry day of the scan time in that
// zone, where the night counts for the day before until 04:00, so an evening show whose crowd arrives
// after midnight (or a last-minute scan of a late event without an end time) is still its day.
// Shared: the server judges scans with it (and writes it once more as SQL in the gate's one-statement admit
// path, modules/entry/entry.service.ts), the offline scanner with the same code.

/** Until this hour (local time) a scan counts for the day before. */
export const ENTRY_DAY_ROLLOVER_HOURS = 4;

/** YYYY-MM-DD of an instant in an IANA time zone. */
export function localDate(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The entry day (YYYY-MM-DD, the event's zone) a scan at `at` belongs to. */
export function entryDay(at: Date, timeZone: string): string {
  return localDate(new Date(at.getTime() - ENTRY_DAY_ROLLOVER_HOURS * 3600_000), timeZone);
}

export interface EventDates {
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
}

/**
 * The first and last entry day (YYYY-MM-DD, the event's zone) on which the event admits: the entry days of its
 * start and end, on the same 04:00 rollover as the scans, so a show starting at 00:30 belongs to the night
 * before and its own scans at 01:00 are on its day.
 */
export function eventDayRange(e: EventDates): { first: string; last: string } {
  const first = entryDay(e.startsAt, e.timeZone);
  const last = e.endsAt ? entryDay(e.endsAt, e.timeZone) : first;
  return { first, last: last < first ? first : last };
}

/** Every day (YYYY-MM-DD) the event admits, at most 31 (a longer run lists its first 31). */
export function eventDays(e: EventDates): string[] {
  const { first, last } = eventDayRange(e);
  const days: string[] = [];
  for (let d = new Date(`${first}T12:00:00Z`); days.length < 31; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

/** True when a scan at `at` falls on one of the event's days. */
export function admitsOn(e: EventDates, at: Date): boolean {
  const { first, last } = eventDayRange(e);
  const day = entryDay(at, e.timeZone);
  return day >= first && day <= last;
}
