import { formatEventTime, formatFanTime } from "@fanfare/shared/dates";
import type { Language } from "@fanfare/shared/languages";

/** An event time in the venue's zone, or the "not announced" dash. */
export function when(iso: string | null | undefined, timeZone: string | null | undefined, language: Language): string {
  return iso ? formatEventTime(iso, timeZone, language) : "—";
}

/** A moment of the fan's history (a scan, a purchase) in the fan's zone, or the dash. */
export function whenFan(iso: string | null | undefined, language: Language): string {
  return iso ? formatFanTime(iso, language) : "—";
}
