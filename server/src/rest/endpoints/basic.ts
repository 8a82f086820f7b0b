// Public reference data: countries for phone numbers, sales areas, the current server notice.
import { getDefaultArea, listAreas, listCountries } from "../../modules/areas/index.ts";
import { getCurrentNotice } from "../../modules/notices/index.ts";
import { defineEndpoint, text } from "../endpoint.ts";

export const basicEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/country/countryList",
    summary: "Countries and regions with their dialling codes; keyword filters by name, code or dialling code.",
    needsToken: false,
    fields: { keyword: text("Part of a name, an ISO code, or a dialling code", false) },
    answer: "CountryList",
    handle: async ({ input }) => listCountries(input.keyword),
  }),
  defineEndpoint({
    method: "GET",
    path: "/basic/config_area",
    summary: "The default area as { label, value }.",
    needsToken: false,
    fields: {},
    answer: "Area",
    handle: async ({ deps }) => {
      const area = await getDefaultArea(deps);
      return { label: area.label, value: area.code };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/basic/getAreaList",
    summary: "Every sales area as { label, value }, in display order.",
    needsToken: false,
    fields: {},
    answer: "AreaList",
    handle: async ({ deps }) => (await listAreas(deps)).map((a) => ({ label: a.label, value: a.code })),
  }),
  defineEndpoint({
    method: "GET",
    path: "/notify",
    summary: "The current server notice in the request's language, or null.",
    needsToken: false,
    fields: {},
    answer: "NoticeOrNull",
    handle: async ({ deps, lang }) => getCurrentNotice(deps, lang),
  }),
];
