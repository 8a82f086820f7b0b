// A calendar entry (RFC 5545): one VEVENT, times in UTC (the calendar shows them in the reader's own zone),
// text escaped and lines folded at 75 octets. Used by the order confirmation e-mail (server) and the event and
// ticket pages' "Add to calendar" download (client), so it uses TextEncoder, not Buffer. Small enough to own
// rather than add a dependency; the rules it follows are unit-tested in tests/unit/ics.rules.test.ts.

export interface CalendarEntry {
  /** Stable and unique: the same order's entry replaces itself when sent again. */
  uid: string;
  title: string;
  startsAt: Date;
  /** Without an end, calendars show a point in time; we give one (see confirmation: start + 3 h). */
  endsAt: Date;
  location: string;
  description: string;
  url: string;
  /** When the entry was made (DTSTAMP). */
  stamp: Date;
  /** What made it, in PRODID (default "Order confirmation"). */
  prodId?: string;
}

/** 20261220T120000Z */
export function icsTime(d: Date): string {
  return d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT value escaping: backslash, semicolon, comma, and newlines as \n. */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line into lines of at most 75 octets (UTF-8), never splitting a character. */
const utf8 = new TextEncoder();

export function icsFold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    // The first line may hold 75 octets; continuation lines start with a space, so 74 more.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildIcs(entry: CalendarEntry): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Fanfare//${entry.prodId ?? "Order confirmation"}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${icsEscape(entry.uid)}`,
    `DTSTAMP:${icsTime(entry.stamp)}`,
    `DTSTART:${icsTime(entry.startsAt)}`,
    `DTEND:${icsTime(entry.endsAt)}`,
    `SUMMARY:${icsEscape(entry.title)}`,
    `LOCATION:${icsEscape(entry.location)}`,
    `DESCRIPTION:${icsEscape(entry.description)}`,
    `URL:${entry.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(icsFold).join("\r\n") + "\r\n";
}

/** When the fan's event has no end time, its calendar entry fills this much. */
export const DEFAULT_EVENT_DURATION_MS = 3 * 3600_000;

/** A Google Calendar "add event" link for the same entry (no account or key needed: the fan's own browser). */
export function googleCalendarUrl(entry: Pick<CalendarEntry, "title" | "startsAt" | "endsAt" | "location" | "description">): string {
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${icsTime(entry.startsAt)}/${icsTime(entry.endsAt)}`,
    location: entry.location,
    details: entry.description,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/**
 * A maps search for a venue, which phones open in their maps app (no API key): Apple Maps on Apple devices
 * (`apple`: maps.apple.com links open the Maps app there), Google Maps elsewhere (its app on Android).
 */
export function mapsSearchUrl(place: string, opts: { apple?: boolean } = {}): string {
  if (opts.apple) return `https://maps.apple.com/?q=${encodeURIComponent(place)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** Whether a browser's User-Agent is an Apple device's (iPhone, iPad, iPod, Mac), whose maps app is Apple Maps. */
export function isAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent);
}
