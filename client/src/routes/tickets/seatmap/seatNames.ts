import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { intlLocale } from "@fanfare/shared/dates";
import { useLanguage } from "../../../i18n/useLanguage";
import type { MapSeat, PlacedSeat } from "./model";

/** A seat in words: short ("Area A · Row 3 · Seat 12") for lists and messages, full for a screen reader. */
export function useSeatNames() {
  const { t } = useTranslation("tickets");
  const short = (s: Pick<MapSeat, "area" | "row" | "number">) => t("choose.seats.seatShort", { area: s.area, row: s.row, number: s.number });
  const full = (s: PlacedSeat, picked: boolean, taken = false) => {
    const status = picked ? t("choose.seats.status.picked") : taken ? t("choose.seats.status.taken") : t(`choose.seats.status.${s.status}`);
    const name = t("choose.seats.seatName", { area: s.area, row: s.row, number: s.number, price: formatMoney(s.ticketType.price), status });
    return s.access ? `${name}, ${t(`choose.seats.access.${s.access}`)}` : name;
  };
  // Seats one after another as the fan's language lists them ("…, …" in English, "…、…" in Chinese).
  const listFormat = new Intl.ListFormat(intlLocale(useLanguage()), { type: "conjunction", style: "narrow" });
  const list = (seats: readonly Pick<MapSeat, "area" | "row" | "number">[]) => listFormat.format(seats.map(short));
  return { short, full, list };
}
