/**
 * Dial codes offered on the phone page. The GraphQL API has no area list yet (the REST
 * /basic/getAreaList is the legacy source), so these are the markets Fanfare sells in plus common
 * neighbours; Malaysia first, the product's default area (spec §3 "Config state").
 */
export const dialCodes = [
  { region: "MY", code: "60" },
  { region: "HK", code: "852" },
  { region: "MO", code: "853" },
  { region: "CN", code: "86" },
  { region: "TW", code: "886" },
  { region: "SG", code: "65" },
  { region: "TH", code: "66" },
  { region: "VN", code: "84" },
  { region: "ID", code: "62" },
  { region: "PH", code: "63" },
  { region: "JP", code: "81" },
  { region: "KR", code: "82" },
  { region: "AU", code: "61" },
  { region: "GB", code: "44" },
  { region: "US", code: "1" },
] as const;
