import type { Language } from "@fanfare/shared/languages";
import { formatCalendarDay, formatFanTime } from "@fanfare/shared/dates";

/** A pick-up day (YYYY-MM-DD, a calendar date) in the fan's language: "Sat, Mar 14". */
export function formatPickupDate(day: string, language: Language): string {
  return formatCalendarDay(day, language);
}

/** The time of a logistics step: part of the fan's order history, so in the fan's zone. */
export function formatStepTime(iso: string, language: Language): string {
  return formatFanTime(iso, language);
}

export function variantLabel(v: { size?: string | null; colour?: string | null }): string {
  return [v.size, v.colour].filter(Boolean).join(" · ");
}
