// The event list's filter as its link holds it (?q=&from=&to=&city=&onSale=1): issue 31's search page.
import type { EventFilter } from "../../gql/graphql";

/** A local day (YYYY-MM-DD) → the instant it starts on this device; `end`: the instant the day after starts. */
export function dayStart(day: string, end = false): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (end ? 1 : 0));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The list's filter from the link's query. */
export function filterOf(params: URLSearchParams): EventFilter {
  const q = params.get("q")?.trim().slice(0, 100);
  const from = dayStart(params.get("from") ?? "");
  const to = dayStart(params.get("to") ?? "", true);
  const city = params.get("city")?.trim();
  return {
    ...(q ? { search: q } : {}),
    ...(from ? { startsFrom: from } : {}),
    ...(to && (!from || to > from) ? { startsBefore: to } : {}),
    ...(city ? { city } : {}),
    ...(params.get("onSale") === "1" ? { onSale: true } : { upcoming: true }),
  };
}
