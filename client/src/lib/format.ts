import type { Currency } from "../gql/graphql";
import type { Language } from "../i18n/languages";

const currencyPrefix: Record<Currency, string> = { HKD: "HK$", MOP: "MOP$" };

// Events are held in Hong Kong and Macau (UTC+8): show times as printed on the ticket, in venue time.
export const eventTimeZone = "Asia/Hong_Kong";

const amountFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const centsFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in minor units → "HK$1,280" or "MOP$99.50". */
export function formatMoney(money: { amount: number; currency: Currency }): string {
  const major = money.amount / 100;
  const format = Number.isInteger(major) ? amountFormat : centsFormat;
  const sign = major < 0 ? "-" : "";
  return `${sign}${currencyPrefix[money.currency]}${format.format(Math.abs(major))}`;
}

/** Date and time in the fan's language, e.g. "Sat, Mar 14, 2026, 8:00 PM". */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language.bcp47, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: eventTimeZone,
  }).format(new Date(iso));
}

function shortDate(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { year: "2-digit", month: "2-digit", day: "2-digit", timeZone: eventTimeZone }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")}/${part("day")}/${part("year")}`;
}

/** "MM/DD/YY - MM/DD/YY"; a single "MM/DD/YY" when there is no end or it falls on the same day. */
export function formatDateRange(startIso: string, endIso?: string | null): string {
  const start = shortDate(startIso);
  const end = endIso ? shortDate(endIso) : start;
  return end === start ? start : `${start} - ${end}`;
}
