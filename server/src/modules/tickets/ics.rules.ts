// A calendar entry (RFC 5545) for an order confirmation: one VEVENT, times in UTC (the calendar shows them in
// the reader's own zone, the e-mail's text names the venue's), text escaped and lines folded at 75 octets.
// Small enough to own rather than add a dependency; the rules it follows are unit-tested in ics.test.ts.

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
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
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
    "PRODID:-//Fanfare//Order confirmation//EN",
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
