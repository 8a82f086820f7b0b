// The order confirmation's calendar builder (issue 34): RFC 5545 escaping, 75-octet folding that never splits a
// character, CRLF line ends, UTC times.
import { describe, expect, it } from "vitest";
import { buildIcs, icsEscape, icsFold, icsTime } from "../../server/src/modules/tickets/ics.rules.ts";

describe("ics builder", () => {
  it("writes UTC times without separators", () => {
    expect(icsTime(new Date("2026-12-20T12:00:00.000Z"))).toBe("20261220T120000Z");
  });

  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(icsEscape("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds long lines at 75 octets, continuation lines start with a space, and never splits a character", () => {
    const line = `SUMMARY:${"演唱會".repeat(40)}`;
    const folded = icsFold(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const [i, l] of folded.entries()) {
      expect(Buffer.byteLength(l, "utf8")).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(" ")).toBe(true);
    }
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(line);
    expect(icsFold("SHORT:x")).toBe("SHORT:x");
  });

  it("builds one VEVENT with CRLF line ends", () => {
    const ics = buildIcs({
      uid: "FT1@fanfare",
      title: "Neon, Nights; Live",
      startsAt: new Date("2026-12-20T12:00:00Z"),
      endsAt: new Date("2026-12-20T15:00:00Z"),
      location: "Hall 1, Hong Kong",
      description: "Line one\nLine two",
      url: "http://localhost/#/ticket-detail?id=t1",
      stamp: new Date("2026-11-28T10:00:00Z"),
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").filter((l) => /^(BEGIN|END):VEVENT$/.test(l))).toEqual(["BEGIN:VEVENT", "END:VEVENT"]);
    expect(ics).toContain("SUMMARY:Neon\\, Nights\\; Live\r\n");
    expect(ics).toContain("DTSTART:20261220T120000Z\r\n");
    expect(ics).toContain("DTEND:20261220T150000Z\r\n");
    expect(ics).toContain("DESCRIPTION:Line one\\nLine two\r\n");
    expect(ics).not.toMatch(/[^\r]\n/);
  });
});

describe("calendar and map links (issue 31)", () => {
  it("builds a Google Calendar link with UTC start/end and the place, and a maps search for the venue", async () => {
    const { googleCalendarUrl, mapsSearchUrl } = await import("@fanfare/shared/ics");
    const url = new URL(googleCalendarUrl({ title: "Neon & Nights", startsAt: new Date("2026-12-20T12:00:00Z"), endsAt: new Date("2026-12-20T15:00:00Z"), location: "Hall 1, Hong Kong", description: "d" }));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("text")).toBe("Neon & Nights");
    expect(url.searchParams.get("dates")).toBe("20261220T120000Z/20261220T150000Z");
    expect(url.searchParams.get("location")).toBe("Hall 1, Hong Kong");
    const maps = new URL(mapsSearchUrl("Hall 1, 1 Expo Dr, Hong Kong"));
    expect(maps.hostname).toBe("www.google.com");
    expect(maps.searchParams.get("query")).toBe("Hall 1, 1 Expo Dr, Hong Kong");
  });

  it("opens Apple Maps on Apple devices and Google Maps elsewhere", async () => {
    const { isAppleDevice, mapsSearchUrl } = await import("@fanfare/shared/ics");
    const apple = new URL(mapsSearchUrl("Hall 1, 1 Expo Dr, Hong Kong", { apple: true }));
    expect(apple.hostname).toBe("maps.apple.com");
    expect(apple.searchParams.get("q")).toBe("Hall 1, 1 Expo Dr, Hong Kong");
    expect(isAppleDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe(true);
    expect(isAppleDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15")).toBe(true);
    expect(isAppleDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36")).toBe(false);
  });
});
