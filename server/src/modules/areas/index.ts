// The areas module's public API: the only file other modules import. Sales areas (Area) and the country
// list with dialling codes.
export { getDefaultArea, listAreas, listCountries, type AreaInfo } from "./areas.service.ts";
export { countries, type Country } from "./countries.ts";
