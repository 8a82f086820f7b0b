import { describe, expect, it } from "vitest";
import { formatDateRange, formatDateTime, formatMoney } from "./format";
import { languageById } from "../i18n/languages";

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

describe("formatDateTime", () => {
  it("uses the fan's language", () => {
    const iso = "2026-03-14T12:00:00.000Z";
    expect(formatDateTime(iso, languageById("en"))).toContain("2026");
    expect(formatDateTime(iso, languageById("zh"))).toContain("3月14日");
    expect(formatDateTime(iso, languageById("zh"))).not.toBe(formatDateTime(iso, languageById("en")));
  });
});
