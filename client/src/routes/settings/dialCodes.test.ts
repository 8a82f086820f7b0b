import { describe, expect, it } from "vitest";
import { defaultDialRegion, dialOptions, type DialCountry } from "./dialCodes";

// As Query.countries lists them: the areas Fanfare sells in first (Malaysia, the default area, at the top).
const countries: DialCountry[] = [
  { name: "Malaysia", code: "MY", dialCode: "60" },
  { name: "Hong Kong", code: "HK", dialCode: "852" },
  { name: "Vietnam", code: "VN", dialCode: "84" },
  { name: "Bahamas", code: "BS", dialCode: "1" },
  { name: "United States", code: "US", dialCode: "1" },
];

describe("the phone page's first dial code", () => {
  it("is the fan's area's, not Malaysia's for everyone", () => {
    expect(defaultDialRegion(countries, { area: "VN" })).toBe("VN");
    expect(defaultDialRegion(countries, { area: "HK", phoneAreaCode: null })).toBe("HK");
    expect(defaultDialRegion(countries, { area: "MY" })).toBe("MY");
  });

  it("is the current number's when the fan has one, preferring the area where both share the code", () => {
    expect(defaultDialRegion(countries, { area: "VN", phoneAreaCode: "852" })).toBe("HK");
    expect(defaultDialRegion(countries, { area: "US", phoneAreaCode: "1" })).toBe("US");
    expect(defaultDialRegion(countries, { area: "MY", phoneAreaCode: "1" })).toBe("BS");
  });

  it("falls back to the API's first for an area or number it does not list, and to nothing before the list arrives", () => {
    expect(defaultDialRegion(countries, { area: "ZZ" })).toBe("MY");
    expect(defaultDialRegion(countries, { area: null, phoneAreaCode: "999" })).toBe("MY");
    expect(defaultDialRegion([], { area: "VN" })).toBeNull();
  });
});

describe("the dial code choices", () => {
  it("name each region in the fan's language with its code, in that language's order, one per region", () => {
    const names = new Intl.DisplayNames(["vi"], { type: "region" });
    const options = dialOptions(countries, (code) => names.of(code), "vi");
    expect(options.map((o) => o.region).sort()).toEqual(["BS", "HK", "MY", "US", "VN"]);
    expect(options.find((o) => o.region === "VN")!.label).toBe(`${names.of("VN")} (+84)`);
    expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b, "vi")));
  });

  it("uses the API's English name where the browser has none", () => {
    expect(dialOptions(countries, () => undefined, "en")[0]).toEqual({ region: "BS", dialCode: "1", label: "Bahamas (+1)" });
  });
});
