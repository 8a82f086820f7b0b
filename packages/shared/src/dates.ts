// One clock (issue 15): every date and time a fan sees is formatted here, by Intl in the fan's language.
//  - event times (start, doors, queue, sale start) in the venue's zone (Event.timeZone), with its
//    abbreviation: a fan abroad sees the time printed on the ticket and knows whose clock it is;
//  - the fan's own moments (payments, orders, wallet lines, requests) in the fan's zone, also named,
//    so the wallet and the order page show one moment the same way.
// Thai is shown in the Gregorian calendar (th-TH-u-ca-gregory), not the Buddhist one that th-TH picks by
// default: years then agree with order numbers, tickets and the MM/DD/YY ranges, and with the venue.
import type { Language } from "./languages.ts";

/** Where no zone is known (an older cached event): today's venues are in Hong Kong and Macao, UTC+8. */
export const defaultVenueTimeZone = "Asia/Hong_Kong";

/** The Intl locale of an interface language. */
export function intlLocale(language: Language): string {
  return language.id === "th" ? `${language.bcp47}-u-ca-gregory` : language.bcp47;
}

const dateTimeFields: Intl.DateTimeFormatOptions = {
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // An unknown zone name from the server: fall back to today's venues rather than failing the page.
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: defaultVenueTimeZone });
    }
    formatters.set(key, f);
  }
  return f;
}

/** An event time in the venue's zone, e.g. "Sat, Mar 14, 2026, 8:00 PM GMT+8". */
export function formatEventTime(iso: string, timeZone: string | null | undefined, language: Language): string {
  return formatter(intlLocale(language), timeZone ?? defaultVenueTimeZone, dateTimeFields).format(new Date(iso));
}

/**
 * A moment of the fan's own history (a payment, an order, a wallet line) in the fan's zone, e.g.
 * "Sat, Mar 14, 2026, 12:00 PM UTC". `timeZone` is for tests; the page uses the device's zone.
 */
export function formatFanTime(iso: string, language: Language, timeZone?: string): string {
  return formatter(intlLocale(language), timeZone, dateTimeFields).format(new Date(iso));
}

/** A time of day in the fan's zone with its abbreviation, e.g. "8:05 PM UTC" (a gate scan). */
export function formatFanClock(iso: string, language: Language, timeZone?: string): string {
  return formatter(intlLocale(language), timeZone, { hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, no zone: a pick-up day) in the fan's language: "Sat, Mar 14". */
export function formatCalendarDay(day: string, language: Language): string {
  return formatter(intlLocale(language), "UTC", { weekday: "short", month: "short", day: "numeric" }).format(new Date(`${day}T00:00:00Z`));
}

function shortDate(iso: string, timeZone: string): string {
  const parts = formatter("en-US", timeZone, { year: "2-digit", month: "2-digit", day: "2-digit" }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")}/${part("day")}/${part("year")}`;
}

/** "MM/DD/YY - MM/DD/YY" in the venue's zone; a single "MM/DD/YY" when there is no end or it falls on the same day. */
export function formatDateRange(startIso: string, endIso?: string | null, timeZone: string = defaultVenueTimeZone): string {
  const start = shortDate(startIso, timeZone);
  const end = endIso ? shortDate(endIso, timeZone) : start;
  return end === start ? start : `${start} - ${end}`;
}
