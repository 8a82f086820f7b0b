import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
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
  const list = (seats: readonly Pick<MapSeat, "area" | "row" | "number">[]) => seats.map(short).join(", ");
  return { short, full, list };
}
