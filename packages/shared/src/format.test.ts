import { describe, expect, it } from "vitest";
import { formatDateRange, formatEventTime, formatFanTime, intlLocale } from "./dates.ts";
import { languageById } from "./languages.ts";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("divides minor units by 100 and prefixes the currency", () => {
    expect(formatMoney({ amount: 128000, currency: "HKD" })).toBe("HK$1,280");
    expect(formatMoney({ amount: 9950, currency: "MOP" })).toBe("MOP$99.50");
  });
  it("separates thousands", () => {
    expect(formatMoney({ amount: 123456789, currency: "HKD" })).toBe("HK$1,234,567.89");
  });
  it("keeps the sign in front of the prefix", () => {
    expect(formatMoney({ amount: -500, currency: "HKD" })).toBe("-HK$5");
  });
});

describe("formatDateRange", () => {
  it("formats MM/DD/YY - MM/DD/YY in venue time", () => {
    expect(formatDateRange("2026-03-14T12:00:00.000Z", "2026-03-15T14:00:00.000Z")).toBe("03/14/26 - 03/15/26");
  });
  it("uses venue time for the day (UTC+8)", () => {
    expect(formatDateRange("2026-03-14T17:00:00.000Z")).toBe("03/15/26");
  });
  it("shows one date when start and end fall on the same day", () => {
    expect(formatDateRange("2026-03-14T11:00:00.000Z", "2026-03-14T14:00:00.000Z")).toBe("03/14/26");
  });
});

describe("formatEventTime", () => {
  const iso = "2026-03-14T12:00:00.000Z";
  it("uses the fan's language", () => {
    expect(formatEventTime(iso, "Asia/Hong_Kong", languageById("en"))).toContain("2026");
    expect(formatEventTime(iso, "Asia/Hong_Kong", languageById("zh"))).toContain("3月14日");
    expect(formatEventTime(iso, "Asia/Hong_Kong", languageById("zh"))).not.toBe(formatEventTime(iso, "Asia/Hong_Kong", languageById("en")));
  });
  it("shows the venue's wall clock with the zone's abbreviation", () => {
    const text = formatEventTime(iso, "Asia/Hong_Kong", languageById("en"));
    expect(text).toContain("8:00");
    expect(text).toMatch(/GMT\+8|HKT/);
    expect(formatEventTime(iso, "Europe/London", languageById("en"))).toContain("12:00");
  });
  it("keeps Thai dates in the Gregorian calendar", () => {
    expect(intlLocale(languageById("th"))).toBe("th-TH-u-ca-gregory");
    expect(formatEventTime(iso, "Asia/Hong_Kong", languageById("th"))).toContain("2026");
  });
  it("falls back to today's venues on an unknown zone instead of failing", () => {
    expect(formatEventTime(iso, "Nowhere/Atlantis", languageById("en"))).toContain("8:00");
  });
});

describe("formatFanTime", () => {
  const paidAt = "2026-03-14T12:00:00.000Z";
  it("shows one moment the same way wherever it is shown (wallet line and order page)", () => {
    for (const id of ["en", "zh_tw", "th"]) {
      const language = languageById(id);
      expect(formatFanTime(paidAt, language, "UTC")).toBe(formatFanTime(new Date(paidAt).toISOString(), language, "UTC"));
    }
  });
  it("is in the fan's zone and names it", () => {
    const utc = formatFanTime(paidAt, languageById("en"), "UTC");
    expect(utc).toContain("12:00");
    expect(utc).toContain("UTC");
    const hk = formatFanTime(paidAt, languageById("en"), "Asia/Hong_Kong");
    expect(hk).toContain("8:00");
    expect(hk).not.toBe(utc);
  });
});
