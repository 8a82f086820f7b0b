// The seat map as a list, area → row → seats, each seat a checkbox named in full ("Area A, row 3, seat
// 12, HK$480, free"): as complete as the map, for screen readers and keyboards. Taken seats are listed
// (disabled) so the row reads as it is; an area where seats are assigned lists its rows' free counts.
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import type { MapArea, MapTicketType } from "./model";
import { SeatShape } from "./SeatGlyphs";
import { useSeatNames } from "./seatNames";

/** `kept`: accessible seats this fan may not pick yet, named so (`keptText`) and disabled. */
export function SeatListView({ areas, levels, picked, kept, keptText, patternPrefix, onSeat }: { areas: readonly MapArea[]; levels: readonly MapTicketType[]; picked: ReadonlySet<string>; kept: ReadonlySet<string>; keptText: string; patternPrefix: string; onSeat: (seatId: string) => void }) {
  const { t } = useTranslation("tickets");
  const names = useSeatNames();
  return (
    <div className="sm-list" data-testid="seat-list">
      {areas.map((a) => {
        const level = Math.max(0, levels.findIndex((l) => l.id === a.ticketType.id));
        const pickable = a.ticketType.seatSelection === "PICK";
        const headingId = `${patternPrefix}-area-${a.area}`;
        return (
          <section key={a.area} className="sm-list__area" aria-labelledby={headingId}>
            <h4 id={headingId} className="sm-list__title">
              <svg className="sm-swatch" viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">
                <SeatShape look="AVAILABLE" level={level} prefix={patternPrefix} />
              </svg>
              {t("choose.seats.area", { area: a.area })} · {a.ticketType.name} · {formatMoney(a.ticketType.price)}
            </h4>
            {!pickable && <p className="muted">{t("choose.seats.best.onlyHere")}</p>}
            {a.rows.map((r) => {
              const free = r.seats.filter((s) => s.status === "AVAILABLE").length;
              const rowName = t("choose.seats.rowFree", { row: r.row, count: free });
              if (!pickable)
                return (
                  <p key={r.row} className="sm-list__row-count">
                    {rowName}
                  </p>
                );
              return (
                <fieldset key={r.row} className="sm-list__row">
                  <legend>{rowName}</legend>
                  <div className="sm-list__seats">
                    {[...r.seats].sort((x, y) => x.number - y.number).map((s) => {
                      const isPicked = picked.has(s.id);
                      const look = isPicked ? "picked" : s.status;
                      const isKept = !isPicked && s.status === "AVAILABLE" && kept.has(s.id);
                      return (
                        <label key={s.id} className={`sm-check sm-check--${look}${isKept ? " sm-check--kept" : ""}`} title={isKept ? keptText : undefined}>
                          <input
                            type="checkbox"
                            checked={isPicked}
                            disabled={!isPicked && (s.status !== "AVAILABLE" || isKept)}
                            onChange={() => onSeat(s.id)}
                            aria-label={isKept ? `${names.full({ ...s, ticketType: a.ticketType }, isPicked)}, ${keptText}` : names.full({ ...s, ticketType: a.ticketType }, isPicked)}
                            data-seat={`${a.area}-${r.row}-${s.number}`}
                            data-kept={isKept || undefined}
                          />
                          <svg className="sm-check__glyph" viewBox="-13 -13 26 26" aria-hidden="true" focusable="false">
                            <SeatShape look={look} level={level} access={s.access} prefix={patternPrefix} kept={isKept} />
                          </svg>
                          <span aria-hidden="true">{s.number}</span>
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
