// The seat-map editor's drawing and the fan's view beside it: each seat's state (free, held, sold) told
// apart by shape and mark as well as colour, and wheelchair spaces and companion seats (issue 33) by their
// own shapes (a ring, an underline), from the draft as it stands.
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { useLanguage } from "../../i18n/useLanguage";
import type { ConsoleSeatMapFieldsFragment, OperatorSeatStatus, SeatAccess } from "../../gql/graphql";
import { formatCount } from "./format";
import { accessIn, seatKey, type DraftArea, type SeatStates } from "./seatMapDraft";

/** The legend's and the map's seat: its state by colour, shape and mark, so colour is never the only cue. */
function SeatMark({ status, access = null }: { status: OperatorSeatStatus; access?: SeatAccess | null }) {
  return <span className={`cn-seat cn-seat--${status}${access ? ` cn-seat--${access}` : ""}`} aria-hidden="true" />;
}

export function Legend() {
  const { t } = useTranslation("console");
  return (
    <ul className="cn-legend" aria-label={t("seatMap.legend")} data-testid="seat-legend">
      {(["AVAILABLE", "HELD", "SOLD"] as const).map((s) => (
        <li key={s}>
          <SeatMark status={s} /> {t(`seatMap.status.${s}`)}
        </li>
      ))}
      {(["WHEELCHAIR", "COMPANION"] as const).map((a) => (
        <li key={a}>
          <SeatMark status="AVAILABLE" access={a} /> {t(`seatMap.access.${a}`)}
        </li>
      ))}
    </ul>
  );
}

/** The drawn map: one line of seats a row; each row is one image whose name counts its seats by state and access. */
export function SeatMapDrawing({ areas, states }: { areas: DraftArea[]; states: SeatStates }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  if (!areas.length) return <p className="cn-muted">{t("seatMap.empty")}</p>;
  return (
    <div className="cn-map" data-testid="seat-map-drawing">
      {areas.map((a) => (
        <figure key={a.key} className="cn-map__area">
          <figcaption className="cn-map__caption">{t("seatMap.areaName", { area: a.area || "?" })}</figcaption>
          {a.rows.map((r) => {
            const status = (n: number) => states.get(seatKey(a.area, r.row, n)) ?? "AVAILABLE";
            const count = (s: OperatorSeatStatus) => formatCount(r.seats.filter((n) => status(n) === s).length, language);
            const access = accessIn(r);
            const marked = (m: SeatAccess) => r.seats.filter((n) => access(n) === m).length;
            const summary = t("seatMap.rowSummary", { row: r.row || "?", seats: formatCount(r.seats.length, language), free: count("AVAILABLE"), held: count("HELD"), sold: count("SOLD") });
            const label = marked("WHEELCHAIR") || marked("COMPANION") ? `${summary}; ${t("seatMap.rowAccess", { wheelchair: formatCount(marked("WHEELCHAIR"), language), companions: formatCount(marked("COMPANION"), language) })}` : summary;
            return (
              <div key={r.key} className="cn-map__row" role="img" aria-label={label} title={label} data-testid="seat-map-row" data-row={`${a.area}/${r.row}`}>
                <span className="cn-map__label" aria-hidden="true">
                  {r.row}
                </span>
                <span className="cn-map__seats">
                  {r.seats.map((n) => (
                    <span key={n} className={`cn-seat cn-seat--${status(n)}${access(n) ? ` cn-seat--${access(n)}` : ""}`} data-status={status(n)} data-access={access(n) ?? undefined} />
                  ))}
                </span>
              </div>
            );
          })}
        </figure>
      ))}
    </div>
  );
}

/** What the fan's ticket chooser will offer for the seated ticket types: each row and its seats left. */
export function FanPreview({ areas, states, event }: { areas: DraftArea[]; states: SeatStates; event: ConsoleSeatMapFieldsFragment }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const types = event.ticketTypes
    .map((tt) => {
      const rows = areas.filter((a) => a.ticketTypeArea === tt.area).flatMap((a) => a.rows.map((r) => ({ key: r.key, row: r.row, left: r.seats.filter((n) => (states.get(seatKey(a.area, r.row, n)) ?? "AVAILABLE") === "AVAILABLE").length })));
      return { tt, rows };
    })
    .filter((x) => x.rows.length > 0);
  return (
    <div className="cn-preview__phone cn-fanseats" data-testid="seat-map-preview" tabIndex={0} role="group" aria-label={t("seatMap.preview")}>
      {types.length === 0 ? (
        <p className="cn-muted">{t("seatMap.previewNone")}</p>
      ) : (
        types.map(({ tt, rows }) => (
          <section key={tt.id} className="cn-fanseats__type">
            <h3>
              {tt.name} <span className="cn-muted">{formatMoney(tt.price)}</span>
            </h3>
            <p className="cn-muted">{t("seatMap.previewLeft", { formatted: formatCount(rows.reduce((s, r) => s + r.left, 0), language) })}</p>
            <p className="cn-muted" data-testid="preview-selection">{t(`types.selection.${tt.seatSelection}`)}</p>
            <ul className="cn-fanseats__rows">
              <li className="cn-fanseats__chip">{t("seatMap.previewAnyRow")}</li>
              {rows.map((r) => (
                <li key={r.key} className={r.left ? "cn-fanseats__chip" : "cn-fanseats__chip is-full"} data-testid="preview-row">
                  {t("seatMap.previewRow", { row: r.row, count: r.left })}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

