// What the fan has picked, with each seat's price and a way to put it back, and the messages about the
// picks: the limit, a seat taken by someone else meanwhile, a refused secure's alternatives.
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../../components/Button/Button";
import type { PlacedSeat } from "./model";
import { pickedTotal } from "./picking";
import { useSeatNames } from "./seatNames";
import type { SeatPicks } from "./useSeatPicks";

/** `timeOf`: a time in the venue's zone (the accessible release). */
export function SeatNoticeView({ picks, limit, timeOf }: { picks: SeatPicks; limit: number; timeOf: (iso: string) => string }) {
  const { t } = useTranslation("tickets");
  const names = useSeatNames();
  const n = picks.notice;
  return (
    <div role="alert" className="sm-notices">
      {n?.kind === "limit" && <p className="note note--warning" data-testid="seat-limit">{t("choose.seats.limit", { max: limit })}</p>}
      {n?.kind === "notPickable" && <p className="note" data-testid="seat-assigned-note">{t("choose.seats.best.onlyHere")}</p>}
      {n?.kind === "kept" && <p className="note note--warning" data-testid="seat-kept">{t("choose.seats.keptNotice", { seat: names.short(n.seat), time: timeOf(n.releaseAt) })}</p>}
      {n?.kind === "accessLimit" && <p className="note note--warning" data-testid="seat-access-limit">{n.companions > 0 ? t("choose.seats.accessLimit", { companions: n.companions }) : t("choose.seats.accessLimitAlone")}</p>}
      {n?.kind === "lost" && <p className="note note--danger" data-testid="seat-lost">{t("choose.seats.lost", { seats: names.list(n.seats) })}</p>}
      {n?.kind === "taken" && (
        <div className="note note--danger sm-taken" data-testid="seats-taken">
          {n.seats.some((s) => s.status !== "AVAILABLE" || !s.access) && <p>{t("choose.seats.lost", { seats: names.list(n.seats.filter((s) => s.status !== "AVAILABLE" || !s.access)) })}</p>}
          {n.seats.some((s) => s.status === "AVAILABLE" && s.access) && <p data-testid="seats-kept">{t("choose.seats.accessKept", { seats: names.list(n.seats.filter((s) => s.status === "AVAILABLE" && s.access)) })}</p>}
          {n.alternatives.length > 0 ? (
            <>
              <p data-testid="seat-alternatives">{t("choose.seats.takenAlternatives", { seats: names.list(n.alternatives) })}</p>
              <button type="button" className={buttonClass("secondary")} onClick={picks.takeAlternatives} data-testid="pick-alternatives">
                {t("choose.seats.pickAlternatives")}
              </button>
            </>
          ) : (
            <p>{t("choose.seats.noAlternatives")}</p>
          )}
        </div>
      )}
    </div>
  );
}

export function SeatSummary({ picks, limit }: { picks: SeatPicks; limit: number }) {
  const { t } = useTranslation("tickets");
  const names = useSeatNames();
  const seats = picks.picked.map((id) => picks.index.get(id)).filter((s): s is PlacedSeat => !!s);
  const total = pickedTotal(picks.picked, picks.index);
  return (
    <div className="sm-summary" data-testid="seat-summary">
      <div className="tk-row-between">
        <h4 className="sm-summary__title">{t("choose.seats.summary")}</h4>
        <span className="muted" data-testid="picked-count">
          {t("choose.seats.pickedCount", { count: seats.length, max: limit })}
        </span>
      </div>
      {seats.length === 0 ? (
        <p className="muted">{t("choose.seats.nonePicked")}</p>
      ) : (
        <>
          <ul className="sm-summary__list">
            {seats.map((s) => (
              <li key={s.id} className="tk-row-between" data-testid="picked-seat">
                <span>
                  {names.short(s)}
                  {s.access && <span className="muted"> · {t(`choose.seats.access.${s.access}`)}</span>}
                  <br />
                  <span className="muted">{s.ticketType.name}</span>
                </span>
                <span className="sm-summary__price">
                  {formatMoney(s.ticketType.price)}
                  <button type="button" className="sm-remove" onClick={() => picks.toggle(s.id)} aria-label={t("choose.seats.remove", { seat: names.short(s) })} data-testid="remove-seat">
                    ×
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <div className="tk-row-between">
            <button type="button" className="sm-link" onClick={() => picks.setPicked([])} data-testid="clear-seats">
              {t("choose.seats.clear")}
            </button>
            <strong data-testid="picked-total">{total ? formatMoney(total) : null}</strong>
          </div>
          {seats.some((s) => s.access) && <p className="muted">{t("choose.seats.accessNote")}</p>}
        </>
      )}
    </div>
  );
}
