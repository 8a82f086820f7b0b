import { describe, expect, it } from "vitest";
import { isoToVenueTime, isTimeZone, venueTimeToIso } from "./zonedTime";

describe("venue wall-clock time", () => {
  it("reads a wall time at the venue as the instant there", () => {
    expect(venueTimeToIso("2026-12-01T20:00", "Asia/Hong_Kong")).toBe("2026-12-01T12:00:00.000Z");
    expect(venueTimeToIso("2026-07-01T20:00", "Europe/London")).toBe("2026-07-01T19:00:00.000Z");
    expect(venueTimeToIso("2026-12-01T20:00", "Europe/London")).toBe("2026-12-01T20:00:00.000Z");
    expect(venueTimeToIso("", "Asia/Hong_Kong")).toBeNull();
  });

  it("shows an instant as the venue's wall time, and back", () => {
    expect(isoToVenueTime("2026-12-01T12:00:00.000Z", "Asia/Hong_Kong")).toBe("2026-12-01T20:00");
    expect(isoToVenueTime("2026-07-01T19:00:00.000Z", "Europe/London")).toBe("2026-07-01T20:00");
    expect(isoToVenueTime(null, "Asia/Macau")).toBe("");
    expect(venueTimeToIso(isoToVenueTime("2027-03-14T01:30:00.000Z", "America/New_York"), "America/New_York")).toBe("2027-03-14T01:30:00.000Z");
  });

  it("knows zone names", () => {
    expect(isTimeZone("Asia/Macau")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
