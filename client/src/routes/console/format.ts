// The console's number and time formats, in the interface language.
import { intlLocale } from "@fanfare/shared/dates";
import type { Language } from "@fanfare/shared/languages";

export function formatCount(n: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(n);
}

/** A moment in the organiser's own zone, short ("Nov 24, 16:05"). */
export function formatWhen(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** A minute of the clock ("16:05"). */
export function formatMinute(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** An amount typed by the organiser ("450" or "450.50") → minor units, or null. */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
