// The map's key: each price level's colour and pattern with its price, then the shapes of the seats.
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import type { MapTicketType, SeatAccess } from "./model";
import { SeatShape, type SeatLook } from "./SeatGlyphs";

const looks: SeatLook[] = ["AVAILABLE", "HELD", "SOLD", "picked"];

/** `release`: while accessible seats are kept, what the marks mean for this fan and until when (in the venue's time). */
export function SeatLegend({ levels, patternPrefix, access, release }: { levels: readonly MapTicketType[]; patternPrefix: string; access: readonly SeatAccess[]; release?: { kind: "kept" | "mine"; time: string; companions: number } | null }) {
  const { t } = useTranslation("tickets");
  const swatch = (look: SeatLook, level: number, extra: { access?: SeatAccess; best?: boolean; kept?: boolean } = {}) => (
    <svg className="sm-swatch" viewBox="-13 -13 26 26" aria-hidden="true" focusable="false">
      <SeatShape look={look} level={level} prefix={patternPrefix} access={extra.access} best={extra.best} kept={extra.kept} />
    </svg>
  );
  return (
    <div className="sm-legend" data-testid="seat-legend">
      <h4 className="visually-hidden">{t("choose.seats.legend")}</h4>
      <ul className="sm-legend__list" aria-label={t("choose.seats.priceLevels")}>
        {levels.map((l, i) => (
          <li key={l.id}>
            {swatch("AVAILABLE", i)}
            <span>
              {l.name} · <strong>{formatMoney(l.price)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <ul className="sm-legend__list" aria-label={t("choose.seats.seatStates")}>
        {looks.map((look) => (
          <li key={look}>
            {swatch(look, 0)}
            <span>{t(`choose.seats.legendText.${look}`)}</span>
          </li>
        ))}
        <li>
          {swatch("AVAILABLE", 0, { best: true })}
          <span>{t("choose.seats.legendText.best")}</span>
        </li>
        {access.map((a) => (
          <li key={a}>
            {swatch("AVAILABLE", 0, { access: a })}
            <span>{t(`choose.seats.legendText.${a}`)}</span>
          </li>
        ))}
        {release?.kind === "kept" && access.length > 0 && (
          <li>
            {swatch("AVAILABLE", 0, { access: "WHEELCHAIR", kept: true })}
            <span>{t("choose.seats.legendText.kept", { time: release.time })}</span>
          </li>
        )}
      </ul>
      {release && access.length > 0 && (
        <p className="muted sm-legend__release" data-testid="accessible-release">
          {release.kind === "kept" ? t("choose.seats.release.kept", { time: release.time }) : t("choose.seats.release.mine", { time: release.time, companions: release.companions })}
        </p>
      )}
    </div>
  );
}
