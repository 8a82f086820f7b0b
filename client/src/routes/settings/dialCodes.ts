/**
 * The phone page's dial codes come from the API (Query.countries: every country and region with its calling
 * code, the areas Fanfare sells in first). The one chosen at first is the fan's current number's, else their
 * area's (User.area: a Vietnam-area fan starts on +84, a Malaysia-area fan on +60; issue 31: every fan started on
 * Malaysia's +60), else the first the API lists; the fan can always choose another.
 */
export interface DialCountry {
  /** ISO 3166-1 alpha-2 (e.g. VN). */
  code: string;
  /** Without its plus sign (e.g. 84). */
  dialCode: string;
  /** In English, where the browser cannot name the region in the fan's language. */
  name: string;
}

export interface DialOption {
  region: string;
  dialCode: string;
  label: string;
}

/** The region to start on: of the fan's current number's dial code (their area's when it shares it), else of their area, else the API's first. */
export function defaultDialRegion(countries: readonly DialCountry[], fan: { area?: string | null; phoneAreaCode?: string | null }): string | null {
  const ofArea = fan.area ? countries.find((c) => c.code === fan.area) : undefined;
  if (fan.phoneAreaCode) {
    if (ofArea?.dialCode === fan.phoneAreaCode) return ofArea.code;
    const ofPhone = countries.find((c) => c.dialCode === fan.phoneAreaCode);
    if (ofPhone) return ofPhone.code;
  }
  return ofArea?.code ?? countries[0]?.code ?? null;
}

/** The choices as the fan reads them, "Vietnam (+84)" in their language, in their language's alphabetical order. */
export function dialOptions(countries: readonly DialCountry[], regionName: (code: string) => string | undefined, locale: string): DialOption[] {
  return countries
    .map((c) => ({ region: c.code, dialCode: c.dialCode, label: `${regionName(c.code) ?? c.name} (+${c.dialCode})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
