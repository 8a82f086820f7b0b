import type { Language } from "../../i18n/languages";
import { eventTimeZone } from "../../lib/format";

/** A pick-up day (YYYY-MM-DD, a calendar date) in the fan's language: "Sat, Mar 14". */
export function formatPickupDate(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language.bcp47, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The time of a logistics step, in venue time: "Mar 14, 8:05 PM". */
export function formatStepTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language.bcp47, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: eventTimeZone }).format(new Date(iso));
}

export function variantLabel(v: { size?: string | null; colour?: string | null }): string {
  return [v.size, v.colour].filter(Boolean).join(" · ");
}
