// Sales areas (the Area table: MY by default, HK, MO, VN, TH, SG, TW, CN) and the phone country list.
import type { Deps } from "../../deps.ts";
import { searchCountries, type Country } from "./countries.ts";

export interface AreaInfo {
  code: string;
  label: string;
  currency: string;
  dialCode: string;
  isDefault: boolean;
}

/** Used when the table is empty, so that a client always gets a default area. */
export const FALLBACK_AREA: AreaInfo = { code: "MY", label: "Malaysia", currency: "MYR", dialCode: "60", isDefault: true };

export async function listAreas(deps: Deps): Promise<AreaInfo[]> {
  const rows = await deps.db.area.findMany({ orderBy: [{ sortOrder: "asc" }, { code: "asc" }] });
  return rows.map(({ code, label, currency, dialCode, isDefault }) => ({ code, label, currency, dialCode, isDefault }));
}

export async function getDefaultArea(deps: Deps): Promise<AreaInfo> {
  const areas = await listAreas(deps);
  return areas.find((a) => a.isDefault) ?? areas[0] ?? FALLBACK_AREA;
}

export function listCountries(keyword?: string | null): Country[] {
  return searchCountries(keyword);
}
