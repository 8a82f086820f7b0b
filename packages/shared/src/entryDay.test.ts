import { describe, expect, it } from "vitest";
import { admitsOn, entryDay, eventDays } from "./entryDay.ts";

const hk = "Asia/Hong_Kong";

describe("entry days", () => {
  it("a scan belongs to its day in the event's zone, the night to the day before until 04:00", () => {
    expect(entryDay(new Date("2026-12-20T15:59:00Z"), hk)).toBe("2026-12-20"); // 23:59 HK
    expect(entryDay(new Date("2026-12-20T19:59:00Z"), hk)).toBe("2026-12-20"); // 03:59 HK on the 21st
    expect(entryDay(new Date("2026-12-20T20:00:00Z"), hk)).toBe("2026-12-21"); // 04:00 HK
  });

  it("an event admits from its start's day to its end's day, or on its start's day alone", () => {
    expect(eventDays({ startsAt: new Date("2026-12-20T12:00:00Z"), endsAt: null, timeZone: hk })).toEqual(["2026-12-20"]);
    expect(eventDays({ startsAt: new Date("2026-12-30T10:00:00Z"), endsAt: new Date("2027-01-01T15:00:00Z"), timeZone: hk })).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    const e = { startsAt: new Date("2026-12-20T12:00:00Z"), endsAt: null, timeZone: hk };
    expect(admitsOn(e, new Date("2026-11-28T10:00:00Z"))).toBe(false);
    expect(admitsOn(e, new Date("2026-12-20T02:00:00Z"))).toBe(true);
    expect(admitsOn(e, new Date("2026-12-20T18:00:00Z"))).toBe(true); // 02:00 HK on the 21st
    expect(admitsOn(e, new Date("2026-12-21T01:00:00Z"))).toBe(false);
  });

  it("a show starting after midnight belongs to the night before: its own scans before 04:00 are on its day (CI at 01:55 HK)", () => {
    // 00:55 to 07:55 HK on the 29th, scanned at 01:55 HK: the entry day of the 28th, the event's first day.
    const late = { startsAt: new Date("2026-11-28T16:55:00Z"), endsAt: new Date("2026-11-28T23:55:00Z"), timeZone: hk };
    expect(admitsOn(late, new Date("2026-11-28T17:55:00Z"))).toBe(true);
    expect(admitsOn(late, new Date("2026-11-28T22:00:00Z"))).toBe(true); // 06:00 HK: the 29th, its last day
    expect(eventDays(late)).toEqual(["2026-11-28", "2026-11-29"]);
    // Doors at 23:00 HK the evening before a 00:30 start are on its day too.
    const midnight = { startsAt: new Date("2026-12-20T16:30:00Z"), endsAt: null, timeZone: hk };
    expect(admitsOn(midnight, new Date("2026-12-20T15:00:00Z"))).toBe(true);
  });
});
